"""A compared figure followed by the period it belongs to ("frente a los 6,3 millones de
la temporada anterior") counts what the figure it is compared with counts; the period
is when, not what. English writes the period without "of" ("compared with 6.3 million
the previous season"), read as before. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La zafra dejará 2,4 millones de toneladas, frente a los 3,1 millones de la campaña anterior.", "es",
         [("2400000", "exact", "toneladas"), ("3100000", "exact", "toneladas")]),
        ("El puerto movió 8.200 contenedores, frente a los 7.900 del ejercicio pasado.", "es",
         [("8200", "exact", "contenedores"), ("7900", "exact", "contenedores")]),
        ("The port moved 8,200 containers, compared with 7,900 the previous year.", "en",
         [("8200", "exact", "containers"), ("7900", "exact", "containers")]),
    ],
)
def test_the_period_of_a_compared_figure_is_no_unit(text, language, expected):
    assert figures(text, language) == expected


def test_a_noun_before_the_period_is_still_counted():
    assert figures("La cooperativa vendió 2 millones de sacos de la campaña anterior.", "es") == [
        ("2000000", "exact", "sacos de la campaña anterior")
    ]
