"""An event named by its distance and its stroke or kind is a name, wherever it stands:
"ganó los 200 metros espalda", "the 400m individual medley", "los 110 metros vallas".
A distance swum or run and a pool's length stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Ganó los 100 metros mariposa el martes.", "es"),
        ("Será favorita en los 400 metros libre.", "es"),
        ("Competirá en las series de los 110 metros vallas.", "es"),
        ("She won the 200m backstroke on Monday.", "en"),
        ("He is the favourite in the men's 400 metres individual medley.", "en"),
    ],
)
def test_an_event_by_distance_and_stroke_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Nadó 1.500 metros en aguas abiertas.", "es", [("1500", "exact", "metros")]),
        ("The pool is 50 metres long.", "en", [("50", "exact", "metres")]),
        ("Batió el récord de los 110 metros vallas con 13,1 segundos.", "es", [("13.1", "exact", "segundos")]),
    ],
)
def test_distances_stay(text, language, expected):
    assert figures(text, language) == expected
