"""A perfect tense denied, then "in/en N weeks or days", measures the gap since the
last time, as "we have not seen this in 20 years" does (corpus README: the span of a
record): "My son has not been outside in six weeks" 6 weeks, "No ha llovido en seis
semanas" 6 semanas. A denied plan or ability stays no figure ("We will not finish in
three days", "No vamos a terminar en tres días"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('"Our daughter has not seen a doctor in five weeks," her father said.', "en", [("5", "exact", "weeks")]),
        ("The reservoir hasn't had a drop of rain in 40 days.", "en", [("40", "exact", "days")]),
        ("En el pueblo no ha llovido en siete semanas.", "es", [("7", "exact", "semanas")]),
    ],
)
def test_a_denied_perfect_then_a_short_span(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("We will not finish the bridge in three days.", "en"),
        ("No vamos a terminar el puente en tres días.", "es"),
    ],
)
def test_a_denied_plan_stays_no_figure(text, language):
    assert figures(text, language) == []
