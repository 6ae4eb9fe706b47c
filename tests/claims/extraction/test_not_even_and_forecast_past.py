"""Two Spanish bounds: "ni" after a negation bounds the number from above ("hoy no
quedan ni 300 familias", "no sacábamos ni 200 kilos": `less_than`), and so it does a
share told as a part ("no cubre ni una décima parte", "ni la cuarta parte"); what a
forecast says will pass a number, in the subjunctive, is above it ("espera que la
producción supere las 850.000 toneladas", "la recaudación, que prevé supere los 150
millones": `more_than`; "que no supere" a ceiling, `at_most`). Left alone: "ni … ni"
(neither, nor), "ni un día" (not a single one), a line drawn or a condition ("la parte
que supere los 40.000 euros", "hasta que supere una nueva inspección"). Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "En el pueblo vivían 900 vecinos; hoy no quedan ni 300 familias.",
            [("900", "exact", "vecinos"), ("300", "less_than", "familias")],
        ),
        ("Este verano no recogimos ni 200 kilos por hectárea.", [("200", "less_than", "kilos")]),
        ("La ayuda no cubre ni una décima parte de las familias.", [("10", "less_than", "por ciento de las familias")]),
        ("No he tenido ni la cuarta parte de los clientes.", [("25", "less_than", "por ciento de los clientes")]),
        ("El ministerio espera que la cosecha supere las 900.000 toneladas.", [("900000", "more_than", "toneladas")]),
        (
            "La patronal prevé que las ventas superen este año los 3 millones de unidades.",
            [("3000000", "more_than", "unidades")],
        ),
        (
            "La tasa, que el Govern prevé supere los 90 millones de euros, irá a vivienda.",
            [("90000000", "more_than", "euros")],
        ),
        ("Cotizan por la parte del sueldo que no supere los 3 salarios mínimos.", [("3", "at_most", "salarios")]),
    ],
)
def test_not_even_after_a_negation_and_a_forecast_past_a_number_are_bounds(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("No pagó ni 20 euros ni 30.", [("20", "exact", "euros"), ("30", "exact", "euros")]),
        ("Pidió a los vecinos no esperar ni un día para vacunarse.", []),
        (
            "Tributa al 20 % la parte del premio que supere los 40.000 euros.",
            [("20", "exact", "percent"), ("40000", "exact", "euros")],
        ),
        ("El bar no podrá reabrir hasta que supere una nueva inspección.", []),
    ],
)
def test_neither_nor_a_single_one_and_a_line_drawn_stay_as_they_were(text, expected):
    assert figures(text) == expected
