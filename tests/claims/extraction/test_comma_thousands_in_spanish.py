"""A Spanish text that writes numbers the Mexican way, a point for decimals and a comma
for thousands ("2.1 millones", "75.2%"), reads "1,380 calorías" as 1,380; a text that
writes a decimal comma or a thousands point anywhere, or whose only points are times
("a las 8.15"), keeps the comma a decimal. Sentences of our own."""

import pytest

from claims.extraction.numbers import find_numbers
from claims.extraction.spanish_scales import writes_decimal_points


def values(text):
    return [str(m.value) for m in find_numbers(text, language="es") if not m.in_words]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La planta emplea a 1,250 personas y exporta 3.4 millones de cajas al año.", ["1250", "3400000"]),
        ("El 62.5% de las escuelas vende refrescos; una lata aporta 139 calorías y un combo 1,120.", ["62.5", "139", "1120"]),
        ("El sismo dejó 2,431 viviendas dañadas y pérdidas por 4.8 millones de dólares.", ["2431", "4800000"]),
    ],
)
def test_a_comma_is_thousands_where_the_text_writes_decimal_points(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # Only a time of day after a point: the comma stays a decimal.
        ("La prueba de 42,195 kilómetros salió a las 8.15 de la mañana.", ["42.195", "8.15"]),
        # A decimal comma elsewhere in the text.
        ("La cosecha rondará 1,9 millones de toneladas, unas 2.1 millones según otros, y 1,250 kilos.", ["1900000", "2100000", "1.25"]),
        # A thousands point elsewhere in the text.
        ("Vinieron 31.000 personas; el 4.5% repitió y el peaje subió a 1,350 pesos.", ["31000", "4.5", "1.35"]),
    ],
)
def test_a_comma_stays_a_decimal_otherwise(text, expected):
    assert values(text) == expected


def test_the_convention_is_read_from_the_whole_text():
    assert writes_decimal_points("Un alza de 20.6% en una semana.")
    assert not writes_decimal_points("Un alza de 20,6 % en una semana.")
    assert not writes_decimal_points("La sesión empezó a las 10.30.")
