"""A road limited to a speed has that limit, a value rather than a ceiling on a count:
"una curva limitada a 30 kilómetros por hora", "a stretch limited to 50 mph" are exact;
"ayudas limitadas a 500 euros", "flights limited to 2,000 a year" stay at most.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El camión tomó una curva limitada a 40 kilómetros por hora.", "es", [("40", "exact", "kilómetros")]),
        ("The coach crashed on a stretch limited to 50 mph.", "en", [("50", "exact", "mph")]),
    ],
)
def test_a_road_limited_to_a_speed_has_that_limit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Las becas estarán limitadas a 500 euros.", "es", [("500", "at_most", "euros")]),
        ("Refunds will be limited to 300 pounds.", "en", [("300", "at_most", "pounds")]),
    ],
)
def test_an_amount_limited_to_a_number_is_at_most(text, language, expected):
    assert figures(text, language) == expected
