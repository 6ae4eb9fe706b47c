"""A time taken closing its clause may end in a half or a quarter of its unit: "antes
hacíamos el recorrido en dos horas y media, con calma" is 2.5 horas, as "en dos horas,"
is 2. A plan ("recorrerá el trayecto en dos horas y media") and a time of day ("a las
dos y media") stay no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Antes subíamos la cuesta en tres horas y media, sin prisa.", [("3.5", "exact", "horas")]),
        ("Los bomberos apagaron el incendio en cuatro horas y cuarto.", [("4.25", "exact", "horas")]),
        ("El equipo cerró el partido en una hora y media.", [("1.5", "exact", "hora")]),
    ],
)
def test_time_taken_with_a_half(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "El nuevo tren recorrerá el trayecto en dos horas y media.",
        "Los vecinos llegaron a las dos y media.",
    ],
)
def test_a_plan_or_a_time_of_day_stays_no_figure(text):
    assert figures(text) == []
