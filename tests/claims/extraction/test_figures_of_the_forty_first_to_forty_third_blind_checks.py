"""Figures in forms the forty-first to forty-third blind checks showed the rules missed,
tested on English and Spanish sentences of our own, with the sentences where each rule
must not fire: every tense of "rondar" and "closer to" are approximately."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Los organizadores calculan que las pérdidas rondarán los 150.000 euros.",
            "es",
            [("150000", "approximately", "euros")],
        ),
        ("El gasto rondaría los 20 millones de pesos.", "es", [("20000000", "approximately", "pesos")]),
        ("Regulators had weighed a fine closer to 4 billion dollars.", "en", [("4000000000", "approximately", "dollars")]),
        # A round of funding or of a contest is no approximation.
        ("La primera ronda de 30 millones de euros se cerró en marzo.", "es", [("30000000", "exact", "euros")]),
        # "closer to the 500 stores": nearer a goal the sentence names, counted exactly.
        ("The company moved closer to the 500 stores it had promised.", "en", [("500", "exact", "stores")]),
    ],
)
def test_approximations(text, language, expected):
    assert figures(text, language) == expected
