"""The first or last weeks or days of a month are a calendar period, as "the first nine
months of the year" is: "in the first two weeks of March", "en las primeras tres semanas
de febrero", "durante los diez primeros días de julio" date a figure, they are none.
How long something lasted stays a figure ("The strike lasted three weeks", "in the last
three weeks, 300 boats"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Admissions fell by 6% in the first two weeks of March.", "en", [("6", "exact", "percent")]),
        ("In the last three days of June, 420 boats docked.", "en", [("420", "exact", "boats")]),
        (
            "En las primeras tres semanas de febrero se vendieron 2.300 entradas.",
            "es",
            [("2300", "exact", "entradas")],
        ),
        ("Durante los diez primeros días de julio llovieron 80 litros.", "es", [("80", "exact", "litros")]),
    ],
)
def test_weeks_of_a_month_are_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The strike lasted three weeks.", "en", [("3", "exact", "weeks")]),
        ("La huelga duró tres semanas.", "es", [("3", "exact", "semanas")]),
    ],
)
def test_how_long_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
