"""Pence glued to their digits ("10p", "38p") that a verb, a qualifier or an article
governs are read in a text that names the pound ("trimming 10p from the bottle", "charging
10p more", "costs at least 38p", "a 5p charge"); in a text that never names it only after
a price's words ("at 184p"); an aside's sum ("Another 20p a day is £50 a year") and a
video's resolution ("1080p") never. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "A loaf now sells for £1.40. Bakers are adding 15p to every loaf.",
            [("1.4", "exact", "pounds"), ("15", "exact", "p")],
        ),
        (
            "Fuel duty, in pence per litre, has stayed frozen; the chain is knocking 5p off unleaded.",
            [("5", "exact", "p")],
        ),
        (
            "Prices are in pounds. The café is charging 20p more for oat milk and a refill costs at least 45p.",
            [("20", "exact", "p"), ("45", "at_least", "p")],
        ),
    ],
)
def test_pence_are_read_where_the_text_names_the_pound(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A video's resolution, in a text about pounds.
        ("The match streams in 1080p for £4.99 a month.", [("4.99", "exact", "pounds")]),
        # An aside's sum: nothing governs the pence.
        ("\"Another 30p a week is £15 a year,\" she said.", [("15", "exact", "pounds")]),
        # No pound named: left as before.
        ("The chain is knocking 5p off unleaded.", []),
    ],
)
def test_what_is_not_pence_is_left_alone(text, expected):
    assert figures(text) == expected
