"""A measure written onto the area "within" places things inside ("within a 1-kilometer
radius", "within a 10-mile zone") is the area's size, exact, not a ceiling, as Spanish "en
un radio de 5 kilómetros" is; "within 30 days" and "within 5 kilometres of the site"
stay ceilings. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("Farms within a 3-kilometre radius of the outbreak were cleared.", [("3", "exact", "kilometres")], "en"),
        ("Residents within a 10-mile zone were told to stay indoors.", [("10", "exact", "miles")], "en"),
        ("Se evacuó a los vecinos en un radio de 2 kilómetros.", [("2", "exact", "kilómetros")], "es"),
    ],
)
def test_within_an_area_of_a_measure_is_its_size(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Repairs must be finished within 30 days.", [("30", "at_most", "days")]),
        ("No homes lie within 5 kilometres of the site.", [("5", "at_most", "kilometres")]),
    ],
)
def test_within_a_measure_alone_stays_a_ceiling(text, expected):
    assert figures(text) == expected
