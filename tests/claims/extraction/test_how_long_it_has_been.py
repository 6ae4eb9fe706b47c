"""How long it has been is a duration the clause asserts: "Hace quince años que no se
veía el estadio así", as English "It has been fifteen years since …" already reads;
"hace tres años" alone is "three years ago", a date. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("—Hace veinte años que no se veía la plaza tan llena —dijo el alcalde.", "es", [("20", "exact", "años")]),
        ("Hace diez días que no llueve en la comarca.", "es", [("10", "exact", "días")]),
        ("«Hace tres meses ya que no cobramos», denunció una enfermera.", "es", [("3", "exact", "meses")]),
        ('"It has been twenty years since the square was this full," the mayor said.', "en",
         [("20", "exact", "years")]),
    ],
)
def test_how_long_it_has_been_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("La fábrica cerró hace tres años.", "es"),
        ("Hace dos semanas, el ayuntamiento aprobó el plan.", "es"),
        ("The factory closed three years ago.", "en"),
    ],
)
def test_time_ago_is_no_figure(text, language):
    assert figures(text, language) == []
