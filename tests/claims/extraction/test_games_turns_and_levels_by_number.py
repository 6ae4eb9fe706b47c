"""A game of a match or a series by its number ("won game 2", "in Game 7 of the final", "by
game nine"), a corner of a circuit ("at turn 14"), a kind by its number ("el serotipo 3")
and the second of two levels ("at Level 6 and 7") are labels, no figures
(`references.REFERENCE_BEFORE`); games, points and the hours a game lasted stay counted.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Kovacs won game 2 with the black pieces and drew game 3.", "en"),
        ("The Wolves lost in Game 7 of the final.", "en"),
        ('"By game nine everyone is tired," the coach said.', "en"),
        ("Her car stopped at turn 14 with a gearbox fault.", "en"),
        ("He crashed at Turn 5 on the opening lap.", "en"),
        ("Most courses at Level 6 and 7 are degree apprenticeships.", "en"),
        ("La mayoría de los casos corresponden al serotipo 3.", "es"),
        ("Los alumnos de los niveles 2 y 3 repiten el examen.", "es"),
    ],
)
def test_a_game_a_turn_or_a_level_by_its_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The longest, game 3, lasted seven hours.", "en", [("7", "exact", "hours")]),
        ("The team won 12 games in a row.", "en", [("12", "exact", "games")]),
        ("She scored 31 points in the game.", "en", [("31", "exact", "points")]),
        ("El equipo ganó 14 partidos seguidos.", "es", [("14", "exact", "partidos")]),
    ],
)
def test_games_points_and_hours_stay_counted(text, language, expected):
    assert figures(text, language) == expected
