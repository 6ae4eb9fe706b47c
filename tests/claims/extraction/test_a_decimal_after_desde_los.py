"""A decimal after "desde los" is a number, no age with "años" left out: "desde los 3,95
dólares", "desde los 0,81 de la temporada anterior" (its comma is a decimal mark, not the
end of a clause); "desde los catorce," and "desde los 12." stay ages. After the level a change ended at, "desde" names where it
started, exact ("bajó hasta 3,10 euros, desde los 4,25"); with no change before it, a price
from a number up stays at_least. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def values(text):
    return [str(f.value) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La leche se paga a 0,45 euros el litro, tras bajar desde los 0,52 de la campaña pasada.", ["0.45", "0.52"]),
        ("El gasoil cuesta 1,41 euros; venía desde los 1,63 euros del verano.", ["1.41", "1.63"]),
    ],
)
def test_a_decimal_after_desde_los_is_read(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Trabaja en el campo desde los catorce, como su padre.",
        "Juega al ajedrez desde los 6, según su madre.",
        "Pesca en este puerto desde los 12.",
    ],
)
def test_an_age_with_anos_left_out_stays_no_figure(text):
    assert values(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        # "desde" after the level a change ended at: where it started, exact.
        (
            "El kilo de cerezas bajó hasta 3,10 euros, desde los 4,25 de la semana pasada.",
            [("3.1", "exact", "euros"), ("4.25", "exact", "euros")],
        ),
        (
            "La cooperativa elevó su previsión a 18.000 toneladas, desde las 15.500 de marzo.",
            [("18000", "exact", "toneladas"), ("15500", "exact", "toneladas")],
        ),
        # No change before: a price from a number up.
        ("En la feria hay lotes desde 40 euros.", [("40", "at_least", "euros")]),
        # A change in another sentence says nothing of it.
        ("El alquiler subió en mayo. Hay pisos desde 700 euros.", [("700", "at_least", "euros")]),
    ],
)
def test_desde_after_a_change_is_where_it_started(text, expected):
    assert [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")] == expected
