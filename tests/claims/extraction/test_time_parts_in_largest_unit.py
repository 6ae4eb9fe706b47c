"""A clock duration written in parts with "and"/"y" before the last is one figure in its
first (largest) unit when that is exact to two decimals, as a fraction of a measure is
its number ("dos horas y media" 2.5 horas): "in three hours and 36 minutes" 3.6 hours,
"en 14 minutos y 15 segundos" 14.25 minutos; hours and minutes with "and"/"y" are
hours to three decimals whatever they come to ("dos horas y 41 minutos" 2.683 horas,
as the corpus writes all four it has). Otherwise, and when the parts stand side
by side as a stopwatch reads ("5 hours 30 minutes"), it stays in its smallest unit
("2 hours 19 minutes" 139 minutes, "un minuto y 50 segundos" 110 segundos); a moment in
a match stays no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The final ran for three hours and 36 minutes under the roof.", "en", [("3.6", "exact", "hours")]),
        ("She crossed the line in 4 hours and 45 minutes, a personal best.", "en", [("4.75", "exact", "hours")]),
        ("The winner was clocked at just under 8 minutes and 30 seconds.", "en", [("8.5", "less_than", "minutes")]),
        ("El ganador completó la crono en 14 minutos y 15 segundos.", "es", [("14.25", "exact", "minutos")]),
        ("Terminó quinta, a 2 minutos y 6 segundos de la ganadora.", "es", [("2.1", "exact", "minutos")]),
        ("La travesía duró seis horas y 12 minutos.", "es", [("6.2", "exact", "horas")]),
    ],
)
def test_a_duration_in_parts_exact_in_its_largest_unit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Not exact to two decimals in hours or minutes: the smallest unit.
        ("The stage was won in 4 hours 7 minutes.", "en", [("247", "exact", "minutes")]),
        ("He finished in 3 minutes and 10 seconds.", "en", [("190", "exact", "seconds")]),
        ("El récord quedó en 1 minuto y 50 segundos.", "es", [("110", "exact", "segundos")]),
        # Side by side, as a stopwatch reads: the smallest unit, exact or not.
        ("The course record stands at about 6 hours 15 minutes.", "en", [("375", "approximately", "minutes")]),
        ("Ganó la etapa reina en 5 horas 30 minutos.", "es", [("330", "exact", "minutos")]),
    ],
)
def test_a_duration_in_parts_not_exact_stays_in_its_smallest_unit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A moment in a match is no figure, however it is written.
        ("Marcó el gol a los 20 minutos y 30 segundos de juego.", "es"),
        ("Kovac scored 4 minutes and 20 seconds into the second half.", "en"),
    ],
)
def test_a_moment_in_a_match_stays_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El partido duró dos horas y 14 minutos.", "es", [("2.233", "exact", "horas")]),
        ("La etapa se ganó en 3 horas y 20 minutos.", "es", [("3.333", "exact", "horas")]),
        ("The final lasted six hours and 40 minutes.", "en", [("6.667", "exact", "hours")]),
        ("They were rescued after nearly 9 hours and 41 minutes.", "en", [("9.683", "less_than", "hours")]),
        # Side by side, or with seconds too, the smallest unit still.
        ("The swim took 9 hours 41 minutes.", "en", [("581", "exact", "minutes")]),
        ("Ganó en 2 horas, 13 minutos y 5 segundos.", "es", [("7985", "exact", "segundos")]),
    ],
)
def test_hours_and_minutes_with_and_are_hours_to_three_decimals(text, language, expected):
    assert figures(text, language) == expected
