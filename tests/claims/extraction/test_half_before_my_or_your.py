""""half" before "my" or "your" is a share, as before "their" or "his" (claims.extraction.
fraction_forms): "Half my team is gone", "I had to sell off half my herd", "Half your
income goes on rent" are 50 %, as "la mitad de mi rebaño" is. English and Spanish
sentences of our own, with halves the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit.split()[0]) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Half my team is gone.", "en"),
        ("I had to sell off half my herd last winter.", "en"),
        ("Half your income goes on rent.", "en"),
        ("Tuve que vender la mitad de mi rebaño.", "es"),
        ("La mitad de mi equipo se ha ido.", "es"),
    ],
)
def test_the_half_is_a_share(text, language):
    assert figures(text, language) in ([("50", "exact", "percent")], [("50", "exact", "por")])


@pytest.mark.parametrize(
    "text, language",
    [
        # A half placed, not counted: a moment, a part of a match, half of a unit.
        ("My team scored twice in the second half.", "en"),
        ("We waited half an hour for the bus.", "en"),
        ("Llegamos a la mitad del camino.", "es"),
        ("Marcó dos veces en la segunda mitad.", "es"),
    ],
)
def test_no_share(text, language):
    assert all(f[2] not in ("percent", "por") for f in figures(text, language))
