"""A ratio told with "every" is a share as "one in four" is: "six out of every ten
support tickets" 60 %, "around one in every three mortgages" 33.3 % approximately, "three
in every four matches" 75 %; and the thing counted between the one and the whole may be
followed by where it is ("un joven de cada cuatro en la calle" 25 %, "one patient in ten
in the county waits" 10 %). Left alone: a record ("one goal in every three games", "un
gol de cada ocho disparos") and how long something took ("three in 10 minutes").
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The chatbot now answers six out of every ten customer emails.", "en", [("60", "exact", "percent")]),
        (
            "Investment funds own around one in every three homes on the street.",
            "en",
            [("33.3", "approximately", "percent")],
        ),
        ("The side won three in every four matches at home.", "en", [("75", "exact", "percent")]),
        (
            "One patient in ten in the county waits more than a year.",
            "en",
            [("10", "exact", "percent"), ("1", "more_than", "year")],
        ),
        ("Hay un joven de cada cuatro en la calle.", "es", [("25", "exact", "percent")]),
        ("Un alumno de cada diez en la región repite curso.", "es", [("10", "exact", "percent")]),
    ],
)
def test_a_ratio_of_every_is_a_share(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("She scored one goal in every three games.", "en", [("3", "exact", "games")]),
        ("Marcó un gol de cada ocho disparos.", "es", [("8", "exact", "disparos")]),
    ],
)
def test_a_record_stays_a_count(text, language, expected):
    assert figures(text, language) == expected
