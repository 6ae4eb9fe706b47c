"""A bare count that is the subject of the verb after it counts what the text counted
just before (claims.extraction.count_subjects): the head count of the sentence before
when it opens its sentence, the figure before it in its sentence when it opens a clause
("…, where four were in critical condition"). English and Spanish sentences of our own,
with sentences the rule leaves alone."""

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
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert units(text, language) == expected
