"""Saying a count will not reach an amount, even in the future or with "ni" / "even",
puts it below that amount: "no voy a llegar ni a 30", "won't even reach 30". Reaching it
stays exact. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Con esta sequía no voy a llegar ni a 40 sacos.", "es", [("40", "less_than", "sacos")]),
        ("La campaña no llegará a los 900 voluntarios.", "es", [("900", "less_than", "voluntarios")]),
        ("El pueblo no llegó ni a 300 votantes.", "es", [("300", "less_than", "votantes")]),
        ("With this drought I won't even reach 40 sacks.", "en", [("40", "less_than", "sacks")]),
        ("The appeal will not reach 900 volunteers.", "en", [("900", "less_than", "volunteers")]),
    ],
)
def test_not_reaching_an_amount_is_below_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El año pasado llegamos a 40 sacos.", "es", [("40", "exact", "sacos")]),
        ("The appeal should reach 900 volunteers.", "en", [("900", "exact", "volunteers")]),
    ],
)
def test_reaching_an_amount_stays_exact(text, language, expected):
    assert figures(text, language) == expected
