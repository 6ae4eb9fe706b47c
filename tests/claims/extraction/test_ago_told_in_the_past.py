""" "Ago" and "dentro de" place an event, as the corpus README settles: told from a moment
in the past ("su licencia había vencido hacía ocho meses") and qualified with "al menos"
("no prevén lluvias hasta dentro de al menos diez días") too. How long it had been
("desde hacía unos 50 años", "Hacía diez años que no llovía así") stays a figure, and so
does what "hacer" made ("La planta hacía 300 toneladas al día"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "El fiscal dijo que su licencia había vencido hacía ocho meses.",
        "Los pronósticos no prevén lluvias hasta dentro de al menos diez días.",
        "La obra estará lista dentro de por lo menos dos años.",
    ],
)
def test_a_moment_placed_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La especie no anidaba desde hacía unos 50 años.", [("50", "approximately", "años")]),
        ("Hacía diez años que no llovía así.", [("10", "exact", "años")]),
        ("La planta hacía 300 toneladas al día.", [("300", "exact", "toneladas")]),
    ],
)
def test_how_long_it_had_been_and_what_was_made_stay_figures(text, expected):
    assert figures(text) == expected
