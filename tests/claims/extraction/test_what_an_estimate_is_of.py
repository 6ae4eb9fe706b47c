"""A subject "estimated at" a number, or that "se estima en" one, is what the number
counts ("The red deer population … is estimated at about 4,000", "Los ciervos de la isla
se estiman en unos 4.000"); money keeps its currency and a pronoun names nothing.
English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The red deer population on the island is estimated at about 4,000.",
            "en",
            [("4000", "approximately", "red deer population")],
        ),
        ("Los ciervos de la isla se estiman en unos 4.000.", "es", [("4000", "approximately", "ciervos")]),
        ("The crowd was estimated at 40,000.", "en", [("40000", "approximately", "crowd")]),
        # Money keeps its currency.
        ("The damage was estimated at £3 million.", "en", [("3000000", "approximately", "pounds")]),
        # A pronoun names nothing counted.
        ("It is estimated at 4,000.", "en", [("4000", "approximately", "")]),
    ],
)
def test_an_estimate_counts_its_subject(text, language, expected):
    assert units(text, language) == expected
