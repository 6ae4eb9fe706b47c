"""The size of a body that decides is a count ("A rent board of five members": 5 members,
"una comisión de cinco miembros": 5 miembros), as "the three-judge panel" is; a family's
members describe it ("una familia de cuatro miembros") and a thing's parts name a kind
("un piso de tres habitaciones"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A rent board of five members will hear appeals.", "en", [("5", "exact", "members")]),
        ("A jury of twelve members was sworn in.", "en", [("12", "exact", "members")]),
        ("Una comisión de cinco miembros revisará los contratos.", "es", [("5", "exact", "miembros")]),
        ("El Gobierno nombró una junta de siete miembros.", "es", [("7", "exact", "miembros")]),
        # A family's size and a thing's parts: no count.
        ("Una familia de cuatro miembros gasta 300 euros al mes en comida.", "es", [("300", "exact", "euros")]),
        ("Alquila un piso de tres habitaciones.", "es", []),
    ],
)
def test_the_size_of_a_body_is_a_count(text, language, expected):
    assert figures(text, language) == expected
