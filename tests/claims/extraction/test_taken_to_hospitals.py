"""A count taken to hospitals, with or without an article, counts people, as "taken to
hospital" and "trasladados al hospital" did ("y nueve fueron trasladados a hospitales",
"nine were taken to local hospitals"); taken anywhere else stays none. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Los sanitarios atendieron a 130 ciclistas y seis fueron trasladados a hospitales.", "es",
         [("130", "exact", "ciclistas"), ("6", "exact", "ciclistas")]),
        ("Atendieron a 80 vecinos y 12 fueron trasladados a distintos centros de salud.", "es",
         [("80", "exact", "vecinos"), ("12", "exact", "vecinos")]),
        ("Medics treated 130 cyclists and six were taken to local hospitals.", "en",
         [("130", "exact", "cyclists"), ("6", "exact", "cyclists")]),
    ],
)
def test_a_count_taken_to_hospitals_counts_people(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Six were taken to the station.", "en"),
        ("Seis fueron trasladados a la comisaría.", "es"),
    ],
)
def test_taken_anywhere_else_stays_none(text, language):
    assert figures(text, language) == []
