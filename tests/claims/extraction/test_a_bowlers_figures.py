"""A bowler's figures in a cricket report: "taking six for 51" is six wickets for 51
runs, "figures of five for 62", "takes five for 11". Left alone: a side's total and its
wickets down ("97 for four", "253 for seven": the runs, as before), the same words
outside a cricket report. English sentences of our own."""

import pytest

from claims.extraction.figures import find_figures

CRICKET = "The wicket turned and the innings fell apart as the batters were bowled out. "


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            CRICKET + "Leg-spinner Arjun Rao finished taking four for 38.",
            [("4", "exact", "wickets"), ("38", "exact", "runs")],
        ),
        (
            CRICKET + "Seamer Tom Hale ended with figures of three for 61.",
            [("3", "exact", "wickets"), ("61", "exact", "runs")],
        ),
        (CRICKET + "Rao takes seven for 19 as the hosts fold.", [("7", "exact", "wickets"), ("19", "exact", "runs")]),
        # A side's total and its wickets down.
        (CRICKET + "The hosts closed on 212 for six.", [("212", "exact", "runs")]),
    ],
)
def test_a_bowlers_figures(text, expected):
    assert figures(text) == expected


def test_not_outside_a_cricket_report():
    assert figures("The committee voted two for 30 proposals.") != [("2", "exact", "wickets"), ("30", "exact", "runs")]
