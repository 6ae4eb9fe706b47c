"""The gap since the last time after an ordinal whose noun is left out: "the fourth
mass bleaching since 2016, and the third in five years" (5 years), "la segunda medalla
de la historia y la primera en 14 años" (14 años), as "their first title in 23 years"
is (corpus README: the span of a record). A moment ahead stays no figure ("The second
phase will be finished in three months", "el primer tramo estará listo en tres
meses"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The storm was the region's sixth since 2010, and the second in three years.", "en", [("3", "exact", "years")]),
        (
            "Fue la tercera final continental del club en toda su historia y la primera en 22 años.",
            "es",
            [("22", "exact", "años")],
        ),
        ("El equipo suma su cuarta Liga y la segunda en cinco años.", "es", [("5", "exact", "años")]),
    ],
)
def test_an_ordinal_without_its_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The second phase will be finished in three months.", "en"),
        ("The first trains run in two years.", "en"),
        ("El primer tramo estará listo en tres meses.", "es"),
    ],
)
def test_a_moment_ahead_stays_no_figure(text, language):
    assert figures(text, language) == []
