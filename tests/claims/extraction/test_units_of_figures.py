"""The unit of a figure is the noun phrase it counts, in English and Spanish: after
adjectives and "more", in "X of the Y", named by the verb a count does, given by
the sentence's subject, and shared by both ends of a range."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, value, unit",
    [
        # Adjectives before the noun, and "more", "additional" before them.
        ("The council hired 85 new bilingual teachers this autumn.", "en", "85", "new bilingual teachers"),
        ("El consejo contrató a 85 nuevos profesores bilingües.", "es", "85", "nuevos profesores"),
        ("The airline added 1,200 more weekly flights to its timetable.", "en", "1200", "weekly flights"),
        ("The depot runs 40 daily trains to the coast.", "en", "40", "daily trains"),
        ("Organisers expect 12,000 additional visitors at the fair.", "en", "12000", "visitors"),
        ("La feria espera 12.000 visitantes adicionales este año.", "es", "12000", "visitantes"),
        ("La aerolínea sumó 1.200 vuelos semanales más.", "es", "1200", "vuelos"),
        # "X of the Y": the group named after "of".
        ("Stewards counted 3,500 of the protesters near the square.", "en", "3500", "protesters"),
        ("Los agentes contaron 3.500 de los manifestantes en la plaza.", "es", "3500", "manifestantes"),
        ("Only 40 of these schools have a nurse.", "en", "40", "schools"),
        # A count that does what the verb says counts those who do it.
        ("Some 4,000 ran the half marathon on Sunday.", "en", "4000", "runners"),
        ("About 900 swim across the bay each summer.", "en", "900", "swimmers"),
        ("Unos 4.000 corrieron la media maratón el domingo.", "es", "4000", "corredores"),
        ("Más de 2.000 votaron por correo en el distrito.", "es", "2000", "votantes"),
        # Money and percentages in both languages.
        ("The repair bill reached $2.3 million.", "en", "2300000", "dollars"),
        ("El presupuesto asciende a 2,3 millones de euros.", "es", "2300000", "euros"),
        ("Las tarifas subieron un 4,5 % el año pasado.", "es", "4.5", "percent"),
        ("Fares rose by 4.5 per cent last year.", "en", "4.5", "percent"),
    ],
)
def test_the_unit_is_the_noun_phrase_counted(text, language, value, unit):
    found = figures(text, language)
    assert [(v, u) for v, _, u in found] == [(Decimal(value), unit)]


def test_a_group_of_the_second_number_is_not_the_first_numbers_unit():
    # "of the club's 30 coaches": the second number says what both count.
    assert figures("Twelve of the club's 30 coaches quit.")[0][2] == "coaches"
    assert figures("Nearly 45% of the region's farms lack water.")[0][2].startswith("percent")


def test_the_second_number_of_a_sentence_counts_what_the_first_did():
    found = figures("The bank handed out 640 food parcels in May and 710 in June.")
    assert [u for _, _, u in found] == ["food parcels", "food parcels"]
    found = figures("El banco repartió 640 lotes de comida en mayo y 710 en junio.", "es")
    assert [u for _, _, u in found] == ["lotes de comida", "lotes de comida"]


@pytest.mark.parametrize(
    "text, language, unit",
    [
        # "between X and Y a year" is one figure, counting the sentence's subject,
        # even across a relative clause between commas.
        ("Burglaries, which the police record weekly, numbered between 300 and 350 a month.", "en", "Burglaries"),
        ("Complaints numbered between 2,000 and 2,500 a week last winter.", "en", "Complaints"),
        ("Las denuncias, que recoge la policía, sumaron entre 300 y 350 al mes.", "es", "denuncias"),
    ],
)
def test_a_range_with_a_rate_is_one_figure_with_the_subjects_unit(text, language, unit):
    found = figures(text, language)
    assert len(found) == 1
    value, qualifier, got = found[0]
    assert qualifier == "at_least"
    assert got == unit


def test_a_range_with_no_unit_and_no_between_is_still_no_range():
    # "won 3-1": a score, not a range of anything.
    assert figures("The visitors won 3-1 on Saturday.") == []


@pytest.mark.parametrize(
    "text, language, units",
    [
        # A count with no noun that does what only people do counts people.
        # ("within a week" after what was done is a ceiling of one week.)
        ("Well over 5,000 signed the open letter within a week.", "en", ["people", "week"]),
        ("Some 8,000 had enrolled before the deadline.", "en", ["people"]),
        ("Más de 5.000 firmaron la carta abierta.", "es", ["personas"]),
        ("Unos 8.000 se habían matriculado antes del plazo.", "es", ["personas"]),
        ("Officers arrested 22 and cautioned another 15.", "en", ["people", "people"]),
        ("Los agentes detuvieron a 22 y multaron a otros 15.", "es", ["personas", "personas"]),
        # "1,200 registered voters": an adjective in -ed, not a verb.
        ("The ward has 1,200 registered voters.", "en", ["registered voters"]),
        # A change from one number to another counts its subject.
        ("Las reclamaciones pasaron de 480 a 610 en un año.", "es", ["reclamaciones", "reclamaciones", "año"]),
        ("Complaints went from 480 to 610 in a year.", "en", ["Complaints", "Complaints", "year"]),
        # Months are not carried to a count in millions.
        ("El puente tardará 20 meses y costará 12 millones.", "es", ["meses", ""]),
    ],
)
def test_units_the_sentence_gives(text, language, units):
    assert [u for _, _, u in figures(text, language)] == units


@pytest.mark.parametrize(
    "text, language, kept",
    [
        # How long something took, closing the clause that says what was done.
        ("The crew cleared the tunnel in 45 minutes.", "en", [("45", "minutes")]),
        ("El equipo despejó el túnel en 45 minutos, sin heridos.", "es", [("45", "minutos")]),
        ("Los técnicos repararon la avería en cuatro horas.", "es", [("4", "horas")]),
        # A plan, a condition, a framing period or a long unit is not a figure.
        ("The line will reopen in six hours.", "en", []),
        ("Si no llueve, el embalse se vaciará en seis horas.", "es", []),
        ("In six hours the storm reached the coast.", "en", []),
        # The change by a multiple is a figure, and so is the window it took (the corpus
        # README: "subió un 40 % en dos años").
        ("Prices doubled in two years.", "en", [("2", "times"), ("2", "years")]),
        ("Rescuers pulled out 12 people in the past 24 hours.", "en", [("12", "people"), ("24", "hours")]),
    ],
)
def test_the_time_something_took_is_a_figure(text, language, kept):
    assert [(str(v), u) for v, _, u in figures(text, language)] == kept


@pytest.mark.parametrize(
    "text, language, units",
    [
        # Money is not carried to a count that a verb acts on or that acts.
        ("Seats cost £30 each and 6,500 have been sold.", "en", ["pounds", ""]),
        ("Los asientos cuestan 30 euros y se han vendido 6.500.", "es", ["euros", ""]),
        ("Las butacas cuestan 30 euros y se vendieron 6.500.", "es", ["euros", ""]),
        # But it is carried where nothing else is counted.
        ("The fine was €500 for a first offence and 2,000 for a second.", "en", ["euros", "euros"]),
        # "Another", "Otros" add to a count; they are not a name like "Route 66".
        ("Another 250 will be hired in spring.", "en", ["people"]),
        ("Otras 250 serán contratadas en primavera.", "es", ["personas"]),
        ("Another 250 nurses start in May.", "en", ["nurses"]),
    ],
)
def test_money_and_added_counts(text, language, units):
    assert [u for _, _, u in figures(text, language)] == units


@pytest.mark.parametrize(
    "text, language, units",
    [
        # A lone participle after a second number describes what the first counted.
        ("Quedan 30 camas libres y 18 ocupadas.", "es", ["camas", "camas"]),
        ("Hay 30 camas libres y 18 ocupadas.", "es", ["camas", "camas"]),
        ("The car park has 200 spaces booked and 45 cancelled.", "en", ["spaces", "spaces"]),
    ],
)
def test_a_participle_after_a_second_number(text, language, units):
    assert [u for _, _, u in figures(text, language)] == units
