"""A part of a second written in words is its number in seconds ("by two hundredths of a
second": 0.02; "almost a tenth of a second": 0.1 less_than; "three-tenths of a second":
0.3), as the corpus annotates every one; a tenth of anything else stays a share.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Okafor beat Lindqvist by two hundredths of a second.", [("0.02", "exact", "second")]),
        ("She had cut almost a tenth of a second from her start.", [("0.1", "less_than", "second")]),
        ("He built a lead of three-tenths of a second by the first split.", [("0.3", "exact", "second")]),
        ("The photo finish split them by four thousandths of a second.", [("0.004", "exact", "second")]),
        ("Her coach found maybe a tenth of a second at the turn.", [("0.1", "approximately", "second")]),
    ],
)
def test_a_part_of_a_second_is_its_number(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Less than a tenth of the budget was spent.", [("10", "less_than", "percent of the budget")]),
        ("A tenth of a second-hand fleet was sold.", []),
        ("He was second, a tenth behind.", []),
    ],
)
def test_a_tenth_of_anything_else_is_no_part_of_a_second(text, expected):
    assert figures(text) == expected
