"""A person called by an age and where they are from ("“…,” the 23-year-old from Leeds
said", "«…», dijo el joven de 19 años de Rosario") is called by the age as "the
23-year-old" is: the person the text has just shown. A place in capitals is needed
("from the academy" is left as it was), and the rules for an age alone still say no
one when no one was shown or when the noun is a thing's, and the one person given that
age before is who it means. Sentences of our own."""

import pytest

from claims.extraction.age_references import names_by_age
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Sam Doyle beat the top seed on Tuesday. Doyle said he had slept badly.\n\n"
            '"I still cannot believe it," the 23-year-old from Leeds said.',
            "en",
            "I still cannot believe it",
            "Sam Doyle",
        ),
        (
            "Ana Keller scored the winner in extra time. Keller said the team had kept going.\n\n"
            '"We never stopped," the 27-year-old from Bern told reporters.',
            "en",
            "We never stopped",
            "Ana Keller",
        ),
        (
            "El ciclista Tomás Ruiz Vega ganó la etapa del domingo. Ruiz aseguró que no esperaba ganar.\n\n"
            "«Fue muy duro», dijo el joven de 19 años de Rosario.",
            "es",
            "Fue muy duro",
            "Tomás Ruiz Vega",
        ),
        (
            "La nadadora Lucía Prats Ferrer batió el récord nacional. Prats reconoció que llegó cansada.\n\n"
            "«Ha sido el mejor día de mi vida», contó la joven de 20 años de San Sebastián.",
            "es",
            "el mejor día de mi vida",
            "Lucía Prats Ferrer",
        ),
        # The one person given that age before is who it means, as without the place.
        (
            "Coach Helen Price, 23, watched from the stands. Sam Doyle said he had slept badly.\n\n"
            '"I still cannot believe it," the 23-year-old from Leeds said.',
            "en",
            "I still cannot believe it",
            "Helen Price",
        ),
    ],
)
def test_an_age_and_origin_is_the_person_just_shown(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        # No one shown before.
        ('Rain fell all day on the course.\n\n"We were poor," the 31-year-old from Cork said.', "en", "We were poor"),
        # "la joven" is no man.
        (
            "El ciclista Pedro Ramos Gil ganó la etapa. Ramos reconoció que sufrió en el último tramo.\n\n"
            "«Estoy feliz», dijo la joven de 22 años de Rosario.",
            "es",
            "Estoy feliz",
        ),
    ],
)
def test_an_age_and_origin_with_no_one_fitting_is_no_one(text, language, words):
    who, found = speaker_of(text, language, words)
    assert who is None, found


@pytest.mark.parametrize(
    "phrase, expected",
    [
        ("the 23-year-old from Leeds", True),
        ("the 23-year-old from Buenos Aires", True),
        ("el joven de 19 años de Rosario", True),
        ("the 23-year-old", True),
        # Not a place in capitals, or a thing's age.
        ("the 23-year-old from the academy", False),
        ("el contrato de 30 años de Repsol", False),
        ("la empresa de 30 años de Bilbao", False),
    ],
)
def test_names_by_age(phrase, expected):
    assert names_by_age(phrase) is expected
