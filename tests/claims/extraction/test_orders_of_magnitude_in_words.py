"""An order of magnitude written in words names its number as "three thousand" does:
"un millón de adultos", "mil familias", "a thousand dollars", "another hundred quid"
are exact. Half of one ("medio millón", "half a million") stays rounded, as "two
dozen" and "un centenar" do, and so does a round sum the sentence weighs as such ("One
thousand recruits is a small share", "Un millón de euros es poco"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Vacunarán a un millón de adultos.", "es", [("1000000", "exact", "adultos")]),
        ("El cierre deja a mil familias sin ingresos.", "es", [("1000", "exact", "familias")]),
        ("Asistieron cien personas.", "es", [("100", "exact", "personas")]),
        ("One million people marched.", "en", [("1000000", "exact", "people")]),
        ("The repair cost a thousand dollars more.", "en", [("1000", "exact", "dollars")]),
        ("Another hundred quid went on fuel.", "en", [("100", "exact", "quid")]),
        # Rounded: half of an order of magnitude, dozens and hundreds as such, a sum weighed.
        ("El plan sacaría de la pobreza a medio millón de niños.", "es", [("500000", "approximately", "niños")]),
        ("Half a million people marched.", "en", [("500000", "approximately", "people")]),
        ("Llegaron un centenar de vecinos.", "es", [("100", "approximately", "vecinos")]),
        ("Two dozen people came.", "en", [("24", "approximately", "people")]),
        ("One thousand recruits is a small share of the army.", "en", [("1000", "approximately", "recruits")]),
        ("Un millón de euros es poco para el club.", "es", [("1000000", "approximately", "euros")]),
    ],
)
def test_orders_of_magnitude_in_words(text, language, expected):
    assert figures(text, language) == expected
