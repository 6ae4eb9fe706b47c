"""A bare "$" in a Spanish text set where the money is the peso counts pesos
(`claims.extraction.dollar_sign`), and dollars ("dólares") elsewhere; "a further 2.5m",
"another 300", "otros 200" count what was counted before them. Sentences of our own in
English and Spanish."""

import pytest

from claims.extraction.dollar_sign import dollar_sign_currency
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("SANTIAGO (EFE) — El kilo de pan cuesta ya $1.450 en los barrios del sur.", [("1450", "exact", "pesos")]),
        ("El salario mínimo en México subirá a $9.100 mensuales.", [("9100", "exact", "pesos")]),
        (
            "BOGOTÁ (AFP) — El Gobierno colombiano destinará $3 billones a los hospitales, unos US$ 700 millones.",
            [("3000000000000", "exact", "pesos"), ("700000000", "approximately", "dólares")],
        ),
        ("Los vecinos de Montevideo pagan $120 por el boleto.", [("120", "exact", "pesos")]),
        # Where the money is the dollar, or nowhere is named, "$" is dollars.
        ("QUITO (EFE) — El salario básico en Ecuador sube a $480.", [("480", "exact", "dólares")]),
        ("MADRID (EFE) — La tecnológica pagó $300 millones por la compra.", [("300000000", "exact", "dólares")]),
    ],
)
def test_a_dollar_sign_in_spanish_counts_the_money_of_the_place(text, expected):
    assert figures(text, "es") == expected


def test_the_country_named_first_decides_and_the_word_peso_alone_does_not():
    assert dollar_sign_currency("La filial chilena ganó $45.000 millones, según su matriz de Nueva York.") == "pesos"
    assert dollar_sign_currency("La filial de Nueva York ganó $45 millones, según su socio chileno.") == "dólares"
    # "el peso de la deuda" is a weight, not money.
    assert dollar_sign_currency("El peso de la deuda obliga a recortar $20 millones.") == "dólares"
    assert dollar_sign_currency("La multa es de 600.000 pesos; el recargo, de $50.000.") == "pesos"


def test_a_dollar_sign_in_english_stays_dollars():
    assert figures("The Mexican government will spend $300 million on roads.") == [("300000000", "exact", "dollars")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The trust pledged £10m in March and a further 2.5m in June.",
            "en",
            [("10000000", "exact", "pounds"), ("2500000", "exact", "pounds")],
        ),
        (
            "La fundación aportó $10 millones en marzo y otros 2,5m en junio.",
            "es",
            [("10000000", "exact", "dólares"), ("2500000", "exact", "dólares")],
        ),
        (
            "Police held 200 people on Friday and another 300 on Saturday.",
            "en",
            [("200", "exact", "people"), ("300", "exact", "people")],
        ),
        (
            "La policía retuvo a 200 personas el viernes y a otras 300 el sábado.",
            "es",
            [("200", "exact", "personas"), ("300", "exact", "personas")],
        ),
        ("Another 14 were taken to hospital.", "en", [("14", "exact", "people")]),
        ("Otros 14 fueron trasladados al hospital.", "es", [("14", "exact", "personas")]),
        # Without money before it, a bare "2.5m" stays metres, no figure.
        ("The wall rises a further 2.5m above the road.", "en", []),
    ],
)
def test_a_further_amount_counts_what_was_counted_before(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The island's cabinet set aside EC$8 million for new water tanks.",
            "en",
            [("8000000", "exact", "Eastern Caribbean dollars")],
        ),
        ("Landlords face fines of up to EC$2,500.", "en", [("2500", "at_most", "Eastern Caribbean dollars")]),
        (
            "El Gobierno de Granada destinó EC$ 3 millones a los puertos.",
            "es",
            [("3000000", "exact", "dólares del Caribe Oriental")],
        ),
        # The Canadian sign is still read as before, and a bare "$" stays dollars.
        ("Ottawa pledged C$40 million and $5 million more.", "en",
         [("40000000", "exact", "Canadian dollars"), ("5000000", "exact", "dollars")]),
    ],
)
def test_an_eastern_caribbean_dollar_is_named_by_its_sign(text, language, expected):
    assert figures(text, language) == expected
