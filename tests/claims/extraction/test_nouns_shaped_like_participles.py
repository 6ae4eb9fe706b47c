"""Spanish nouns shaped like a participle ("toneladas", "frazadas", "jornadas") are
what a count counts, on sentences of our own: not a participle describing what the
count before counted ("Hay 40 plazas libres y 12 ocupadas", "40 flights were delayed
and 12 cancelled"), nor a participle after millions that takes the money counted last
("los 12,5 millones presupuestados")."""

import pytest

from claims.extraction import extract


def figures(text, language):
    return [(str(p.value), p.unit) for p in extract(text, language=language) if p.value is not None]


@pytest.mark.parametrize(
    "text, value, unit",
    [
        ("Los voluntarios repartieron 3.000 raciones calientes y unas 1.500 frazadas.", "1500", "frazadas"),
        ("La cooperativa vendió 40 millones de dólares. Este año espera enviar más de 90 mil toneladas.", "90000", "toneladas"),
        ("El club jugó 30 partidos en casa y 12 jornadas fuera.", "12", "jornadas"),
    ],
)
def test_a_noun_shaped_like_a_participle_is_counted(text, value, unit):
    assert (value, unit) in figures(text, "es")


@pytest.mark.parametrize(
    "text, language, value, unit",
    [
        ("Hay 40 plazas libres y 12 ocupadas.", "es", "12", "plazas"),
        ("About 40 flights were delayed and 12 cancelled.", "en", "12", "flights"),
    ],
)
def test_a_lone_participle_still_describes_the_count_before(text, language, value, unit):
    assert (value, unit) in figures(text, language)
