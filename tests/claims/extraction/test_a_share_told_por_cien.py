"""Spain's "por cien" after a number is a percent sign, as "por ciento" is: "el 21 por
cien" is 21 %, and "cien por cien" one share of 100 %, its second "cien" being the sign's
("casi el cien por cien": 100 less_than %). Not a rate "por cien mil habitantes", and
English is left alone. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La huelga tuvo un seguimiento del cien por cien en los muelles.", [("100", "exact", "percent")]),
        ('El sindicato cifró el seguimiento en "casi el cien por cien".', [("100", "less_than", "percent")]),
        ("El tipo general del impuesto es del 21 por cien.", [("21", "exact", "percent")]),
        ("La ocupación hotelera llegó al 85 por cien en agosto.", [("85", "exact", "percent")]),
    ],
)
def test_por_cien_is_a_percent_sign(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La región registra una tasa de 5 por cien mil habitantes.",
            "es",
            [("5", "exact", "tasa por cien mil habitantes")],
        ),
        ("Turnout reached 100 percent in the village.", "en", [("100", "exact", "percent")]),
        ("Votaron a favor cien delegados.", "es", [("100", "exact", "delegados")]),
    ],
)
def test_what_is_no_por_cien_sign(text, language, expected):
    assert figures(text, language) == expected
