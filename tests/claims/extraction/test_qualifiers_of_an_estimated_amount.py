"""An amount given as an estimated cost, bill or loss ("at an estimated cost of $4.8
million", "un costo estimado de 3,2 millones") is approximately it; a number that
is not the estimate ("the estimated cost rose by 12 percent") stays exact.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The bridge was rebuilt at an estimated cost of $4.8 million.",
            "en",
            [("4800000", "approximately", "dollars")],
        ),
        ("The flood left an estimated bill of £40,000 for the club.", "en", [("40000", "approximately", "pounds")]),
        (
            "The fire caused estimated damage of €2 million to the warehouse.",
            "en",
            [("2000000", "approximately", "euros")],
        ),
        (
            "La reforma tendrá un costo estimado de 3,2 millones de euros.",
            "es",
            [("3200000", "approximately", "euros")],
        ),
        # The estimate is not the number's.
        ("The estimated cost rose by 12 percent.", "en", [("12", "exact", "percent")]),
        ("The estimated cost of the 12 new trains has not been published.", "en", [("12", "exact", "new trains")]),
        ("The project cost $4.8 million.", "en", [("4800000", "exact", "dollars")]),
    ],
)
def test_an_estimated_amount_is_approximately_it(text, language, expected):
    assert figures(text, language) == expected
