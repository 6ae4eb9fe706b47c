"""Units, counts and qualifiers of figures: an estimate someone makes ("estiman en"),
"aproximado de", a rise past a number with a time between, "bajar del" (falling below),
where a widening gap ends. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Los bomberos estiman en 300.000 metros cuadrados la superficie quemada.",
            [("300000", "approximately", "metros cuadrados")],
        ),
        ("La obra tendrá un coste aproximado de 12 millones de euros.", [("12000000", "approximately", "euros")]),
        # Negatives: a count stated plainly stays exact.
        ("La obra tendrá un coste de 12 millones de euros.", [("12000000", "exact", "euros")]),
        ("Los bomberos apagaron 300 focos.", [("300", "exact", "focos")]),
    ],
)
def test_an_estimate_someone_makes_is_approximate(text, expected):
    assert figures(text, "es") == expected


def test_an_english_estimate_is_approximate_and_a_plain_cost_exact():
    assert figures("The damage was estimated at $12 million.") == [("12000000", "approximately", "dollars")]
    assert figures("The work cost $12 million.") == [("12000000", "exact", "dollars")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "El precio del cacao llegó a superar en marzo los 9.000 dólares por tonelada.",
            [("9000", "more_than", "dólares")],
        ),
        ("La deuda superó en abril los 900 millones de euros.", [("900000000", "more_than", "euros")]),
        # Negatives: what is passed in that month is no number.
        ("La empresa superó en 2023 sus previsiones y vendió 900 coches.", [("900", "exact", "coches")]),
        ("El equipo superó en marzo a su rival por 3 goles.", [("3", "exact", "goles")]),
    ],
)
def test_a_month_or_year_between_superar_and_its_number(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La inflación baja del 3% por primera vez en dos años.", [("3", "less_than", "%"), ("2", "exact", "años")]),
        ("El desempleo bajó de los 4 millones de personas.", [("4000000", "less_than", "personas")]),
        # Negatives: from one number to another, a floor never gone below, a fall by a share.
        ("La inflación baja del 5% al 3% en un año.", [("5", "exact", "%"), ("3", "exact", "%"), ("1", "exact", "año")]),
        ("La temperatura nunca baja de 20 grados.", [("20", "at_least", "grados")]),
        ("El paro bajó un 3% en marzo.", [("3", "exact", "%")]),
    ],
)
def test_bajar_de_a_number_is_falling_below_it(text, expected):
    assert [(v, q, "%" if u == "percent" else u) for v, q, u in figures(text, "es")] == expected


def test_falling_below_in_english_stays_less_than():
    assert figures("Inflation fell below 3% for the first time in two years.") == [
        ("3", "less_than", "percent"),
        ("2", "exact", "years"),
    ]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El líder amplió su ventaja hasta los 40 segundos.", [("40", "exact", "segundos")]),
        ("La diferencia se acortó hasta los 12 puntos.", [("12", "exact", "puntos")]),
        # Negatives: something else widened is by up to the number; a ceiling after
        # "con"; a gap in another clause.
        ("El cupo se ampliará hasta 16.000 plazas.", [("16000", "at_most", "plazas")]),
        ("La obra alargará los trayectos hasta dos horas.", [("2", "at_most", "horas")]),
        ("La ayuda se amplió a familias con hasta 3 hijos.", [("3", "at_most", "hijos")]),
        (
            "El líder, que amplió su ventaja en la etapa, recibirá hasta 5.000 euros.",
            [("5000", "at_most", "euros")],
        ),
    ],
)
def test_hasta_after_a_gap_that_grows_is_where_it_ends(text, expected):
    assert figures(text, "es") == expected


def test_up_to_after_a_lead_in_english_stays_a_ceiling():
    assert figures("Fines of up to $500 apply.") == [("500", "at_most", "dollars")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The Senate voted 61 to 34 on Tuesday to pass the bill.", "en", [("61", "exact", "votes"), ("34", "exact", "votes")]),
        ("El Senado votó 61 a 34 a favor de la ley.", "es", [("61", "exact", "votos"), ("34", "exact", "votos")]),
        # Negatives: shares of a vote keep their unit; a count after "voted to" keeps its own.
        ("Voters backed the plan 60% to 40%.", "en", [("60", "exact", "percent"), ("40", "exact", "percent")]),
        ("The council voted to hire 40 staff.", "en", [("40", "exact", "staff")]),
    ],
)
def test_a_vote_tally_counts_votes(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Shoppers now pay the 10-cent fee on each bag.", [("10", "exact", "cents")]),
        ("A 25-cent tax on sodas began in June.", [("25", "exact", "cents")]),
        # Negatives: a coin's name, and a share in words.
        ("The 10-cent coin was withdrawn.", []),
        ("Prices rose 5 per cent this year.", [("5", "exact", "percent")]),
    ],
)
def test_a_price_in_cents_written_onto_its_noun(text, expected):
    assert figures(text) == expected


def test_a_spanish_price_in_cents_stays_a_figure():
    assert figures("La tasa de 10 céntimos por bolsa entró en vigor.", "es") == [("10", "exact", "céntimos")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The storm was as wide as half a mile.", [("0.5", "at_most", "mile")]),
        ("The queue was as long as half a kilometre.", [("0.5", "at_most", "kilometre")]),
        # Negatives: "as good as" measures nothing; half of no unit of measure.
        ("It was as good as half a win.", []),
        ("The team was as strong as half a squad.", []),
    ],
)
def test_half_a_unit_after_as_wide_as_is_a_ceiling(text, expected):
    assert figures(text) == expected


def test_a_spanish_half_kilometre_with_hasta_stays_a_ceiling():
    assert figures("La cola llegó a medir hasta 500 metros.", "es") == [("500", "at_most", "metros")]
