"""An hour told with its part of the day is a time of day, no figure: "the bus came at 10
at night", "by 6 in the morning we were home", "from 4 in the afternoon", "About 9 in the
evening, the power failed". Left alone: a count after "and" ("sold 7 in the morning and 12
in the afternoon"), a level ("held at 5 in the morning session"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text",
    [
        '"The last bus came at 10 at night and we were home by 6 in the morning," he said.',
        "The market stays open from 4 in the afternoon.",
        "About 9 in the evening, the power failed across the district.",
    ],
)
def test_an_hour_with_its_part_of_the_day_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The stall sold 7 in the morning and 12 in the afternoon.", [("7", "exact", ""), ("12", "exact", "")]),
        ("The index held at 5 in the morning session.", [("5", "exact", "")]),
    ],
)
def test_a_count_or_a_level_stays_a_figure(text, expected):
    assert figures(text) == expected
