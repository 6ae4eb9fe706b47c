"""Quoted words after an asking, blaming or regretting verb and an object of up to
seven words are the subject's own ("pidió a la provincia y a la Nación «una respuesta
de fondo»", "pidió a ambas partes sentarse a negociar «esta misma semana»", "He blamed
the fall in coverage on "years of misinformation""): the subject speaks the clause.
Quoted words that open in capitals (a title) or follow a longer object are no one's
words, and past "but" the object ends. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind != "statistic"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El intendente, Raúl Ibarra, pidió a la provincia y a la Nación «una respuesta de fondo» al problema.",
            "es",
            "Raúl Ibarra",
        ),
        (
            "La mediadora, Carmen Soler, pidió a ambas partes sentarse a negociar «esta misma semana».",
            "es",
            "Carmen Soler",
        ),
        (
            'The health minister, Tom Reyes, blamed the fall in coverage on "years of misinformation" and on the pandemic.',
            "en",
            "Tom Reyes",
        ),
    ],
)
def test_the_subject_speaks_quoted_words_after_a_longer_object(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        # A title opens in capitals.
        ("La ministra, Carmen Soler, pidió a los alumnos de la escuela leer «Cien años de soledad».", "es"),
        # An object longer than seven words.
        (
            "La ministra, Carmen Soler, pidió a los vecinos de los barrios del norte y del sur de la ciudad «calma».",
            "es",
        ),
    ],
)
def test_a_title_or_a_long_object_is_no_one_s_words(text, language):
    assert "Carmen Soler" not in speakers(text, language)
