"""The distance left ahead places a moment of a race, as the distance to the line does
("Con 6 kilómetros por delante, se marchó", "Con apenas dos vueltas restantes"): no
figure. What is left of a job ("con 20 kilómetros por asfaltar") and how far a place is
stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "Con 5 kilómetros por delante, la corredora se marchó del grupo.",
        "Con apenas dos vueltas restantes, el piloto adelantó al líder.",
        "Atacó con 800 metros para la meta y nadie pudo seguirla.",
    ],
)
def test_the_distance_left_ahead_in_a_race_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La obra, con 20 kilómetros por asfaltar, sigue parada.", [("20", "exact", "kilómetros")]),
        ("El pueblo, con 300 metros de playa, recibe turistas.", [("300", "exact", "metros")]),
        ("La carrera, con 42 kilómetros de recorrido, salió a las nueve.", [("42", "exact", "kilómetros")]),
    ],
)
def test_what_is_left_of_a_job_or_a_length_stays_a_figure(text, expected):
    assert figures(text) == expected
