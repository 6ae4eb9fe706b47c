"""A bare count right after "population"/"población" counts the population
(claims.extraction.audience_units): "Ridgeline (population 2,100)". English and Spanish
sentences of our own, with sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The ferry serves Inishmore (population 760) every morning.", "en", [("760", "population")]),
        ("In Dunmore, population 4,310, the bank has closed.", "en", [("4310", "population")]),
        ("En Villanueva (población: 1.250) cerró la escuela.", "es", [("1250", "población")]),
        # A unit taken from a figure before yields ("visitors").
        (
            "Greyford alone counted about 40,000 visitors, nearly triple its population of 14,000, the study found.",
            "en",
            [("40000", "visitors"), ("3", "times"), ("14000", "population")],
        ),
        (
            "Solo Valdemora contó unos 9.000 visitantes, casi el triple de su población de 3.200, según el estudio.",
            "es",
            [("9000", "visitantes"), ("3", "veces"), ("3200", "población")],
        ),
    ],
)
def test_the_count_is_the_population(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A noun after the number is its own.
        ("The island's population of 4,310 residents is ageing.", "en", [("4310", "residents")]),
        # A word between them: the rule does not reach.
        ("Its population, which had been falling, is now 900 people.", "en", [("900", "people")]),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert units(text, language) == expected
