""""over" as a verb's particle bounds nothing: "the jackpot had rolled over 31 times",
"the car rolled over two times", "she had handed over three supplements", "told to hand
over 20 documents" are exact; "over 300 people", "handed out over $3 million" stay
more_than, as "más de 31 veces" does. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def qualifiers(text, language="en"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The jackpot had rolled over 24 times since May.", "en", [("24", "exact")]),
        ("The van rolled over two times on the bend.", "en", [("2", "exact")]),
        ("The rider had handed over three samples for testing.", "en", [("3", "exact")]),
        ("The firm was told to hand over 20 contracts.", "en", [("20", "exact")]),
        ("Over 300 people came to the vigil.", "en", [("300", "more_than")]),
        ("The charity handed out over $3 million last year.", "en", [("3000000", "more_than")]),
        ("El bote se acumuló más de 31 veces.", "es", [("31", "more_than")]),
    ],
)
def test_over_as_a_verbs_particle(text, language, expected):
    assert qualifiers(text, language) == expected
