"""A level set against a forecast, an estimate or a target in the present is a multiple
in times, as Spanish "triplica las previsiones" already is: "Demand triples forecasts"
3 times, "Applications double expectations" 2 times, "Turnout doubles the official
estimate". A hypothesis or a plan ("could double forecasts", "to double the target")
and a tennis "mixed doubles" stay no figure. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Demand triples forecasts as grant scheme opens.", "en", [("3", "exact", "times")]),
        ("Applications double expectations in first week.", "en", [("2", "exact", "times")]),
        ("Turnout doubles the official estimate.", "en", [("2", "exact", "times")]),
        ("La demanda triplica las previsiones.", "es", [("3", "exact", "veces")]),
        # A hypothesis, a plan, a thing named.
        ("Ridership could double forecasts.", "en", []),
        ("The plan is to double the target.", "en", []),
        ("She won the mixed doubles title.", "en", []),
        ("The doubles forecast was wrong.", "en", []),
    ],
)
def test_a_multiple_of_a_forecast(text, language, expected):
    assert figures(text, language) == expected
