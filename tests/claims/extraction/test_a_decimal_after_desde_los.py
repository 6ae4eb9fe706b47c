"""A decimal after "desde los" is a number, no age with "años" left out: "desde los 3,95
dólares", "desde los 0,81 de la temporada anterior" (its comma is a decimal mark, not the
end of a clause); "desde los catorce," and "desde los 12." stay ages. Sentences of our own."""

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
