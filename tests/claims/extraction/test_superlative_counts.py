"""A count picked out by a superlative in English counts what it picks out ("the three
main unions", "its three oldest vessels", "the five largest hospitals"), as the blind
sets annotate it; a firm's rivals so picked out stay no count ("its two biggest
rivals"), and Spanish is as it was ("sus dos principales competidores"). Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The walkout was called by the three main unions at the port.", "en", [("3", "exact", "main unions")]),
        ("The ferry firm will retire its three oldest vessels by 2030.", "en", [("3", "exact", "oldest vessels")]),
        ("Doctors left the five largest hospitals in the capital.", "en", [("5", "exact", "largest hospitals")]),
        ("The two leading candidates met for a debate.", "en", [("2", "exact", "leading candidates")]),
        ("La tienda abrió sus tres grandes salas en julio.", "es", [("3", "exact", "grandes salas")]),
        # Whom a firm competes with, picked out: no count.
        ("The grocer is squeezed by its three biggest supermarket rivals.", "en", []),
        ("Sales fell at the two market leaders.", "en", []),
        ("Los dos principales sindicatos convocaron el paro.", "es", []),
        ("La empresa supera a sus dos mayores competidores.", "es", []),
    ],
)
def test_a_superlative_count(text, language, expected):
    assert figures(text, language) == expected
