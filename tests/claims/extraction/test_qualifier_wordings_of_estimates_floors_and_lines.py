"""Four qualifier wordings: an estimate's verb with its object between ("estimated
losses at", "estima las pérdidas en") is approximately; "at least for", "al menos
durante" is a floor on the length; a future "no llegaremos a" is short of the number;
"superó la barrera de" is above it. Sentences of our own, negatives included."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The association estimated losses at 45 billion rupiah.", "en", [("45000000000", "approximately", "rupiah")]),
        ("Officials estimate the damage at $3 million.", "en", [("3000000", "approximately", "dollars")]),
        ("La cooperativa estima las pérdidas en 3 millones de euros.", "es", [("3000000", "approximately", "euros")]),
        ("The ban will stay in place at least for three weeks.", "en", [("3", "at_least", "weeks")]),
        ("El cierre se mantendrá por lo menos durante dos meses.", "es", [("2", "at_least", "meses")]),
        ("Este año no llegaremos a 5.000 toneladas.", "es", [("5000", "less_than", "toneladas")]),
        ("Con esta helada no llegaré a 300 cajas.", "es", [("300", "less_than", "cajas")]),
        (
            "Las exportaciones superaron este año la barrera de los 2.000 millones de dólares.",
            "es",
            [("2000000000", "more_than", "dólares")],
        ),
        ("La temperatura rebasó el umbral de 40 grados.", "es", [("40", "more_than", "grados")]),
    ],
)
def test_qualifier_wordings(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A figure put at a value without an estimate, or an estimate said in a clause.
        ("The fine was set at €2m.", "en", [("2000000", "exact", "euros")]),
        ("The fire brigade estimated that 300 homes were damaged.", "en", [("300", "exact", "homes")]),
        # Reaching it, and a line named without being passed, stay exact.
        ("El año que viene llegaremos a 5.000 toneladas.", "es", [("5000", "exact", "toneladas")]),
        ("La barrera de los 2.000 millones de dólares es psicológica.", "es", [("2000000000", "exact", "dólares")]),
    ],
)
def test_other_wordings_stay_exact(text, language, expected):
    assert figures(text, language) == expected
