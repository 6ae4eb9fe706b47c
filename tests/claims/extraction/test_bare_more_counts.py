"""A small count in words with "more"/"others" and no noun after it counts more of what
the sentence named with "each"/"every" ("each job supports nearly three more"), or else
what the figure before it counted ("collected 11 points … managed only two more");
Spanish is as it was. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Each job at the mill supports nearly three more in the county.", "en", [("3", "less_than", "jobs")]),
        ("Every nurse trained frees roughly two others for wards.", "en", [("2", "approximately", "nurses")]),
        (
            "For every family we rehouse, almost two more are evicted.",
            "en",
            [("2", "less_than", "families")],
        ),
        (
            "She scored 14 points before half-time. She added only three more after the break.",
            "en",
            [("14", "exact", "points"), ("3", "exact", "points")],
        ),
        # Compared with another time, as before; nothing counted before: no figure.
        ("There were 14 deaths, three more than last week.", "en", [("14", "exact", "deaths"), ("3", "exact", "deaths")]),
        ("He asked the waiter for two more.", "en", []),
        ("Cotizó 41 años y ahora le piden aguantar tres más.", "es", [("41", "exact", "años")]),
    ],
)
def test_more_of_the_same_with_no_noun(text, language, expected):
    assert figures(text, language) == expected
