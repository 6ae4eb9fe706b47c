"""Where a change ends after "hasta" (exact), when the change is wished or asked for in
the subjunctive ("piden que el salario suba hasta los 70 euros"), told by an infinitive
with its object ("estudia elevarlo hasta 8 euros"), or is a currency's ("se depreció un
1,2 %, hasta los 950 pesos por dólar"); a ceiling stays a ceiling ("ofrecía hasta 500
euros", "podría subir hasta un 15 %"). English says the same with "to", read as exact
already. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Los jornaleros piden que el salario suba hasta los 70 euros diarios.",
            [("70", "exact", "euros")],
        ),
        ("Los vecinos exigen que las tarifas bajen hasta los 40 euros.", [("40", "exact", "euros")]),
        ("El Gobierno estudia elevarlo hasta 8 euros en verano.", [("8", "exact", "euros")]),
        (
            "La moneda se depreció un 1,2 % en la semana, hasta los 950 pesos por dólar.",
            [("1.2", "exact", "percent"), ("950", "exact", "pesos")],
        ),
        ("El sol se apreció frente al dólar hasta 3,71 unidades.", [("3.71", "exact", "unidades")]),
        # Ceilings: no change before "hasta", or the size of the change.
        ("La empresa ofrecía hasta 500 euros por familia.", [("500", "at_most", "euros")]),
        ("La tarifa podría subir hasta un 15 % el próximo año.", [("15", "at_most", "percent")]),
        (
            "El doble de plazas, hasta 300 euros por alumno.",
            [("2", "exact", "veces"), ("300", "at_most", "euros")],
        ),
    ],
)
def test_spanish_change_ends_at_a_level(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Unions want the daily wage to rise to 70 euros.", [("70", "exact", "euros")]),
        ("The peso weakened 1.2% to 950 pesos per dollar.", [("1.2", "exact", "percent"), ("950", "exact", "pesos")]),
        ("The company offered up to 500 euros per family.", [("500", "at_most", "euros")]),
    ],
)
def test_english_change_to_a_level(text, expected):
    assert figures(text, language="en") == expected


# A clause coordinated after a comma, with words of its own before "hasta", is out of the
# change's reach: its "hasta" is a ceiling; a change inside it, or ", y hasta", still ends
# at the level.
@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Las tarifas se triplicaron en hora punta, y algunos taxistas cobraban hasta 15 soles.", "es",
         [("3", "exact", "veces"), ("15", "at_most", "soles")]),
        ("La cuota bajó a tres libras, pero en el mercado una libra cuesta hasta 250 pesos.", "es",
         [("3", "exact", "libras"), ("250", "at_most", "pesos")]),
        ("Las ventas cayeron un 3 %, y el precio medio subió hasta los 289 pesos.", "es",
         [("3", "exact", "percent"), ("289", "exact", "pesos")]),
        ("La moneda se depreció un 1,2 %, y hasta los 950 pesos por dólar llegó a cotizar.", "es",
         [("1.2", "exact", "percent"), ("950", "exact", "pesos")]),
        ("Fares tripled at rush hour, and some drivers charged up to 15 soles.", "en",
         [("3", "exact", "times"), ("15", "at_most", "soles")]),
    ],
)
def test_a_coordinated_clause_is_out_of_the_changes_reach(text, language, expected):
    assert figures(text, language=language) == expected


# An amount "más" after its unit, after a change and "hasta", is the size of the change:
# by up to it, a ceiling; a level plus something ("más IVA") is still where it ends.
@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El río podría crecer hasta 40 centímetros más en las próximas horas.", "es",
         [("40", "at_most", "centímetros")]),
        ("El nivel subió hasta 3 metros más que el año pasado.", "es", [("3", "at_most", "metros")]),
        ("El precio subió hasta los 300 euros más IVA.", "es", [("300", "exact", "euros")]),
        ("The river could rise up to 40 centimetres more.", "en", [("40", "at_most", "centimetres")]),
    ],
)
def test_up_to_an_amount_more_is_the_size_of_the_change(text, language, expected):
    assert figures(text, language=language) == expected
