"""Falling short of a level, "no llegar a", is `less_than` in the subjunctive and the
first person too ("prevé que la producción no llegue a las 150.000 toneladas", "Ayer no
llegué a 140 kilos", "que el paro no llegara al 10 %"), as "no llegó a" already was. A
level reached ("llegaron a 30 camiones") and "llegué a verlo" are left alone. Sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "El ministerio prevé que la cosecha de este año no llegue a las 150.000 toneladas.",
            [("150000", "less_than", "toneladas")],
        ),
        ("Ayer no llegué a 140 kilos de carne vendida.", [("140", "less_than", "kilos")]),
        ("El plan preveía que el paro no llegara al 10 % este año.", [("10", "less_than", "percent")]),
        ("Temen que las reservas no lleguen a los 300 hectómetros cúbicos.", [("300", "less_than", "hectómetros cúbicos")]),
    ],
)
def test_short_of_a_level(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Al puerto llegaron 30 camiones.", [("30", "exact", "camiones")]),
        ("Espero que lleguen a tiempo los 30 camiones.", [("30", "exact", "camiones")]),
    ],
)
def test_what_is_no_shortfall(text, expected):
    assert figures(text) == expected
