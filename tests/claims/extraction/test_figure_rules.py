"""Figures on sentences the rules were not written from: what is not a figure, the
qualifier each wording gives, and a unit on every figure, in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [
        (text[f.start : f.end], f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)
    ]


@pytest.mark.parametrize(
    "text, language, kept",
    [
        # Ages, in every way a wire writes them.
        ("Lucía Soto, de 35 años, resultó herida en el choque.", "es", []),
        ("Un hombre de 60 años murió arrollado por un tren.", "es", []),
        ("Más de 200 personas, de entre 18 y 30 años, participaron.", "es", ["Más de 200 personas"]),
        ("Los menores de 18 años no podrán votar.", "es", []),
        ("La víctima tenía 27 años y vivía sola.", "es", []),
        ("Falleció a los 91 años en su casa de Sevilla.", "es", []),
        ("A 42-year-old man was charged with arson.", "en", []),
        ("The trial enrolled 240 infants aged 18-24 months.", "en", ["240 infants"]),
        ("The driver, 56, was taken to hospital.", "en", []),
        ("Ms Lopez, who is 52, resigned on Friday.", "en", []),
        ("Mark Hollis (61) did not comment.", "en", []),
        ("Vaccines are free for people over 65 this winter.", "en", []),
        ("Children aged between 5 and 11 will get a second dose.", "en", []),
        # Dates, years, times and ordinals.
        ("The fund closed on 14 March 2025 after a long fight.", "en", []),
        ("El plazo vence el 30 de junio de 2026.", "es", []),
        ("Polls close at 8.30pm and results follow at 10:45 GMT.", "en", []),
        ("La reunión empezará a las 10 en el ayuntamiento.", "es", []),
        ("She finished third in the 2023 marathon.", "en", []),
        ("El paro bajó en el tercer trimestre.", "es", []),
        # Phone numbers, addresses, page numbers, references.
        ("For help call 0800 123 4567 or +44 20 7946 0958.", "en", []),
        ("Información en el teléfono 91 555 12 34.", "es", []),
        ("The office at 12 Fleet Street shut its doors.", "en", []),
        ("La sede de la calle Mayor 27 cerró el lunes.", "es", []),
        ("The full table is on page 14 of the report.", "en", []),
        ("El autobús se salió en el km 14 de la carretera.", "es", []),
        # Scores, and periods a sentence looks back on.
        ("Leeds sealed a 3–1 win at home.", "en", []),
        ("Deaths fell in the past 24 hours, officials said.", "en", []),
        ("In the 48 hours to midnight, 12 fires were reported.", "en", ["12 fires"]),
        # The period is no figure; the doubling is one.
        ("Durante los últimos cinco años el precio se duplicó.", "es", ["duplicó"]),
    ],
)
def test_numbers_that_are_not_figures(text, language, kept):
    assert [quote for quote, *_ in figures(text, language)] == kept


@pytest.mark.parametrize(
    "text, language, value, qualifier",
    [
        ("Test results must be reported within 14 days.", "en", "14", "at_most"),
        ("Cases topped 3,400 on Friday.", "en", "3400", "more_than"),
        ("Ticket sales surpassed 2 million.", "en", "2000000", "more_than"),
        ("Las exportaciones superaron los 4.500 millones de euros.", "es", "4500000000", "more_than"),
        ("Up to 800 flights were cancelled.", "en", "800", "at_most"),
        ("Hasta 800 vuelos fueron cancelados.", "es", "800", "at_most"),
        ("At least 16 climbers were rescued.", "en", "16", "at_least"),
        ("Al menos 16 alpinistas fueron rescatados.", "es", "16", "at_least"),
        ("Nearly 9,000 homes lost power.", "en", "9000", "less_than"),
        ("Casi 9.000 hogares se quedaron sin luz.", "es", "9000", "less_than"),
        ("Más de 1.200 médicos firmaron la carta.", "es", "1200", "more_than"),
        ("La empresa invertirá 3,5 millones.", "es", "3500000", "exact"),
        # Fractions are shares, read as percentages (rounded to one decimal).
        ("About a third of the budget goes to pensions.", "en", "33.3", "approximately"),
        ("Two-thirds of nurses said they were exhausted.", "en", "66.7", "approximately"),
        ("Half of the wells ran dry.", "en", "50", "exact"),
        ("Nearly half of voters backed the plan.", "en", "50", "less_than"),
        ("Más de la mitad de los hogares tiene deudas.", "es", "50", "more_than"),
        ("Una cuarta parte del presupuesto se destina a sanidad.", "es", "25", "exact"),
    ],
)
def test_qualifiers(text, language, value, qualifier):
    [(_, found_value, found_qualifier, _)] = figures(text, language)
    assert (found_value, found_qualifier) == (Decimal(value), qualifier)


@pytest.mark.parametrize(
    "text, language, unit",
    [
        ("Over 410 mostly young volunteers signed up.", "en", "volunteers"),
        ("More than 830,000 were evacuated before the storm.", "en", "people"),
        ("Unas 12.000 fueron evacuadas de la costa.", "es", "personas"),
        ("Cases topped 3,400 on Friday.", "en", "Cases"),
        ("The death toll rose to 14 overnight.", "en", "death toll"),
        ("El Gobierno destinará 3 millones de euros al plan.", "es", "euros"),
        ("The club paid €40m for the striker.", "en", "euros"),
        ("The utility raised US$2.5 billion in bonds.", "en", "US dollars"),
        ("Subsidies cost £1.2bn last year.", "en", "pounds"),
        ("El camión llevaba 3,5 toneladas de carga.", "es", "toneladas"),
        ("The rescue team walked 14 km through the snow.", "en", "km"),
        ("Turnout reached 61.5% in the capital.", "en", "percent"),
        ("Several dozen protesters gathered outside the court.", "en", "protesters"),
        ("Varias decenas de vecinos cortaron la carretera.", "es", "vecinos"),
        ("About a third of the budget goes to pensions.", "en", "percent of the budget"),
        ("La mitad de los pozos se secó.", "es", "por ciento de los pozos"),
    ],
)
def test_every_figure_has_a_unit(text, language, unit):
    [(_, _, _, found)] = figures(text, language)
    assert found == unit


def test_vague_counts_have_no_value():
    [(_, value, qualifier, unit)] = figures("Several dozen protesters gathered outside.")
    assert (value, qualifier, unit) == (None, "", "protesters")


def test_a_list_of_names_before_a_figure_is_part_of_its_claim():
    text = "Peru, Chile and about 40 other governments back the proposal."
    [proposal] = [p for p in extract(text) if p.kind == "statistic"]
    assert (proposal.value, proposal.qualifier, proposal.unit) == (Decimal(40), "approximately", "governments")
    assert proposal.quote == text.rstrip(".")


@pytest.mark.parametrize(
    "text, language, value, qualifier, unit",
    [
        # Shares: "one in four", "uno de cada cinco", "by a quarter".
        ("Nearly one in four tenants is behind on rent.", "en", "25", "less_than", "percent"),
        ("Uno de cada cinco conductores dio positivo.", "es", "20", "exact", "percent"),
        # (Its window, "in two years", is a figure of its own: test_recent_windows_of_one.py.)
        ("Fares rose by about a third.", "en", "33.3", "approximately", "percent"),
        # "Casi el 40 %", "más del 60 %": an article between the qualifier and the number.
        ("Casi el 40 % de los pozos está seco.", "es", "40", "less_than", "percent de los pozos"),
        ("Más del 60 % de los socios votó a favor.", "es", "60", "more_than", "percent de los socios"),
        # After a change, "hasta" is where it ended, not a ceiling.
        ("El paro bajó en octubre hasta los 2,6 millones.", "es", "2600000", "exact", ""),
        ("Hasta 2.000 vecinos podrán votar.", "es", "2000", "at_most", "vecinos"),
        # A headline's change says nothing of the "hasta" in the first sentence below it.
        ("Se dispara el precio del tomate\n\nEl kilo llegó a costar esta semana hasta 4 euros.", "es", "4", "at_most", "euros"),
        ("Suben los alquileres en Lugo\n\nLas ayudas cubrirán hasta 300 euros al mes.", "es", "300", "at_most", "euros"),
        ("Las ventas crecieron en abril, según la patronal, hasta 1.200 coches.", "es", "1200", "exact", "coches"),
        # What a count without a noun counts, from its sentence.
        # "The number of": what the number is of.
        ("The number of flights cancelled rose to 1,310 by noon.", "en", "1310", "exact", "flights cancelled"),
        ("Bird flu outbreaks on farms in the region rose to 46.", "en", "46", "exact", "Bird flu outbreaks"),
        ("A magnitude 6.2 quake shook the coast.", "en", "6.2", "exact", "magnitude"),
    ],
)
def test_shares_and_units_from_the_sentence(text, language, value, qualifier, unit):
    [(_, found_value, found_qualifier, found_unit)] = figures(text, language)
    assert (found_value, found_qualifier, found_unit) == (Decimal(value), qualifier, unit)


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "of which", "of them", "de ellos": what the figure before counted.
        (
            "Inspectors checked 480 bridges, of which about 35 were unsafe.",
            "en",
            [("480", "bridges"), ("35", "bridges")],
        ),
        ("Police questioned 60 fans and 9 of them were charged.", "en", [("60", "fans"), ("9", "fans")]),
        (
            "Se vacunaron 900 ancianos, de los cuales 12 sufrieron fiebre.",
            "es",
            [("900", "ancianos"), ("12", "ancianos")],
        ),
        # "11 of the 27 seats": the second number's noun counts both.
        ("The party won 11 of the 27 seats.", "en", [("11", "seats"), ("27", "seats")]),
        ("Aprobaron 150 de los 212 alumnos.", "es", [("150", "alumnos"), ("212", "alumnos")]),
        # A bare count later in the sentence counts what the first one did.
        (
            "Nurses treated 140 swimmers for stings, and 6 were kept overnight.",
            "en",
            [("140", "swimmers"), ("6", "swimmers")],
        ),
        ("Llegaron 300 cartas, unas 40 menos que el año pasado.", "es", [("300", "cartas"), ("40", "cartas")]),
        # People, for a count said to be evacuated, sheltered or taken to hospital.
        ("About 70 remain sheltered in a school.", "en", [("70", "people")]),
        ("Unas 90 siguen realojadas en hoteles.", "es", [("90", "personas")]),
    ],
)
def test_units_carried_over(text, language, expected):
    assert [(str(value), unit) for _, value, _, unit in figures(text, language)] == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("His father, 80, lives alone.", "en"),
        ("Call the helpline on 0300 555 0123 for advice.", "en"),
        ("Pidió cita en el 0034 91 555 01 23.", "es"),
        ("In an emergency, call 999.", "en"),
        ("Llame al 112 en caso de emergencia.", "es"),
        ("Prices were cut on 3 of the 12 routes.", "en"),
    ],
)
def test_more_numbers_that_are_not_figures_or_are_one(text, language):
    found = figures(text, language)
    if "routes" in text:
        assert [(v, u) for _, v, _, u in found] == [(Decimal(3), "routes"), (Decimal(12), "routes")]
    else:
        assert found == []


def test_a_figure_in_who_speaks_is_a_claim():
    text = "A survey of 1,500 nurses found that most plan to leave."
    [statistic] = [p for p in extract(text) if p.kind == "statistic"]
    assert (statistic.value, statistic.unit) == (Decimal(1500), "nurses")


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A share in words, and the noun before "of" as what is counted.
        ("Seven out of ten drivers ignored the limit.", "en", [("70", "exact", "percent")]),
        ("The rally drew a crowd of about 15,000.", "en", [("15000", "approximately", "crowd")]),
        ("Cerrará 80 de sus 300 oficinas.", "es", [("80", "exact", "oficinas"), ("300", "exact", "oficinas")]),
        # "did not reach", "no llegó al": below it.
        ("Turnout did not reach 40% in any district.", "en", [("40", "less_than", "percent")]),
        ("La subida no llegó al 2 % en marzo.", "es", [("2", "less_than", "percent")]),
        # Millions with no noun count the money the article counted last.
        (
            "El plan cuesta 40 millones de euros. Incluye 12 millones para parques.",
            "es",
            [("40000000", "exact", "euros"), ("12000000", "exact", "euros")],
        ),
        # A pair of dates: not figures.
        ("Los conductores pararán los días 4 y 5 de mayo.", "es", []),
    ],
)
def test_shares_nouns_of_money_and_lives(text, language, expected):
    assert [(str(v), q, u) for _, v, q, u in figures(text, language)] == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El contrato le vincula al club hasta 2029.", "es", []),
        (
            "El club ingresó 12 millones de euros y cerró con un beneficio de 2,1 millones.",
            "es",
            [("12000000", "exact", "euros"), ("2100000", "exact", "euros")],
        ),
    ],
)
def test_how_long_someone_has_been_at_it_and_money_in_millions(text, language, expected):
    assert [(str(v), q, u) for _, v, q, u in figures(text, language)] == expected
