""""Hace N años que …" opening a sentence says how long it has been, a length of time
the sentence asserts (corpus README: "hace … que" is a length), in digits as in words:
"Hace" is a verb opening its sentence, not a name before a number ("Artículo 155").
"Hace N años," placing an event stays a date. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("«Hace 18 años que atiendo este puesto y nunca vi algo así», dijo la vendedora.", [("18", "exact", "años")]),
        ("La concejala insiste. \"Hace 9 años que vengo pidiendo un semáforo\", dijo.", [("9", "exact", "años")]),
        ("Hacía 3 semanas que no llovía en la comarca.", [("3", "exact", "semanas")]),
        ("Hace 40 días que los vecinos esperan la reparación.", [("40", "exact", "días")]),
    ],
)
def test_hace_que_opening_a_sentence(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Hace 20 años, la fábrica cerró sus puertas por primera vez.",
        "Hace 15 años ya tuvimos una crisis parecida.",
        "El Artículo 155 se aplicó entonces.",
    ],
)
def test_ago_and_names_stay_no_figure(text):
    assert figures(text) == []
