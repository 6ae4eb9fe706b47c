"""A number in a conditional clause is no figure however many words of the clause come
before it, up to ten: "Si tienes la mitad de cosecha y encima te pagan el doble", "Si
antes vendías 20 cajas por semana y ahora vendes 8", "If the council closes the library
and the pool and cuts 40 posts". What follows the clause's comma is
told ("…, perdemos 300 euros"), and a "si" that contrasts two facts keeps its figures
("Si en 2019 hubo 300 …"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Si tienes la mitad de cosecha y encima te pagan el doble, no cuadran las cuentas.", "es"),
        ("Si antes vendías 20 cajas por semana y ahora vendes 8, el puesto no aguanta.", "es"),
        ("If the council closes the library and the pool and cuts 40 posts, the town suffers.", "en"),
    ],
)
def test_a_number_deep_in_a_conditional_clause_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Si el año pasado vendíamos poco y ahora vendemos menos, perdemos 300 euros al mes.",
            "es",
            [("300", "exact", "euros")],
        ),
        (
            "Si en 2019 hubo en toda la provincia y en la capital 300 incendios, este año fueron 120.",
            "es",
            [("300", "exact", "incendios"), ("120", "exact", "incendios")],
        ),
    ],
)
def test_what_is_told_beside_the_clause_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
