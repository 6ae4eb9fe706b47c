"""Speakers of a participle clause after a first predicate: "X rejected the claim,
saying …" and "X welcomed the vote, calling it “…”" are X's words, when X is a name
of two words or more, a role, or the surname of someone the text named in full
before; naming something in quoted words ("calling it “…”", "calificándolo de «…»")
is saying them, while "calling" with no quotation after it is not speech."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The county approved the new tariff on Monday.\n\n"
            "Councillor Nadia Brooks opposed the plan from the start.\n\n"
            "Brooks rejected that criticism, saying the tariff would hit pensioners hardest.",
            "en",
            "tariff would hit pensioners",
            "Nadia Brooks",
        ),
        (
            "La diputación aprobó la nueva tasa el lunes.\n\n"
            "La diputada Carmen Iturbe se opuso al plan desde el principio.\n\n"
            "Iturbe rechazó esa crítica, asegurando que la tasa golpeará sobre todo a los jubilados.",
            "es",
            "la tasa golpeará",
            "Carmen Iturbe",
        ),
        (
            "Lawmakers voted 80 to 40 for the sugar levy on Thursday.\n\n"
            'The Heart Foundation welcomed the vote, calling it "a brave first step".',
            "en",
            "a brave first step",
            "Heart Foundation",
        ),
        (
            "El Congreso aprobó el impuesto al azúcar el jueves.\n\n"
            "La Fundación del Corazón celebró la votación, calificándola de «un primer paso valiente».",
            "es",
            "un primer paso valiente",
            "Fundación del Corazón",
        ),
    ],
)
def test_the_subject_of_a_first_predicate_speaks_a_participle_clause(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "text, language, words",
    [
        # A surname no one was named in full with is no one shown.
        (
            "The county approved the new tariff on Monday.\n\n"
            "Brooks rejected that criticism, saying the tariff would hit pensioners hardest.",
            "en",
            "tariff would hit pensioners",
        ),
        # "calling" with no quotation after it names nothing in anyone's words.
        (
            "The county approved the new tariff on Monday.\n\n"
            "The Heart Foundation closed its office early, calling staff back to the main site.",
            "en",
            "calling staff back",
        ),
        (
            "El Congreso aprobó el impuesto al azúcar el jueves.\n\n"
            "La Fundación del Corazón cerró su sede, calificándola de inadecuada para el público.",
            "es",
            "calificándola de inadecuada",
        ),
    ],
)
def test_no_speaker_without_a_named_subject_or_quoted_words(text, language, words):
    found, everything = speaker_of(text, language, words)
    assert found is None, everything
