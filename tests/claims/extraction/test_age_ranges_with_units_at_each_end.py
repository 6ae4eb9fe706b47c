"""An age range whose ends carry their own units is one range of ages, no figure:
"children aged six months to five years", "babies aged 3 months to 2 years". Counts and
shares beside an age range stay figures ("Children aged 5 to 11 were offered 300
doses", "People aged 65 and over make up 20%"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text",
    [
        "A second study in children aged six months to five years will report in May.",
        "The clinic sees babies aged 3 months to 2 years on Tuesdays.",
    ],
)
def test_an_age_range_with_units_at_each_end_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Children aged 5 to 11 were offered 300 doses.", [("300", "exact", "doses")]),
        ("People aged 65 and over make up 20% of the town.", [("20", "exact", "percent of the town")]),
    ],
)
def test_what_is_counted_beside_an_age_range_stays_a_figure(text, expected):
    assert figures(text) == expected
