"""Figures whose noun the text leaves out take it from where it was said: the verb
of work ("employs 1,100"), the sentence before ("Se cancelaron 58"), the currency
the article names ("La multa asciende a 1,2 millones"), people left without power;
"half" as a moment is no share, and a vague count is no statistic. English and
Spanish sentences of our own, on several topics."""

from decimal import Decimal

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The object of a verb of work counts workers; "up from" counts the same.
        ("The plant employs 1,100, up from 950 last year.", "en", [("1100", "workers"), ("950", "workers")]),
        ("The firm now employs 2,300, compared with 1,900 in 2022.", "en", [("2300", "workers"), ("1900", "workers")]),
        (
            "La fábrica emplea a 1.100, frente a 950 el año pasado.",
            "es",
            [("1100", "trabajadores"), ("950", "trabajadores")],
        ),
        ("La cadena despidió a 340 en marzo.", "es", [("340", "trabajadores")]),
        ("The chain laid off 340 in March.", "en", [("340", "workers")]),
    ],
)
def test_a_verb_of_work_counts_workers(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Transport: the noun of the sentence before.
        ("La aerolínea canceló 40 vuelos el lunes. Se cancelaron 58.", "es", [("40", "vuelos"), ("58", "vuelos")]),
        (
            "La aerolínea canceló 40 vuelos el lunes. Se cancelaron 58 el martes.",
            "es",
            [("40", "vuelos"), ("58", "vuelos")],
        ),
        (
            "The airline cancelled 40 flights on Monday. Another 58 were cancelled on Tuesday.",
            "en",
            [("40", "flights"), ("58", "flights")],
        ),
        # Agriculture: a count carried over, not a time after it.
        (
            "Inspectors closed 14 farms in May. In June they closed 9.",
            "en",
            [("14", "farms"), ("9", "farms")],
        ),
        # A share, a measure or a sum is not carried to a bare count.
        ("Turnout rose to 64%, and 412 queued.", "en", [("64", "percent"), ("412", "people")]),
        ("El río subió 3 metros. Hoy quedan 12.", "es", [("3", "metros"), ("12", "")]),
        # Two sentences away, a bare count takes nothing.
        (
            "The port handled 900 ships in May. Storms then shut it for a week. By Friday 40 had sailed.",
            "en",
            [("900", "ships"), ("1", "week"), ("40", "")],
        ),
    ],
)
def test_a_bare_count_takes_the_noun_of_the_sentence_before(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Courts: a fine's amount counts the currency the article names, before or after.
        ("La multa asciende a 1,2 millones. La empresa ya pagó 300.000 euros.", "es", "euros"),
        ("The fine amounts to 1.2 million. The firm paid $300,000 last year.", "en", "dollars"),
        ("The company was fined €3 million in 2021. This year's fine amounts to 1.2 million.", "en", "euros"),
        ("El Ayuntamiento cobró 2 millones de pesos. La sanción asciende a 400.000.", "es", "pesos"),
        # A word for money with one adjective after it: "las pérdidas acumuladas".
        ("La patronal estimó que cada día cuesta 12 millones de dólares, y que las pérdidas acumuladas superan los 900 millones.", "es",
         "dólares"),
        ("La obra costó 30 millones de euros. El coste final rondará los 41 millones.", "es", "euros"),
        # In English a word after one for money is a noun of its own.
        ("The insurer paid £30 million. It hired 85 loss adjusters.", "en", None),
    ],
)
def test_an_amount_of_money_counts_the_currency_named_nearby(text, language, expected):
    if expected is None:
        assert units(text, language)[-1] == ("85", "loss adjusters")
        return
    assert {unit for _, unit in units(text, language)} == {expected}


