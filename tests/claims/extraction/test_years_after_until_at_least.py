"""A year after a qualified "until"/"hasta" is a year, as "since at least 2021" is:
"will stay open until at least 2031", "the levee protects the town until at least 2090",
"seguirá vigente hasta al menos 2035". A count with its noun after the same words is
counted ("until at least 1500 people are waiting"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The museum will stay in the old mill until at least 2031 under its new lease.", "en"),
        ("The levee is meant to protect the town until at least 2090.", "en"),
        ("The mine will run through at least 2040.", "en"),
        ("La concesión seguirá vigente hasta al menos 2035.", "es"),
        ("El puerto operará hasta por lo menos 2029, según la empresa.", "es"),
    ],
)
def test_a_year_after_a_qualified_until_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The queue grew until at least 1500 people were waiting.", "en", [("1500", "at_least", "people")]),
        ("Se esperan hasta al menos 1500 visitantes.", "es", [("1500", "at_least", "visitantes")]),
    ],
)
def test_a_count_after_until_at_least_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
