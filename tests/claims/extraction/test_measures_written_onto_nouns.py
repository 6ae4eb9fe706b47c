"""A measure written onto its noun is a figure: how long, how far, how big the thing is
("a 120-megawatt wind farm", "a 600-metre bridge", "a five-hour flight"). An age, a
point on a route, a race's name and a plan's count stay no figure. Sentences of our own;
Spanish writes these with "de" ("un parque eólico de 120 megavatios"), read as usual."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Regulators approved a 120-megawatt wind farm off the northern coast.", [("120", "exact", "megawatts")]),
        ("The council wants a 600-metre footbridge across the estuary.", [("600", "exact", "metres")]),
        ("The 84-km pipeline crosses the valley.", [("84", "exact", "km")]),
        ("Flooding cut a 90-mile stretch of the motorway.", [("90", "exact", "miles")]),
        ("Farmers lost a three-hectare orchard to the fire.", [("3", "exact", "hectares")]),
        ("She scored after a 45-yard run down the wing.", [("45", "exact", "yards")]),
        # How long a journey, a sitting, a working day or a life runs.
        ("From the island it is a five-hour flight to the capital.", [("5", "exact", "hours")]),
        ("The plan was approved after a six-hour meeting on Monday.", [("6", "exact", "hours")]),
        ("Nurses say they work 14-hour shifts most weeks.", [("14", "exact", "hours")]),
        ("Defeat ends 22-year top-flight stay", [("22", "exact", "years")]),
        ("The turbines will save £3m over the 25-year life of the scheme.",
         [("3000000", "exact", "pounds"), ("25", "exact", "years")]),
        # A race's own length, a final stage's or a final climb's.
        ("Organisers shortened the 26.2-mile race because of the heat.", [("26.2", "exact", "miles")]),
        ("The 180-kilometre race finished in the rain.", [("180", "exact", "kilometres")]),
        ("He attacked on the 4.2-kilometre final climb.", [("4.2", "exact", "kilometres")]),
        ("The 12-kilometre final stage was cut short.", [("12", "exact", "kilometres")]),
    ],
)
def test_a_measure_written_onto_its_noun_is_a_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # An age, a point on a route, a race or a record's name, a plan's count.
        "A 35-year-old teacher was arrested at the scene.",
        "The hospital said a two-day-old baby was stable.",
        "Police closed the road near the 12-kilometre mark.",
        "She was fourth at the 100-metre turn but won the race.",
        "She won the 400-metre final in the rain.",
        "The mayor unveiled a 10-point plan for the centre.",
    ],
)
def test_an_age_a_point_or_a_name_stays_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El Gobierno aprobó un parque eólico de 120 megavatios.", [("120", "exact", "megavatios")]),
        ("El ayuntamiento quiere una pasarela de 600 metros sobre el estuario.", [("600", "exact", "metros")]),
        ("La carrera de 180 kilómetros terminó bajo la lluvia.", [("180", "exact", "kilómetros")]),
    ],
)
def test_spanish_writes_the_measure_after_its_noun(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text",
    [
        # Points on a course in the plural, and two joined before their noun.
        "Her split times vanished between the 15-kilometre and 30-kilometre checkpoints.",
        "Water stations stood at the 5-mile and 10-mile marks.",
        "Volunteers staffed the 21-kilometre markers all morning.",
    ],
)
def test_points_on_a_course_in_the_plural_stay_no_figure(text):
    assert figures(text) == []


def test_two_measures_joined_before_a_thing_stay_figures():
    assert figures("The city will pave the 8-kilometre and 12-kilometre trails this summer.") == [
        ("8", "exact", "kilometres"),
        ("12", "exact", "kilometres"),
    ]


@pytest.mark.parametrize(
    "text, expected",
    [
        # Spanish places a point by its number after the noun: no figure, as before.
        ("Abandonó en el kilómetro 30 por un calambre.", []),
        ("La corredora recorrió 30 kilómetros bajo la lluvia.", [("30", "exact", "kilómetros")]),
    ],
)
def test_spanish_points_and_distances_are_read_as_before(text, expected):
    assert figures(text, "es") == expected
