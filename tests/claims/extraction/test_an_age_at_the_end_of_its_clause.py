"""An age after "at" closing its clause is no figure even when no step of a life is
named before it: "moved to Poitiers at 13.", "left home at 15 to join the club", "I was
too greedy at 17", "At 18 that is a big weapon" (`claims.extraction.placing_numbers`).
A clause that sets a level or a speed at the number keeps its figure ("put the toll at
46", "Shares closed at 71", "was caught driving at 70"), and so does a range ("at 12 to
14 knots"). Spanish says "a los 13", read in `non_figures` as before. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "She moved to a tennis academy in Valencia at 13.",
        "The wrestler left Ulaanbaatar at 15 to join a stable in Tokyo.",
        '"I was maybe too greedy at 17," the 29-year-old said.',
        "\"I am not going to clean hospital floors at 67,\" she said.",
        '"He played without fear. At 18 that is a big weapon," the coach said.',
        "At 16 he was already the club's captain.",
    ],
)
def test_an_age_closing_its_clause_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The state later put the death toll at 46.", [("46", "exact", "death toll")]),
        ("Shares closed at 71.", [("71", "exact", "")]),
        ("The jobless rate was at 12, the highest in years.", [("12", "exact", "")]),
        ("Winds blew at 12 to 14 knots.", [("12", "at_least", "knots")]),
        ("He was caught driving at 70.", [("70", "exact", "")]),
        ("At 40 degrees, nobody works outside.", [("40", "exact", "degrees")]),
    ],
)
def test_a_level_a_speed_or_a_range_keeps_its_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Se mudó a Valencia a los 13 para entrenar.", []),
        ("A los 16 ya competía en Europa.", []),
        ("Las acciones cerraron a 45.", [("45", "exact", "")]),
        ("El club fichó a 13 jugadores nuevos.", [("13", "exact", "jugadores")]),
    ],
)
def test_spanish_reads_its_ages_and_levels_as_before(text, expected):
    assert figures(text, "es") == expected
