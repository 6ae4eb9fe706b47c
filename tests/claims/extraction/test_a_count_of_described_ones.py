"""A count followed by a describing word and "ones" counts the head noun of the figure
before it in its sentence ("about 1,000 construction jobs and 350 permanent ones": jobs;
"252 domestic flights and 180 international ones": flights), as Spanish "12 mil empleos
y 4 mil permanentes" counts empleos. People of their own ("three loved ones"), a count
in another sentence and one with nothing counted before are left as they were.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        (
            "The plant will employ 600 seasonal workers and 140 permanent ones.",
            [("600", "exact", "seasonal workers"), ("140", "exact", "workers")],
            "en",
        ),
        (
            "The port handled 310 container ships and 95 bulk ones last month.",
            [("310", "exact", "container ships"), ("95", "exact", "ships")],
            "en",
        ),
        ("The line now runs 18 trains an hour, against 24 usual ones.", [("18", "exact", "trains"), ("24", "exact", "trains")], "en"),
        (
            "The network has 12 permanent stations and four temporary ones.",
            [("12", "exact", "permanent stations"), ("4", "exact", "stations")],
            "en",
        ),
        (
            "La obra creará 12.000 empleos durante la construcción y 4.000 permanentes.",
            [("12000", "exact", "empleos"), ("4000", "exact", "empleos")],
            "es",
        ),
    ],
)
def test_a_count_of_described_ones_counts_the_noun_before(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("She lost two brothers and three loved ones in the flood.", [("2", "exact", "brothers"), ("3", "exact", "loved ones")]),
        ("The council bought 40 new buses. It will retire 12 old ones.", [("40", "exact", "new buses"), ("12", "exact", "old ones")]),
    ],
)
def test_what_is_not_a_count_of_described_ones_is_left_alone(text, expected):
    assert figures(text) == expected
