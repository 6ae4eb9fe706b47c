"""An age then and one now, "años" said only with the first ("Entré aquí con 19 años y
tengo 47", "Empecé de aprendiz a los 16 años y me jubilo con 64"): the second is an
age too, no figure. A noun after it is counted ("y tengo 40 vacas"), and years of work
are not the age of anyone ("con 30 años de servicio" is left to the tenure rules).
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "—Llegué al taller con 18 años y tengo 52 —contó el mecánico.",
        "«Empecé de aprendiz a los 16 años y me jubilo con 64», dijo.",
        "Entró en la mina con 15 años y se retira con 58, sin pensión.",
        "Abrió el quiosco a los 22 años y hoy tiene 70 y medio.",
    ],
)
def test_an_age_then_and_now_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Empecé con 20 años y hoy tengo 40 vacas.", [("40", "exact", "vacas")]),
        ("Llegó a los 30 años y ya tiene 12 hectáreas.", [("12", "exact", "hectáreas")]),
        # No age before: a count that closes its clause is left to the other rules.
        ("La cooperativa tiene 47, según su presidenta.", [("47", "exact", "")]),
    ],
)
def test_what_is_counted_after_an_age_stays_a_figure(text, expected):
    assert figures(text) == expected
