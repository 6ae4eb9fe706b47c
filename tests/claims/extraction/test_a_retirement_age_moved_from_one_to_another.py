"""An age a rule moves from one to another is two ages, neither a figure
(`claims.extraction.background_numbers`): "the legal retirement age would rise from 66
to 67", "can take early retirement from 60 to 63", "la edad de jubilación sube de 65 a
67 años". Amounts that move between two numbers stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The legal retirement age would rise from 66 to 67 in 2030.", "en"),
        ("The deal lets dockworkers take early retirement from 60 to 63.", "en"),
        ("The reform would lift the minimum retirement age for drivers from 55 to 63.", "en"),
        ("La reforma eleva la edad de jubilación de 65 a 67 años.", "es"),
        ("La edad de jubilación pasará de 65 a 67.", "es"),
    ],
)
def test_both_ages_are_no_figures(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Pension payments rose from 60 to 63 euros.", "en", [("60", "exact", "euros"), ("63", "exact", "euros")]),
        (
            "La edad de jubilación sube de 65 a 67 años y afecta a 300 trabajadores.",
            "es",
            [("300", "exact", "trabajadores")],
        ),
    ],
)
def test_amounts_and_counts_stay_figures(text, language, expected):
    assert figures(text, language) == expected
