"""The decade ahead a figure or a plan is counted in, written without a number ("$3.2
billion over the next decade", "4.500 millones de dólares en la próxima década"), is a
window of one decade, as "over the next two decades" is two; the claim of the figure
before it holds it. "within the next decade", a decade named ("los telescopios de la
próxima década") or the subject ("The next decade will be decisive") and a year, a month
or a week ahead ("for the coming year", "la próxima semana": dates) are no such figure.
Sentences of our own."""

import pytest

from claims.extraction import SourceIndex, extract
from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, unit",
    [
        ("The utility will invest $3.2 billion over the next decade.", "en", "decade"),
        ("The government has pledged to speed up homebuilding over the next decade.", "en", "decade"),
        ("La empresa invertirá 4.500 millones de dólares en la próxima década.", "es", "década"),
        ("El gasto rondará el 0,4 % del PIB cada año durante la próxima década.", "es", "década"),
    ],
)
def test_the_next_decade_is_a_window_of_one(text, language, unit):
    assert ("1", "exact", unit) in figures(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Several firms say they will reach the grid within the next decade.", "en"),
        ("The next decade will be decisive for the port.", "en"),
        ("Prices are expected to rise over the coming year.", "en"),
        ("Son los grandes telescopios de la próxima década.", "es"),
        ("La próxima década será decisiva para el puerto.", "es"),
        ("El sindicato convocará una huelga para la próxima semana.", "es"),
    ],
)
def test_no_decade_ahead_is_counted(text, language):
    assert not any(value == "1" for value, _, _ in figures(text, language))


def test_the_claim_of_the_figure_holds_the_decade():
    text = "The reform would lift the retirement age from 55 to 63 over the next decade."
    quotes = [p.quote for p in extract(text, SourceIndex([]), language="en") if p.value is not None]
    assert any(q.endswith("63 over the next decade") for q in quotes)
