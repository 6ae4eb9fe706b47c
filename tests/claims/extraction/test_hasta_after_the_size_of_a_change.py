"""A change's size given as a share, then a comma and "hasta", says where the change
ends, whatever the verb: "creció: un 7 %, hasta 176 millones", "ampliará en un 30 % las
ayudas …, hasta los 2,4 millones de euros" are exact. A share of something with a cap
("cubrirá un 50 % del coste, hasta 3.000 euros"), the size of a change ("hasta un 6 %")
and a clause of its own after the comma stay at most. English "to" is no qualifier.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Chile fue el único mercado que creció: un 9 %, hasta 210 millones de dólares.",
            "es",
            [("9", "exact", "percent"), ("210000000", "exact", "dólares")],
        ),
        (
            "El Cabildo ampliará en un 25 % las becas de transporte, hasta los 3,1 millones de euros.",
            "es",
            [("25", "exact", "percent"), ("3100000", "exact", "euros")],
        ),
        (
            "Las matrículas mejoraron un 12 % en el año, hasta 8.400 alumnos.",
            "es",
            [("12", "exact", "percent"), ("8400", "exact", "alumnos")],
        ),
        (
            "Exports grew 9%, to 210 million dollars.",
            "en",
            [("9", "exact", "percent"), ("210000000", "exact", "dollars")],
        ),
    ],
)
def test_hasta_after_the_size_of_a_change_is_where_it_ends(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "La Junta cubrirá un 50 % del coste, hasta 3.000 euros por vivienda.",
            [("50", "exact", "percent del coste"), ("3000", "at_most", "euros")],
        ),
        ("El salario subirá un 4 %, hasta un 6 % en 2027.", [("4", "exact", "percent"), ("6", "at_most", "percent")]),
        (
            "Los precios subieron un 20 % en la zona, y algunos comercios cobran hasta 50 pesos.",
            [("20", "exact", "percent"), ("50", "at_most", "pesos")],
        ),
    ],
)
def test_a_cap_or_a_clause_of_its_own_stays_at_most(text, expected):
    assert figures(text) == expected
