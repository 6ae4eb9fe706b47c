"""The time left in a match told in minutes and seconds places a moment in it, as "a
falta de diez minutos" and "with 38 seconds left" do (corpus README): "a falta de 1
minuto y 12 segundos para el final", "con 1 minuto y 40 segundos por jugar", "with 1
minute 12 seconds left"; so does the time gone in a round named by its ordinal ("detuvo
el combate a los 2 minutos y 14 segundos del décimo"). A gap to a rival and a time
taken in minutes and seconds stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("El pívot marcó el gol decisivo a falta de 1 minuto y 12 segundos para el final.", "es"),
        ("La escolta cometió su quinta falta a falta de tres minutos y 40 segundos, cuando ganaban.", "es"),
        ("El local se puso por delante con 1 minuto y 40 segundos por jugar.", "es"),
        ("La jueza detuvo el combate a los 2 minutos y 14 segundos del décimo.", "es"),
        ("El árbitro paró la pelea a los 2 minutos y 5 segundos del tercer asalto.", "es"),
        ("Hartley scored the winner with 1 minute 12 seconds left in overtime.", "en"),
        ("The visitors levelled with 2 minutes and 30 seconds remaining.", "en"),
    ],
)
def test_the_time_left_in_minutes_and_seconds_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La ciclista llegó a 1 minuto y 12 segundos de la ganadora.", "es", [("1.2", "minuto")]),
        ("Completó el recorrido en 41 minutos y 2 segundos.", "es", [("2462", "segundos")]),
        ("He finished 1 minute and 12 seconds behind the winner.", "en", [("1.2", "minute")]),
        ("She covered the course in 17 minutes and 12 seconds.", "en", [("17.2", "minutes")]),
    ],
)
def test_a_gap_or_a_time_taken_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
