"""Numbers the fourteenth to sixteenth blind checks found read as figures though the
sentence does not assert them as one. English and Spanish sentences of our own.

No figures: a Spanish time of day ("pasadas las 16.00 horas", "tras las 7.30 horas"), a
year named as one or by its era ("hacia el año 700", "in the year 850", "AD 79", "500 a. C."),
things of a kind named by their numbers ("las líneas 2 y 5", "gates 3 to 7"), a short
number to reach someone on ("contact their bank on 159", "llamar a la entidad al 159"),
parties named before speaking together ("the two clubs said", "informaron los dos clubes"),
the size of what a price is given per ("por saco de 50 kilos", "per bag of 60 kilos"); and,
left from the earlier checks, a stretch of a course ("the last six miles") and an hour after
"at" closing its clause ("made the call at 6."), how old a thing is ("con más de 30 años de
uso", "with 60 years of service"). A duration written in parts ("2 hours 19
minutes") is one figure in its smallest unit, not one for its last part ("2 hours and 30
minutes", exact in hours, is 2.5 hours: test_time_parts_in_largest_unit).
Durations beside them ("durante 14 horas", "más de 14 horas") and the counts beside
them are still read."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El tráfico se restableció pasadas las 16.00 horas en las 12 avenidas cortadas.", [("12", "exact", "avenidas")]),
        ("Pasadas las 22 horas, la policía cerró 5 bares.", [("5", "exact", "bares")]),
        ("La reunión terminó pasada la una de la madrugada.", []),
        ("Los cortes se repitieron tras las 7.30 horas y hacia las 9:15 horas.", []),
        ("Los bomberos trabajaron a partir de las 6.00 horas.", []),
        # A duration is still a figure.
        ("Las urgencias estuvieron colapsadas durante 14 horas.", [("14", "exact", "horas")]),
        ("Los vecinos pasaron más de 14 horas sin luz.", [("14", "more_than", "horas")]),
        ("La espera superó las 14 horas.", [("14", "more_than", "horas")]),
        ("El vuelo duró 7,5 horas.", [("7.5", "exact", "horas")]),
    ],
)
def test_a_spanish_time_of_day(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Los estudios sitúan la tumba hacia el año 700 de nuestra era.", "es", []),
        ("La ciudad fue fundada en el año 300 y tenía 4.000 habitantes.", "es", [("4000", "exact", "habitantes")]),
        ("Roma perdió 20 legiones hacia el 9 d. C.", "es", [("20", "exact", "legiones")]),
        ("The settlement dates from the year 850 and held some 3,000 people.", "en", [("3000", "approximately", "people")]),
        ("Vesuvius erupted in AD 79, burying 2,000 residents.", "en", [("2000", "exact", "residents")]),
        ("The wall, begun in 200 BC, took 30 years to build.", "en", [("30", "exact", "years")]),
        # A count after "este año", "this year" is still read.
        ("El Distrito prevé incorporar este año 269 buses eléctricos.", "es", [("269", "exact", "buses")]),
        ("This year 400 workers lost their jobs.", "en", [("400", "exact", "workers")]),
    ],
)
def test_a_year_named_as_one_or_by_its_era(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La huelga afectó a las líneas 2 y 5 del metro y a 40.000 viajeros.", "es", [("40000", "exact", "viajeros")]),
        ("Los artículos 14 y 15 de la ley fijan multas de 600 euros.", "es", [("600", "exact", "euros")]),
        ("Los andenes 3, 4 y 7 siguen cerrados.", "es", []),
        ("Passengers on lines 2 and 6 faced delays of up to 40 minutes.", "en", [("40", "at_most", "minutes")]),
        ("Gates 3 to 7 were closed for 90 minutes.", "en", [("90", "exact", "minutes")]),
        # A count of lines is still read.
        ("The company runs 12 lines and 40 routes.", "en", [("12", "exact", "lines"), ("40", "exact", "routes")]),
    ],
)
def test_things_named_by_their_numbers(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Customers should contact their bank immediately on 159 if they suspect fraud.", "en", []),
        ("Anyone with information should call detectives on 101 or Crimestoppers.", "en", []),
        ("Se recomienda llamar a la entidad bancaria al 159 si detecta cargos extraños.", "es", []),
        ("Los afectados deben comunicarse con la aseguradora al 900 o por correo.", "es", []),
        # A count after "on"/"at"/"en" is still read.
        ("The union called on 300 members to strike.", "en", [("300", "exact", "members")]),
        ("The firm contacted customers at 400 branches.", "en", [("400", "exact", "branches")]),
        ("La empresa contactó con clientes en 300 oficinas.", "es", [("300", "exact", "oficinas")]),
    ],
)
def test_a_short_number_to_reach_someone_on(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("United signed him for 80 million euros, the two clubs said on Friday.", "en", [("80000000", "exact", "euros")]),
        ("According to the three companies, the merger will cut 500 jobs.", "en", [("500", "exact", "jobs")]),
        ("The deal is worth 90 million euros, said the two companies.", "en", [("90000000", "exact", "euros")]),
        ("El acuerdo asciende a 40 millones de euros, informaron los dos clubes.", "es", [("40000000", "exact", "euros")]),
        ("Según las dos empresas, la fusión supondrá 300 despidos.", "es", [("300", "exact", "despidos")]),
        # A count of the parties that do something else is still read.
        ("The two hospitals treated 300 patients.", "en", [("2", "exact", "hospitals"), ("300", "exact", "patients")]),
        ("Los dos hospitales atendieron a 300 pacientes.", "es", [("2", "exact", "hospitales"), ("300", "exact", "pacientes")]),
    ],
)
def test_parties_named_before_speaking_together(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Los agricultores cobran 30 euros por saco de 50 kilos.", "es", [("30", "exact", "euros")]),
        ("Farmers are paid 45 dollars per bag of 60 kilos, down 8%.", "en", [("45", "exact", "dollars"), ("8", "exact", "percent")]),
        ("Each crate of 20 kilos sells for 12 euros.", "en", [("12", "exact", "euros")]),
        # An amount after "por valor de" and a weight counted are still read.
        ("La empresa vendió bienes por valor de 1,2 millones de euros.", "es", [("1200000", "exact", "euros")]),
        ("The port handled 300 tonnes of grain.", "en", [("300", "exact", "tonnes")]),
    ],
)
def test_the_size_of_what_a_price_is_given_per(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("He said the last six miles were the hardest, after 26 miles in heat.", "en", [("26", "exact", "miles")]),
        ("Rain fell on the final two laps.", "en", []),
        ("Atacó en los últimos 20 kilómetros y ganó la etapa.", "es", []),
        # A distance counted is still read.
        ("La etapa tiene 180 kilómetros.", "es", [("180", "exact", "kilómetros")]),
        # A race named by its distance, after a placing or a medal.
        ("Fue quinta en los 10.000 metros del Europeo de Múnich.", "es", []),
        ("Logró la medalla de bronce en los 800 metros.", "es", []),
        ("He finished fourth in the men's 400 metres hurdles.", "en", []),
        ("She won the 1,500m final in Oslo.", "en", []),
        # A distance run or a height is still read.
        ("El corredor cubrió los 1.500 metros del circuito.", "es", [("1500", "exact", "metros")]),
        ("La cota de nieve bajará hasta los 800 metros.", "es", [("800", "exact", "metros")]),
    ],
)
def test_a_stretch_of_a_course_or_a_race(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("They should have made the call at 6.", "en", []),
        ("The crowd gathered at 9 on Monday and 300 people marched.", "en", [("300", "exact", "people")]),
        ("Debieron parar la carrera a las seis.", "es", []),
        # A level, a tie and a count after "at" are still read.
        ("Rates were held at 5, the bank said.", "en", [("5", "exact", "")]),
        ("The vote was tied at 6.", "en", [("6", "exact", "")]),
        ("Officials counted the votes at 11 polling stations.", "en", [("11", "exact", "polling stations")]),
    ],
)
def test_an_hour_after_at(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The fastest runner won in 2 hours 19 minutes.", "en", [("139", "exact", "minutes")]),
        ("The outage lasted 2 hours and 30 minutes.", "en", [("2.5", "exact", "hours")]),
        ("She finished in just over 3 hours, 2 minutes and 10 seconds.", "en", [("10930", "more_than", "seconds")]),
        ("Ganó con un tiempo de 2 horas y 19 minutos.", "es", [("2.317", "exact", "horas")]),
        ("Los bomberos tardaron casi 1 h 45 min en llegar.", "es", [("105", "less_than", "min")]),
        # Durations of different things stay apart.
        ("Queues lasted 40 minutes and 300 people waited.", "en", [("40", "exact", "minutes"), ("300", "exact", "people")]),
        ("La espera fue de 20 minutos y el viaje de 2 horas.", "es", [("20", "exact", "minutos"), ("2", "exact", "horas")]),
    ],
)
def test_a_duration_written_in_parts(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La empresa no reemplazó un oleoducto con más de 30 años de uso, que vertió 400 barriles.",
            "es",
            [("400", "exact", "barriles")],
        ),
        (
            "Engineers warned that the pipes, with 60 years of service, leaked 3 million litres.",
            "en",
            [("3000000", "exact", "litres")],
        ),
        # Years counted otherwise are still read.
        ("La obra durará 30 años de trabajo.", "es", [("30", "exact", "años de trabajo")]),
    ],
)
def test_how_old_a_thing_is(text, language, expected):
    assert figures(text, language) == expected


def test_the_wait_that_names_a_measure_is_no_figure():
    # The count is the figure; the wait that defines who is counted is not.
    assert figures("The number of patients waiting more than 52 weeks fell to 380.") == [
        ("380", "exact", "patients waiting")
    ]
    assert figures("El número de pacientes que esperan más de seis meses bajó a 1.200.", "es") == [
        ("1200", "exact", "pacientes")
    ]
    # A wait counted is still read, and so is a threshold that is not a wait.
    assert ("4", "more_than", "hours") in figures("More than 3,400 patients waited over four hours.")
    assert ("12", "more_than", "days") in figures("The share of workers absent more than 12 days a year rose.")


def test_the_size_and_make_up_of_a_household_are_no_figures():
    assert figures("Una familia tipo de cuatro integrantes -dos adultos y dos niños- gastó 500.000 pesos.", "es") == [
        ("500000", "exact", "pesos")
    ]
    assert figures("A household of four (two adults and two children) spent £1,200 a month on food.") == [
        ("1200", "exact", "pounds")
    ]
    # How many households is still a figure.
    assert ("40", "approximately", "familias de la zona") in figures("Unas 40 familias de la zona fueron desalojadas.", "es")
