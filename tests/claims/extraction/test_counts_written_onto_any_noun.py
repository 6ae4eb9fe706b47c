"""A count in digits written onto any noun before the noun it describes counts that
noun ("a 12-block area": 12 blocks), as "a 400-bed hospital" always did; a kind ("a
6-figure salary", "a 4-digit code"), a measure placing a point, a number word ("a
one-child policy") and an age stay what they were. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Police sealed off a 14-block area around the warehouse.", [("14", "exact", "blocks")]),
        ("A 22-vehicle pile-up closed the motorway for hours.", [("22", "exact", "vehicles")]),
        ("She runs a 60-child nursery on the estate.", [("60", "exact", "children")]),
        ("The council approved a 24-turbine wind farm on the ridge.", [("24", "exact", "turbines")]),
        ("He won a 39-shot rally to save the set.", [("39", "exact", "shots")]),
        ("The recall covers 5-milligram tablets sold since May.", [("5", "exact", "milligrams")]),
        ("A 180-passenger jet landed safely after the fault.", [("180", "exact", "passengers")]),
        ("The 1,200-student school will reopen on Monday.", [("1200", "exact", "students")]),
    ],
)
def test_a_count_written_onto_its_noun(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "She was offered a 6-figure salary to stay.",
        "Customers must enter a 4-digit code at the door.",
        "The hotel kept its 5-star rating.",
        "The party unveiled a 10-point plan for the buses.",
        "China ended its one-child policy years ago.",
        "The 3-pointer came with a second left.",
        "A 3-sided pitch was marked out in the park.",
        "The 16,000-capacity arena was half empty.",
        "Runners were timed between the 25-kilometre and 35-kilometre marks.",
        "A 7-year-old boy was rescued from the river.",
    ],
)
def test_a_kind_a_point_or_an_age_counts_nothing(text):
    assert figures(text) == []


def test_a_measure_written_onto_its_noun_is_read_as_before():
    assert figures("The tower has 30-centimetre walls.") == [("30", "exact", "centimetres")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La policía acordonó un área de 14 manzanas alrededor del almacén.", [("14", "exact", "manzanas")]),
        ("Un choque en cadena de 22 vehículos cortó la autopista.", [("22", "exact", "vehículos")]),
        ("La planta cerró la línea A-4 durante la mañana.", []),
        ("El paciente de covid-19 fue dado de alta.", []),
    ],
)
def test_spanish_writes_the_count_before_its_noun(text, expected):
    assert figures(text, "es") == expected
