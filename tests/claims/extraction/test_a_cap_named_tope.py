"""A cap named "tope" is a ceiling, as "un máximo de" and "capped at" are: "con un tope
de dos cilindros al mes" 2 `at_most`, "un tope máximo de 50 toneladas por agricultor".
Left alone: a peak reached ("alcanzó un tope de 90 pesos", exact), a limit named
"límite" and a cap someone asks for in English ("a cap of 30 pupils"), exact as the
corpus annotates them, and a cap with no noun after its number ("un tope de 25."). English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La ayuda llega con un tope de dos cilindros al mes.", "es", [("2", "at_most", "cilindros")]),
        ("Pagarán con un tope máximo de 50 toneladas por agricultor.", "es", [("50", "at_most", "toneladas")]),
        ("The grant is capped at 400 pounds.", "en", [("400", "at_most", "pounds")]),
        # A peak reached, a limit named "límite", a cap asked for.
        ("El precio alcanzó un tope de 90 pesos en marzo.", "es", [("90", "exact", "pesos")]),
        ("El Ayuntamiento aprobó un límite de tres buques al día.", "es", [("3", "exact", "buques")]),
        ("The union wants a cap of 30 pupils on every class.", "en", [("30", "exact", "pupils")]),
        # With no noun after the number, the cap's own number.
        ("La plantilla tiene un tope de 25.", "es", [("25", "exact", "tope")]),
    ],
)
def test_a_cap_named_tope(text, language, expected):
    assert figures(text, language) == expected
