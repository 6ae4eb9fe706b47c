"""A verb of lasting says how long, whatever the clause counted before it, with an
adverb between it and "durante"/"for" too: "El juicio, en el que declararán 74 testigos,
se prolongará previsiblemente durante seis semanas" is 6 semanas. A sum spread over a
period with no verb of lasting makes it its window, a figure too ("invirtió 600
millones durante cinco años"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La vista, en la que declararán 40 testigos, se prolongará probablemente durante tres semanas.",
            "es",
            [("40", "exact", "testigos"), ("3", "exact", "semanas")],
        ),
        (
            "The inquiry into 12 deaths ran unexpectedly for nine months.",
            "en",
            [("12", "exact", "deaths"), ("9", "exact", "months")],
        ),
    ],
)
def test_lasting_with_an_adverb(text, language, expected):
    assert figures(text, language) == expected


def test_the_period_a_sum_is_spread_over_is_its_window():
    assert figures("La empresa invirtió 600 millones durante cinco años.", "es") == [
        ("600000000", "exact", ""),
        ("5", "exact", "años"),
    ]
