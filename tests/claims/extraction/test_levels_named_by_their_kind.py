"""A level named by its kind ("a safe limit of 50", "el umbral de 30", "a target of
4,000", "una media de cerca de 2.000") measures what the figure before it measures, in
its sentence or the one before; a noun after the number, a kind after it ("días de
media"), an English average (its own word, as a crowd's is) and a level with nothing
before it in reach are left alone. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Inspectors measured 95 decibels at the gate, against a legal limit of 70.",
            "en",
            [("95", "exact", "decibels"), ("70", "exact", "decibels")],
        ),
        (
            "The relay team ran 41.2 seconds, well inside the qualifying standard of 42.5.",
            "en",
            [("41.2", "exact", "seconds"), ("42.5", "exact", "seconds")],
        ),
        (
            "La sala registró 92 decibelios durante el concierto, cuando el umbral permitido es de 85.",
            "es",
            [("92", "exact", "decibelios"), ("85", "exact", "decibelios")],
        ),
        (
            "Cada familia gasta unos 900 euros al año en luz, frente a una media europea de 1.100.",
            "es",
            [("900", "approximately", "euros"), ("1100", "exact", "euros")],
        ),
    ],
)
def test_a_level_named_by_its_kind_measures_what_the_figure_before_it_does(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A noun after the number: its own.
        (
            "The striker scored 30 goals, one short of the club record of 31 goals.",
            "en",
            [("30", "exact", "goals"), ("31", "exact", "goals")],
        ),
        # Nothing before it in reach: the kind stays.
        ("Sean Doyle ran a personal best of 45.61 in Madrid.", "en", [("45.61", "exact", "personal best")]),
        # An English average keeps its own word.
        (
            "The stadium holds 12,000 people and drew an average crowd of 9,400 last season.",
            "en",
            [("12000", "exact", "people"), ("9400", "exact", "average crowd")],
        ),
    ],
)
def test_what_is_not_a_level_named_by_its_kind_is_left_alone(text, language, expected):
    assert figures(text, language) == expected
