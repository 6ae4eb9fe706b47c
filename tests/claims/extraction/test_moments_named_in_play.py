"""A number that names a moment in a game is no figure (claims.extraction.sport_units.
places_in_play): a chess move's number ("resigned on move 41", "dejó colgado un caballo
en la jugada 41") and a half named by its length ("The second 40 was theirs", "el
segundo 45 fue nuestro"). Moves and minutes counted keep their figures. English and
Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, gone",
    [
        ("Carlsen blundered a rook and resigned on move 41 of the rapid game.", "en", "41"),
        ("Con 10 segundos por jugada, la rusa dejó colgado un alfil en la jugada 38.", "es", "38"),
        ('"The second 40 was ours, and that is what won it," the coach said.', "en", "40"),
        ("«El segundo 45 fue nuestro», dijo el entrenador.", "es", "45"),
    ],
)
def test_a_moment_named_in_play_is_no_figure(text, language, gone):
    assert gone not in [value for value, _ in figures(text, language)]


@pytest.mark.parametrize(
    "text, language, kept",
    [
        ("The game lasted 112 moves and more than six hours.", "en", ("112", "moves")),
        ("They defended for the second 40 minutes without conceding.", "en", ("40", "minutes")),
        ("La partida se alargó durante 64 jugadas.", "es", ("64", "jugadas")),
        ("The second 40 people in the queue were turned away.", "en", ("40", "people")),
    ],
)
def test_moves_or_minutes_counted_keep_their_figure(text, language, kept):
    assert kept in figures(text, language)
