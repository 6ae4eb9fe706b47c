"""A count written onto a noun to name a kind of thing is no figure, as the corpus README
settles for "a 10-point plan": "a two-bedroom flat", "3-bedroom homes", "a four-room
flat", "un departamento de dos ambientes" name a kind of home, as "a house with four bedrooms" describes one, and "a two-storey house" a kind of
building; what a place holds ("a 400-bed hospital", "the 120-room hotel") stays a count.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A two-bedroom flat in the centre now costs £900 a month.", "en", [("900", "exact", "pounds")]),
        ("Rents for 3-bedroom homes rose 8% last year.", "en", [("8", "exact", "percent")]),
        ("The 120-room hotel reopened on Monday.", "en", [("120", "exact", "rooms")]),
        ("They built a 400-bed hospital.", "en", [("400", "exact", "beds")]),
        ("Alquilan un piso de dos dormitorios por 700 euros.", "es", [("700", "exact", "euros")]),
        # A building's storeys written onto it name its kind too; floors climbed are counted.
        ("She lives alone in a two-storey house built in the 1960s.", "en", []),
        ("Work on a new four-storey laboratory building is due to begin.", "en", []),
        ("The fire spread through the 12-story block.", "en", []),
        ("Firefighters climbed 11 floors to reach them.", "en", [("11", "exact", "floors")]),
        # A home's rooms written onto it name its kind as "-bedroom" does; a guesthouse's
        # rooms are what it holds.
        ("The median price of a four-room resale flat rose to $640,000.", "en", [("640000", "exact", "dollars")]),
        ("The couple paid $720,000 for a 4-room flat in the east.", "en", [("720000", "exact", "dollars")]),
        ("She runs a 12-room guesthouse near the harbour.", "en", [("12", "exact", "rooms")]),
        ("El alquiler de un departamento de dos ambientes llegó a 385.000 pesos.", "es",
         [("385000", "exact", "pesos")]),
        ("Una casa de tres recámaras cuesta ya 9.000 pesos al mes.", "es", [("9000", "exact", "pesos")]),
        ("La posada tiene 40 recámaras.", "es", [("40", "exact", "recámaras")]),
    ],
)
def test_a_kind_of_home_is_no_count(text, language, expected):
    assert figures(text, language) == expected
