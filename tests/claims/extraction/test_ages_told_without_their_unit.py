"""A person's age told without "years" or "años" is no figure (`non_figures`,
`placing_numbers`): people of an age or two with no article ("boys of 16 and 17"), the
oldest or youngest of people named before ("the oldest of them 88", "el más joven tiene
cuarenta"), the age to come ("when she will be 32"), a name in any Latin alphabet before
its age ("Fatma Özkan, 67,"), and a worker or an older adult by their age ("un operario
de 43 que trabajaba", "un adulto mayor de 74"). A noun after the number is counted.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "Doctors see psychosis in boys of 16 and 17.",
        "Relatives wore the names of those who died, the oldest of them 88.",
        "The youngest was 5, officials said.",
        "Her ban will run until March 2029, when she will be 32.",
        "Fatma Özkan, 67, a retired seamstress, buys bread at a kiosk.",
        "Łukasz Nowak, 41, drives a tram.",
    ],
)
def test_an_english_age_without_its_unit_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The oldest of the clubs has 300 members.", [("300", "exact", "members")]),
        ("Children of 12 families were moved.", [("12", "exact", "families")]),
        ("Boys of 16 teams took part.", [("16", "exact", "teams")]),
    ],
)
def test_a_count_after_the_same_words_stays(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Murieron un agricultor de 71 años y un operario de 43 que trabajaba en una obra.",
        "Entre los fallecidos hay una niña de 9 años y un adulto mayor de 74, ambos vecinos del barrio.",
        "«En mi cuadrilla el más joven tiene cuarenta», contó.",
        "La mayor de ellas tenía 91.",
    ],
)
def test_a_spanish_age_without_its_unit_is_no_figure(text):
    assert figures(text, "es") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El mayor tiene 40 hectáreas.", [("40", "exact", "hectáreas")]),
        ("La empresa tiene 300 operarios.", [("300", "exact", "operarios")]),
        ("La espera más corta fue la menor, con 27 días.", [("27", "exact", "días")]),
    ],
)
def test_a_spanish_count_after_the_same_words_stays(text, expected):
    assert figures(text, "es") == expected