def test_a_count_of_fines_still_counts_fines():
    assert units("The council issued 1,200 fines, which came to $30,000.") == [("1200", "fines"), ("30000", "dollars")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Disasters: people left without power, and the Spanish "a" of a person acted on.
        ("The storm left 230,000 without power.", "en", [("230000", "people")]),
        ("La tormenta dejó a 230.000 sin luz.", "es", [("230000", "personas")]),
        ("Some 830,000 were evacuated before the hurricane made landfall.", "en", [("830000", "people")]),
        ("Unas 830.000 fueron evacuadas antes de la llegada del huracán.", "es", [("830000", "personas")]),
        # Health: those treated.
        ("Los sanitarios atendieron a 2.400 durante la ola de calor.", "es", [("2400", "personas")]),
        ("Paramedics treated 2,400 during the heatwave.", "en", [("2400", "people")]),
        # Migration: a subject that rose to a number, in the plural too.
        ("Las solicitudes de asilo subieron a 84.000.", "es", [("84000", "solicitudes")]),
        ("Applications for asylum rose to 84,000.", "en", [("84000", "Applications")]),
        # Adjectives before the noun and a group after "of".
        ("Over 410 mostly young volunteers cleared the beach.", "en", [("410", "volunteers")]),
        ("About 12% of households lack broadband.", "en", [("12", "percent of households")]),
        ("El 12 % de los hogares carece de banda ancha.", "es", [("12", "percent de los hogares")]),
        # Money with currency words and measures.
        ("The ministry set aside $1.2bn for the dam.", "en", [("1200000000", "dollars")]),
        ("El Gobierno destinará 1,2 millones de euros al plan.", "es", [("1200000", "euros")]),
        ("El programa costará 300 millones de pesos.", "es", [("300000000", "pesos")]),
        ("El incendio quemó 3.400 hectáreas de monte.", "es", [("3400", "hectáreas")]),
        ("Temperatures reached 46 degrees in Seville.", "en", [("46", "degrees")]),
        ("La cosecha cayó a 1,2 millones de toneladas.", "es", [("1200000", "toneladas")]),
        # Elections and sport: "X of the Y", "N of them".
        ("Once de los 27 Estados miembros apoyaron el plan.", "es", [("11", "Estados miembros"), ("27", "Estados miembros")]),
        (
            "El delantero lleva 23 goles esta temporada, 15 de ellos en casa.",
            "es",
            [("23", "goles"), ("15", "goles")],
        ),
        # Science: a comparison after a count.
        ("Scientists counted 1,230 nests, 40% more than in 2020.", "en", [("1230", "nests"), ("40", "percent")]),
    ],
)
def test_units_across_topics(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Llegaron a la mitad de la tarde.", "es"),
        ("A mitad de la mañana se cortó la luz.", "es"),
        ("Hacia la mitad del partido empezó a llover.", "es"),
        ("The power came back half of the way through the match.", "en"),
        # A half named by its side is a part of a place or a list.
        ("La ola de frío golpea a la mitad norte del país desde el martes.", "es"),
        ("Las lluvias anegaron la mitad oriental de la isla.", "es"),
        ("The storm cut power across the northern half of the state.", "en"),
        ("The club sits in the bottom half of the table.", "en"),
    ],
)
def test_half_of_a_period_or_a_side_is_no_share(text, language):
    assert units(text, language) == []


def test_half_of_a_group_stays_a_share():
    assert units("La mitad de los votos fue para el PP y el precio bajó a la mitad este año.", "es") == [
        ("50", "por ciento de los votos"),
        ("50", "percent"),
    ]


def test_half_of_something_counted_is_still_a_share():
    assert units("La mitad de los hogares no tiene calefacción.", "es") == [("50", "por ciento de los hogares")]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Decenas de voluntarios limpiaron la playa el domingo.", "es"),
        ("Dozens of volunteers cleaned the beach on Sunday.", "en"),
    ],
)
def test_a_vague_count_is_not_proposed_as_a_statistic(text, language):
    proposals = extract(text, [], language=language)
    assert proposals
    assert all(p.kind != "statistic" and p.value is None for p in proposals)


