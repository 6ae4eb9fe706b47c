"""Spanish shares in masculine words: "dos tercios" and "tres quintos" wherever they
stand ("financiada en dos tercios por el Ayuntamiento", "los dos tercios que exige la
ley"), "un quinto" before a determined whole ("casi un quinto del precio final") and
"un cuarto" before a plural whole or after a qualifier ("alrededor de un cuarto de los
pozos", "casi un cuarto del presupuesto"); a room ("un cuarto de la casa", "un cuarto
del segundo piso"), an hour's part, a quarter-final and an ordinal are no share. The
English shares, read already, for comparison. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La obra fue financiada en dos tercios por el Ayuntamiento.", [("66.7", "approximately")]),
        ("No logró los dos tercios que exige la ley.", [("66.7", "approximately")]),
        ("Unos dos tercios serán gratuitos.", [("66.7", "approximately")]),
        ("Alrededor de un cuarto de los pozos se secó.", [("25", "approximately")]),
        ("El transporte supone casi un quinto del precio final.", [("20", "less_than")]),
        ("Tres cuartos de las ventas se hicieron en línea.", [("75", "exact")]),
        ("Casi un cuarto del presupuesto se fue en salarios.", [("25", "less_than")]),
        # A room, an hour's part, a quarter-final, an ordinal: no share.
        ("Alquila un cuarto de la casa a estudiantes.", []),
        ("Ocupaba un cuarto del segundo piso.", []),
        ("Esperó un cuarto de hora en la puerta.", [("0.25", "exact")]),
        ("El equipo cayó en cuartos de final.", []),
        ("Fue el cuarto de los hermanos en llegar.", []),
    ],
)
def test_spanish_masculine_shares(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Two thirds of the tickets will be free.", [("66.7", "approximately")]),
        ("Nearly a fifth of the final price goes on transport.", [("20", "less_than")]),
        ("About a quarter of the wells ran dry.", [("25", "approximately")]),
        ("She waited a quarter of an hour at the door.", [("0.25", "exact")]),
    ],
)
def test_english_shares_for_comparison(text, expected):
    assert figures(text, language="en") == expected
