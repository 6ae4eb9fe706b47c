"""An age bound after "mayor de"/"menor de" is an age in words as in digits, in years or
months: "la vacuna se ofrece a toda la población mayor de seis meses", "un niño menor
de cinco años", "los menores de 6 meses". A bound on something else stays a figure
("un aumento mayor de cinco puntos" has no age unit) and a penalty's length is no
person's age. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La campaña se amplió a toda la población mayor de seis meses.", []),
        ("La vacuna se ofrece a cualquier persona menor de diez años.", []),
        ("Los menores de 6 meses son los más expuestos.", []),
        ("La campaña llega a la población mayor de seis meses y ya cubre al 31 %.", [("31", "exact", "percent")]),
    ],
)
def test_an_age_bound_in_words_is_no_figure(text, expected):
    assert figures(text) == expected


def test_a_bound_with_no_age_unit_stays_a_figure():
    assert figures("El índice registró un aumento mayor de cinco puntos.") == [("5", "more_than", "puntos")]
