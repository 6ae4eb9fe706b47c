"""A limit told as a small count with no noun ("con un máximo de tres", "a minimum of
two") counts what the figure before it counted, or, after a length of time, money or a
measure, the thing named after "por cada"/"for each" (claims.extraction.limit_counts).
English and Spanish sentences of our own, with sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Cada aula acoge a 25 alumnos por profesor, aunque en infantil la ley fija un máximo de ocho.",
            "es",
            [("25", "exact", "alumnos"), ("8", "at_most", "alumnos")],
        ),
        (
            "El permiso suma 16 semanas por cada hijo, con un máximo de tres.",
            "es",
            [("16", "exact", "semanas"), ("3", "at_most", "hijos")],
        ),
        (
            "Households receive £250 for each child, up to a maximum of four.",
            "en",
            [("250", "exact", "pounds"), ("4", "at_most", "children")],
        ),
        (
            "The rota puts 12 nurses on a ward, with a minimum of three.",
            "en",
            [("12", "exact", "nurses"), ("3", "at_least", "nurses")],
        ),
    ],
)
def test_a_limit_counts_what_it_is_of(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A limit with its own noun keeps it.
        (
            "El permiso suma 16 semanas por cada hijo, con un máximo de tres permisos.",
            "es",
            [("16", "exact", "semanas"), ("3", "at_most", "permisos")],
        ),
        # A limit that does not close its phrase, or with nothing counted before it.
        ("The committee has 12 members and needs a minimum of five to vote.", "en", [("12", "exact", "members")]),
        ("La norma recomienda un máximo de dos.", "es", []),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert figures(text, language) == expected
