"""A plain number in the range of years before "levels" dates the levels a figure is
compared with, whatever word before it reads as a qualifier ("20% below 1990 levels",
"compared with 2005 levels", "above 2019 levels"); the figure compared stays, and so
does a count in that range with a plural of its own. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Emissions are now 20% below 1990 levels.", [("20", "exact", "percent")]),
        ("The plan cuts emissions by 57% compared with 2005 levels.", [("57", "exact", "percent")]),
        ("Ridership remains above 2019 levels, the agency said.", []),
    ],
)
def test_a_year_before_levels_is_no_count(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The plant employs 1950 people.", [("1950", "exact", "people")]),
        ("About 2000 workers marched.", [("2000", "approximately", "workers")]),
    ],
)
def test_a_count_in_the_range_of_years_stays(text, expected):
    assert figures(text) == expected
