"""A subject's second predicate that calls something by a name in quoted words ("… y la
calificó de «injustificada»", "… and called it “a reckless gamble”") is the subject's;
when the first predicate's verb is one of speaking and the second points back to its
object ("lamentó la convocatoria y la calificó de …"), the first is the subject's too.
Without quoted words, or with a verb of doing first, nothing changes."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La consejera de Educación, Irene Salas, lamentó el paro y lo calificó de «irresponsable» "
            "en plena época de exámenes.",
            "es",
            "irresponsable",
            "Irene Salas",
        ),
        (
            "La consejera de Educación, Irene Salas, lamentó el paro y lo calificó de «irresponsable» "
            "en plena época de exámenes.",
            "es",
            "lamentó el paro",
            "Irene Salas",
        ),
        (
            'Health Secretary Alan Moss criticised the strike and called it "a reckless gamble" in flu season.',
            "en",
            "a reckless gamble",
            "Alan Moss",
        ),
    ],
)
def test_calling_something_in_quoted_words_is_the_subjects(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "La consejera de Educación, Irene Salas, visitó el instituto y lo recorrió con los alumnos.",
            "es",
            "visitó el instituto",
        ),
        (
            'Health Secretary Alan Moss visited the ward and called it "a model for the region".',
            "en",
            "visited the ward",
        ),
    ],
)
def test_a_first_predicate_of_doing_stays_the_articles(text, language, words):
    found, everything = speaker_of(text, language, words)
    assert found is None, everything
