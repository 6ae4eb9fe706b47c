"""A basketball report gives a player's points and a side's margin without saying so:
"scored 17 off the bench", "as Okonkwo scores 31", "solo sumó 4 en la segunda mitad",
"led by as many as nine" (9 at_most points), "put Perth up by six", "rally from 14
down". Left alone: a count with its own noun ("added 21 points and 15 rebounds"), the
same frames outside a basketball report. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures

BASKETBALL_EN = "The Hawks had 44 rebounds and 19 assists and made 17 free throws. "
BASKETBALL_ES = "El Unicaja capturó 38 rebotes, repartió 20 asistencias y anotó 15 tiros libres. "


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)][3:]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (BASKETBALL_EN + "Jay Moss scored 22 off the bench.", "en", [("22", "exact", "points")]),
        (BASKETBALL_EN + "The Bulls led by as many as 11 in the third quarter.", "en", [("11", "at_most", "points")]),
        (
            BASKETBALL_EN + "Two free throws put Denver up by five.",
            "en",
            [("2", "exact", "free throws"), ("5", "exact", "points")],
        ),
        (BASKETBALL_EN + "Hawks rally from 16 down to win.", "en", [("16", "exact", "points")]),
        (BASKETBALL_ES + "Ramos solo sumó 6 en la segunda mitad.", "es", [("6", "exact", "puntos")]),
        # A count with its own noun.
        (
            BASKETBALL_EN + "Moss added 21 points and 12 rebounds.",
            "en",
            [("21", "exact", "points"), ("12", "exact", "rebounds")],
        ),
    ],
)
def test_basketball_points(text, language, expected):
    assert figures(text, language) == expected


def test_not_outside_a_basketball_report():
    found = [(str(f.value), f.qualifier, f.unit) for f in find_figures("The fund led by as many as nine in the poll.")]
    assert ("9", "at_most", "points") not in found
