"""A time of life told by the age then, "years" left out, is no figure: "She told me
when I was 11 that …", "Since he was 14 he has sailed", "By the time I was 16, I had
left school". A noun after the number is counted ("when we were 40 members", "when he
was 10 points ahead", "until they were 40 minutes late"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text",
    [
        "My grandmother told me when I was 11 that I would be a singer.",
        "Since he was 14 he has sailed every summer.",
        "By the time I was 16, I had left school.",
        "We moved to Leeds when I was 9 and stayed.",
    ],
)
def test_an_age_then_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("When we were 40 members, the club met in a pub.", [("40", "exact", "members")]),
        ("When he was 10 points ahead, he slowed down.", [("10", "exact", "points")]),
        ("Until they were 40 minutes late, nobody noticed.", [("40", "exact", "minutes")]),
    ],
)
def test_a_count_with_its_noun_stays_a_figure(text, expected):
    assert figures(text) == expected
