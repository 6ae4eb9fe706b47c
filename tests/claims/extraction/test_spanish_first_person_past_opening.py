"""A speaker's own past opening a sentence ("Esperé 16 años por este anillo", "Trabajé
30 años en la mina") is a verb before its count, not a name before a number as
"Artículo 155" is: the length is a figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Se despidió del club. «Esperé 12 años por este título».", [("12", "exact", "años")]),
        ("Trabajé 30 años en la mina y nunca vi algo así.", [("30", "exact", "años")]),
        ("Caminé 15 kilómetros para llegar al hospital.", [("15", "exact", "kilómetros")]),
    ],
)
def test_a_first_person_past_opening_a_sentence(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize("text", ["El Artículo 155 se aplicó entonces.", "Resolución 2334 del Consejo."])
def test_names_with_a_number_stay_no_figure(text):
    assert figures(text) == []
