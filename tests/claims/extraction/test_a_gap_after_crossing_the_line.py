"""A gap told right after crossing the finish line is a figure, as "crossed the line
four minutes later" is: "He crossed the line 38 seconds ahead", "cross the line 0.18
seconds ahead", "cruzó la línea 38 segundos por delante". A line of a bus or a metro by
its number stays a reference. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("He crossed the line 38 seconds ahead of Holm.", "en", [("38", "seconds")]),
        ("The Dutch eight held on to cross the line 0.18 seconds ahead.", "en", [("0.18", "seconds")]),
        ("La ciclista cruzó la línea 38 segundos por delante de Pérez.", "es", [("38", "segundos")]),
    ],
)
def test_a_gap_after_crossing_the_line_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Passengers on line 38 faced long delays on Monday.", "en"),
        ("She took line 2 to the airport.", "en"),
        ("Los pasajeros de la línea 3 sufrieron retrasos.", "es"),
    ],
)
def test_a_line_by_its_number_stays_a_reference(text, language):
    assert figures(text, language) == []
