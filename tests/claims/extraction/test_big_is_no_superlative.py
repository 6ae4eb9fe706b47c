"""A few picked out by a superlative are not counted ("its two biggest rivals", "sus
dos mayores competidores"), but "grandes"/"big" alone is no superlative: "sus tres
grandes conciertos", "its three big concerts" count them. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El grupo dará sus tres grandes conciertos en julio.", "es", [("3", "exact", "grandes conciertos")]),
        ("The band will play its three big concerts in July.", "en", [("3", "exact", "big concerts")]),
        # Picked out by a superlative: no count.
        ("Sus dos mayores competidores bajaron precios.", "es", []),
        ("Its two biggest rivals cut prices.", "en", []),
    ],
)
def test_big_alone_is_no_superlative(text, language, expected):
    assert figures(text, language) == expected
