"""A kind or a league named by its number is a label, not a count: "type 2 diabetes",
"diabetes tipo 2", "Division Two champions", "la División 2". A count beside such a
word ("two types of vaccine", "Two divisions of 5,000 soldiers", "La división despidió a
120 trabajadores") still counts. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The outbreak was traced to a vaccine-derived type 2 poliovirus found in sewage.", "en", []),
        ("About 38 million Americans have type 2 diabetes, the agency said.", "en", [("38000000", "approximately", "Americans")]),
        ("The club won promotion last year as Division Two champions.", "en", []),
        ("Unos 5 millones de personas padecen diabetes tipo 2 en el país.", "es", [("5000000", "approximately", "personas")]),
        ("Se detectó un poliovirus de tipo 2 derivado de la vacuna.", "es", []),
        ("El equipo ascendió a la División 2 tras ganar 20 partidos.", "es", [("20", "exact", "partidos")]),
    ],
)
def test_a_kind_or_a_league_by_its_number_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The division cut 200 jobs last year.", "en", [("200", "exact", "jobs")]),
        ("Two divisions of 5,000 soldiers each crossed the border.", "en", [("2", "exact", "divisions"), ("5000", "exact", "soldiers")]),
        ("El tipo de interés subió 25 puntos básicos.", "es", [("25", "exact", "puntos básicos")]),
        ("La división despidió a 120 trabajadores.", "es", [("120", "exact", "trabajadores")]),
    ],
)
def test_a_count_beside_such_a_word_still_counts(text, language, expected):
    assert figures(text, language) == expected
