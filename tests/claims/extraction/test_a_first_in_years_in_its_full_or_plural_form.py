"""The gap since the last time after a Spanish ordinal in its full or plural form, its
noun left out: "fue el primero del club en doce años" (12 años), "unas pérdidas …, las
primeras en ocho años" (8 años), as "la primera en 14 años" already was
(claims.extraction.record_spans.GAP_SINCE_LAST_TIME_BEFORE; corpus README: the span of a
record). English "the first in 12 years" is read as before. A moment ahead stays no
figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El trofeo fue el primero del club en doce años.", "es", [("12", "exact", "años")]),
        (
            "La minera anunció pérdidas en el trimestre, las primeras en ocho años, y recortó empleo.",
            "es",
            [("8", "exact", "años")],
        ),
        ("Ganaron dos títulos, los primeros en 15 años.", "es", [("2", "exact", "títulos"), ("15", "exact", "años")]),
        ("The trophy was the club's first in 12 years.", "en", [("12", "exact", "years")]),
    ],
)
def test_an_ordinal_in_its_full_or_plural_form(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A verb between: a moment ahead.
        ("Las primeras llegarán en dos años.", "es"),
        ("Dijo que los primeros se venderán en tres meses.", "es"),
        ("The first ones will arrive in two years.", "en"),
    ],
)
def test_a_moment_ahead_stays_no_figure(text, language):
    assert figures(text, language) == []
