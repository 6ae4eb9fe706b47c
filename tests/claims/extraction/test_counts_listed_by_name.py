"""A list after a count whose items give a name and a bare number, the verb and the
noun left out, counts what the first count did (claims.extraction.gapped_lists):
"nine seats, Labour 11, the Liberal Democrats five and independents two". English and
Spanish sentences of our own, with sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "After the recount the Conservatives hold 14 seats, Reform seven, the Greens three and independents two.",
            "en",
            [("14", "seats"), ("7", "seats"), ("3", "seats"), ("2", "seats")],
        ),
        (
            "The chain runs 1,200 stores across Europe, Lidl 950 and the Spar group 400.",
            "en",
            [("1200", "stores"), ("950", "stores"), ("400", "stores")],
        ),
        (
            "Okafor scored 28 points, Mendes 17 and the bench 12.",
            "en",
            [("28", "points"), ("17", "points"), ("12", "points")],
        ),
        (
            "En el pleno, de 21 miembros, el partido del alcalde obtuvo nueve concejales, la oposición seis, "
            "los verdes cuatro y Vecinos Unidos dos.",
            "es",
            [("21", "miembros"), ("9", "concejales"), ("6", "concejales"), ("4", "concejales"), ("2", "concejales")],
        ),
        (
            "El gobierno regional lo formarán el Partido Agrario, con ocho diputados, Unidad Ribereña, con tres, "
            "y un independiente.",
            "es",
            [("8", "diputados"), ("3", "diputados")],
        ),
        (
            "La cooperativa reunió 340 socios, la de Olmedo 120 y la asociación vecinal uno.",
            "es",
            [("340", "socios"), ("120", "socios"), ("1", "socios")],
        ),
    ],
)
def test_an_item_counts_what_the_count_before_it_did(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, absent",
    [
        # A name's number, a label's number, a year: no count to list after.
        ("They drove down Route 66, Highway 11 and the coast road.", "en", "11"),
        ("The plant employs 300 people, on Line 4, and Unit 2.", "en", "2"),
        ("La planta tiene 300 operarios, en la fase 2, y la nave Norte 3.", "es", "3"),
        ("In 2019, Labour 11 was the slogan.", "en", "11"),
        # A conjunction, a preposition or a clause is no item's name.
        ("Four infants fell ill; two of them were hospitalised, and one, a girl of three weeks, died.", "en", "1"),
        ("Había cuatro pacientes por enfermera, cuando la norma dice dos.", "es", "2"),
        # A gerund is no item's name either.
        ("The storm flooded 40 homes, leaving three.", "en", "3"),
        ("La riada anegó 40 viviendas, dejando tres.", "es", "3"),
    ],
)
def test_what_is_no_item_of_a_list(text, language, absent):
    assert all(not (value == absent and unit) for value, unit in units(text, language))


def test_a_number_with_its_own_noun_keeps_it():
    assert units("The Greens hold nine seats, the opposition 11 councillors.") == [("9", "seats"), ("11", "councillors")]
