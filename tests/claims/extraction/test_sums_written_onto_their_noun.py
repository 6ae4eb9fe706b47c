"""A sum written onto what it funds is a figure in its currency, as "a 10-cent fee" is:
"a 250 million-euro fund" 250000000 euros, "a 40 million-dollar plan" 40000000 dollars,
"a 12-euro ticket". Left alone: a banknote or a coin named by its value ("a 20-euro
note", "the 10-dollar bill", "the 10-cent coin"), and "pound", a weight as often as a
currency ("40-pound boxes"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The minister pointed to a 300 million-euro fund for rural broadband.", [("300000000", "exact", "euros")]),
        ("The city launched a 40 million-dollar plan to fix its pipes.", [("40000000", "exact", "dollars")]),
        ("He paid with a 20-euro note.", []),
        ("The 10-dollar bill turned out to be fake.", []),
    ],
)
def test_a_sum_written_onto_its_noun(text, expected):
    assert figures(text) == expected
