"""A change put as a hypothesis, with the condition it hangs on, is no figure, as the
corpus README settles for "could double" and "si esto sigue una semana más": "los
precios podrían caer a la mitad si llueve", "fares could rise by as much as 20% if the
firm passes the costs on". A forecast with no condition, a projection to a year or of a
trend going on, and a change that happened stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Los precios del café podrían caer a la mitad si Brasil recupera su cosecha.", "es", []),
        ("Tickets could rise by as much as 20% if the operator passes the costs on.", "en", []),
        ("Rents could jump 15% unless the council acts.", "en", []),
        ("Las tarifas podrían subir un 12 % a menos que el Gobierno intervenga.", "es", []),
    ],
)
def test_a_change_hanging_on_a_condition_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Fares could rise by 20% next year, the regulator said.", "en", [("20", "exact", "percent")]),
        ("Las ventas podrían crecer un 15 % este año.", "es", [("15", "exact", "percent")]),
        ("The village could shrink by 8% by 2040 if the trend holds.", "en", [("8", "exact", "percent")]),
        ("Rural towns could lose 10% if current trends continue.", "en",
         [("10", "exact", "percent")]),
        ("La población podría caer un 10 % si se mantiene la tendencia.", "es", [("10", "exact", "percent")]),
        ("Exports fell 12% even if prices held.", "en", [("12", "exact", "percent")]),
    ],
)
def test_forecasts_and_changes_that_happened_stay_figures(text, language, expected):
    assert figures(text, language) == expected
