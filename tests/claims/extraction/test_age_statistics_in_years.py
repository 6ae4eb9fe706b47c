"""An age told as a statistic of a group ("the median age", "la edad media") counts
years when its sentence names it as the unit (claims.extraction.unit_kinds.
age_statistic_unit). English and Spanish sentences of our own, with sentences the rule
leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The median age of farmers rose to 58.3, compared with 51.9 a decade earlier.",
            "en",
            [("58.3", "years"), ("51.9", "years")],
        ),
        ("The average age of the island's doctors climbed to 54.", "en", [("54", "years")]),
    ],
)
def test_an_age_statistic_counts_years(text, language, expected):
    assert [u for u in units(text, language) if u[0] != "1"] == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Its own unit stays, and a person's age is no figure.
        ("The average age of the fleet is 14 years.", "en", [("14", "years")]),
        ("María López, de 46 años, abrió la tienda.", "es", []),
        # A median of something else keeps its word.
        ("The median income rose to 41,200.", "en", [("41200", "median income")]),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert units(text, language) == expected
