"""A Spanish text that writes numbers the Mexican way, a point for decimals and a comma
for thousands ("2.1 millones", "75.2%"), reads "1,380 calorías" as 1,380; a text that
writes a decimal comma or a thousands point anywhere, or whose only points are times
("a las 8.15"), keeps the comma a decimal. A decimal point before a measure ("13.8
grados") or a round thousand after a comma ("2,000 sobres") shows the convention too.
Sentences of our own."""

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
        # A decimal point before a measure shows the convention too.
        ("Con 28.5 grados a la salida, 27,812 tomaron la salida y 24,390 la terminaron.", ["28.5", "27812", "24390"]),
        (
            "El río alcanzó 7.84 metros y la presa redujo el desfogue de 1,900 a 1,400 metros cúbicos.",
            ["7.84", "1900", "1400"],
        ),
        # So does a round thousand after a comma, which no decimal is written as.
        ("Se distribuyeron 2,000 sobres de suero oral casa por casa y 1,125 botellas de agua.", ["2000", "1125"]),
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
        # A time of day before "horas" is no measure; a marathon's 42,195 has no round thousand.
        ("La prueba de 42,195 kilómetros salió a las 8.15 horas con 12 grados.", ["42.195", "8.15", "12"]),
        # A round thousand after a comma in a text that writes a decimal comma elsewhere.
        ("El atleta midió 1,80 metros y la botella 0,750 litros; compró 1,500 kilos.", ["1.8", "0.75", "1.5"]),
        # A decimal point before a measure in a text that writes a thousands point.
        ("La ola midió 7.84 metros y dejó 2.500 desalojados y 1,25 metros de barro.", ["7.84", "2500", "1.25"]),
    ],
)
def test_a_comma_stays_a_decimal_otherwise(text, expected):
    assert values(text) == expected


def test_the_convention_is_read_from_the_whole_text():
    assert writes_decimal_points("Un alza de 20.6% en una semana.")
    assert not writes_decimal_points("Un alza de 20,6 % en una semana.")
    assert not writes_decimal_points("La sesión empezó a las 10.30.")
    assert writes_decimal_points("El termómetro marcó 13.8 grados.")
    assert writes_decimal_points("Se repartieron 2,000 sobres.")
    assert not writes_decimal_points("La sesión empezó a las 19.30 horas.")
    assert not writes_decimal_points("El recorrido tiene 42,195 kilómetros.")
    assert not writes_decimal_points("La botella tiene 0,750 litros.")
    assert not writes_decimal_points("1,600")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Volunteers handed out 2,000 sachets and the river rose 7.84 metres.", ["2000", "7.84"]),
        ("The marathon's 42.195 kilometres started at 8.15 with 27,812 runners.", ["42.195", "8.15", "27812"]),
    ],
)
def test_english_reads_its_own_marks_whatever_they_show(text, expected):
    assert [str(m.value) for m in find_numbers(text, language="en") if not m.in_words] == expected
