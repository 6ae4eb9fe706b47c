"""A forecast is a kind of figure, not what is counted: a number given as what was
forecast or projected counts what the text counts before it ("11,200 passengers …,
against a forecast of 14,000" counts passengers), as a target already does; a forecast
with its own noun keeps it, and one with nothing counted before stays without a unit.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The line carried 11,200 passengers a day in its first month, against a forecast of 14,000.", "en",
         [("11200", "exact", "passengers"), ("14000", "exact", "passengers")]),
        ("The museum drew 41,000 visitors, well above a forecast of 30,000.", "en",
         [("41000", "exact", "visitors"), ("30000", "exact", "visitors")]),
        ("La línea transportó 11.200 pasajeros al día, frente a una previsión de 14.000.", "es",
         [("11200", "exact", "pasajeros"), ("14000", "exact", "pasajeros")]),
        ("Se vendieron 8.000 entradas, por debajo del pronóstico de 10.000.", "es",
         [("8000", "exact", "entradas"), ("10000", "exact", "entradas")]),
    ],
)
def test_a_forecast_counts_what_the_text_counted_before(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The museum issued a forecast of 30,000 visitors for the summer.", "en", [("30000", "exact", "visitors")]),
        ("El ministerio mantiene una previsión de 14.000 pasajeros diarios.", "es", [("14000", "exact", "pasajeros")]),
        ("A forecast of 14,000 was published in May.", "en", [("14000", "exact", "")]),
    ],
)
def test_a_forecast_with_its_own_noun_or_nothing_before(text, language, expected):
    assert figures(text, language) == expected
