"""A part of an hour written in words is a length of time whose number is the part
("durante media hora" 0.5 hora, "a quarter of an hour" 0.25 hour); a moment named by
its half hour is no length; "hora y media" alone is 1.5 hora. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«Aguantamos durante media hora y luego nos hundimos», dijo el entrenador.", "es", [("0.5", "exact", "hora")]),
        ("El incendio se apagó en un cuarto de hora.", "es", [("0.25", "exact", "hora")]),
        ("La votación duró menos de un cuarto de hora.", "es", [("0.25", "less_than", "hora")]),
        ("La reunión con los vecinos duró tres cuartos de hora.", "es", [("0.75", "exact", "hora")]),
        ("The lorry blocked the road for half an hour.", "en", [("0.5", "exact", "hour")]),
        ("\"In a quarter of an hour, the street was under water,\" she said.", "en", [("0.25", "exact", "hour")]),
        ("The hearing lasted three quarters of an hour.", "en", [("0.75", "exact", "hour")]),
        # "hora y media" with no number before it is one and a half.
        ("La asamblea terminó en poco más de hora y media.", "es", [("1.5", "more_than", "hora")]),
        ("Las esperas en urgencias superaron la hora y media.", "es", [("1.5", "more_than", "hora")]),
        ("Los vecinos esperaron más de hora y cuarto.", "es", [("1.25", "more_than", "hora")]),
        ("El pleno duró una hora y media.", "es", [("1.5", "exact", "hora")]),
    ],
)
def test_a_part_of_an_hour_is_a_length(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Marcó el primer gol a la media hora de juego.", "es"),
        ("En la primera media hora el equipo no tiró a puerta.", "es"),
        ("A la hora y media de juego llegó el empate.", "es"),
        ("El tren sale a las ocho y media.", "es"),
        ("Trains leave on the half hour.", "en"),
        ("The first half-hour was dull.", "en"),
    ],
)
def test_a_moment_named_by_its_half_hour_is_no_figure(text, language):
    assert figures(text, language) == []
