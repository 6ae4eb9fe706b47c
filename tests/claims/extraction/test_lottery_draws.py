"""A lottery draw's numbers name balls, not counts: "The winning numbers were 4, 18,
27, 39 and 62, with a Powerball of 9", "la combinación ganadora fue 4, 11, 23, 30, 38 y
45, complementario 9". A jackpot, tickets sold and tickets that matched stay figures.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The winning numbers were 4, 18, 27, 39 and 62, with a Powerball of 9.", "en"),
        ("The drawn numbers: 3, 8, 21, 40 and 44.", "en"),
        ("La combinación ganadora fue 4, 11, 23, 30, 38 y 45, complementario 9.", "es"),
    ],
)
def test_a_draws_numbers_are_no_figures(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Powerball sales topped 40 million tickets.", "en", [("40000000", "more_than", "tickets")]),
        ("Twelve tickets matched five numbers.", "en", [("12", "exact", "tickets"), ("5", "exact", "numbers")]),
        ("Se vendieron 3 millones de números en el sorteo.", "es", [("3000000", "exact", "números")]),
    ],
)
def test_counts_stay(text, language, expected):
    assert figures(text, language) == expected
