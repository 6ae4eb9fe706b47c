"""A bare count that lives somewhere counts its residents ("only around 700 live there
full time" -> residents, "unos 700 viven allí" -> residentes), as "38,000 ran" counts
runners; "live" before a noun is no verb ("5,000 live births"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Fewer than 300 live on the island in winter.", "en", [("300", "less_than", "residents")]),
        ("Apenas 300 viven en la isla en invierno.", "es", [("300", "exact", "residentes")]),
        ("The clinic recorded 1,200 live births.", "en", [("1200", "exact", "live births")]),
    ],
)
def test_a_count_that_lives_somewhere_counts_residents(text, language, expected):
    assert figures(text, language) == expected
