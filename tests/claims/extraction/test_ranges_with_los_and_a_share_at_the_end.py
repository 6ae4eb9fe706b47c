"""Two ranges read as one figure, the lower bound `at_least`: Spanish puts "los" before
each bound ("la cota de nieve se situará entre los 500 y los 700 metros", "entre los 30
y los 75 euros"), and a change by a share may name the share after the upper bound only
("could cut water use by 15 to 20 percent": 15 at_least percent, as "by 8% to 10%"
is). Left alone: "entre las 10 y las 14 horas" (a time of day), ages ("entre los 20 y
los 30 años de edad"), and a change by a number then where it ends ("fell by 2 to 5
percent", the upper more than twice the lower). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La nieve caerá entre los 800 y los 1.000 metros de altitud.", "es", [("800", "at_least", "metros")]),
        ("Las entradas cuestan entre los 30 y los 75 euros.", "es", [("30", "at_least", "euros")]),
        ("Drip irrigation could cut water use by 15 to 20 percent.", "en", [("15", "at_least", "percent")]),
        ("Las temperaturas oscilarán entre las 10 y las 14 horas.", "es", []),
        ("Entre los 20 y los 30 años de edad.", "es", []),
        ("Unemployment fell by 2 to 5 percent.", "en", [("2", "exact", "Unemployment"), ("5", "exact", "percent")]),
    ],
)
def test_ranges_with_los_and_a_share_named_once(text, language, expected):
    assert figures(text, language) == expected
