"""A repetition's interval ("every four hours", "cada 20 minutos") is a length of time
the sentence asserts and a figure of its own, as the corpus README settles; "ago",
"hace" and "dentro de" placing an event and a wish or order stay no figure.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The ferry now sails every four hours.", "en", [("4", "exact", "hours")]),
        ("Inspectors check the dam every six months.", "en", [("6", "exact", "months")]),
        ("Licences must be renewed every five years.", "en", [("5", "exact", "years")]),
        ("El autobús pasa cada 20 minutos por la plaza.", "es", [("20", "exact", "minutos")]),
        ("Los socios votan al presidente cada cuatro años.", "es", [("4", "exact", "años")]),
        ("Los dueños deberán renovar la licencia cada cinco años.", "es", [("5", "exact", "años")]),
    ],
)
def test_the_interval_of_a_repetition_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The ferry sailed two years ago.", "en"),
        ("El museo abrió hace tres años.", "es"),
        ("Ask me again in two weeks.", "en"),
        ("Vuelva a preguntar dentro de dos semanas.", "es"),
    ],
)
def test_a_time_that_places_an_event_stays_no_figure(text, language):
    assert figures(text, language) == []
