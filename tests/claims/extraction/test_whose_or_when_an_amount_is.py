"""What follows "de" after an amount may say whose it is or when, not what it counts:
"frente a los 52 millones de Villaseñor" (a name: whose), "frente a los 890 millones de
la anterior" (the period before, its noun left out). Such an amount compared with the
one before counts what that one counted. A currency, a measure or an acronym after "de"
is still the unit. English says whose with a possessive ("Smith's 52 million") and has
no such "of". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Ortega recaudó 40 millones de pesos, frente a los 31 millones de Salcedo.", "es",
         [("40000000", "exact", "pesos"), ("31000000", "exact", "pesos")]),
        ("La vendimia dio 120 millones de kilos, frente a los 140 millones de la anterior.", "es",
         [("120000000", "exact", "kilos"), ("140000000", "exact", "kilos")]),
        ("La feria vendió 3.000 entradas, frente a las 2.400 del año anterior.", "es",
         [("3000", "exact", "entradas"), ("2400", "exact", "entradas")]),
    ],
)
def test_an_owner_or_a_period_after_de_is_not_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El puerto movió 2 millones de TEU.", "es", [("2000000", "exact", "TEU")]),
        ("Vendió bonos por 3 millones de Euros.", "es", [("3000000", "exact", "Euros")]),
        ("Ortega raised 40 million pesos, against Salcedo's 31 million.", "en",
         [("40000000", "exact", "pesos"), ("31000000", "exact", "pesos")]),
    ],
)
def test_a_unit_after_de_stays_the_unit(text, language, expected):
    assert figures(text, language) == expected


def test_a_people_named_after_de_with_no_article_is_counted():
    assert figures("Unos 3 millones de Tamiles viven en la isla.", "es") == [("3000000", "approximately", "Tamiles")]
