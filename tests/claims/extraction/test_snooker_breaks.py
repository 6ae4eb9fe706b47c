"""A snooker report gives its breaks in points without saying so: "breaks of 138 and
112", "made breaks of 88, 61 and 104", "a total clearance of 137", "tacadas de 101 y
87". Left alone: a single "break of 92" (its own word, as "a crowd of" keeps), breaks
outside a snooker report ("breaks of 20 minutes"). English and Spanish sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures

SNOOKER_EN = "The snooker qualifier potted the final black and won the last three frames with his cue. "
SNOOKER_ES = "El jugador de snooker ganó los tres últimos frames con su taco y embocó la negra. "


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)][1:]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (SNOOKER_EN + "He made breaks of 77 and 131.", "en", [("77", "exact", "points"), ("131", "exact", "points")]),
        (SNOOKER_EN + "She compiled a total clearance of 140.", "en", [("140", "exact", "points")]),
        (SNOOKER_ES + "Firmó tacadas de 102 y 95.", "es", [("102", "exact", "puntos"), ("95", "exact", "puntos")]),
        (SNOOKER_EN + "He sealed it with a break of 92.", "en", [("92", "exact", "break")]),
    ],
)
def test_snooker_breaks(text, language, expected):
    assert figures(text, language) == expected


def test_not_outside_a_snooker_report():
    assert [f.unit for f in find_figures("Staff took breaks of 20 minutes.")] == ["minutes"]
