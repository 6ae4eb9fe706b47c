"""People counted beside a named person or group are a statistic ("escaped with her two
daughters", "con sus tres nietos"); a family's size told as a person's description ("a
mother of three", "padre de seis hijos") stays no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("She escaped the fire with her two daughters.", "en", [("2", "exact", "daughters")]),
        ("The farmer and his three sons rebuilt the barn.", "en", [("3", "exact", "sons")]),
        ("Llegó al albergue con sus tres nietos.", "es", [("3", "exact", "nietos")]),
        ("Viajaba con su mujer y sus dos hijas cuando cayó el puente.", "es", [("2", "exact", "hijas")]),
        # A person described by the size of her family: no figure.
        ("A mother of three, she works nights at the depot.", "en", []),
        ("Padre de seis hijos, trabaja de noche en el puerto.", "es", []),
    ],
)
def test_people_counted_beside_someone_are_a_statistic(text, language, expected):
    assert figures(text, language) == expected
