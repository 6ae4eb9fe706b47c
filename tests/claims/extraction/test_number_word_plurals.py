"""A number word made a plural noun names a thing, not a count: rugby sevens, a rowing
eight, a cricketer's fours and sixes. A count before it keeps its own number. Sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Fiji won the Dubai Sevens final with a late try.", "en"),
        ("Crowds at women's sevens events keep growing.", "en"),
        ("In the women's eights, the home crew won.", "en"),
        ("Fiyi ganó la final de Sevens de Dubái.", "es"),
        ("He scored quickly, mostly in fours and sixes.", "en"),
    ],
)
def test_a_number_words_plural_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("He hit five fours and two sixes in his innings.", [("5", "exact", "fours"), ("2", "exact", "sixes")]),
        ("The sevens series drew 71,000 spectators.", [("71000", "exact", "spectators")]),
    ],
)
def test_counts_before_them_stay(text, expected):
    assert figures(text) == expected
