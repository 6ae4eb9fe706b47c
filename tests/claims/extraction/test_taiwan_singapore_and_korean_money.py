"""Taiwan's and Singapore's dollars by their signs ("NT$1.8 billion", "S$40") and South
Korea's won after an amount in a text that names Korea (claims.extraction.numbers,
claims.extraction.unit_kinds.won_after). English and Spanish sentences of our own, with
sentences where "won" is the verb."""

from decimal import Decimal

import pytest

from claims.extraction.corpus_evaluation import same_unit
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The typhoon caused farm losses of NT$2.4 billion.", "en", [(Decimal("2400000000"), "New Taiwan dollars")]),
        ("El Gobierno aprobó un fondo de NT$3.000 millones.", "es", [(Decimal("3000000000"), "nuevos dólares taiwaneses")]),
        ("A hawker meal still costs about S$5, a survey found.", "en", [(Decimal("5"), "Singapore dollars")]),
        ("El billete cuesta S$12, unos US$9.", "es", [(Decimal("12"), "dólares de Singapur"), (Decimal("9"), "dólares")]),
        (
            "Seats at the Seoul concert sold for 150,000 won each.",
            "en",
            [(Decimal("150000"), "won")],
        ),
        (
            "The Korean carmaker's profit rose to 3.2 trillion won in the quarter.",
            "en",
            [(Decimal("3200000000000"), "won")],
        ),
        (
            "Rents near Gangnam in Seoul average 1.1 million won a month.",
            "en",
            [(Decimal("1100000"), "won")],
        ),
    ],
)
def test_the_money_is_named(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "won" as the verb: an object follows, or the text names no Korea.
        "Of the 140 Korean skaters, 110 won nothing at the Seoul games.",
        "In Seoul, 300 won a place in the final.",
        "The fund raised 500,000 pounds, and 250 won prizes.",
        "Of the 400 entrants, 120 won.",
    ],
)
def test_won_as_the_verb_is_no_money(text):
    assert all(unit != "won" for _, unit in figures(text))


def test_the_signs_score_as_dollars():
    assert same_unit("NT$", "New Taiwan dollars")
    assert same_unit("S$", "Singapore dollars")
    assert not same_unit("NT$", "New Taiwan students")
