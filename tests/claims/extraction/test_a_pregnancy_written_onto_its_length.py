"""How long a pregnancy ran, written onto its noun, is a length of time like "a
three-hour drive", as the corpus README settles: "after a 22-month pregnancy", "a
nine-month gestation"; a point of a pregnancy ("born at 26 weeks") and an age stay no
figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The giraffe calf was born after a 15-month pregnancy.", [("15", "exact", "months")]),
        ("The cow gave birth after a nine-month gestation.", [("9", "exact", "months")]),
        ("The baby was born at 26 weeks.", []),
        ("A 35-year-old pregnant woman was hurt.", []),
    ],
)
def test_a_pregnancy_s_length_is_a_figure(text, expected):
    assert figures(text) == expected
