"""Spoken Spanish says "about" with "como" before a number: "Ahorré como tres millones de
pesos", "Son como 30.000 pesos" are approximately. A comparison ("tanto alimento como
350.000 personas"), "así como" (and also) and an example after a comma ("partidas
falsas, como 3.400 metros cuadrados") stay exact; "como mínimo" stays a floor. English
has no such word: "as many as" stays a ceiling. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("«Perdí como dos millones de pesos en mercadería», contó.", [("2000000", "approximately", "pesos")]),
        ("«Son como 40.000 soles que no vuelven», dijo.", [("40000", "approximately", "soles")]),
        ("Ya se llevaron como un 30 % de la cosecha.", [("30", "approximately", "percent de la cosecha")]),
    ],
)
def test_como_before_a_number_is_about(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La planta consume tanta agua como 90.000 hogares.", "es", [("90000", "exact", "hogares")]),
        ("Llegaron diez ambulancias, así como 25 bomberos.", "es", [("10", "exact", "ambulancias"), ("25", "exact", "bomberos")]),
        ("Cobró obras que no hizo, como 800 metros de acera.", "es", [("800", "exact", "metros")]),
        ("Tendrán que esperar como mínimo 15 días.", "es", [("15", "at_least", "días")]),
        ("As many as 300 people lost their homes.", "en", [("300", "at_most", "people")]),
    ],
)
def test_a_comparison_an_addition_or_an_example_stays(text, language, expected):
    assert figures(text, language) == expected
