"""In English a noun plural in form right before a plural noun describes it ("sales
jobs", "police officers", "humanities courses"): the second is what the figure counts.
Any other plural before a word in "-s" is more often the subject of a verb. Spanish puts what describes a
noun after it and is read as before. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The retailer will cut 40 sales jobs at its head office.", [("40", "exact", "sales jobs")]),
        ("The college plans to drop 9 languages degrees next year.", [("9", "exact", "languages degrees")]),
        ("The city will hire 250 extra police officers.", [("250", "exact", "police officers")]),
    ],
)
def test_the_second_plural_noun_is_what_is_counted(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Thirty-two million dollars sounds like a lot for a bridge.", [("32000000", "exact", "dollars")]),
        ("About 300 workers lost jobs in the spring.", [("300", "approximately", "workers")]),
        ("A coach with 28 pensioners crashes near Dover", [("28", "exact", "pensioners")]),
        ("The 12 Rovers players signed new deals.", [("12", "exact", "Rovers players")]),
    ],
)
def test_a_sum_a_verb_or_a_name_is_no_noun_before_a_noun(text, expected):
    assert figures(text) == expected


def test_spanish_reads_the_noun_first():
    assert figures("La empresa recortará 40 empleos comerciales.", "es") == [("40", "exact", "empleos")]
