"""Half a century is 0.5 of its unit, as half a mile is (corpus README: "a fraction of a
measure is its number"), and the rules of any length of time then read it: "desde hace
más de medio siglo", "su nivel más alto en casi medio siglo", "after half a century".
Not "a mediados de siglo" nor "media hora" (left out: as often a time of day as a span).
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El faro funciona desde hace más de medio siglo.", "es", [("0.5", "more_than", "siglo")]),
        ("El trigo cotiza en su nivel más bajo en casi medio siglo.", "es", [("0.5", "less_than", "siglo")]),
        ("Llevo medio siglo arreglando relojes.", "es", [("0.5", "exact", "siglo")]),
        ("Salmon return to the estuary after half a century", "en", [("0.5", "exact", "century")]),
        ("The ferry has sailed the route for half a century.", "en", [("0.5", "exact", "century")]),
    ],
)
def test_half_a_century_is_a_length(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("A mediados de siglo la ciudad creció mucho.", "es"),
        ("La reunión empezó a la media hora.", "es"),
        ("The mill was built in the second half of the century.", "en"),
    ],
)
def test_no_half_of_a_span(text, language):
    assert figures(text, language) == []
