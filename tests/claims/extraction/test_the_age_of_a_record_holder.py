"""How old the holder of a record was is an age, no figure, as the corpus README has
every age: "The oldest woman to complete the course was 71", "the youngest player to
score in a final is 16". A measure or a count after the number, and figures elsewhere
in a sentence about the oldest or youngest, stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "The oldest woman to complete the course was 71.",
        "The youngest player to score in a final is 16, the league said.",
        "The youngest of the climbers was just 19 when she reached the summit.",
    ],
)
def test_the_age_of_a_record_holder_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The oldest bridge in the county was 120 metres long.", [("120", "exact", "metres")]),
        ("The oldest of the sites was 14 km away.", [("14", "exact", "km")]),
        ("The oldest mines employ 400 people.", [("400", "exact", "people")]),
        ("The youngest of the three candidates won 52% of the vote.",
         [("3", "exact", "candidates"), ("52", "exact", "percent of the vote")]),
    ],
)
def test_measures_and_counts_stay(text, expected):
    assert figures(text) == expected