def test_a_vague_count_beside_a_figure_leaves_the_figure():
    proposals = extract("Dozens of volunteers joined 312 firefighters on the line.", [])
    assert [(p.kind, p.value) for p in proposals] == [("statistic", Decimal("312"))]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Economy: dollars of other countries, by their sign.
        ("The deal is worth C$412 million.", "en", [("412000000", "Canadian dollars")]),
        ("The province will spend NZ$96 million on roads.", "en", [("96000000", "New Zealand dollars")]),
        ("The club paid A$5 million for the striker.", "en", [("5000000", "Australian dollars")]),
        ("La obra costará S/ 12 millones.", "es", [("12000000", "soles")]),
        # Migration and economy: an article between the verb and the amount.
        ("Las reclamaciones alcanzaron las 472.000 en 2023.", "es", [("472000", "reclamaciones")]),
        ("Los casos superaron los 3.000 el lunes.", "es", [("3000", "casos")]),
        # "The number of", "la cifra de": what the figure is of.
        ("La cifra de visitantes superará las 1.700 este año.", "es", [("1700", "visitantes")]),
        # A time after the number is not its unit.
        (
            "La plantilla llegó a 5.400, frente a 4.100 un año antes.",
            "es",
            [("5400", "plantilla"), ("4100", "plantilla")],
        ),
        # How often is not carried to a later number.
        ("La avería se repitió tres veces y el límite quedó fijado en 15.", "es", [("3", "veces"), ("15", "")]),
        # A participle and a preposition after a number are its verb.
        (
            "Exports hit 1.52 million tonnes, beating the record of 1.41 million set in 2019.",
            "en",
            [("1520000", "tonnes"), ("1410000", "tonnes")],
        ),
        # "Five of them": the figure before says what.
        # A part set after its whole counts what it is said to be (corpus README).
        ("Police arrested nine people, five of them teenagers.", "en", [("9", "people"), ("5", "teenagers")]),
        ("Detuvieron a nueve personas, cinco de ellos menores.", "es", [("9", "personas"), ("5", "menores")]),
        # Crowds and rescues count people.
        ("More than 1,500 packed the square.", "en", [("1500", "people")]),
        ("Más de 1.500 abarrotaron la plaza.", "es", [("1500", "personas")]),
        ("Rescuers pulled 37 from the rubble.", "en", [("37", "people")]),
        # Measures in two words.
        ("El vertido cubrió 40 kilómetros cuadrados.", "es", [("40", "kilómetros cuadrados")]),
        # Rates: the base is part of the unit, not a figure of its own.
        ("The rate stood at 9.3 deaths per 1,000 live births.", "en", [("9.3", "deaths per 1,000 live births")]),
        (
            "La tasa de homicidios bajó a 4,1 por cada 100.000 habitantes.",
            "es",
            [("4.1", "tasa por cada 100.000 habitantes")],
        ),
        ("Water costs $5 per 1,000 litres.", "en", [("5", "dollars per 1,000 litres")]),
    ],
)
def test_units_of_money_signs_rates_and_counts_after_verbs(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, qualifier",
    [
        ("Ticket sales reached around C$310 per seat.", "en", "approximately"),
        ("Repairs will cost an estimated C$90 million.", "en", "approximately"),
        ("La cifra de visitantes superará las 1.700 este año.", "es", "more_than"),
        ("Attendance is expected to top 40,000.", "en", "more_than"),
    ],
)
def test_qualifiers_before_signs_and_in_the_future(text, language, qualifier):
    assert [f.qualifier for f in find_figures(text, language=language)] == [qualifier]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The force promised zero tolerance for drink-driving.", "en"),
        ("La Guardia Civil aplicará tolerancia cero.", "es"),
        ("MADRID, 3 dic (Europa Press) - El paro bajó en noviembre.", "es"),
        ("Se prohibirá la entrada a camiones de más de 20 años de antigüedad.", "es"),
        ("En los dos últimos años la cosecha cayó.", "es"),
    ],
)
def test_families_policies_datelines_and_ages_of_things_are_not_figures(text, language):
    assert units(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Courts: a noun in -ados after "a" is what is counted, not a participle.
        (
            "La trama estafó 4,5 millones de euros a 1.300 jubilados.",
            "es",
            [("4500000", "euros"), ("1300", "jubilados")],
        ),
        # Migration: a month after a large number is whose count it is, not a date.
        (
            "La agencia detuvo a 2.470 migrantes en marzo, casi el doble que los 1.300 de febrero.",
            "es",
            [("2470", "migrantes"), ("2", "veces"), ("1300", "migrantes")],
        ),
        # Those a shelter houses are people, with an adverb before the Spanish "a"; "twice"
        # is a count of times (as "three times their capacity"), and so is "el doble de".
        ("The shelter now houses 600, twice its capacity.", "en", [("600", "people"), ("2", "times")]),
        ("El albergue acoge ya a 600, el doble de su capacidad.", "es", [("600", "personas"), ("2", "veces")]),
        # Disasters: "others" counts what the figure before did.
        ("The fire destroyed 120 homes; 45 others were damaged.", "en", [("120", "homes"), ("45", "homes")]),
        ("El fuego destruyó 120 casas; otras 45 resultaron dañadas.", "es", [("120", "casas"), ("45", "casas")]),
        # Economy: a future verb after a count is not its noun.
        (
            "De los 400 trabajadores, 150 perderán su empleo.",
            "es",
            [("400", "trabajadores"), ("150", "trabajadores")],
        ),
        # Transport: a change told with "hasta" after a share counts the subject.
        (
            "El número de viajeros creció un 12 %, hasta 4,1 millones diarios.",
            "es",
            [("12", "percent"), ("4100000", "viajeros")],
        ),
    ],
)
def test_units_after_verbs_months_and_others(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, qualifier",
    [
        # Weather: the peak a river reached is exact; "up to a maximum of" is a ceiling.
        ("El río alcanzó un máximo de 6,2 metros el domingo.", "es", "exact"),
        ("The river reached a maximum of 6.2 metres on Sunday.", "en", "exact"),
        ("Las multas serán de un máximo de 6.000 euros.", "es", "at_most"),
    ],
)
def test_a_maximum_reached_is_exact(text, language, qualifier):
    assert [f.qualifier for f in find_figures(text, language=language)] == [qualifier]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Economy and health: a share "by as much as", "by up to" is a ceiling.
        ("Cases fell by as much as a third in the north.", "en", [("33.3", "at_most", "percent")]),
        ("Prices rose by up to a quarter last year.", "en", [("25", "at_most", "percent")]),
        # How long a review, a mortgage or a plan runs.
        ("The ministry ordered an 18-month review of the scheme.", "en", [("18", "exact", "months")]),
        ("He took out a 30-year mortgage.", "en", [("30", "exact", "years")]),
        ("The council approved a five-year plan.", "en", [("5", "exact", "years")]),
        # Weather: temperatures below zero.
        ("Temperatures will drop to minus 12 degrees.", "en", [("-12", "exact", "degrees")]),
        ("Las temperaturas bajarán hasta los 12 grados bajo cero.", "es", [("-12", "exact", "grados")]),
        ("Temperatures fell to -12C overnight.", "en", [("-12", "exact", "°C")]),
        ("Se registraron -5 grados en Soria.", "es", [("-5", "exact", "grados")]),
        # Disasters: a quake's magnitude is not what its toll counts.
        (
            "El terremoto, de magnitud 6,8, mató a 14.",
            "es",
            [("6.8", "exact", "magnitud"), ("14", "exact", "personas")],
        ),
        # A short Spanish verb after a share ends its noun phrase.
        (
            "Cerca de un tercio del presupuesto va a sanidad.",
            "es",
            [("33.3", "approximately", "por ciento del presupuesto")],
        ),
    ],
)
def test_shares_durations_temperatures_and_magnitudes(text, language, expected):
    found = find_figures(text, language=language)
    assert [(str(f.value), f.qualifier, f.unit) for f in found] == expected


