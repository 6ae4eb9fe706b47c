"""How long something set ahead goes on, told with "para los próximos", is a length the
sentence asserts, as "durante los próximos" and "for the next" are and the corpus README
settles for a plan's length: "la exención para las próximas dos temporadas", "un plan
para los próximos cinco años". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Con la victoria se aseguró la licencia para las próximas tres temporadas.", [("3", "exact", "temporadas")]),
        ("El Gobierno aprobó un plan para los próximos cinco años.", [("5", "exact", "años")]),
        ("La carretera seguirá cerrada durante las próximas dos semanas.", [("2", "exact", "semanas")]),
    ],
)
def test_para_los_proximos_is_a_length(text, expected):
    assert figures(text) == expected
