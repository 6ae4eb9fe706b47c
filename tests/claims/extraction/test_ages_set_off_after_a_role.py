"""An age set off after a word for the person's role is an age, as after a name or "the
man, 42,": "Bristol schoolgirl, 13, wins the county title", "its captain, 47, was
rescued", "the skipper, 61, said". A number set off after a thing stays a figure ("The
master plan, 52, pages long" is no one's age). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text",
    [
        "Bristol schoolgirl, 13, wins the county chess title",
        "The trawler sank off Fife, but its captain, 47, was rescued by a lifeboat.",
        "The skipper, 61, said the sea had turned in minutes.",
    ],
)
def test_an_age_set_off_after_a_role_is_no_figure(text):
    assert figures(text) == []


def test_a_number_set_off_after_a_thing_stays_a_figure():
    assert figures("The master plan, 52, pages long.") == [("52", "exact", "")]
