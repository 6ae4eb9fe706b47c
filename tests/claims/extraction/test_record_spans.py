"""The span of a record is a figure (corpus README, 6 December): the time since the last
such event, after a first, an ordinal, a superlative or "no", in English and Spanish,
"a decade" and "una década" included; a moment ahead, a denial of a span of one and a
plan stay no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The mill posted a profit for the first time in 14 months.", "en", [("14", "exact", "months")]),
        ("The town won its first cup in 27 years.", "en", [("27", "exact", "years")]),
        ("It is the first lynx seen in the valley in over 30 years.", "en", [("30", "more_than", "years")]),
        ("No census has been taken in over 15 years.", "en", [("15", "more_than", "years")]),
        ("It was the costliest fire in more than a decade.", "en", [("1", "more_than", "decade")]),
        ("It was the third recall in eight months.", "en", [("8", "exact", "months")]),
        ("There has been no pay rise in five years.", "en", [("5", "exact", "years")]),
        ("Es el primer oro para Perú en doce años.", "es", [("12", "exact", "años")]),
        ("Es la segunda huelga de pilotos en dos años.", "es", [("2", "exact", "años")]),
        ("Fue la peor helada en una década.", "es", [("1", "exact", "década")]),
    ],
)
def test_the_span_of_a_record_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The first stage will be finished in three months.", "en"),
        ("The bridge will reopen in two years.", "en"),
        ("El primer tramo se terminará en tres meses.", "es"),
        ("No podemos arreglarlo en un año.", "es"),
    ],
)
def test_a_moment_ahead_or_a_denied_span_of_one_is_no_figure(text, language):
    assert figures(text, language) == []
