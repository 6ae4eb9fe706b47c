"""A capitalised word after a number names a thing ("12 Fleet Street", "Spain 2 Italy
1"), unless the number runs to millions or is written with a thousands separator: no
name or address does, so "More than 1 million Rohingya live …" counts people.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("More than 2 million Hazara live in the province.", "en", [("2000000", "more_than", "Hazara")]),
        ("Some 45,000 Maasai live in the reserve.", "en", [("45000", "approximately", "Maasai")]),
        ("Unos 2 millones de Hazara viven en la provincia.", "es", [("2000000", "approximately", "Hazara")]),
        ("Se registraron picos de hasta 1.850 UFC en la playa.", "es", [("1850", "at_most", "UFC")]),
    ],
)
def test_a_large_count_before_a_capitalised_noun_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The charity moved to 12 Fleet Street.",
        "She lives at 1200 Main Street.",
        "Spain 2 Italy 1",
    ],
)
def test_a_name_or_an_address_stays_no_figure(text):
    assert figures(text) == []
