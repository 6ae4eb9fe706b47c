"""A race time written as a stopwatch reads, hours, minutes and seconds between colons
(or minutes and seconds with their hundredths, "in 1:53.08", or before the margin they
measure, "a 1:05 advantage"), is one figure in seconds ("won in 2:04:11": 7451 seconds; "con un tiempo de 2:01:48":
7308 segundos), as the corpus settled on 7 December 2026 (every such time it writes is
annotated so); a clock time placing a moment, or named by its zone, is no figure.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Rono won the Lakeside Marathon in 2:07:33 on a cold morning.", "en", [("7653", "exact", "seconds")]),
        ("She crossed the line in just under 2:21:05.", "en", [("8465", "less_than", "seconds")]),
        ("La keniana se impuso con un tiempo de 2:18:09 en Sevilla.", "es", [("8289", "exact", "segundos")]),
        ("El español terminó la prueba en 1:02:47, su mejor marca.", "es", [("3767", "exact", "segundos")]),
    ],
)
def test_a_race_time_is_a_figure_in_seconds(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The alarm rang at 10:30:00 on Sunday.", "en"),
        ("The statement was issued at 14:05:00 GMT.", "en"),
        ("El sismo se registró a las 03:12:45 de la madrugada.", "es"),
        ("Updated 08:15:32", "en"),
    ],
)
def test_a_clock_time_stays_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Keller covered the downhill course in 1:54.12 on Saturday.", "en", [("114.12", "exact", "seconds")]),
        ("The Finn finished the climb in just over 28:41.7.", "en", [("1721.7", "more_than", "seconds")]),
        ("Moe began the pursuit with a 1:12 lead over Lindqvist.", "en", [("72", "exact", "seconds")]),
        ("La mexicana ganó la final con un tiempo de 2:09,44.", "es", [("129.44", "exact", "segundos")]),
        ("El argentino fue tercero, con 1:58.03.", "es", [("118.03", "exact", "segundos")]),
    ],
)
def test_minutes_and_seconds_with_their_hundredths_are_a_race_time(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The first bus leaves at 10:30 and the last at 23:15.", "en"),
        ("The 6:15 express was cancelled again.", "en"),
        ("El tren salió a las 10:30 y llegó a las 12:05.", "es"),
        ("Updated 08:15", "en"),
    ],
)
def test_a_clock_time_in_minutes_stays_no_figure(text, language):
    assert figures(text, language) == []