def test_an_age_is_still_not_a_duration():
    assert units("She is a 10-year-old girl.") == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Health: "of whom", "de las cuales" count what the figure before did.
        (
            "The outbreak has infected 1,240 people in the province, 86 of whom have died.",
            "en",
            [("1240", "people"), ("86", "people")],
        ),
        (
            "El brote ha infectado a 1.240 personas en la provincia, 86 de las cuales han muerto.",
            "es",
            [("1240", "personas"), ("86", "personas")],
        ),
        # Disasters: an irregular past verb ends the noun phrase.
        (
            "About 600 firefighters and 40 aircraft fought the blaze.",
            "en",
            [("600", "firefighters"), ("40", "aircraft")],
        ),
        # Migration: a comma of thousands after a month is no age in apposition.
        ("Since January, 3,400 have crossed the border.", "en", [("3400", "")]),
        # Science: measures in two words.
        ("El embalse almacena 4.500 hectómetros cúbicos de agua.", "es", [("4500", "hectómetros cúbicos")]),
        # Ages of a population are no figures; its share is.
        ("Some 14% of the population is over 65.", "en", [("14", "percent of the population")]),
        ("El 14 % de la población supera los 65 años.", "es", [("14", "percent de la población")]),
    ],
)
def test_relatives_irregular_verbs_and_ages_of_a_population(text, language, expected):
    assert units(text, language) == expected


