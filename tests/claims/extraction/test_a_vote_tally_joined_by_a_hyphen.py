"""A vote's tally joined by a hyphen after "voted" or a motion passed is each side's votes,
not a range, a score nor a number joined to a name (claims.extraction.vote_tallies):
"The justices voted 5-2", "passed the state House 112-89", "el pleno votó 14-11".
English and Spanish sentences of our own, with sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The appeals panel voted 4-1 to overturn the ruling.", "en", [("4", "exact", "votes"), ("1", "exact", "votes")]),
        ("The zoning board voted 7–2 on Tuesday night.", "en", [("7", "exact", "votes"), ("2", "exact", "votes")]),
        (
            "The measure passed the state Senate 31-18 in March.",
            "en",
            [("31", "exact", "votes"), ("18", "exact", "votes")],
        ),
        ("Los concejales votaron 9-8 el martes.", "es", [("9", "exact", "votos"), ("8", "exact", "votos")]),
        ("La reforma se aprobó 120-80 en el Congreso.", "es", [("120", "exact", "votos"), ("80", "exact", "votos")]),
    ],
)
def test_each_side_counts_votes(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A match's score stays no figure.
        ("Spain defeated Italy 3-1 on Sunday.", "en"),
        ("España venció a Italia 3-1 el domingo.", "es"),
        # A period of years is no tally.
        ("The measure passed in 2019-2020.", "en"),
        ("La ley se aprobó en 2019-2020.", "es"),
    ],
)
def test_no_figure_outside_a_tally(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A range of a measure or a share after "passed" stays a range.
        ("The storm passed 10-15 km south of the town.", "en", [("10", "at_least", "km")]),
        ("Turnout passed 60-65% in most districts.", "en", [("60", "at_least", "percent")]),
        ("La tormenta pasó a 10-15 km al sur del pueblo.", "es", [("10", "at_least", "km")]),
    ],
)
def test_a_range_stays_a_range(text, language, expected):
    assert figures(text, language) == expected
