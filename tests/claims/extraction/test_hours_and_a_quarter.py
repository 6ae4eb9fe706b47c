"""A quarter of an hour after the hours counted is part of the length ("necesitó 10
horas y cuarto": 10.25 horas, "dos horas y tres cuartos": 2.75), as "cinco horas y
media" is 5.5; a time of day ("a las diez y cuarto") stays no figure. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La ganadora necesitó 10 horas y cuarto para completar el recorrido.", [("10.25", "exact", "horas")]),
        ("El puerto estuvo cerrado durante cinco horas y cuarto por la niebla.", [("5.25", "exact", "horas")]),
        ("El vuelo de vuelta duró dos horas y tres cuartos.", [("2.75", "exact", "horas")]),
        ("El partido duró una hora y cuarto.", [("1.25", "exact", "hora")]),
        ("El rescate duró casi cuatro horas y cuarto.", [("4.25", "less_than", "horas")]),
    ],
)
def test_hours_and_a_quarter(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "El tren salió a las diez y cuarto de la mañana.",
        "Nos vimos a las 7 y cuarto en la plaza.",
        "El pleno empezó a las 9 y cuarto, como estaba previsto.",
    ],
)
def test_a_time_of_day_is_no_figure(text):
    assert figures(text) == []


def test_english_is_left_alone():
    # English says "an hour and a quarter", read already; "two hours and a quarter" is
    # not this rule's.
    assert figures("The match lasted an hour and a quarter.", "en") == [("1.25", "exact", "hour")]
