"""A second after a qualifier, or half of one, is a measure of time ("more than a second
up": 1 more_than second; "by almost half a second": 0.5 less_than second; "más de medio
segundo": 0.5 more_than segundo), as the corpus annotates every such second; an ordinal
before its noun ("more than a second term", "about a second referendum") stays no
figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Kovac was more than a second up at the first split.", "en", [("1", "more_than")]),
        ("The Dutch boat was almost a second quicker at the line.", "en", [("1", "less_than")]),
        ("She closed to within a second of the leader.", "en", [("1", "at_most")]),
        ("He finished about a second behind the winner.", "en", [("1", "approximately")]),
        ("Reid won the final by more than half a second.", "en", [("0.5", "more_than")]),
        ("Ganó la final por más de medio segundo.", "es", [("0.5", "more_than")]),
        ("La trainera recortó la diferencia hasta poco más de un segundo.", "es", [("1", "more_than")]),
    ],
)
def test_a_second_after_a_qualifier_is_a_measure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The mayor is seeking more than a second term.", "en"),
        ("They talked about a second referendum.", "en"),
        ("Voters want nearly a second home for the museum.", "en"),
        ("She bought half a second-hand car.", "en"),
        ("El alcalde busca un segundo mandato.", "es"),
    ],
)
def test_an_ordinal_second_stays_no_figure(text, language):
    assert figures(text, language) == []