def test_a_slowdown_to_a_level_is_exact():
    found = find_figures("El crecimiento se frenó hasta el 0,8 % en el tercer trimestre.", language="es")
    assert [(f.value, f.qualifier) for f in found] == [(Decimal("0.8"), "exact")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Charity and sport: a count with thousands separators carries the noun too.
        (
            "The charity distributed 12,000 food parcels in 2023. This year it expects to hand out 15,000.",
            "en",
            [("12000", "food parcels"), ("15000", "food parcels")],
        ),
        (
            "La temporada pasada el club vendió 9.500 abonos. Esta temporada lleva 11.200.",
            "es",
            [("9500", "abonos"), ("11200", "abonos")],
        ),
        # Education: a Spanish imperfect after a count is its verb.
        (
            "Unas 40 escuelas cerraron el lunes. El miércoles solo 12 seguían cerradas.",
            "es",
            [("40", "escuelas"), ("12", "escuelas")],
        ),
        # Disasters: a small count in words that opens a clause and dies counts people.
        (
            "Rescue teams found 18 survivors. Two died later in hospital.",
            "en",
            [("18", "survivors"), ("2", "people")],
        ),
        (
            "Los equipos de rescate encontraron a 18 supervivientes. Dos murieron después en el hospital.",
            "es",
            [("18", "supervivientes"), ("2", "personas")],
        ),
    ],
)
def test_counts_carried_from_the_sentence_before(text, language, expected):
    assert units(text, language) == expected


