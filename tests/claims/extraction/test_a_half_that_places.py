"""A half that places is no share (`claims.extraction.placing_numbers`): the middle of a
field after a preposition of place ("recibió un pase en la mitad de la cancha", "marcó
desde la mitad del campo") and the lower or upper part of a table ("ocupa la mitad baja
de la tabla"). Half of a field as the subject of what befell it, and half of anything
else, stay shares; English "her own half", "the bottom half of the table" are read as
before. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "La wing recibió un pase largo en la mitad de la cancha y apoyó junto al poste.",
        "El delantero marcó desde la mitad del campo.",
        "El Setúbal, que ocupa la mitad baja de la tabla en la Liga, llegó a la final.",
        "El equipo cerró la temporada en la mitad superior de la clasificación.",
    ],
)
def test_a_half_that_places_is_no_share(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La mitad de la cancha estaba inundada.", [("50", "exact", "por ciento de la cancha estaba inundada")]),
        ("El equipo perdió la mitad de sus partidos.", [("50", "exact", "por ciento de sus partidos")]),
    ],
)
def test_a_share_of_a_field_or_of_anything_else_stays(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("She ran clear from inside her own half.", []),
        ("Andorra finished in the bottom half of the table.", []),
        ("Half of the table was reserved for guests.", [("50", "exact", "percent of the table")]),
    ],
)
def test_english_is_read_as_before(text, expected):
    assert figures(text, "en") == expected
