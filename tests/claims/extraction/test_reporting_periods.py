"""A calendar period is no figure, as the corpus README settles ("the three months to
September"): one that ends on a weekday ("412 mm of rain in the 72 hours to Monday
morning", "en las 48 horas hasta el lunes") and a company's reporting period after
"for" ("a loss of €46.3 million for the six months to September 30", "for the 12 months
ended March"). How long something lasted stays a figure ("Talks continued for the three
days to Friday", "closed for the six months to allow repairs"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The station recorded 412 mm of rain in the 72 hours to Monday morning.", "en", [("412", "exact", "mm")]),
        ("Cayeron 300 litros en las 48 horas hasta el lunes.", "es", [("300", "exact", "litros")]),
        (
            "The airline posted a loss of €46.3 million for the six months to September 30.",
            "en",
            [("46300000", "exact", "euros")],
        ),
        ("Profit rose 8% for the 12 months ended March.", "en", [("8", "exact", "percent")]),
    ],
)
def test_a_calendar_or_reporting_period_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Talks continued for the three days to Friday.", "en", [("3", "exact", "days")]),
        ("The bridge was closed for the six months to allow repairs.", "en", [("6", "exact", "months")]),
    ],
)
def test_how_long_something_lasted_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
