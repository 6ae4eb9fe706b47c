""" "Rondar" with an adverb between it and the number is still approximately: "el costo
de cada viaje ronda hoy los 2.100 pesos", "el manojo ronda ya los 7 euros", as
"supera hoy los 23.000" and "roza ya" are bounds. Left alone: the noun "ronda" ("La
ronda de hoy: los 20 equipos"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El billete sencillo ronda hoy los 1.500 pesos.", [("1500", "approximately", "pesos")]),
        ("La caja de fresas ronda ya los 9 euros.", [("9", "approximately", "euros")]),
        ("El alquiler medio ronda actualmente los 800 euros.", [("800", "approximately", "euros")]),
        ("En la ronda de hoy jugaron los 20 equipos.", [("20", "exact", "equipos")]),
    ],
)
def test_rondar_with_an_adverb_is_approximately(text, expected):
    assert figures(text) == expected
