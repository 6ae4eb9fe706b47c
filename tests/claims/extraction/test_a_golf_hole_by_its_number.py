"""A golf hole named by its number is a spot on the course, a reference like "hole 12"
and "el kilómetro 30", no figure: "un doble bogey en el hoyo 16", "birdie en el hoyo 7";
the holes a course has and the strokes a player took stay figures. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Cometió un doble bogey en el hoyo 14 que le costó el liderato.", "es", []),
        ("Hizo birdie en el hoyo 7.", "es", []),
        ("Embocó en el hoyo 18 con 3 golpes.", "es", [("3", "exact", "golpes")]),
        ("El campo tiene 18 hoyos.", "es", [("18", "exact", "hoyos")]),
        ("He found the water at hole 12.", "en", []),
    ],
)
def test_a_hole_by_its_number_is_no_figure(text, language, expected):
    assert figures(text, language) == expected
