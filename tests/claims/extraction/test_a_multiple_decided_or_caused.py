"""A multiple decided is a figure in times (veces), as "tripled" is: the future of a
decision ("El Ayuntamiento duplicará la tasa", "anunció que triplicará los controles",
as "The city will more than double its network"), an infinitive after a decision
("aprobó este lunes duplicar el impuesto", "aprueba un plan para triplicar su red") and a
change caused, told in the subjunctive ("provocó que el precio casi se duplicara": 2
`less_than` veces). Left alone: a forecast of the noun before ("una cosecha que duplicará
la anterior"), a wish or an aim ("busca duplicar", "quiere triplicar", "wants to double"),
a hypothesis ("podría duplicarse", "si se duplicara"). English and Spanish sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def multiples(text, language="en"):
    return [
        (str(f.value), f.qualifier, f.unit)
        for f in find_figures(text, language=language)
        if f.unit in ("times", "veces")
    ]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El Ayuntamiento de Cádiz duplicará la tasa de basuras en 2027.", "es", [("2", "exact", "veces")]),
        ("El ministerio anunció que triplicará los controles en carretera.", "es", [("3", "exact", "veces")]),
        ("Las navieras duplicarán sus escalas en el puerto.", "es", [("2", "exact", "veces")]),
        ("El pleno aprobó este martes duplicar el canon del agua.", "es", [("2", "exact", "veces")]),
        ("Quito aprueba un plan para triplicar su red de autobuses eléctricos.", "es", [("3", "exact", "veces")]),
        ("El Gobierno acordó ayer cuadruplicar las becas de transporte.", "es", [("4", "exact", "veces")]),
        ("La sequía provocó que el precio del maíz casi se duplicara en un mes.", "es", [("2", "less_than", "veces")]),
        ("La huelga hizo que las tarifas se triplicaran.", "es", [("3", "exact", "veces")]),
        ("The city will more than double its network of bus lanes.", "en", [("2", "more_than", "times")]),
        # A forecast of the noun before, a wish or an aim, a hypothesis.
        ("Los técnicos esperan una cosecha que duplicará la anterior.", "es", []),
        ("El puerto busca duplicar la capacidad de la terminal.", "es", []),
        ("La alcaldía quiere triplicar su red de ciclovías.", "es", []),
        ("Las pérdidas podrían duplicarse si llega el brote.", "es", []),
        ("Nadie sabe qué pasaría si el precio se duplicara.", "es", []),
        ("Si el Gobierno duplicará la tasa, nadie lo sabe.", "es", []),
        ("The state wants to double its renewable capacity by 2035.", "en", []),
        ("The group plans to double that number by September.", "en", []),
    ],
)
def test_a_multiple_decided_or_caused(text, language, expected):
    assert multiples(text, language) == expected
