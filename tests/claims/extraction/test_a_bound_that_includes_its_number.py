"""A bound that says its number is in is `at_least` or `at_most`, not `more_than` or
`less_than`: "at or above 110 degrees", "at or over 90 km/h", "iguales o superiores a
90 km/h", "igual o mayor que 7" are floors; "at or below 2%", "igual o inferior al 3 %"
ceilings. "above 100 degrees", "superiores a 40 grados" stay `more_than`, "at 100
degrees" exact. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def qualifiers(text, language="en"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Tucson had 40 nights at or above 90 degrees.", "en", [("40", "exact"), ("90", "at_least")]),
        ("Gusts at or over 90 km/h were recorded on the coast.", "en", [("90", "at_least")]),
        ("Inflation has stayed at or below 2% since March.", "en", [("2", "at_most")]),
        ("Se registraron rachas iguales o superiores a 90 km/h.", "es", [("90", "at_least")]),
        ("Un alumno necesita una nota igual o mayor que 7 puntos.", "es", [("7", "at_least")]),
        ("El Gobierno prevé un IPC igual o inferior al 3 %.", "es", [("3", "at_most")]),
        ("Readings were above 100 degrees all week.", "en", [("100", "more_than")]),
        ("The thermometer stood at 100 degrees.", "en", [("100", "exact")]),
        ("Hubo temperaturas superiores a 40 grados.", "es", [("40", "more_than")]),
    ],
)
def test_a_bound_that_includes_its_number(text, language, expected):
    assert qualifiers(text, language) == expected
