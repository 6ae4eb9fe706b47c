"""A small count in words compared with another time counts what the figure before it
did: "14 arrests, three more than last year" (arrests), "20 diputados, seis menos que en
los anteriores comicios" (diputados); with no figure before, no figure. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Police made 14 arrests, three more than last year.", "en", [("14", "exact", "arrests"), ("3", "exact", "arrests")]),
        ("The school has 12 teachers, two fewer than in 2022.", "en", [("12", "exact", "teachers"), ("2", "exact", "teachers")]),
        ("Se registraron 14 muertes, tres más que la semana pasada.", "es", [("14", "exact", "muertes"), ("3", "exact", "muertes")]),
        (
            "El partido obtuvo 20 diputados, seis menos que en los anteriores comicios.",
            "es",
            [("20", "exact", "diputados"), ("6", "exact", "diputados")],
        ),
        # Nothing counted before: no figure.
        ("We need two more than that.", "en", []),
        ("Tiene tres más que yo.", "es", []),
    ],
)
def test_a_count_more_or_fewer_than_another_time(text, language, expected):
    assert figures(text, language) == expected
