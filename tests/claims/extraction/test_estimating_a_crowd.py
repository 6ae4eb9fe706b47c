"""Putting a crowd at a number, with a qualifier or without, counts people and names who
estimated it: "Police estimated the crowd at about 4,500", "La policía cifró la multitud
en unas 4.500". Other objects stay what the figure measures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Police estimated the crowd at about 6,200.", "en", [("6200", "approximately", "people")]),
        ("Organisers put the crowd at more than 9,000.", "en", [("9000", "more_than", "people")]),
        ("Organisers put the crowd at 9,000.", "en", [("9000", "exact", "people")]),
        ("La policía cifró la multitud en unas 6.200.", "es", [("6200", "approximately", "personas")]),
        # Another object is what the figure measures.
        ("The insurer puts losses at about 40 million euros.", "en", [("40000000", "approximately", "euros")]),
    ],
)
def test_a_crowd_put_at_a_number_counts_people(text, language, expected):
    assert figures(text, language) == expected


def test_who_estimated_it_is_named_with_a_qualifier_too():
    (figure,) = find_figures("Police estimated the crowd at about 6,200.", language="en")
    assert figure.speaker == "Police"
