"""One and a half of a short or a long unit of time is its number, as "an hour and a
half" is and the corpus README settles for a fraction of a measure: "a minute and a
half" 1.5 minute, "a second and a half", "a decade and a half". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The concert tickets were gone in a minute and a half.", [("1.5", "exact", "minute")]),
        ("The booster failed about a minute and a half after launch.", [("1.5", "approximately", "minute")]),
        ("The standing ovation lasted a minute and a half.", [("1.5", "exact", "minute")]),
        ("The tremor lasted a second and a half.", [("1.5", "exact", "second")]),
        ("The town waited a decade and a half for the bypass.", [("1.5", "exact", "decade")]),
        ("The meeting lasted an hour and a half.", [("1.5", "exact", "hour")]),
    ],
)
def test_a_unit_of_time_and_a_half_is_its_number(text, expected):
    assert figures(text) == expected
