"""When an event begins, placed from now by "in"/"en" after a verb of starting, is a
date, as "dentro de" placing an event is (corpus README): "Wimbledon, which starts in
nine days", "the Giro, which starts in less than two weeks", "que arranca en poco más
de un mes", "El torneo comienza en dos semanas". How long something took ("finished the
race in nine days"), a year after "began in" and a count after the date stay figures.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The Masters, which starts in nine days, is sold out.", "en"),
        ("The first major of the season begins in less than three weeks.", "en"),
        ("The Vuelta, which kicks off in about a month, has a new route.", "en"),
        ("El Mundial, que arranca en poco más de un mes, ya tiene sede.", "es"),
        ("La temporada comienza en dos semanas en Bogotá.", "es"),
    ],
)
def test_when_an_event_begins_from_now_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("She finished the crossing in nine days.", "en", [("9", "exact", "days")]),
        ("The strike began in 2019 and lasted 40 days.", "en", [("40", "exact", "days")]),
        ("The tournament opens in three weeks with 128 players.", "en", [("128", "exact", "players")]),
        ("Completó la travesía en nueve días.", "es", [("9", "exact", "días")]),
        ("La feria empieza en dos semanas con 300 expositores.", "es", [("300", "exact", "expositores")]),
    ],
)
def test_lengths_and_counts_stay_figures(text, language, expected):
    assert figures(text, language) == expected
