"""A point of a race told by the distance run or left is no figure, as "the 20-mile
mark" is not (`claims.extraction.placing_numbers`): "dropped out at 30 kilometres.",
"together at 35 kilometres", "at the first check, after 11.2 kilometres,", and in
Spanish what is left qualified ("a falta de unos 8 kilómetros", "a unos 5 kilómetros de
la meta"). A distance set as a level, a length and a distance to a place keep their
figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "The pacemakers dropped out at 30 kilometres.",
        "The leaders were still together at 35 kilometres, well inside record pace.",
        "She was 14 seconds up at the first time check, after 11.2 kilometres, and never looked back.",
        "He punctured at about 20 miles and lost the lead.",
    ],
)
def test_a_point_of_a_course_is_no_figure(text):
    assert [f for f in figures(text) if f[2] in ("kilometres", "miles")] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Tailbacks peaked at 1,146 kilometres shortly after 8 a.m.", [("1146", "exact", "kilometres")]),
        ("The queue stretched for 12 kilometres.", [("12", "exact", "kilometres")]),
        ("The village lies 40 kilometres from the border.", [("40", "exact", "kilometres")]),
        ("The stage covers 168 kilometres.", [("168", "exact", "kilometres")]),
    ],
)
def test_a_level_or_a_length_keeps_its_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Kiplagat se escapó a falta de unos 8 kilómetros, y cruzó la meta solo.", []),
        ("El francés atacó a falta de casi diez kilómetros para la meta.", []),
        ("Faltan unos 8 kilómetros de vía por construir.", [("8", "approximately", "kilómetros")]),
        ("La etapa de 142 kilómetros terminó en alto.", [("142", "exact", "kilómetros")]),
    ],
)
def test_spanish_what_is_left_qualified_is_no_figure(text, expected):
    assert figures(text, "es") == expected
