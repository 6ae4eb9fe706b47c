"""A definite noun alone as a speaker that no list knows as a role ("confesó la
nadadora", "said the biologist") is the one person the text gave that noun before: right
before the name ("la nadadora uruguaya Valentina Sosa", "marine biologist Hannah Price")
or in an apposition after it ("Hannah Price, a marine biologist at …"); no one when two
people share it, when no one was given it, or when the noun is a body's. Sentences of
our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La escaladora chilena Renata Olmos coronó el pico el lunes.\n\n"
            "«Pensé que no llegaba a la cima», confesó la escaladora a la prensa, todavía agotada.",
            "es",
            "Renata Olmos",
        ),
        (
            "El responsable del proyecto, el geólogo Martín Ledesma, visitó la zona.\n\n"
            "«El terreno no aguanta más», explicó el geólogo, que lleva años en la región.",
            "es",
            "Martín Ledesma",
        ),
        (
            "Martín Ledesma, un geólogo de la universidad, visitó la zona.\n\n«El terreno no aguanta más», explicó el geólogo.",
            "es",
            "Martín Ledesma",
        ),
        (
            "Marine biologist Hannah Price has studied the reef for a decade.\n\n"
            '"The coral is bleaching faster than we thought," said the biologist.',
            "en",
            "Hannah Price",
        ),
        (
            "Hannah Price, a marine biologist at Westfield University, led the survey.\n\n"
            '"The coral is bleaching faster than we thought," the biologist said.',
            "en",
            "Hannah Price",
        ),
    ],
)
def test_a_noun_given_to_one_person_is_that_person(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        # Two people were given the noun.
        (
            "El geólogo Martín Ledesma y el geólogo Pablo Gil visitaron la zona.\n\n«El terreno no aguanta más», explicó el geólogo.",
            "es",
        ),
        (
            "Glaciologist Ann Reyes and glaciologist Tom Hale returned on Monday.\n\n"
            '"The ice is thinning," said the glaciologist.',
            "en",
        ),
        # No one was given it.
        ("Ayer Renata Olmos coronó el pico.\n\n«Pensé que no llegaba», confesó la escaladora.", "es"),
        ('Hannah Price led the survey on Monday.\n\n"The coral is bleaching," said the biologist.', "en"),
        # The noun's gender is not the person's.
        ("El escalador Tomás Olmos coronó el pico.\n\n«Pensé que no llegaba», confesó la escaladora.", "es"),
    ],
)
def test_no_one_or_two_given_the_noun_is_no_one_named(text, language):
    assert speakers(text, language) == [None]
