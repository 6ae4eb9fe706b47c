"""A change by half said as a verb is 50 %, as "cut by half" and Spanish "reduce a la
mitad" are: "Melbourne halves bike lane spending", "the school roll has halved in 20
years", "the grant was halved". A plan, an order or a hypothesis ("forces organisers to
halve", "could halve", "if demand halves") is no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("Leeds halves library opening hours", [("50", "exact", "percent")], "en"),
        ("The village's bus service has halved since 2015.", [("50", "exact", "percent")], "en"),
        ("La diputación redujo a la mitad el presupuesto.", [("50", "exact", "percent")], "es"),
    ],
)
def test_a_change_by_half_as_a_verb_is_fifty_percent(text, expected, language):
    assert [(v, q, "percent" if "%" in u or "percent" in u else u) for v, q, u in figures(text, language)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "Storms force organisers to halve the course.",
        "Ticket sales could halve next year.",
        "If demand halves, the plant will close.",
    ],
)
def test_a_half_only_planned_or_supposed_is_no_figure(text):
    assert figures(text) == []
