"""A length of time in digits written onto any noun says how long that thing lasts
("a 90-day emergency": 90 days), as the listed nouns ("a 10-day strike") always did;
a moment placed ("the 90-minute mark"), a clock, news, a bond, an anniversary, a high
and a number word ("a four-year college") stay what they were. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The mayor declared a 60-day water emergency on Monday.", [("60", "exact", "days")]),
        ("The plans go to a 10-week public consultation.", [("10", "exact", "weeks")]),
        ("She won the 95-minute contest on Sunday.", [("95", "exact", "minutes")]),
        ("He was handed a 20-second penalty for the missed gate.", [("20", "exact", "seconds")]),
        ("Patients were rarely seen within the 15-minute standard.", [("15", "exact", "minutes")]),
    ],
)
def test_a_length_written_onto_any_noun(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "He scored at the 90-minute mark.",
        "The station switched to 24-hour news.",
        "The town marked the 25-year anniversary of the flood.",
        "Prices hit a 10-year high on Friday.",
        "Public four-year colleges raised their fees.",
        "The 30-year-old was arrested at home.",
    ],
)
def test_a_moment_a_kind_or_an_age_is_no_length(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La alcaldesa declaró una emergencia hídrica de 60 días.", [("60", "exact", "días")]),
        ("Los planes pasan a una consulta pública de 10 semanas.", [("10", "exact", "semanas")]),
        ("Marcó en el minuto 90 del partido.", []),
    ],
)
def test_spanish_writes_the_length_after_its_noun(text, expected):
    assert figures(text, "es") == expected
