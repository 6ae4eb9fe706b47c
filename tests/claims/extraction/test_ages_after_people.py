"""Ages after people are no figures: a list after "aged", an age "now", a bound both
ways or after a copula far from its people, a range after people or "y", the age a
right starts at, how old a tree or a building is; and a law by its number. Sentences of our own in English and
Spanish, with negatives that stay figures."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The suspects, aged 19, 27 and 33, were held.", "en"),
        ("Maria Lopez, now 52, was cleared on appeal.", "en"),
        ("Children under 5 and over 70 ride free.", "en"),
        ("Los montañeros, vecinos de León y de entre 30 y 52 años, fueron rescatados.", "es"),
        ("Toda persona sana de entre 18 y 60 años puede donar.", "es"),
        ("Entre los votantes de 18 a 24 años la participación cayó.", "es"),
        ("Cuidaba a una residente de 85 años.", "es"),
        ("El banco ofrecerá prejubilaciones a partir de los 58 años.", "es"),
        ("Juego al fútbol desde los seis años.", "es"),
        ("Talaron olivos de más de 500 años.", "es"),
        ("Murió un hombre y una mujer de 34 falleció cuando cayó un árbol.", "es"),
        ("Trabaja en el campo «desde los catorce».", "es"),
        ("La Ley 26.639 obliga a actualizar el inventario.", "es"),
        ("Law 1581 protects personal data.", "en"),
        ("Toda persona mayor de 18 años es donante.", "es"),
        ("La edad media es de 46 años.", "es"),
        ("The average age was 46.", "en"),
        ("Hay que marcar la opción 5 del menú.", "es"),
        ("Press option 2 to talk to an agent.", "en"),
    ],
)
def test_an_age_after_people_is_no_figure(text, language):
    assert figures(text, language) == []


def test_an_age_after_a_copula_leaves_the_share_of_those_people():
    text = "About half of the pharmacists working in small towns are over 60."
    assert figures(text) == [("50", "approximately", "percent of the pharmacists")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A term's range, a time since a body began, a price bound: figures.
        ("El tribunal impuso penas de entre 10 y 15 años.", "es", [("10", "at_least", "años")]),
        ("Prices are over 60 euros now.", "en", [("60", "more_than", "euros")]),
        ("The firm hired 19, 27 and 33 workers in three rounds.", "en", None),
        ("La planta lleva en marcha desde hace 40 años.", "es", [("40", "exact", "años")]),
        ("La ley prevé 300 inspecciones al año.", "es", [("300", "exact", "inspecciones")]),
        ("Un valor mayor de 65 es alto.", "es", [("65", "more_than", "")]),
        ("Las ventas crecen desde los 500, según el informe.", "es", [("500", "at_least", "")]),
    ],
)
def test_other_numbers_near_people_stay_figures(text, language, expected):
    found = figures(text, language)
    if expected is None:
        assert ("33", "exact", "workers") in found
    else:
        assert found == expected
