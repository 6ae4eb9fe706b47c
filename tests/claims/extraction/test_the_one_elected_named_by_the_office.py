"""Whoever "fue elegida rectora" or "was elected mayor" is, after the vote, the one a
role with "electa"/"-elect" means ("dijo la rectora electa", "the mayor-elect said"),
as whoever "ganó" is; the day may come between the verb and the office ("fue elegida
este miércoles rectora", "was elected on Tuesday mayor"). An honour that is no office
("fue elegida mejor jugadora") makes no one elected. Sentences of our own."""

import pytest

from claims.extraction import extract


def quotes(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La física María Santiago fue elegida este miércoles rectora de la universidad con el 54 % del voto. "
            "«Hoy la universidad decidió», dijo la rectora electa.",
            "es",
            [("Hoy la universidad decidió", "María Santiago")],
        ),
        (
            "El médico Pedro Gil fue elegido el domingo alcalde de Soria. «Gracias a todos», dijo el alcalde electo.",
            "es",
            [("Gracias a todos", "Pedro Gil")],
        ),
        (
            "Nurse Tom Baker was elected on Tuesday mayor of Leeds with 54% of the vote. "
            '"The city chose change," the mayor-elect said.',
            "en",
            [("The city chose change", "Tom Baker")],
        ),
    ],
)
def test_the_one_elected_is_the_office_elect(text, language, expected):
    assert quotes(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("La base Ana Ruiz fue elegida mejor jugadora de la final. «Hoy ganamos», dijo la rectora electa.", "es"),
        ("The guard Tom Baker was elected best player of the final. \"We won,\" the mayor-elect said.", "en"),
    ],
)
def test_an_honour_is_no_office(text, language):
    assert quotes(text, language) == [(quotes(text, language)[0][0], None)]
