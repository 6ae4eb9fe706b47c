"""Spanish shares the fraction readers missed: a change by a share with "en" ("se han
reducido en un tercio", "reducen hasta en un tercio la mortalidad", a ceiling) and a
share compared ("un tercio por debajo de", "casi un tercio más que"), each a
percentage as "bajó un tercio" already was. Sentences of our own, with the cases that
must not change."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Las exportaciones se han reducido en un tercio desde 2020.", [("33.3", "approximately", "percent")]),
        ("Estas unidades reducen hasta en un tercio la mortalidad.", [("33.3", "at_most", "percent")]),
        ("Los precios bajaron en dos tercios.", [("66.7", "approximately", "percent")]),
        ("Las reservas están hoy un tercio por debajo de las del año pasado.", [("33.3", "approximately", "percent")]),
        ("Vinieron casi un tercio más que en 2023.", [("33.3", "less_than", "percent")]),
        # As before: a share of a whole, a change with no "en".
        ("La producción cayó un tercio.", [("33.3", "approximately", "percent")]),
        ("El sueldo sube en un tercio de los casos.", [("33.3", "approximately", "por ciento de los casos")]),
        # A count of votes is no share compared.
        ("La mitad menos uno votó.", []),
    ],
)
def test_spanish_shares_of_a_change_or_compared(text, expected):
    assert figures(text) == expected
