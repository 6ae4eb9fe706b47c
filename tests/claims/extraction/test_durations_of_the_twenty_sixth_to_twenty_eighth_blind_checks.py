"""Durations the sentence asserts: when a rule comes into force, measured from the act
that makes it. Time passing after an event stays no figure. Sentences of our own in
English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The parking ban takes effect 30 days after signing.", "en", [("30", "exact", "days")]),
        ("The new tariff will come into force six months after the vote.", "en", [("6", "exact", "months")]),
        ("La ordenanza entrará en vigor 15 días después de su publicación.", "es", [("15", "exact", "días")]),
        ("La tasa entró en vigor dos meses después de la votación.", "es", [("2", "exact", "meses")]),
    ],
)
def test_when_a_rule_comes_into_force_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # Time passing after an event, or since a rule came in.
        ("The parking ban took effect three years ago.", "en"),
        ("La ordenanza entró en vigor hace tres años.", "es"),
    ],
)
def test_time_passing_stays_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The period something recurs over is named, not rounded.
        ("Antes era una sequía de cada cien años.", "es", [("100", "exact", "años")]),
        ("Such a storm used to hit once every hundred years.", "en", [("100", "exact", "years")]),
        # A round number in words elsewhere names its number too (an order of magnitude is exact).
        ("Llegaron cien voluntarios al puerto.", "es", [("100", "exact", "voluntarios")]),
        ("A hundred volunteers came to the harbour.", "en", [("100", "exact", "volunteers")]),
    ],
)
def test_a_period_of_recurrence_is_exact(text, language, expected):
    assert figures(text, language) == expected
