"""A count whose sentence does not name what it counts takes the noun an earlier count
of the story gave it: the rest of a group whose part was named by another word ("47
whales … nine of the animals … the remaining 38"). English and Spanish sentences of
our own, with sentences where nothing is carried."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Divers counted 60 dead turtles in the bay. Only 15 of the animals were tagged. The remaining 45 washed up overnight.",
            "en",
            [("60", "dead turtles"), ("15", "animals"), ("45", "animals")],
        ),
        (
            "La naviera tenía 30 buques. Solo 11 de las embarcaciones siguen operando. Los 19 restantes fueron desguazados.",
            "es",
            [("30", "buques"), ("11", "embarcaciones"), ("19", "embarcaciones")],
        ),
        (
            "La granja perdió 25 vacas. Siete de los animales estaban preñados. Las 18 restantes murieron por el calor.",
            "es",
            [("25", "vacas"), ("7", "animales"), ("18", "animales")],
        ),
    ],
)
def test_the_rest_of_a_group_takes_the_word_its_part_used(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The rest names its own noun.
        (
            "Divers counted 60 dead turtles. Only 15 of the animals were tagged. The remaining 45 turtles washed up.",
            "en",
            [("60", "dead turtles"), ("15", "animals"), ("45", "turtles")],
        ),
        # The same word for part and whole, as before.
        (
            "Of the 22 economists polled, 15 expected a cut. The other seven said rates would hold.",
            "en",
            [("22", "economists"), ("15", "economists"), ("7", "economists")],
        ),
    ],
)
def test_nothing_is_carried_where_the_rest_does_not_add_up_or_names_itself(text, language, expected):
    assert units(text, language) == expected


def test_a_rest_that_does_not_add_up_takes_no_word_of_the_part():
    # 12 and 30 are not the 40 players: the part's word is not carried.
    found = units("The club has 40 players. 12 of the squad are injured. The remaining 30 trained.")
    assert found[-1][0] == "30" and found[-1][1] not in {"squad", "players"}
    found = units("El club tiene 40 jugadores. 12 de los futbolistas están lesionados. Los 30 restantes entrenan.", "es")
    assert found[-1][0] == "30" and found[-1][1] not in {"futbolistas", "jugadores"}


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Visitors queued for hours at the aquarium. Attendance reached 2.1 million last year.",
            "en",
            [("2100000", "visitors")],
        ),
        (
            "The stadium sold out for the derby, and fans sang all night. Attendance topped 61,000.",
            "en",
            [("61000", "fans")],
        ),
        (
            "Los visitantes llenaron el recinto ferial. La asistencia alcanzó los 48.000 en la última jornada.",
            "es",
            [("48000", "visitantes")],
        ),
        (
            "El festival reunió a 80.000 asistentes. La afluencia superó las 12.000 el domingo.",
            "es",
            [("80000", "asistentes"), ("12000", "asistentes")],
        ),
    ],
)
def test_attendance_counts_the_people_the_story_named(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # No one named before: the attendance stays what is counted.
        ("The ground was full on Saturday. Attendance reached 52,000.", "en", [("52000", "Attendance")]),
        # A share of attendance is no count of people.
        (
            "The club drew 30,000 fans. Attendance at schools rose 3 percentage points.",
            "en",
            [("30000", "fans"), ("3", "percentage points")],
        ),
        # The visitors named after the figure are not carried back.
        (
            "La asistencia alcanzó los 48.000. Los visitantes llenaron el recinto.",
            "es",
            [("48000", "asistencia")],
        ),
    ],
)
def test_attendance_stays_when_no_people_were_named_before(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Ridership fell to only 12,000 a day in April.", "en", [("12000", "Ridership")]),
        ("Las ventas cayeron a solo 3.000 en marzo.", "es", [("3000", "ventas")]),
        ("Las reservas bajaron a apenas 900 en agosto.", "es", [("900", "reservas")]),
        (
            "The gallery counted 400,000 visitors in 2019. Attendance fell to just 90,000 in 2020.",
            "en",
            [("400000", "visitors"), ("90000", "visitors")],
        ),
    ],
)
def test_a_level_said_with_just_or_only_counts_the_subject(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # No verb of a level before "just": nothing is read as the subject.
        ("The margin was just 3 at half-time.", "en"),
        ("Ganó por solo 2 al final.", "es"),
    ],
)
def test_just_without_a_verb_of_a_level_names_no_subject(text, language):
    assert [unit for _, unit in units(text, language)] == [""]


@pytest.mark.parametrize(
    "text, language, measure",
    [
        (
            "Las estaciones midieron 140 microgramos por metro cúbico de ozono, más que el límite diario de 50.",
            "es",
            "microgramos por metro cúbico",
        ),
        ("El agua llegó a 12 miligramos por litro, por encima del umbral, y el umbral legal de 6 se superó.", "es", "miligramos por litro"),
        ("Readings hit 310 micrograms per cubic metre, well above the daily limit of 50.", "en", "micrograms per cubic metre"),
    ],
)
def test_a_limit_after_its_adjective_is_given_in_the_measure_named_before(text, language, measure):
    assert units(text, language)[-1][1] == measure


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # No limit: the noun before "de" is what is counted, not the measure.
        ("El río arrastró 300 toneladas de lodo y un lote especial de 50.", "es", [("300", "toneladas"), ("50", "lote especial")]),
        # A limit with no measure named before it stays as it was read.
        ("La ciudad fija un límite diario de 50 para los cruceros.", "es", [("50", "límite diario")]),
    ],
)
def test_no_measure_is_carried_to_what_is_no_limit(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The river burst its banks, forcing 2,400 from their homes.", "en", [("2400", "people")]),
        ("The wildfire forced about 400 to leave their homes overnight.", "en", [("400", "people")]),
        ("La crecida obligó a 1.300 a abandonar sus casas.", "es", [("1300", "personas")]),
        ("El fuego obligó a 250 a salir de sus viviendas.", "es", [("250", "personas")]),
    ],
)
def test_those_driven_from_their_homes_are_people(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Homes counted are homes; "de sus casas" after a number takes part of them.
        ("The storm damaged 1,300 homes.", "en", [("1300", "homes")]),
        ("El temporal dañó 300 de sus casas.", "es", [("300", "casas")]),
        # Moved out of offices: not said of people's homes.
        ("The firm moved 300 from their offices to a new site.", "en", [("300", "")]),
    ],
)
def test_no_people_where_no_one_leaves_a_home(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The survey reached 2,800 households, up 12% on last year.\n\nOf those, 640 said they had cut back on heating.",
            "en",
            [("2800", "households"), ("12", "percent"), ("640", "households")],
        ),
        (
            "El hospital atendió a 340 heridos, un 20% más que el año pasado.\n\nDe ellos, 45 siguen ingresados.",
            "es",
            [("340", "heridos"), ("20", "percent"), ("45", "heridos")],
        ),
    ],
)
def test_a_sentence_opening_on_of_those_counts_part_of_the_whole_before(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Nothing counted before: nothing to carry.
        ("Of those, 612 have waited longer.", "en", [("612", "")]),
        # Money is no count that "of those" takes part of: the part is an amount of that
        # money (`claims.extraction.money_amounts`), no count of anything.
        (
            "The firm spent $4 million last year. Of that, 300,000 went on rent.",
            "en",
            [("4000000", "dollars"), ("300000", "dollars")],
        ),
        # A part larger than the whole is no part of it.
        ("About 40 boats sailed.\n\nOf those, 612 have sunk.", "en", [("40", "boats"), ("612", "")]),
    ],
)
def test_of_those_carries_nothing_without_a_larger_count_before(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "About 900 tenants are on the list: 310 have waited longer than 18 months, and 75 have waited more than three years.",
            "en",
            [("900", "tenants"), ("310", "tenants"), ("18", "months"), ("75", "tenants"), ("3", "years")],
        ),
        (
            "Unos 500 presos esperan juicio: 80 han esperado más de 10 meses y 35 han esperado más de dos años.",
            "es",
            [("500", "presos"), ("80", "presos"), ("10", "meses"), ("35", "presos"), ("2", "años")],
        ),
    ],
)
def test_a_count_that_is_a_subject_passes_over_a_length_of_time(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # No verb after the count: a length of time goes on being counted.
        ("The ban ran for 6 months, then 3 more.", "en", [("6", "months"), ("3", "months")]),
        ("La obra duró 14 meses y otros 3 de retraso.", "es", [("14", "meses"), ("3", "meses")]),
    ],
)
def test_a_count_that_is_no_subject_still_counts_the_length_of_time(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La vuelta recorre unos 3.400 kilómetros, de ellos más de 1.900 asfaltados.",
            "es",
            [("3400", "kilómetros"), ("1900", "kilómetros")],
        ),
        ("La flota suma 300 aviones, de ellos 40 alquilados.", "es", [("300", "aviones"), ("40", "aviones")]),
        ("The airline flies 300 aircraft, of which 40 leased.", "en", [("300", "aircraft"), ("40", "aircraft")]),
    ],
)
def test_a_participle_after_a_part_says_which_of_the_whole(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A noun after the part is what it counts.
        ("Hay 300 detenidos, de ellos 40 menores.", "es", [("300", "detenidos"), ("40", "menores")]),
        # The hurt are counted, not described.
        ("Hubo 30 víctimas, de ellas 12 heridas.", "es", [("30", "víctimas"), ("12", "heridas")]),
    ],
)
def test_a_noun_or_the_hurt_after_a_part_stay_counted(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The aquarium welcomed 640,000 visitors last year.\n\n"
            "The total was up 9% and beat the previous record of 590,000 by more than 50,000.",
            "en",
            [("640000", "visitors"), ("9", "percent"), ("590000", "visitors"), ("50000", "visitors")],
        ),
        (
            "La feria recibió 215.000 visitantes, un 8% más.\n\nLa cifra supera el récord anterior de 201.000.",
            "es",
            [("215000", "visitantes"), ("8", "percent"), ("201000", "visitantes")],
        ),
    ],
)
def test_a_sentence_on_the_total_counts_what_the_total_counted(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "The total cost" is another noun, not the total before.
        (
            "The aquarium welcomed 640,000 visitors.\n\nThe total cost was up 9% on a record of 590,000.",
            "en",
            [("640000", "visitors"), ("9", "percent"), ("590000", "")],
        ),
        # Money is no count the total carries.
        (
            "The council spent $4 million on roads.\n\nThe total beat the record of 3,000.",
            "en",
            [("4000000", "dollars"), ("3000", "")],
        ),
    ],
)
def test_no_count_is_carried_to_another_total(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "People aged 80 and over, a group that now includes most war veterans, numbered 9.6 million.",
            "en",
            [("9600000", "People aged 80")],
        ),
        ("People living alone numbered 8.4 million last year.", "en", [("8400000", "People living")]),
        ("Las personas que viven solas sumaron 4,9 millones.", "es", [("4900000", "personas")]),
    ],
)
def test_people_as_a_subject_are_counted(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A word of the lists of names other than a plural noun is still no subject.
        ("Most people reached 400.", "en"),
        ("We think it reached 400.", "en"),
    ],
)
def test_other_function_words_still_name_no_subject(text, language):
    assert units(text, language) == [("400", "")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El puerto recibió 180.000 cruceristas, y prevé que con la nueva terminal esa cifra superará los 250.000.",
            "es",
            [("180000", "cruceristas"), ("250000", "cruceristas")],
        ),
        (
            "La biblioteca prestó 64.000 libros, y estima que tras la reforma esta cifra llegará a 90.000.",
            "es",
            [("64000", "libros"), ("90000", "libros")],
        ),
    ],
)
def test_that_figure_counts_what_the_figure_before_counted(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A share before is no count to carry.
        ("La tasa fue del 12%, y esa cifra subirá a 15.", "es", [("12", "percent"), ("15", "")]),
        # Nothing counted before in the sentence.
        ("That figure rose to 40.", "en", [("40", "")]),
    ],
)
def test_that_figure_carries_no_share_and_nothing_absent(text, language, expected):
    assert units(text, language) == expected
