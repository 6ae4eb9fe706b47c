"""A body whose name joins capitalised words with a lower-case preposition ("Harlow
Parents for Choice", "Padres Unidos por la Libertad") speaks by that name, alone or
after the kind of body it is; a title so joined ("Minister for Health", "the Mayor of
Harlow"), a word capitalised only by opening the sentence and a person after the
preposition ("Supporters of Ana Ruiz") stay no one named. Sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import parse_speaker


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            'Vaccination rates fell again. Harlow Parents for Choice said in a statement that families "have every '
            'right to decide for their own children".',
            "en",
            "Harlow Parents for Choice",
        ),
        (
            "Vaccination rates fell again. A campaign group, Harlow Parents for Choice, said families "
            '"have every right to decide".',
            "en",
            "Harlow Parents for Choice",
        ),
        (
            "La tasa bajó. Padres Unidos por la Libertad dijo en un comunicado que las familias «tienen todo el "
            "derecho a decidir».",
            "es",
            "Padres Unidos por la Libertad",
        ),
    ],
)
def test_a_body_named_with_a_preposition_speaks(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "phrase",
    ["Minister for Health", "Secretary of State for Health", "the Mayor of Harlow", "Supporters of Ana Ruiz"],
)
def test_titles_and_people_after_a_preposition_are_no_body(phrase):
    assert parse_speaker(phrase).name is None
