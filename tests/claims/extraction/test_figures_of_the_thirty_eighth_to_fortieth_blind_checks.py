"""Units, counts and qualifiers of figures: an estimate someone makes ("estiman en"),
"aproximado de", a rise past a number with a time between, "bajar del" (falling below),
where a widening gap ends. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Los bomberos estiman en 300.000 metros cuadrados la superficie quemada.",
            [("300000", "approximately", "metros cuadrados")],
        ),
        ("La ingeniera calcula en 40 millones de euros el daño.", [("40000000", "approximately", "euros")]),
        ("La obra tendrá un coste aproximado de 12 millones de euros.", [("12000000", "approximately", "euros")]),
        # Negatives: a count stated plainly stays exact.
        ("La obra tendrá un coste de 12 millones de euros.", [("12000000", "exact", "euros")]),
        ("Los bomberos apagaron 300 focos.", [("300", "exact", "focos")]),
    ],
)
def test_an_estimate_someone_makes_is_approximate(text, expected):
    assert figures(text, "es") == expected


def test_an_english_estimate_is_approximate_and_a_plain_cost_exact():
    assert figures("The damage was estimated at $12 million.") == [("12000000", "approximately", "dollars")]
    assert figures("The work cost $12 million.") == [("12000000", "exact", "dollars")]
