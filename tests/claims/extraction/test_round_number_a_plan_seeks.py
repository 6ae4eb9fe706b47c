"""A round number in words is approximately it ("la ciudad tiene un millón de
habitantes"), unless it is what a plan seeks to reach: then it is the target itself
("seeks to vaccinate one million adults", "busca vacunar a un millón de adultos"),
as a pledge's is. Seeking someone ("la policía busca a un hombre") sets no target.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The campaign seeks to vaccinate one million adults.", "en", [("1000000", "exact", "adults")]),
        ("La campaña busca vacunar a un millón de adultos.", "es", [("1000000", "exact", "adultos")]),
        ("El ministerio pretende plantar un millón de árboles.", "es", [("1000000", "exact", "árboles")]),
        # No target: an order of magnitude in words is exact all the same (a round sum
        # weighed as such, "Un millón de euros es poco", is not).
        ("La ciudad tiene un millón de habitantes.", "es", [("1000000", "exact", "habitantes")]),
        ("La policía busca a un hombre que robó mil euros.", "es", [("1000", "exact", "euros")]),
        ("Police sought a man who stole a thousand pounds.", "en", [("1000", "exact", "pounds")]),
    ],
)
def test_a_round_number_a_plan_seeks_is_its_target(text, language, expected):
    assert figures(text, language) == expected
