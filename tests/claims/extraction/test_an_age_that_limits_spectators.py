"""An age bound after the people it limits, alone after it, is no figure
(`non_figures.AGE_LIMIT_WHO`): "Entry was free for spectators under 15", "Guests under 18
must be accompanied", "fans over 65 pay half" as "visitors" and "players" already were;
a count or a capacity after "under" stays a figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "Entry was free for spectators under 15.",
        "Guests under 18 must be accompanied by an adult.",
        "Tickets are half price for fans over 65 and passengers under 12.",
        "Entrants under 16 need a parent's consent.",
    ],
)
def test_an_age_that_limits_who_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("More than 4,000 spectators under cover watched the final.", [("4000", "more_than", "spectators")]),
        ("The club sold 3,000 tickets to fans under a new scheme.", [("3000", "exact", "tickets")]),
    ],
)
def test_counts_stay(text, expected):
    assert figures(text) == expected
