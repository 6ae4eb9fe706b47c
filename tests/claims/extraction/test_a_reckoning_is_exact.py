"""A reckoning is exact unless qualified, as "cifra en" is: "la entidad calcula en 31.500
pesos el coste", "el perjuicio se calcula en 1,87 millones de dólares", "calculó en 4.500
millones el coste final" (the corpus annotates each bare "calcula en" exact). An estimate
stays approximate ("se estima en", "estiman en", "estimated at"), and so does a reckoning
qualified ("calculó en unos 600", "calculan en torno al 14 %"). English and Spanish
sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La ingeniera calcula en 40 millones de euros el daño.", "es", [("40000000", "exact", "euros")]),
        ("El perjuicio al Estado se calcula en 1,87 millones de dólares.", "es", [("1870000", "exact", "dólares")]),
        ("El director calculó en 4.500 millones de euros el coste final.", "es", [("4500000000", "exact", "euros")]),
        ("The agency calculated the loss at $2.1 million.", "en", [("2100000", "exact", "dollars")]),
        # An estimate, and a reckoning qualified.
        ("Los bomberos estiman en 300.000 metros cuadrados la superficie quemada.", "es",
         [("300000", "approximately", "metros cuadrados")]),
        ("La producción se estima en 2,9 millones de toneladas.", "es", [("2900000", "approximately", "toneladas")]),
        ("La Policía calculó en unos 600 euros la multa media.", "es", [("600", "approximately", "euros")]),
        ("Los sindicatos calculan en torno al 14 % la pérdida.", "es", [("14", "approximately", "percent")]),
        ("The damage was estimated at $3 million.", "en", [("3000000", "approximately", "dollars")]),
    ],
)
def test_a_reckoning_is_exact(text, language, expected):
    assert figures(text, language) == expected
