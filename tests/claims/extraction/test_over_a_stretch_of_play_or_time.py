""" "Over" before a stretch of time or of a competition's parts is the span it covers, not
"more than" ("is played over 11 rounds", "face Portugal over two legs", "Over five days,
more than 300 races were staged"); after "in", "just", "a little", "waited", "took" or
"lasted" it stays "more than". Spanish says the span with its own words ("a lo largo
de", "en"), and "más de" stays "more than". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The Olympiad is played over 11 rounds.", [("11", "exact", "rounds")]),
        ("Ireland will face Portugal over two legs in April.", [("2", "exact", "legs")]),
        (
            "Over five days, more than 300 races were staged.",
            [("5", "exact", "days"), ("300", "more_than", "races")],
        ),
        (
            "Seven places are decided on results over two seasons.",
            [("7", "exact", "places"), ("2", "exact", "seasons")],
        ),
        (
            "She bowled 1,100 pins over 24 qualifying games.",
            [("1100", "exact", "pins"), ("24", "exact", "qualifying games")],
        ),
        ("La olimpiada se juega a lo largo de 11 rondas.", [("11", "exact", "rondas")]),
    ],
)
def test_over_a_stretch_is_its_span(text, expected):
    assert figures(text, "es" if " se " in text else "en") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The crossing took just over 4 hours.", "en", [("4", "more_than", "hours")]),
        ("They reached Hobart in a little over 19 days.", "en", [("19", "more_than", "days")]),
        ("Patients waited over 12 hours.", "en", [("12", "more_than", "hours")]),
        ("No survey has been carried out in over 20 years.", "en", [("20", "more_than", "years")]),
        ("The trial lasted over two weeks.", "en", [("2", "more_than", "weeks")]),
        ("Over 300 people attended the final.", "en", [("300", "more_than", "people")]),
        ("Los pacientes esperaron más de 12 horas.", "es", [("12", "more_than", "horas")]),
    ],
)
def test_over_after_a_wait_or_in_stays_more_than(text, language, expected):
    assert figures(text, language) == expected
