"""A probability is an estimate as it stands: the share an estimate gives it is its
value, exact ("estimó en un 65 % la probabilidad de que …", "estima en un 25 % la
probabilidad de un evento El Niño"); any other amount estimated stays approximate ("se
estima en 480 millones de dólares", "Turnout was estimated at 68 percent"). Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("El instituto estimó en un 65 % la probabilidad de que un huracán toque tierra.", [("65", "exact")], "es"),
        ("El servicio estima en un 25 por ciento las posibilidades de lluvia.", [("25", "exact")], "es"),
        # Other estimates.
        ("El daño se estima en un 40 % de la cosecha.", [("40", "approximately")], "es"),
        ("El costo se estima en 480 millones de dólares.", [("480000000", "approximately")], "es"),
        ("Turnout was estimated at 68 percent.", [("68", "approximately")], "en"),
    ],
)
def test_an_estimated_probability_is_exact(text, expected, language):
    assert figures(text, language) == expected
