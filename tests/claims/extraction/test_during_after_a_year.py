"""A year in the clause is no figure that "durante N" spreads over its period: "En 2019,
otro hotel fue clausurado durante tres semanas" says how long it was closed (3
semanas). A sum spread over the period makes it its window, a figure too ("invirtió 600
millones durante cinco años", a year before it or not; corpus README: the window of
another figure). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("En 2021, el mercado municipal fue clausurado durante cuatro semanas.", [("4", "exact", "semanas")]),
        ("Desde 2018 la piscina estuvo cerrada durante dos años por obras.", [("2", "exact", "años")]),
    ],
)
def test_a_year_spreads_nothing(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La empresa invirtió 600 millones durante cinco años.", [("600000000", "exact", ""), ("5", "exact", "años")]),
        (
            "En 2019 la empresa invirtió 600 millones durante cinco años.",
            [("600000000", "exact", ""), ("5", "exact", "años")],
        ),
    ],
)
def test_a_sum_spread_over_its_period(text, expected):
    assert figures(text) == expected
