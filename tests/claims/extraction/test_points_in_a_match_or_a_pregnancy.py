"""A moment told by a clock or a calendar is no figure: the minute of a match a goal
came, a lead was taken or play stopped, the time left in it, the ends played, a point
of a race's course told from its end, the week of a pregnancy or of a year. How long
something ran and how far a place is stay figures. Sentences of our own in English and
Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Smith opened the scoring after 14 minutes.", "en"),
        ("Jones sealed the win three minutes from time.", "en"),
        ("The first case was a baby born at 25 weeks.", "en"),
        ("She was admitted at 30 weeks' gestation.", "en"),
        ("Results are published in week 12.", "en"),
        ("Rivas marcó en el minuto 23 de cabeza.", "es"),
        ("Gómez adelantó al equipo tras 12 minutos de juego.", "es"),
        ("Falló un tiro libre con 20 segundos por jugar.", "es"),
        ("La vacuna se pone desde la semana 28 de gestación.", "es"),
        ("Canada led 6-5 after nine ends.", "en"),
        ("He led with 3km to go.", "en"),
        ("Atacó a falta de 4,5 kilómetros para la meta.", "es"),
        ("Se puso líder a tres días del final de la carrera.", "es"),
        # The corpus README: "a 6 km de la meta" places a moment of the race, as "with
        # 38 seconds left" does.
        ("Atacó a seis kilómetros de la meta.", "es"),
        # A lead taken, or play stopped, at a minute of the match.
        ("El visitante se había adelantado a los 17 minutos con un disparo lejano.", "es"),
        ("El árbitro detuvo el juego a los 58 minutos, cuando cayó una bengala.", "es"),
        ("El partido se interrumpió a los 30 minutos por la lluvia.", "es"),
        ("Play was halted after 58 minutes when a flare landed on the pitch.", "en"),
        ("The referee stopped the game after 30 minutes because of the fog.", "en"),
    ],
)
def test_a_moment_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Talks collapsed after 40 minutes.", "en", [("40", "exact", "minutes")]),
        ("Play resumed after 40 minutes of delay.", "en", [("40", "exact", "minutes of delay")]),
        ("El rescate terminó tras 40 minutos de trabajo.", "es", [("40", "exact", "minutos de trabajo")]),
        ("The baby was born after 26 hours of labour.", "en", [("26", "exact", "hours of labour")]),
        ("The plant is 8km from the town.", "en", [("8", "exact", "km")]),
        ("El pueblo está a siete kilómetros de la ciudad.", "es", [("7", "exact", "kilómetros")]),
        ("Talks were suspended after 40 minutes.", "en", [("40", "exact", "minutes")]),
        ("Las obras se adelantaron y a los 20 minutos llegó la policía.", "es", [("20", "exact", "minutos")]),
        ("Salimos con los niños y a los diez minutos se cayó la pared.", "es", [("10", "exact", "minutos")]),
    ],
)
def test_how_long_something_ran_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
