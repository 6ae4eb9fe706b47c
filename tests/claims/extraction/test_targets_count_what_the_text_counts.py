"""A target ("a target of 10,000", "el objetivo de 5.000", "la meta de 12.000") is a kind
of figure, not what is counted: the number counts what the text counted before it, or
stays without a unit when nothing was. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The club signed up 6,200 members in its first year, short of a target of 10,000.",
            "en",
            [("6200", "members"), ("10000", "members")],
        ),
        (
            "El programa inscribió a 6.200 voluntarios, lejos del objetivo de 10.000.",
            "es",
            [("6200", "voluntarios"), ("10000", "voluntarios")],
        ),
        (
            "El plan prevé plantar 3.000 árboles este año; la meta de 12.000 se alcanzará en 2028.",
            "es",
            [("3000", "árboles"), ("12000", "árboles")],
        ),
        # Nothing counted before: no unit.
        ("The council has set a goal of 5,000 by the end of the decade.", "en", [("5000", "")]),
        # A target that names its unit keeps it.
        ("The agency set a target of 40,000 homes a year.", "en", [("40000", "homes")]),
        ("El Gobierno fijó un objetivo de 40 millones de euros.", "es", [("40000000", "euros")]),
    ],
)
def test_a_target_counts_what_the_text_counted(text, language, expected):
    assert units(text, language) == expected
