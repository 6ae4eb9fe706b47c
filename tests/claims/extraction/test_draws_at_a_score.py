"""A draw told at one number is both sides' tally, a match's score and no figure, as
"empató a 2" was: "con empate a 1", "el local empataba a 31 a falta de dos minutos",
"all square at 1 after extra time". A tally with its noun counts ("empataron a 40
escaños", "tied at 300 votes"), so does a vote's tally ("The vote was tied at 6"), and a
level held is none of a match ("held level at 5%"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Ambos equipos ya se cruzaron en la liguilla, con empate a 1.", "es"),
        ("El local empataba a 31 a falta de dos minutos.", "es"),
        ("Chile y Perú habían empatado a 3 en el torneo anterior.", "es"),
        ("It was all square at 1 after extra time.", "en"),
    ],
)
def test_a_draw_at_a_score_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El bloque oficialista y la oposición empataron a 40 escaños.", "es", [("40", "exact", "escaños")]),
        ("The candidates were tied at 300 votes.", "en", [("300", "exact", "votes")]),
        ("Unemployment held level at 5% in May.", "en", [("5", "exact", "percent")]),
        ("The council vote was tied at 6.", "en", [("6", "exact", "")]),
    ],
)
def test_a_tally_with_its_noun_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
