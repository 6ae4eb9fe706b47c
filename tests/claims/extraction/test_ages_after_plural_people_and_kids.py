"""Spanish ages after people in the plural with no word between ("la muerte de dos
hombres de 79 y 88 años", "mujeres de 30 años") and after the everyday words for kids
("críos de diez y doce años", "chavales de 15 años", "una muchacha de 17 años") are
ages, no figures. The people counted keep their count ("dos hombres" is 2), and so
does what they earn ("cobran 900 euros"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Sanidad confirmó la muerte de dos hombres de 79 y 88 años.", [("2", "exact", "hombres")]),
        ("Vienen al frontón críos de diez y doce años con la camiseta del campeón.", []),
        ("En el barrio juegan chavales de 15 años.", []),
        ("Una muchacha de 17 años fue rescatada.", []),
        ("Las mujeres de 30 años cobran 900 euros.", [("900", "exact", "euros")]),
    ],
)
def test_ages_after_plural_people_and_kids_are_no_figures(text, expected):
    assert figures(text) == expected
