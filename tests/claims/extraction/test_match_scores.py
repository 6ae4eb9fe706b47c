"""A match's score is no figure (the corpus README, "What to annotate"): two sides'
tallies set against each other, with the sport's unit or without, after a verb or noun
of winning, losing, knocking out or drawing in any form ("beating them by 10 frames to
six", "al vencer por 88 a 80", "eliminó al Madrid por 92 a 88", "terminó igualado 1 a 1")
or in a run of one side's scoring ("un parcial de 12 a 0"). One side's count told
on its own, a vote's tally and the numbers that only look like scores stay as they
were. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The champion kept her title, beating the world number two by 10 frames to six.", "en"),
        ("Harlow reached the final after a win over Kent by 13 frames to 7.", "en"),
        ("The visitors won the derby by three goals to one.", "en"),
        ("Their win over the hosts by 40 points to 10 made it five in a row.", "en"),
        ("El club se clasificó al vencer al líder por 88 a 80.", "es"),
        ("El equipo local remontó con un parcial de 12 a 0 en el último cuarto.", "es"),
        ("Se llevó el título tras imponerse por 18 tantos a 9 en la final.", "es"),
        ("La selección cayó por tres goles a uno ante Chile.", "es"),
        # A tie decided, and both sides level.
        ("El Valencia, que ya había eliminado al Madrid en semifinales por 92 a 88, ganó la Copa.", "es"),
        ("They were knocked out by 3 to 1 in the semi-final.", "en"),
        ("El clásico, que terminó igualado 1 a 1, se jugó sin público visitante.", "es"),
        ("Los locales empataron 2 a 2 en el último minuto.", "es"),
    ],
)
def test_a_score_in_any_form_of_winning_or_losing_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A vote's tally counts votes.
        ("The motion won by 230 votes to 190.", "en", [("230", "exact", "votes"), ("190", "exact", "votes")]),
        ("La reforma salió adelante al ganar por 120 votos a 80.", "es", [("120", "exact", "votos"), ("80", "exact", "votos")]),
        # A vote tied is its tally; a job cut is counted.
        ("La votación terminó igualada 6 a 6.", "es", [("6", "exact", ""), ("6", "exact", "")]),
        ("The reform eliminated 300 jobs last year.", "en", [("300", "exact", "jobs")]),
        # One side's margin or count, told on its own.
        ("El equipo ganó por 12 puntos su último partido.", "es", [("12", "exact", "puntos")]),
        ("The side won by 18 points to take the lead in the table.", "en", [("18", "exact", "points")]),
        ("She scored 31 points and grabbed nine rebounds in the win.", "en", [("31", "exact", "points"), ("9", "exact", "rebounds")]),
        ("The incumbent won by 12 points to 48% of the vote.", "en", [("12", "exact", "points"), ("48", "exact", "percent of the vote")]),
        # A range is one figure, its lower bound.
        ("Between 10-15 people gathered outside after the win.", "en", [("10", "at_least", "people")]),
        ("Tras la derrota acudieron entre 10 y 15 personas.", "es", [("10", "at_least", "personas")]),
    ],
)
def test_votes_one_sides_counts_and_ranges_stay_figures(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The hearing after the defeat is set for 3-1-2025 in the city court.", "en"),
        ("The coach switched to a 4-4-2 formation after the loss.", "en"),
        ("He flew an F-16 during the victory parade.", "en"),
        ("Call 555-1234 after the game to win tickets.", "en"),
        ("El partido tras la derrota se jugará el 3-1-2025 en el estadio.", "es"),
        ("Tras la victoria el entrenador pasó a un 4-4-2.", "es"),
    ],
)
def test_dates_formations_names_and_phone_numbers_beside_a_score_word_are_no_figures(text, language):
    assert figures(text, language) == []
