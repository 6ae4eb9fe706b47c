"""A sum in pence glued to its digits is read where a price is quoted ("at 184p") and
also after the word for a change in it or a price paid ("up 15p", "down 3p", "a stamp
costs 95p"). Spanish writes no pence; "15p" with nothing before it that quotes a price
stays no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A loaf now costs £1.60, up 15p.", "en", [("1.6", "exact", "pounds"), ("15", "exact", "p")]),
        ("Shares closed down 3p at 212p.", "en", [("3", "exact", "p"), ("212", "exact", "p")]),
        ("A first-class stamp costs 95p.", "en", [("95", "exact", "p")]),
        ("El pan cuesta ahora 1,60 libras.", "es", [("1.6", "exact", "libras")]),
        # Nothing quotes a price before it.
        ("The 15p error code appeared again.", "en", []),
    ],
)
def test_pence_after_a_change_or_a_price_paid(text, language, expected):
    assert figures(text, language) == expected
