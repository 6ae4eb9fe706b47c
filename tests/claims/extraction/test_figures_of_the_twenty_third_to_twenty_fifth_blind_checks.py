"""Figure values, qualifiers and units the twenty-third to twenty-fifth blind checks
missed, each a pattern reporters commonly write. English and Spanish sentences of our
own, with the cases that must not change.

Indian numbering: a lakh is 100,000 and a crore 10,000,000, after digits or words
("₹45 crore", "Rs 2.5 lakh", "Forty-five crore rupees"); "₹" is the rupee's sign."""

import pytest

from claims.extraction.corpus_evaluation import same_unit
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The tribunal ordered the mill to pay ₹18 crore in damages.", "en", [("180000000", "exact", "rupees")]),
        ("Each family will receive Rs 1.5 lakh in compensation.", "en", [("150000", "exact", "rupees")]),
        ("Twelve crore rupees went missing from the fund.", "en", [("120000000", "exact", "rupees")]),
        ("Police seized 4 lakh litres of adulterated milk.", "en", [("400000", "exact", "litres")]),
        ("El banco pagó ₹ 2.300 por cada acción.", "es", [("2300", "exact", "rupias")]),
        # Without the scale word the digits are read as before.
        ("The shop charged ₹450 for the repair.", "en", [("450", "exact", "rupees")]),
        ("No lakh was spent on the road.", "en", []),
    ],
)
def test_indian_numbering_and_the_rupee_sign(text, language, expected):
    assert figures(text, language) == expected


def test_the_rupee_sign_is_the_unit_rupees_when_scored():
    assert same_unit("₹", "rupees")
    assert same_unit("₹", "rupias")
    assert not same_unit("₹", "dollars")
