"""An age told in parts is one age, no figure: "at the age of 11 years, nine months and
12 days", "who is nine years and two months old", "a la edad de 15 años y tres meses".
A length of time in parts with no "age"/"old" stays one duration ("waited 12 years and
seven months": 151 months). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("She qualified at the age of 11 years, nine months and 12 days.", "en"),
        ("The pianist, who is nine years and two months old, played first.", "en"),
        ("He was a 14-year and three-month-old apprentice then.", "en"),
        ("Debutó en primera a la edad de 15 años y tres meses.", "es"),
    ],
)
def test_an_age_in_parts_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The family waited 12 years and seven months for a verdict.", "en", [("151", "exact", "months")]),
        ("La obra duró dos años y seis meses.", "es", [("2.5", "exact", "años")]),
        ("A 42-year-old man and 30 neighbours were evacuated.", "en", [("30", "exact", "neighbours")]),
    ],
)
def test_a_duration_in_parts_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
