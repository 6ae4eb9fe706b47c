"""A length of time written onto its noun ("a 19-year career", "the league's 14-year
history", "the two-day festival") is a figure, recalled with "the" or a name's
possessive too; a person's term, a thing named by its length and an age are not.
Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The goal ended Peru's 38-year wait for a place at the finals.", "en", [("38", "exact", "years")]),
        ("It was the biggest crowd in the federation's 22-year history.", "en", [("22", "exact", "years")]),
        ("It is the first cup in its 90-year history.", "en", [("90", "exact", "years")]),
        ("She retired on Sunday after a 19-year career.", "en", [("19", "exact", "years")]),
        ("The bill ends the city's 12-year reliance on coal power.", "en", [("12", "exact", "years")]),
        ("The three-day festival closed on Sunday.", "en", [("3", "exact", "days")]),
        ("Only 61% of patients were seen within the four-hour target.", "en", [("61", "exact", "percent of patients"), ("4", "exact", "hours")]),
        ("The judge adjourned the two-hour hearing until Monday.", "en", [("2", "exact", "hours")]),
        ("La victoria pone fin a una espera de 38 años.", "es", [("38", "exact", "años")]),
        ("Es el mayor público en los 22 años de historia de la liga.", "es", [("22", "exact", "años de historia de la liga")]),
        ("Un club con 60 años de historia ganó la copa.", "es", [("60", "exact", "años de historia")]),
    ],
)
def test_a_length_of_time_written_onto_its_noun_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A person's term or career with "his"/"her", a bond named by its length, an age.
        ("She is seeking a second five-year term.", "en"),
        ("He served his five-year term in full.", "en"),
        ("Yields on the country's 10-year government bond rose.", "en"),
        ("The club's 35-year-old captain scored.", "en"),
        ("Con 60 años, ganó la copa.", "es"),
        ("Un hombre con 45 años murió en el accidente.", "es"),
    ],
)
def test_a_person_s_term_a_name_or_an_age_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The crew filmed the wreck during a six-week expedition.", "en", [("6", "exact", "weeks")]),
        ("The crew began a 40-day voyage on Monday.", "en", [("40", "exact", "days")]),
        ("A 90-minute debate followed in the chamber.", "en", [("90", "exact", "minutes")]),
        ("Students spend a 10-week placement abroad.", "en", [("10", "exact", "weeks")]),
        ("Drivers called a third, 24-hour strike.", "en", [("24", "exact", "hours")]),
        ("Filmaron el pecio durante una expedición de seis semanas.", "es", [("6", "exact", "semanas")]),
        ("Iniciaron una travesía de 40 días.", "es", [("40", "exact", "días")]),
    ],
)
def test_a_journey_a_debate_or_an_ordinal_set_off_by_a_comma(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        # An ordinal with no comma counts terms of the same length, not a length asserted.
        "She won a second five-year term.",
        "Drivers called another 24-hour strike.",
        "A 40-year-old sailor joined the voyage.",
    ],
)
def test_an_ordinal_without_a_comma_or_an_age_is_no_figure(text):
    assert figures(text) == []
