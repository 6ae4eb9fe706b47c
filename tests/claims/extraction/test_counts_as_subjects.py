"""A bare count that is the subject of the verb after it counts what the text counted
just before (claims.extraction.count_subjects): the head count of the sentence before
when it opens its sentence, the figure before it in its sentence when it opens a clause
("…, where four were in critical condition"), "otros"/"the other" before it allowed ("y
otros cuatro permanecen atrapados"). English and Spanish sentences of our own, with
sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Rescuers pulled 12 miners from the shaft, where three remain in intensive care.",
            "en",
            [("12", "miners"), ("3", "miners")],
        ),
        (
            "The clinic screened about 40 volunteers and found that two had the variant.",
            "en",
            [("40", "volunteers"), ("2", "volunteers")],
        ),
        (
            "Thirty-one boats left the harbour at dawn. Five turned back before noon.",
            "en",
            [("31", "boats"), ("5", "boats")],
        ),
        (
            "La policía identificó a 15 sospechosos, y cuatro fueron detenidos esa misma noche.",
            "es",
            [("15", "sospechosos"), ("4", "sospechosos")],
        ),
        (
            "Unas 30 familias vivían en el edificio. Nueve perdieron todo lo que tenían.",
            "es",
            [("30", "familias"), ("9", "familias")],
        ),
        (
            "El hospital atendió a 20 intoxicados, mientras que tres siguen en observación.",
            "es",
            [("20", "intoxicados"), ("3", "intoxicados")],
        ),
        # The rest of a group, after "otros", "los otros", "the other" or "another".
        (
            "Seis mineros murieron y otros cuatro permanecen atrapados a 420 metros de profundidad.",
            "es",
            [("6", "mineros"), ("4", "mineros"), ("420", "metros")],
        ),
        (
            "Al menos tres pescadores murieron y otros dos siguen desaparecidos.",
            "es",
            [("3", "pescadores"), ("2", "pescadores")],
        ),
        (
            "Ocho escaladores fueron rescatados el domingo. Los otros tres fueron atendidos en Benasque.",
            "es",
            [("8", "escaladores"), ("3", "escaladores")],
        ),
        (
            "Nueve alumnos fueron hospitalizados, mientras que los otros dos recibieron el alta.",
            "es",
            [("9", "alumnos"), ("2", "alumnos")],
        ),
        ("Seven miners were rescued, while the other four remain trapped.", "en", [("7", "miners"), ("4", "miners")]),
        (
            "Eight climbers were rescued on Sunday. The other three were treated at the scene.",
            "en",
            [("8", "climbers"), ("3", "climbers")],
        ),
        ("Five sailors died and another two remain missing.", "en", [("5", "sailors"), ("2", "sailors")]),
    ],
)
def test_the_subject_counts_what_was_counted_before(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A noun after the count is its own unit.
        (
            "The school tested 40 pupils, and six teachers had the virus.",
            "en",
            [("40", "pupils"), ("6", "teachers")],
        ),
        # A length of time or a measure counts nothing a subject goes on about.
        ("The strike lasted 12 days, and three passed without talks.", "en", [("12", "days")]),
        ("El cráter mide 80 metros. Dos bajaron con cuerdas.", "es", [("80", "metros")]),
        # Parts listed before are not the group the clause is about.
        (
            "Los heridos, entre ellos tres bomberos y un vecino, fueron trasladados al hospital, donde dos "
            "permanecen ingresados.",
            "es",
            [("3", "bomberos")],
        ),
        # No verb after the count: no subject.
        ("The firm sold 40 vans in May, and six in June.", "en", [("40", "vans")]),
        ("Siete mineros fueron rescatados. Los otros dos, ambos hermanos, no bajaron.", "es", [("7", "mineros")]),
        # The rest said to be something is a described part, not a subject going on.
        ("Bird flu was confirmed on five farms. The other two are turkey farms in Carver.", "en", [("5", "farms")]),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert units(text, language) == expected
