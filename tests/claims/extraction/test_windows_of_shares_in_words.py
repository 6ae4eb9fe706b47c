"""The window a share in words is counted in is a figure, as the window of a count in
digits or in words is ("Fares have gone up by a quarter in three years", "the roll has
halved in 20 years", "redujo las ventas casi a la mitad en dos años", "perdió un tercio de
su cuota de mercado en tres años"; corpus README: the window of another figure). Not a
place named by "la mitad" ("la mitad norte del puente"), nor the
span of a typical amount a share is taken of ("la mitad de lo que llueve en un año").
Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Bus fares have gone up by a quarter in three years.",
            "en",
            [("25", "exact", "percent"), ("3", "exact", "years")],
        ),
        (
            "Membership fell by about a fifth in two years.",
            "en",
            [("20", "approximately", "percent"), ("2", "exact", "years")],
        ),
        ("The number of dairy farms has halved in 15 years.", "en", [("50", "exact", "percent"), ("15", "exact", "years")]),
        (
            "La sequía redujo la cosecha casi a la mitad en dos años.",
            "es",
            [("50", "less_than", "percent"), ("2", "exact", "años")],
        ),
        (
            "La cooperativa perdió un tercio de sus socios en cuatro años.",
            "es",
            [("33.3", "approximately", "por ciento de sus socios"), ("4", "exact", "años")],
        ),
        (
            "El pueblo ha perdido la cuarta parte de sus vecinos en una década.",
            "es",
            [("25", "exact", "por ciento de sus vecinos"), ("1", "exact", "década")],
        ),
    ],
)
def test_the_window_of_a_share_in_words_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The span of a typical amount the share is taken of is no window.
        ("Cayó casi la mitad de lo que suele llover en tres meses.", "es", [("50", "less_than", "percent")]),
        ("That is nearly a quarter of what we spend on schools in two years.", "en", [("25", "less_than", "percent of what")]),
        # "la mitad" naming a part of a place counts nothing a window frames.
        ("Las obras de la mitad norte del puente avanzaron en dos semanas.", "es", []),
        # A share with no window, and a window with no share or count.
        ("Sales fell by a quarter.", "en", [("25", "exact", "percent")]),
        ("La ciudad cambió mucho en los últimos diez años.", "es", []),
    ],
)
def test_a_typical_amount_a_moment_or_a_bare_frame_is_not(text, language, expected):
    assert figures(text, language) == expected
