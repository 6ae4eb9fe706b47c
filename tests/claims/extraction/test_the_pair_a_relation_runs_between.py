"""In English, "between the two" and a plural names again the pair a relation runs
between, not a count of two ("stranded in the forest between the two countries", "a
journey of 74 minutes between the two cities", "lost 8% between the two counts"); the
other figures of the sentence stay, and so do two things counted otherwise. Sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Some were stranded for days in the forest between the two countries.", []),
        ("The plan promised a journey time of 74 minutes between the two cities.", [("74", "exact", "minutes")]),
        ("The town lost more than 8% of its residents between the two counts.", [("8", "more_than", "percent of its residents")]),
    ],
)
def test_the_pair_named_again_is_no_count(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The storm cut power to two cities on Monday.", [("2", "exact", "cities")]),
        ("The ferry runs between two islands.", [("2", "exact", "islands")]),
    ],
)
def test_two_things_counted_stay_a_figure(text, expected):
    assert figures(text) == expected
