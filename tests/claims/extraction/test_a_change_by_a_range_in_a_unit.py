"""The size of a change given as a range after "by", its unit after the upper number only
("temperatures will fall by four to six degrees", "inflation could rise by two to three
percentage points"): one figure, at least the lower number, as "by 15 to 20 percent" is.
Left alone: a change then where it ends ("climbed by 96,000 to 1.82 million", "fell by
1.4% to 40,500 units", "rose by $5 to $8", the upper more than twice the lower "rose by 2
to 9 degrees"), a bare pair ("the toll rose by five to nine") and a vote ("voted by 27 to
19"); Spanish says the range with "entre" ("bajarán entre cuatro y seis grados"), and
"subió en 96.000 hasta 1,82 millones" is a change and its end. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Forecasters expect highs to drop by four to six degrees on Friday.", "en", [("4", "at_least", "degrees")]),
        ("The bank says rates could climb by two to three percentage points.", "en", [("2", "at_least", "percentage points")]),
        ("Night temperatures may fall by 12 to 18 degrees.", "en", [("12", "at_least", "degrees")]),
        ("The river is expected to rise by 30 to 40 centimetres overnight.", "en", [("30", "at_least", "centimetres")]),
        ("Las máximas bajarán entre cuatro y seis grados.", "es", [("4", "at_least", "grados")]),
    ],
)
def test_a_change_by_a_range_in_a_unit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The jobless count climbed by 96,000 to 1.82 million.", "en", [("96000", "exact"), ("1820000", "exact")]),
        ("Ticket prices rose by $5 to $8.", "en", [("5", "exact"), ("8", "exact")]),
        ("Temperatures rose by 2 to 9 degrees.", "en", [("2", "exact"), ("9", "exact")]),
        ("Sales fell by 1.4% to 40,500 units.", "en", [("1.4", "exact"), ("40500", "exact")]),
        ("El paro subió en 96.000 hasta 1,82 millones.", "es", [("96000", "exact"), ("1820000", "exact")]),
    ],
)
def test_a_change_then_where_it_ends(text, language, expected):
    assert [(value, qualifier) for value, qualifier, _ in figures(text, language)] == expected


def test_a_bare_pair_after_by_is_no_range():
    assert [f.qualifier for f in find_figures("The death toll rose by five to nine.")] != ["at_least"]
