"""A round of a knockout draw named by how many are left in it ("went out in the last
16", "a round-of-32 tie") and a darts board's bed ("checked out on double 16") label,
not count. The last N games, months or quarters, and a multiple, stay what they were.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "She beat the holder in the last 16 and then reached the final.",
        "The defending champion went out in the last 16.",
        "A round-of-32 tie against the holders awaits.",
        "He checked out on double 16 to win the set.",
        "With her rival waiting on double 10, she kept her nerve.",
        "He missed treble 20 with his last dart.",
        "He had never gone beyond the last 32 of a ranking event.",
        "She lost in the last 16 of an Open for the third time.",
    ],
)
def test_a_round_or_a_bed_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Sales have fallen in each of the last 16 quarters.", [("16", "exact", "quarters")]),
        ("He won the last eight matches he played.", [("8", "exact", "matches")]),
        ("England lost their last eight wickets for 37 runs.", [("8", "exact", "wickets"), ("37", "exact", "runs")]),
        ("The stadium now holds double 16,000 people.", [("16000", "exact", "people")]),
        ("Applications more than doubled to 16,400.", [("2", "more_than", "times"), ("16400", "exact", "Applications")]),
    ],
)
def test_counts_stay(text, expected):
    assert figures(text) == expected
