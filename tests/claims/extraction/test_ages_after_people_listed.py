"""Spanish ages after people in three shapes the "de … años" rule missed: two ages and
one "años" ("chicos de 16, 17 años"), a word for all or some of the people after a comma
("las detenidas, casi todas de entre 19 y 25 años") and a performer ("una soprano
peruana de 31 años", "un actor de 40 años"). Left alone: the same words after things
("las condenas, todas de entre 8 y 12 años"), a list of amounts ("multas de 600, 800
euros"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "En el puerto descargan chicos de 16, 17 años, sin contrato.",
        "La policía liberó a las detenidas, casi todas de entre 19 y 25 años, el lunes.",
        "Los detenidos, todos de entre 30 y 45 años, ya están en casa.",
        "Una soprano peruana de 31 años ganó el certamen.",
        "Un actor de 40 años protagoniza la obra.",
    ],
)
def test_an_age_after_people_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Las condenas, todas de entre 8 y 12 años, se cumplirán en Lima.", [("8", "at_least", "años")]),
        ("Recibieron multas de 600, 800 euros.", [("600", "exact", ""), ("800", "exact", "euros")]),
        ("El actor firmó un contrato de tres años.", [("3", "exact", "años")]),
    ],
)
def test_what_is_counted_after_things_stays_a_figure(text, expected):
    assert figures(text) == expected
