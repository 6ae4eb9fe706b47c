"""Figures in forms the seventeenth to nineteenth blind checks showed: a cap and a
named maximum are ceilings, "cercana a" is approximately, what seldom goes below or
cannot be found below a number is at least it, a price "desde" a number is a floor,
"under a £3m contract" compares nothing, and a relative clause's "hasta" is its own.
English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Deliveries will be capped at 500 lorries a day.", "en", [("500", "at_most", "lorries")]),
        ("Las visitas estarán limitadas a 40 personas.", "es", [("40", "at_most", "personas")]),
        ("The ferry has a maximum capacity of 800 passengers.", "en", [("800", "at_most", "passengers")]),
        ("El autobús alcanza una velocidad máxima de 90 kilómetros.", "es", [("90", "at_most", "kilómetros")]),
        ("Lo vendió por una cifra cercana a los 3 millones de euros.", "es", [("3000000", "approximately", "euros")]),
        ("El alquiler rara vez baja de los 900 euros.", "es", [("900", "at_least", "euros")]),
        ("No hay un piso por menos de 600 euros.", "es", [("600", "at_least", "euros")]),
        ("Nobody in the street pays less than 700 pounds.", "en", [("700", "at_least", "pounds")]),
        ("La aerolínea vende vuelos desde 25 euros.", "es", [("25", "at_least", "euros")]),
        ("El precio subió desde 25 euros hasta 40 euros.", "es", [("25", "exact", "euros"), ("40", "exact", "euros")]),
        ("Vive en el pueblo desde 2015.", "es", []),
        ("The council signed it under a £4.5m contract.", "en", [("4500000", "exact", "pounds")]),
        ("Over a million people marched.", "en", [("1000000", "more_than", "people")]),
        (
            "Las ventas cayeron tras el fin del plan, que daba hasta 5.000 euros por coche.",
            "es",
            [("5000", "at_most", "euros")],
        ),
        ("La deuda, que bajó hasta los 310 millones de euros, preocupa.", "es", [("310000000", "exact", "euros")]),
    ],
)
def test_qualifiers(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Fares went up last year, a rise of about a quarter.", "en", [("25", "approximately", "percent")]),
        ("Sales fell 10 percent in June, a drop of a third since May.", "en", [("10", "exact", "percent"), ("33.3", "approximately", "percent")]),
        ("Costs rose for a third year.", "en", []),
    ],
)
def test_a_change_named_by_a_noun_by_a_share(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El fiscal pidió cuatro años y medio de cárcel.", "es", [("4.5", "exact", "años")]),
        ("Compró tres kilos y medio de harina.", "es", [("3.5", "exact", "kilos")]),
        ("Usa dos coches y medio de transporte.", "es", [("2", "exact", "coches")]),
    ],
)
def test_a_half_of_a_measure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Police said the number of burglaries fell slightly, from 412 to 398.",
            "en",
            [("412", "exact", "burglaries"), ("398", "exact", "burglaries")],
        ),
        (
            "Residents said the number of lorries on the road could almost double, from about 900 a day to 1,700.",
            "en",
            [("900", "approximately", "lorries"), ("1700", "exact", "lorries")],
        ),
        (
            "Hospital admissions fell sharply, from 1,200 to 950.",
            "en",
            [("1200", "exact", "Hospital admissions"), ("950", "exact", "Hospital admissions")],
        ),
        (
            "El número de robos bajó ligeramente, de 412 a 398.",
            "es",
            [("412", "exact", "robos"), ("398", "exact", "robos")],
        ),
    ],
)
def test_a_change_set_off_before_where_it_starts(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("There have been 14 reported thefts at the station.", "en", [("14", "exact", "reported thefts")]),
        ("Officials counted 9 reported cases.", "en", [("9", "exact", "reported cases")]),
        ("Of the 40 firms, 23 reported delays.", "en", [("40", "exact", "firms"), ("23", "exact", "firms")]),
        ("En 12 de esos colegios faltan profesores.", "es", [("12", "exact", "colegios")]),
        ("Ya han cerrado 30 de estas tiendas.", "es", [("30", "exact", "tiendas")]),
        ("In 12 of these schools, teachers are missing.", "en", [("12", "exact", "schools")]),
    ],
)
def test_what_is_counted_after_a_reporting_word_or_a_group_determiner(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The unit will add 20 eye and ear clinics a month.", "en", [("20", "exact", "eye and ear clinics")]),
        ("The clinic sees 40 boys and girls a day.", "en", [("40", "exact", "boys")]),
        ("Some 40 people and 12 dogs were rescued.", "en", [("40", "approximately", "people"), ("12", "exact", "dogs")]),
        ("Se harán 20 consultas de ojos y oídos al mes.", "es", [("20", "exact", "consultas de ojos")]),
    ],
)
def test_two_words_joined_before_one_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The errors led to 21 Falcons points.", "en", [("21", "exact", "Falcons points")]),
        ("About 300 Americans remain stranded.", "en", [("300", "approximately", "Americans")]),
        ("Los errores dieron 21 puntos a los Falcons.", "es", [("21", "exact", "puntos")]),
    ],
)
def test_a_plural_name_before_the_noun_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Gusts of up to 150 km per hour (93 mph) hit the coast.",
            "en",
            [("150", "at_most", "km"), ("93", "at_most", "mph")],
        ),
        (
            "Hubo rachas de hasta 120 kilómetros por hora (75 mph) en la costa.",
            "es",
            [("120", "at_most", "kilómetros"), ("75", "at_most", "mph")],
        ),
        ("Winds reached 100 km per hour (62 mph).", "en", [("100", "exact", "km"), ("62", "exact", "mph")]),
    ],
)
def test_a_conversion_after_a_rate_says_what_the_rate_says(text, language, expected):
    assert figures(text, language) == expected
