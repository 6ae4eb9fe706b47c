"""Half of one unit of measure is its number with or without a qualifier ("queues
stretching half a mile": 0.5 mile, "about half a tonne": 0.5 approximately tonne), as
the corpus README has "half a mile"; half an hour placing an event stays no figure.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Queues stretching half a mile formed outside the zoo.", "en", [("0.5", "exact", "mile")]),
        ("The queue stretched for half a mile.", "en", [("0.5", "exact", "mile")]),
        ("They found about half a tonne of rubbish.", "en", [("0.5", "approximately", "tonne")]),
        ("She walked a mile and a half to school.", "en", [("1.5", "exact", "mile")]),
        ("Half an hour later the rain stopped.", "en", [("0.5", "exact", "hour")]),
    ],
)
def test_half_of_one_unit(text, language, expected):
    assert figures(text, language) == expected
