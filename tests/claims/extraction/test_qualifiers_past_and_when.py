"""A rise carried past a number ("pushed temperatures past 48C") is more than it, and
Spanish "superó" keeps its "more than" when the writer says when between the verb and
the number ("superó esta semana los 2 euros"). "The past 12 months" stays a period.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The heatwave pushed temperatures past 48C in the valley.", [("48", "more_than", "°C")]),
        ("The national debt climbed past $3 billion.", [("3000000000", "more_than", "dollars")]),
        # "the past N months" is a period, with no rise carried past anything; the window
        # of the rise, a figure (corpus README: 121 of 125 windows up to now annotated).
        ("Sales rose 3% in the past 12 months.", [("3", "exact", "percent"), ("12", "exact", "months")]),
        ("Prices rose in the past 12 months by 4%.", [("12", "exact", "months"), ("4", "exact", "percent")]),
    ],
)
def test_a_rise_carried_past_a_number_is_more_than_it(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El precio del pan superó esta semana los 2 euros.", [("2", "more_than", "euros")]),
        ("La temperatura rebasó el martes los 41 grados.", [("41", "more_than", "grados")]),
        ("La deuda superó ya los 300 millones de euros.", [("300000000", "more_than", "euros")]),
        # A record surpassed is not the number's bound.
        ("El precio del pan superó el récord de 2 euros.", [("2", "exact", "euros")]),
    ],
)
def test_superó_keeps_more_than_with_a_time_in_between(text, expected):
    assert figures(text, "es") == expected
