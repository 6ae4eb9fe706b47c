"""A small length written onto its noun ("a 40-centimetre telescope", "a 20-cm
snowfall") is a figure in that unit, as "a 40-metre mast" is; Spanish says it after the
noun ("un telescopio de 40 centímetros"). A length that places a point ("the
10-centimetre mark") is none. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The club bought a 40-centimetre telescope.", "en", [("40", "exact", "centimetres")]),
        ("The 20-cm snowfall closed several roads.", "en", [("20", "exact", "cm")]),
        ("Workers laid a 600-millimetre water main.", "en", [("600", "exact", "millimetres")]),
        ("El club compró un telescopio de 40 centímetros.", "es", [("40", "exact", "centímetros")]),
        # A point on a scale, no measure of the thing.
        ("The water reached the 10-centimetre mark.", "en", []),
    ],
)
def test_a_small_length_written_onto_its_noun(text, language, expected):
    assert figures(text, language) == expected
