"""Spanish "descender de" and the subjunctive "baje de" bound a level as "bajar de"
does: "las mínimas no descienden de 20 grados" is a floor (at_least), "que la tasa baje
del 10 %" a level to fall below (less_than); a change from one number to another and a
current level named ("los 90 minutos actuales") are exact. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Las temperaturas mínimas no descienden de 20 grados.", [("20", "at_least", "grados")]),
        ("Nunca bajan de 15 grados.", [("15", "at_least", "grados")]),
        ("El Gobierno espera que la tasa de paro baje del 10 % este año.", [("10", "less_than", "percent")]),
        ("Quiere que la deuda descienda del 60 % del PIB.", [("60", "less_than", "percent del PIB")]),
        # A change from one number to another, and a current level, are exact.
        ("La temperatura descendió de 30 a 25 grados.", [("30", "exact", "grados"), ("25", "exact", "grados")]),
        ("El hospital quiere que la espera baje de los 90 minutos actuales.", [("90", "exact", "minutos")]),
    ],
)
def test_descending_below_a_level(text, expected):
    assert figures(text) == expected