def test_a_small_count_said_to_be_something_counts_that_something():
    # The lead's decision of 6 December 2026: a described part is a statistic (it was no figure).
    assert units("Rescue teams found 18 survivors. Two of them were children.") == [("18", "survivors"), ("2", "children")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Agriculture: the subject after "According to X," and the change it started from.
        (
            "According to the ministry, crop insurance claims reached 14,600 by October, up from 6,900 a year earlier.",
            "en",
            [("14600", "crop insurance claims"), ("6900", "crop insurance claims")],
        ),
        # Crime: what a report said had dropped is the subject, not who said it.
        (
            "The Home Office said that recorded thefts dropped to about 11,000 in 2025, from more than 30,000 in 2021.",
            "en",
            [("11000", "recorded thefts"), ("30000", "recorded thefts")],
        ),
        (
            "El informe señaló que las denuncias subieron a 2.300 en 2024.",
            "es",
            [("2300", "denuncias")],
        ),
        # Environment: "tres veces" between a level and its limit is passed over.
        (
            "La concentración llegó a 48 microgramos, más de tres veces el límite, fijado en 15.",
            "es",
            [("48", "microgramos"), ("3", "veces"), ("15", "microgramos")],
        ),
        # Courts: "cinco de ellos" with no figure before counts the group named last.
        (
            "Los detenidos están acusados de estafa. El juez ha decretado prisión para cinco de ellos.",
            "es",
            [("5", "detenidos")],
        ),
        (
            "The protesters were taken to court. The judge released three of them on bail.",
            "en",
            [("3", "protesters")],
        ),
        # A run of days in a row is a figure, not a framing period.
        ("Las partículas superaron durante tres días seguidos los niveles seguros.", "es", [("3", "días")]),
        ("Pollution exceeded safe levels for five days in a row.", "en", [("5", "days")]),
    ],
)
def test_subjects_groups_and_runs_of_days(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Las víctimas pueden denunciar a través del teléfono 091.", "es"),
        ("Victims can report it on the phone 101.", "en"),
    ],
)
def test_a_short_phone_number_is_not_a_figure(text, language):
    assert units(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Agriculture and pensions: an example someone imagines is no figure.
        ("A family farm with 800 acres and a new combine has far less room.", "en", []),
        ("Un trabajador con 20 años cotizados puede jubilarse antes.", "es", []),
        # A farm the text names with its acres is counted.
        ("The farm, with 800 acres of wheat, lost its crop.", "en", [("800", "acres")]),
        # Education: an amount spelled out again in a quote is the figure already counted.
        (
            'The plan costs C$96 million. "Ninety-six million dollars is a lot of money," she said.',
            "en",
            [("96000000", "Canadian dollars")],
        ),
        (
            "El plan cuesta 2 millones de euros. «Dos millones de euros es mucho dinero», dijo.",
            "es",
            [("2000000", "euros")],
        ),
        # The same value counting something else is a figure of its own.
        (
            "The plan costs $2 million, and two million people will benefit.",
            "en",
            [("2000000", "dollars"), ("2000000", "people")],
        ),
    ],
)
def test_examples_and_amounts_said_again_in_words(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "reached a record 1.1 million": a record is still a level of the subject.
        (
            "Foreign students enrolled in Canada reached a record 1.1 million, up from 0.6 million in 2015.",
            "en",
            [("1100000", "Foreign students enrolled"), ("600000", "Foreign students enrolled")],
        ),
        ("Hotel bookings hit a new record high of 8,700 in May.", "en", [("8700", "Hotel bookings")]),
        (
            "Los estudiantes extranjeros matriculados en Canadá alcanzaron un récord de 1,1 millones.",
            "es",
            [("1100000", "estudiantes extranjeros matriculados")],
        ),
        ("Las reservas hoteleras alcanzaron la cifra récord de 8.700 en mayo.", "es", [("8700", "reservas hoteleras")]),
        # A noun written after the number is still the unit.
        ("Rainfall reached a record 310 millimetres.", "en", [("310", "millimetres")]),
        ("The team reached a record 12 wins in a row.", "en", [("12", "wins")]),
        ("Las lluvias alcanzaron un récord de 310 milímetros.", "es", [("310", "milímetros")]),
    ],
)
def test_a_record_level_counts_the_subject(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "put the total population at 5.1 million": an estimate counts what it puts at
        # the number, even after an aside, and "down about" counts the same.
        (
            "The survey, carried out in May, put the total population at 5.1 million, down about 0.3 million from 2015.",
            "en",
            [("5100000", "total population"), ("300000", "total population")],
        ),
        ("Organisers estimated the attendance at about 25,000.", "en", [("25000", "attendance")]),
        ("Los organizadores estimaron la asistencia en unas 25.000.", "es", [("25000", "asistencia")]),
        (
            "El censo, realizado en mayo, cifró la población total en 5,1 millones.",
            "es",
            [("5100000", "población total")],
        ),
        # A unit written after the number is kept.
        ("The insurer put the cost at $3 million.", "en", [("3000000", "dollars")]),
        ("La empresa cifró las pérdidas en 3 millones de euros.", "es", [("3000000", "euros")]),
        ("The agency put inflation at 3.2%.", "en", [("3.2", "percent")]),
    ],
)
def test_an_estimate_counts_what_it_puts_at_the_number(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "The rural population, those living outside towns, fell to": an apposition
        # between the subject and its verb of level leaves the subject what is counted.
        (
            "The rural population, those living outside towns, fell to roughly 9 million, the office said.",
            "en",
            [("9000000", "rural population")],
        ),
        ("Pensioners, a group that has grown every year since 2000, numbered 4.2 million.", "en", [("4200000", "Pensioners")]),
        (
            "La población rural, aquellos que viven fuera de las ciudades, cayó a unos 9 millones.",
            "es",
            [("9000000", "población rural")],
        ),
        ("Los jubilados, un grupo que crece cada año, sumaron 4,2 millones.", "es", [("4200000", "jubilados")]),
    ],
)
def test_an_apposition_leaves_the_subject_counted(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "Cases have risen …, with 9,000 reported": "with" and a participle of counting
        # give a part of what the clause before said had changed.
        (
            "Experts say cholera cases have risen steeply over the past decade, with more than 9,000 reported in 2023.",
            "en",
            [("9000", "cases")],
        ),
        ("Complaints have soared this year, with 1,200 recorded by June.", "en", [("1200", "Complaints")]),
        # A noun after the number, or no participle of counting, keeps its own reading.
        ("Cases have risen, with 300 people reported ill.", "en", [("300", "people")]),
        ("Prices have risen sharply, with 40 shops closing.", "en", [("40", "shops")]),
    ],
)
def test_with_a_count_reported_counts_what_had_changed(text, language, expected):
    assert units(text, language) == expected
