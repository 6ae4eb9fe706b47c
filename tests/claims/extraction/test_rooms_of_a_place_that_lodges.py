"""The rooms of a place that lodges people are a count of what it holds, as "the
120-room hotel" is: "un hotel de 320 habitaciones", "a hospital with 400 beds". The
rooms of a home ("un piso de tres habitaciones", "a house with four bedrooms") describe
a kind of home, and a hotel's stars its class: no figure. English and Spanish sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Trabaja en un hotel de 320 habitaciones.", "es", [("320", "exact", "habitaciones")]),
        ("El brote se detectó en un establecimiento de 200 habitaciones.", "es", [("200", "exact", "habitaciones")]),
        ("The outbreak was traced to a hotel with 200 rooms.", "en", [("200", "exact", "rooms")]),
        # An inn's rooms and a whole building's.
        ("Regenta una posada de ocho habitaciones junto a la laguna.", "es", [("8", "exact", "habitaciones")]),
        ("El hotel Sol, un edificio de 312 habitaciones, cerró.", "es", [("312", "exact", "habitaciones")]),
        ("They run a guesthouse with six rooms.", "en", [("6", "exact", "rooms")]),
        # A building's floors describe it.
        ("Compró un edificio de cinco plantas.", "es", []),
        # A home's rooms and a hotel's class.
        ("Vive en un piso de tres habitaciones.", "es", []),
        ("Se alojó en un hotel de cuatro estrellas.", "es", []),
        ("They rent a house with four bedrooms.", "en", []),
    ],
)
def test_rooms_of_a_place_that_lodges(text, language, expected):
    assert figures(text, language) == expected
