"""A count written onto a noun to name a kind of thing is no figure, as the corpus README
settles for "a 10-point plan": "a two-bedroom flat", "3-bedroom homes" name a kind of
home, as "a house with four bedrooms" describes one; what a place holds ("a 400-bed
hospital", "the 120-room hotel") stays a count. Sentences of our own."""

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
    ],
)
def test_a_kind_of_home_is_no_count(text, language, expected):
    assert figures(text, language) == expected
