"""A headline drops the article before "record": "record crowd of 79,460" counts the
crowd as "a record crowd of" does. Sentences of our own; other nouns of a count are read
as before."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Rovers clinch the title in front of record crowd of 52,318", [("52318", "exact", "crowd")]),
        ("The derby drew a record crowd of 52,318.", [("52318", "exact", "crowd")]),
        ("Festival reports record audience of 41,250", [("41250", "exact", "audience")]),
    ],
)
def test_a_record_noun_of_a_number_counts_the_noun(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("A record 41,250 people attended the festival.", [("41250", "exact", "people")]),
        ("The festival broke its record of 41,250 visitors.", [("41250", "exact", "visitors")]),
    ],
)
def test_a_noun_after_the_number_is_still_what_it_counts(text, expected):
    assert figures(text) == expected
