"""A subject's second predicate that accuses someone of something in quoted words ("…
y acusó al anterior gobierno de haber «mirado hacia otro lado»", "and accused the
previous government of “looking the other way”") is the subject's allegation, a role
and its holder's name with no comma ("La diputada opositora Claudia Recinos") as
subject included; an accusation with no quoted words and no "que" stays the
article's own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La concejala opositora Lidia Arrieta pidió una auditoría externa y acusó al anterior equipo "
            "de gobierno de haber «escondido las facturas» durante dos años.",
            "es",
            "escondido las facturas",
            "Lidia Arrieta",
        ),
        (
            "The opposition leader Mark Dunn criticised the budget and accused the previous government of "
            '"looking the other way" for years.',
            "en",
            "looking the other way",
            "Mark Dunn",
        ),
    ],
)
def test_an_accusation_in_quoted_words_is_the_subjects(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "La concejala opositora Lidia Arrieta pidió una auditoría externa y acusó al anterior equipo de "
            "gobierno de malversación.",
            "es",
            "pidió una auditoría",
        ),
        (
            "The opposition leader Mark Dunn criticised the budget and accused the minister of negligence.",
            "en",
            "criticised the budget",
        ),
    ],
)
def test_no_quoted_words_no_second_speaker(text, language, words):
    found, everything = speaker_of(text, language, words)
    assert found is None, everything
