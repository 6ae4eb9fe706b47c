"""A small count in words after "de los cuales", "de los que", "of whom", "of which",
as the subject of its verb, is a part of the group the sentence counted before and
counts what that count counted. Sentences of our own, with the cases left alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Hubo 14 heridos, de los cuales cuatro están graves.", "es", [("14", "exact", "heridos"), ("4", "exact", "heridos")]),
        (
            "La ciudad tiene 20 teatros, de los cuales nueve permanecen cerrados.",
            "es",
            [("20", "exact", "teatros"), ("9", "exact", "teatros")],
        ),
        (
            "Se escaparon 12 caballos, de los que tres han sido localizados.",
            "es",
            [("12", "exact", "caballos"), ("3", "exact", "caballos")],
        ),
        (
            "Police rescued 30 people, of whom two remain in hospital.",
            "en",
            [("30", "exact", "people"), ("2", "exact", "people")],
        ),
        ("The firm owns 12 ships, of which three were sold.", "en", [("12", "exact", "ships"), ("3", "exact", "ships")]),
        # No verb of its own after the part: left to the other rules.
        ("The firm owns 12 ships, of which three in Asia.", "en", [("12", "exact", "ships")]),
        ("Llegaron 40 cartas, de las cuales dos, según el juez, son falsas.", "es", [("40", "exact", "cartas")]),
    ],
)
def test_a_part_of_those_counted_before(text, language, expected):
    assert figures(text, language) == expected
