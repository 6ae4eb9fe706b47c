"""A number someone only wishes for is no figure the sentence asserts, as the corpus
README settles ("a wish ... is not"): "lo ideal sería que …", "ojalá …", "nos gustaría
que/ver …", "I'd want to see …", "we would like to see …", "had hoped for …". Thanks to
people who came, a plan ("hopes to hire") and what happened after a hope stay figures.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Lo ideal sería que cada socio asistiera a cuatro asambleas al año.", "es"),
        ("«Ojalá este verano lleguen 2.000 visitantes», dijo la alcaldesa.", "es"),
        ("Nos gustaría que se abrieran otras tres aulas en el barrio.", "es"),
        ("A la cooperativa le gustaría contar con 40 voluntarios más.", "es"),
        ("I'd want to see five years of results before changing the rules.", "en"),
        ("We would like to see 300 more nurses on the wards.", "en"),
        ("The organisers, who sold every seat, had hoped for three days of sunshine.", "en"),
    ],
)
def test_a_wish_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Thanks to people who came: they came, the number is told.
        ("I'd like to thank the 300 volunteers who turned up.", "en", [("300", "exact", "volunteers")]),
        ("Me gustaría agradecer a los 120 vecinos que ayudaron.", "es", [("120", "exact", "vecinos")]),
        # A plan is a figure.
        ("The bakery hopes to hire 40 staff by June.", "en", [("40", "exact", "staff")]),
        # What happened after the hope, in a clause of its own.
        ("They had hoped for a quiet week, but 60 boats arrived.", "en", [("60", "exact", "boats")]),
        ("Lo ideal no se cumplió: vinieron 45 familias.", "es", [("45", "exact", "familias")]),
    ],
)
def test_what_is_told_beside_a_wish_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
