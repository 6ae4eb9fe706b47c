"""A dollar of a country no sign in claims.extraction.numbers.CURRENCY_SIGNS names,
written with its letters glued to the digits ("FJ$85 million", "J$40,000", "BZ$4
million"): the sign as written is the unit, as the scorer reads it
(claims.extraction.corpus_evaluation.same_unit). English and Spanish sentences of our
own, with letters and a dollar sign that are no such sum."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The island's government set aside TT$25 million for flood relief.",
            "en",
            [(Decimal("25000000"), "exact", "TT$")],
        ),
        ("Each family received a grant of J$60,000.", "en", [(Decimal("60000"), "exact", "J$")]),
        ("Cooks there earn about FJ$7.20 an hour.", "en", [(Decimal("7.20"), "approximately", "FJ$")]),
        (
            "El Gobierno destinó BD$3 millones a reparar el puerto.",
            "es",
            [(Decimal("3000000"), "exact", "BD$")],
        ),
        # A sign the table names keeps its name.
        ("Auckland spent NZ$12 million on the pier.", "en", [(Decimal("12000000"), "exact", "New Zealand dollars")]),
    ],
)
def test_the_lettered_sign_is_the_unit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # Letters and a dollar sign apart from the digits are no sum.
        ("The XYZ$ 40 plan drew critics.", "en"),
        ("El plan ABC$ 40 recibió críticas.", "es"),
        # Lower-case letters are a word, not a sign.
        ("We paid ab$30 in fees.", "en"),
    ],
)
def test_letters_that_are_no_dollar(text, language):
    assert all(not unit.endswith("$") for _, _, unit in figures(text, language))
