"""A part taken from a family counts the family, as people counted beside someone are:
"ninguno de sus dos hijos quiere seguir" 2 hijos, "neither of her two sons" 2 sons,
"uno de sus tres hermanos". A family named by its size inside another noun phrase ("el
colegio de los tres niños") and a household's make-up stay no figure. English and
Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Ninguno de sus dos hijos quiere seguir con la granja.", "es", [("2", "exact", "hijos")]),
        ("Neither of her two sons wants to take over the farm.", "en", [("2", "exact", "sons")]),
        ("Uno de sus tres hermanos murió en el accidente.", "es", [("3", "exact", "hermanos")]),
        # A family named by its size inside another noun phrase, a household's make-up.
        ("Fue al colegio de los tres niños.", "es", []),
        ("She visited the school of the three children.", "en", []),
        ("Una familia con dos hijos paga 300 euros.", "es", [("300", "exact", "euros")]),
    ],
)
def test_a_part_of_the_family(text, language, expected):
    assert figures(text, language) == expected
