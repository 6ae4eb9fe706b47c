"""The parts that describe one thing are no figure, as "un piso de tres habitaciones"
was: a lorry's axles ("un camión de seis ejes paga …", "a lorry with five axles") and
the class of a thing whose noun the article leaves out after it was said ("los hoteles
de cuatro estrellas … y los de dos estrellas …"). Things counted with such parts keep
their count ("la flota tiene 200 camiones de seis ejes"), and so does a deciding body's
size ("una junta de siete miembros"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Un camión de seis ejes paga hoy 52.000 pesos.", "es", [("52000", "exact", "pesos")]),
        ("A lorry with five axles pays £38 at the bridge.", "en", [("38", "exact", "pounds")]),
        (
            "Los hoteles de cuatro estrellas llegaron al 91 % y los de dos estrellas al 58 %.",
            "es",
            [("91", "exact", "percent"), ("58", "exact", "percent")],
        ),
    ],
)
def test_the_parts_of_one_thing_are_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La flota tiene 200 camiones de seis ejes.", "es", ("200", "exact", "camiones de seis ejes")),
        ("Una junta de siete miembros decidirá el reparto.", "es", ("7", "exact", "miembros")),
    ],
)
def test_things_counted_keep_their_count(text, language, expected):
    assert expected in figures(text, language)
