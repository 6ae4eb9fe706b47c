"""A year after "since"/"desde" is a date however it is qualified: "since at least 2019"
already, and an approximate year, "since about 1850", "desde alrededor de 1920", as the
corpus README has a year no figure. A count after "since" with its thousands written,
and a figure beside the year, stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The mountain has not erupted since about 1850.", "en"),
        ("The bridge has stood since around 1790, the council said.", "en"),
        ("The mill has been idle since roughly 1965.", "en"),
        ("El volcán no entra en erupción desde alrededor de 1850.", "es"),
        ("La fábrica funciona desde aproximadamente 1920.", "es"),
        ("El faro está apagado desde cerca de 1980.", "es"),
    ],
)
def test_an_approximate_year_after_since_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Prices have risen about 20% since about 2010.", "en", [("20", "approximately", "percent")]),
        ("Since about 1,500 homes lost power, crews have worked overnight.", "en",
         [("1500", "approximately", "homes")]),
        ("Los precios subieron un 20 % desde alrededor de 2010.", "es", [("20", "exact", "%")]),
    ],
)
def test_figures_beside_it_stay(text, language, expected):
    assert [(v, q, "%" if u == "percent" and language == "es" else u) for v, q, u in figures(text, language)] == expected
