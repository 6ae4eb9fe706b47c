"""A peak measured is no ceiling: "una temperatura máxima de 49,6 grados", "una racha
máxima de 34 nudos", "una profundidad máxima de 281 metros", "a maximum depth of 281
metres", "marcó el jueves un máximo de 1.320 megavatios" are exact; a limit set ("una
velocidad máxima de 300", "en un plazo máximo de 30 días", "a una temperatura máxima de 4
grados", "at a maximum depth of 30 metres", "a maximum load of 40 tonnes") stays at most.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El observatorio registró ayer una temperatura máxima de 44,2 grados.", "es", [("44.2", "exact", "grados")]),
        ("La estación midió una racha máxima de 95 kilómetros por hora.", "es", [("95", "exact", "kilómetros")]),
        ("El embalse tiene una profundidad máxima de 62 metros.", "es", [("62", "exact", "metros")]),
        ("La demanda marcó el lunes un máximo de 38.400 megavatios.", "es", [("38400", "exact", "megavatios")]),
        ("The reservoir has a maximum depth of 62 metres.", "en", [("62", "exact", "metres")]),
        ("The airport logged a maximum temperature of 41 degrees.", "en", [("41", "exact", "degrees")]),
    ],
)
def test_a_peak_measured_is_exact(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El tren circulará a una velocidad máxima de 250 kilómetros por hora.", "es", [("250", "at_most", "kilómetros")]),
        ("La empresa deberá pagar en un plazo máximo de 30 días.", "es", [("30", "at_most", "días")]),
        ("La leche se conserva a una temperatura máxima de 4 grados.", "es", [("4", "at_most", "grados")]),
        ("Se esperan temperaturas máximas de hasta 45 grados.", "es", [("45", "at_most", "grados")]),
        ("Divers must stay at a maximum depth of 30 metres.", "en", [("30", "at_most", "metres")]),
        ("Trucks may carry a maximum load of 40 tonnes.", "en", [("40", "at_most", "tonnes")]),
    ],
)
def test_a_limit_set_stays_at_most(text, language, expected):
    assert figures(text, language) == expected
