"""A person called by an age the text had not given them ("“…,” the 31-year-old said",
"«…», dijo la joven de 22 años") is the person the text has just shown, as "she said"
would be, of the article's gender; no one shown, a person of the other gender, or a
thing with an age ("el contrato de 22 años") is no one named."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            'Captain Tom Reyes scored twice in the final. Reyes said the team had "no excuses".\n\n'
            '"We were poor in the first half," the 31-year-old said.',
            "en",
            "poor in the first half",
            "Tom Reyes",
        ),
        (
            "Nurse Helen Marsh has worked at the clinic since it opened. Marsh said she would retire in May.\n\n"
            '"I will miss the patients," the 64-year-old told reporters.',
            "en",
            "miss the patients",
            "Helen Marsh",
        ),
        (
            "La atleta Marta Gil Soto ganó el maratón de Sevilla. Gil reconoció que sufrió en el último tramo.\n\n"
            "«Estoy feliz», dijo la joven de 22 años.",
            "es",
            "Estoy feliz",
            "Marta Gil Soto",
        ),
        (
            "El ciclista Pedro Ramos Gil ganó la etapa reina. Ramos reconoció que sufrió en la última subida.\n\n"
            "«No me lo esperaba», afirmó el joven de 24 años.",
            "es",
            "No me lo esperaba",
            "Pedro Ramos Gil",
        ),
    ],
)
def test_an_age_not_given_before_is_the_person_just_shown(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        # No one shown before.
        ('Rain fell all day on the course.\n\n"We were poor," the 31-year-old said.', "en", "We were poor"),
        # "la joven" is no man.
        (
            "El ciclista Pedro Ramos Gil ganó la etapa. Ramos reconoció que sufrió en el último tramo.\n\n"
            "«Estoy feliz», dijo la joven de 22 años.",
            "es",
            "Estoy feliz",
        ),
        # A thing with an age speaks for no one.
        (
            "El ciclista Pedro Ramos Gil ganó la etapa. Ramos reconoció que sufrió en el último tramo.\n\n"
            "«Estoy feliz», dijo el contrato de 22 años.",
            "es",
            "Estoy feliz",
        ),
        # The person just shown was given another age.
        (
            'Helen Price, 54, runs the shelter. Price said demand had doubled.\n\n"We need beds," the 32-year-old said.',
            "en",
            "We need beds",
        ),
        (
            "Carmen Ortega, de 54 años, dirige el albergue. Ortega dijo que faltan camas.\n\n"
            "«Necesitamos ayuda», dijo la mujer de 33 años.",
            "es",
            "Necesitamos ayuda",
        ),
    ],
)
def test_an_age_with_no_one_fitting_is_no_one(text, language, words):
    who, found = speaker_of(text, language, words)
    assert who is None, found
