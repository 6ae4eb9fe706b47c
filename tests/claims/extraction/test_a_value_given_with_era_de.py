"""Spanish gives a subject's value with a copula and "de" ("el presupuesto inicial era
de 2,1 millones", "el aforo es de 45.000 espectadores"): the copula is no part of a noun
"of" the number. An amount in millions after it is money, in the currency the article
named; a noun after the number is still what it counts. English says "was £2.1 million"
with no "of". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La reforma costó 5 millones de euros; el presupuesto aprobado era de 3,4 millones.", "es",
         [("5000000", "exact", "euros"), ("3400000", "exact", "euros")]),
        ("El partido gastó 90 millones de pesos. El límite fijado por el tribunal era de 75 millones.", "es",
         [("90000000", "exact", "pesos"), ("75000000", "exact", "pesos")]),
        ("El aforo del pabellón es de 12.000 espectadores.", "es", [("12000", "exact", "espectadores")]),
        ("The overhaul cost £5 million; the approved budget was £3.4 million.", "en",
         [("5000000", "exact", "pounds"), ("3400000", "exact", "pounds")]),
    ],
)
def test_a_copula_before_de_is_no_noun_counted(text, language, expected):
    assert figures(text, language) == expected


def test_a_noun_before_de_with_no_copula_is_still_counted():
    assert figures("Se reunió una multitud de 40.000 en la plaza.", "es") == [("40000", "exact", "multitud")]
