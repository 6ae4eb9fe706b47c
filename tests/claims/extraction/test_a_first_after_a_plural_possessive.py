"""A first after a plural's possessive ("the Tigers' first world title in six years")
measures the gap since the last time, as "Scotland's first title in 19 years" does
(corpus README: the span of a record). A moment ahead stays no figure ("The Kings' first
trains will run in two years"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("It was the Rovers' first league title in 12 years.", [("12", "exact", "years")]),
        ("The result was the Lions' first away defeat in three years.", [("3", "exact", "years")]),
    ],
)
def test_a_first_after_a_plural_possessive(text, expected):
    assert figures(text) == expected


def test_a_moment_ahead_stays_no_figure():
    assert figures("The Kings' first trains will run in two years.") == []
