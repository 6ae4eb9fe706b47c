"""A decade in words is no figure when "años" is said once for a pair ("en los años
sesenta y setenta", "de los años cincuenta y sesenta") or left out ("en los noventa.",
"la sequía de los noventa y dice", "a finales de los noventa,"); a count of the same
words stays a figure ("de los noventa trabajadores", "treinta de los noventa", "los
noventa y dos pasajeros"). English "the eighties and nineties" was already no figure.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La red de tuberías se tendió en los años sesenta y setenta.", "es", []),
        ("Queremos llevar el plan a los barrios de los años cincuenta y sesenta, dijo.", "es", []),
        ("Esto ya lo vivimos en los noventa. Luego cerraron los ramales.", "es", []),
        ("Mi abuelo vivió la sequía de los cuarenta y dice que fue peor.", "es", []),
        ("La planta llegó a tener 1.450 empleados a finales de los noventa, según el sindicato.", "es",
         [("1450", "empleados")]),
        ("The mill employed 4,000 people in the eighties and nineties.", "en", [("4000", "people")]),
    ],
)
def test_a_decade_in_words_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("De los noventa trabajadores, cuarenta eran mujeres.", [("90", "trabajadores"), ("40", "mujeres")]),
        ("La empresa despidió a treinta de los noventa.", [("30", ""), ("90", "")]),
        ("Llegaron en autobús los noventa y dos pasajeros.", [("92", "pasajeros")]),
        ("Vinieron sesenta vecinos y setenta comerciantes.", [("60", "vecinos"), ("70", "comerciantes")]),
    ],
)
def test_a_count_in_the_same_words_stays_a_figure(text, expected):
    assert figures(text, "es") == expected
