"""A season of the year with "ago" or "atrás" places an event, as "two years ago" does
("two summers ago", "tres inviernos atrás"): a date, no figure, as the corpus README
settles; seasons spent or counted, and the time between two events, stay figures.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("We started rationing water two summers ago.", "en", []),
        ("The lake last froze three winters ago.", "en", []),
        ("El río se desbordó tres inviernos atrás.", "es", []),
        ("Empezamos a ahorrar agua hace dos veranos.", "es", []),
        ("She spent three summers in Alaska.", "en", [("3", "exact", "summers")]),
        ("The dam was repaired two summers after the flood.", "en", [("2", "exact", "summers")]),
    ],
)
def test_seasons_ago_place_an_event(text, language, expected):
    assert figures(text, language) == expected
