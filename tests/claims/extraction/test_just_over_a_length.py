""""Over" said with how little more ("just over a year", "a little over two years",
"slightly over an hour") is more than the length it qualifies, a figure, as the corpus
README settles for "over"; "over five years" alone still frames the span a sum is
spread over, and "ago" still places an event. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The ferry sank a little over a year after the last inspection.", [("1", "more_than", "year")]),
        ("The bridge reopened just over two years after the collapse.", [("2", "more_than", "years")]),
        ("The semi-final lasted slightly over an hour.", [("1", "more_than", "hour")]),
        ("The plant stayed shut for just over a year.", [("1", "more_than", "year")]),
        ("The council pledged £600m over five years.", [("600000000", "exact", "pounds"), ("5", "exact", "years")]),
        ("The firm was sold just over five years ago.", []),
    ],
)
def test_just_over_a_length_is_more_than_it(text, expected):
    assert figures(text) == expected
