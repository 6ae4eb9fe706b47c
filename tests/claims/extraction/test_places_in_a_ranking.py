"""A place in a ranking said as "el puesto N" is a place, as "ranked 146th" is: "ocupó
el puesto 146 en el índice", "subió al puesto 3 de la tabla", "quedó en el lugar 12".
Posts and stalls counted ("300 puestos de trabajo") and a stall's hours stay figures.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "Honduras ocupó el puesto 146 en el índice de transparencia.",
        "El equipo subió al puesto 3 de la tabla tras ganar.",
        "La ciclista quedó en el lugar 12 de la general.",
    ],
)
def test_a_place_in_a_ranking_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La fábrica eliminó 300 puestos de trabajo.", [("300", "exact", "puestos de trabajo")]),
        ("El puesto atendió a 40 clientes.", [("40", "exact", "clientes")]),
        ("El mercado tiene un puesto abierto 24 horas.", [("24", "exact", "horas")]),
    ],
)
def test_counts_stay(text, expected):
    assert figures(text) == expected
