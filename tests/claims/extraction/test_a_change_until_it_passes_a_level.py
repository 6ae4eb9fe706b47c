"""A change told until it passes or reaches a level ("creció un 20 % hasta superar los
7.000", "aumentaron hasta alcanzar los 1.200") counts its subject, as "creció hasta
7.000" does. Spanish sentences of our own, with levels that name their unit."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "El número de socios creció un 20 % en cinco años hasta superar los 7.000.",
            [("20", "exact", "percent"), ("5", "exact", "años"), ("7000", "more_than", "socios")],
        ),
        (
            "Las matrículas crecieron un 8 % hasta rozar las 9.000.",
            [("8", "exact", "percent"), ("9000", "less_than", "matrículas")],
        ),
        ("Los contagios aumentaron hasta alcanzar los 1.200 en marzo.", [("1200", "exact", "contagios")]),
        # A level that names its unit keeps it.
        ("Los precios subieron hasta superar los 300 euros.", [("300", "more_than", "euros")]),
        # No change before it: nothing to count.
        ("La asociación espera superar los 7.000 este año.", [("7000", "more_than", "")]),
    ],
)
def test_a_change_until_a_level_counts_its_subject(text, expected):
    assert units(text) == expected
