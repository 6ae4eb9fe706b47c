"""Figures the tenth and eleventh blind checks found misread, and numbers they found
read as figures that label, place or convert rather than count. English and Spanish
sentences of our own.

Read now: a temperature with a space before C or F ("34 C (93 F)"), a price in pence
("at 184p"), a range and a ceiling below zero ("entre -5 y -3 grados", "hasta -9
grados"), "superaba los", "roza los" (just below), "estimado en" (about), and a
"more than" a clause denies ("no pharmacy would lose more than 2%": at most).

No figures: a place in a ranking ("the top 150"), a tie-break ("7-6 (5)"), a mission
clock ("T+3 minutes 41 seconds"), an exchange-rate note ("($1 = 1.3950 Canadian
dollars)"), an address in numbers ("calle 7 n.º 6-54", "la cuadra 12"), a moment
ahead ("Dentro de diez años"), an age of kin in a quote ("mi mamá de 86 años") and a
few picked out by a superlative ("its two biggest rivals", "the two market leaders")."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The thermometer in Seville read 41 C (106 F) at noon.", "en", [("41", "exact", "°C"), ("106", "exact", "°F")]),
        ("By evening it had cooled to about 19 C, locals said.", "en", [("19", "approximately", "°C")]),
        # A grade or a vitamin is no temperature.
        ("She earned a grade C in maths and took vitamin C daily.", "en", []),
        ("La máxima fue de 38 C (100 F) en Córdoba.", "es", [("38", "exact", "°C"), ("100", "exact", "°F")]),
    ],
)
def test_a_temperature_with_a_space_before_its_scale(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Shares in the grocer closed at 312p on Friday.", [("312", "exact", "p")]),
        ("The broker raised its target from 150p to 175p.", [("150", "exact", "p"), ("175", "exact", "p")]),
        # Pence read only where a price is quoted; "3p" elsewhere is no figure.
        ("\"Another 15p a week adds up,\" she said.", []),
    ],
)
def test_a_price_in_pence(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("En Bariloche se registraron entre -8 y -6 grados.", "es", [("-8", "at_least", "grados")]),
        ("Las mínimas oscilarán entre -2 y 4 grados.", "es", [("-2", "at_least", "grados")]),
        ("Overnight lows were between -11 and -7 degrees.", "en", [("-11", "at_least", "degrees")]),
        ("Se esperan heladas de hasta -12 grados en la meseta.", "es", [("-12", "at_most", "grados")]),
        ("Forecasters warned of temperatures of up to -20 degrees.", "en", [("-20", "at_most", "degrees")]),
    ],
)
def test_ranges_and_ceilings_below_zero(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La espera superaba los 40 minutos en el aeropuerto.", "es", [("40", "more_than", "minutos")]),
        ("La comarca roza ya los 12.000 vecinos.", "es", [("12000", "less_than", "vecinos")]),
        ("El puente, estimado inicialmente en 80 millones de euros, costó más.", "es",
         [("80000000", "approximately", "euros")]),
        ("La obra tiene un coste estimado de 45 millones de euros.", "es", [("45000000", "approximately", "euros")]),
        ("The minister said no household would pay more than 5% extra.", "en", [("5", "at_most", "percent")]),
        ("Ningún hogar pagará más de 30 euros al mes, según el ministerio.", "es", [("30", "at_most", "euros")]),
        # Without a negation, "more than" keeps its meaning.
        ("Households will pay more than 5% extra.", "en", [("5", "more_than", "percent")]),
    ],
)
def test_qualifiers_superaba_roza_estimado_and_a_denied_more_than(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The Spaniard, ranked outside the top 100 a year ago, reached the final.", "en"),
        ("Volvió a entrar en el top 10 de la clasificación mundial.", "es"),
        ("She took the opening set 7-6 (4).", "en"),
        ("Ganó el segundo set por 6-7 (3).", "es"),
        ("The signal was lost at T+2 minutes 15 seconds.", "en"),
        ("La telemetría se cortó en T+90 segundos.", "es"),
        ("($1 = 0.9210 euros)", "en"),
        ("(1 euro = 1,0850 dólares)", "es"),
        ("La sede está en la carrera 15 # 88-21 de Bogotá.", "es"),
        ("Vive en la cuadra 14 de la avenida Arequipa.", "es"),
        ("Dentro de cinco años nadie recordará esta obra.", "es"),
        ("In twenty years' time nobody will remember the cost.", "en"),
        ("«Tengo a mi papá de 91 años sin calefacción», dijo.", "es"),
        ("The chain is squeezed by its three biggest rivals.", "en"),
        ("Smaller grocers sit between the discounters and the two market leaders.", "en"),
        ("La empresa compite con sus dos principales rivales.", "es"),
    ],
)
def test_numbers_that_label_place_or_convert_are_no_figures(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A count after a determiner stays a count without a superlative.
        ("The charity said its two shelters were full.", "en", [("2", "exact", "shelters")]),
        ("Las obras afectan a sus 14 sedes en la ciudad.", "es", [("14", "exact", "sedes")]),
        ("The top scorer netted 31 goals.", "en", [("31", "exact", "goals")]),
    ],
)
def test_counts_beside_those_forms_stay_figures(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Según el informe, la taquilla cubrirá como mucho una quinta parte.", "es", [("20", "at_most", "percent")]),
        ("Las ayudas llegaron a una cuarta parte, dijo el alcalde.", "es", [("25", "exact", "percent")]),
    ],
)
def test_a_spanish_share_named_as_a_part_at_the_end_of_its_clause(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "6-4 in 68 minutes": how long it took, not one in 68.
        ("She beat her rival 6-3, 6-4 in 71 minutes.", "en", [("71", "exact", "minutes")]),
        ("Ganó 6-2, 6-4 en 80 minutos.", "es", [("80", "exact", "minutos")]),
        ("One in four adults smokes.", "en", [("25", "exact", "percent")]),
        ("Uno de cada cinco vecinos vota.", "es", [("20", "exact", "percent")]),
    ],
)
def test_a_number_in_a_time_is_no_ratio(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A small number in words after a definite article points back at its figure.
        ("An outbreak hit three farms near Leeds. The three farms belong to one firm.", "en",
         [("3", "exact", "farms")]),
        ("Hubo un brote en tres granjas del pueblo. Las tres granjas pertenecen a una cooperativa.", "es",
         [("3", "exact", "granjas del pueblo")]),
        # Told first in the headline only, the count named again in the body is the news
        # itself; named a third time, it points back at the body's.
        ("Rescatan con vida a los siete mineros\n\nLos siete mineros que quedaron atrapados fueron "
         "rescatados. Los siete mineros están en el hospital.", "es",
         [("7", "exact", "mineros"), ("7", "exact", "mineros")]),
        ("Three climbers rescued on Mont Blanc\n\nThe three climbers who were trapped on Sunday were "
         "rescued. The three climbers are now in hospital.", "en",
         [("3", "exact", "climbers"), ("3", "exact", "climbers")]),
        # Digits say the figure again and count again.
        ("Rescuers reached 17 miners on Monday. The 17 miners were taken to hospital.", "en",
         [("17", "exact", "miners"), ("17", "exact", "miners")]),
        # Generations of something counted.
        ("The drug has helped three generations of patients.", "en", [("3", "exact", "generations of patients")]),
    ],
)
def test_a_count_named_again_and_generations(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("\"When it's 5 degrees outside, the shelter fills up,\" she said.", "en", []),
        ("«Cuando hace 40 grados nadie sale a la calle», dijo.", "es", []),
        # Told as what happened, the temperature is a figure.
        ("When it hit 40 degrees on Tuesday, schools closed.", "en", [("40", "exact", "degrees")]),
    ],
)
def test_whenever_a_condition_holds_the_number_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "The number of …" names what is counted; the subject does not cross a line.
        ("The Valley Herald\n\nThe number of people without power rose 8% overnight, to 4,310.", "en",
         [("8", "exact", "percent"), ("4310", "exact", "people")]),
        # Compared with the figure before, a bare number counts what it counts.
        ("The clinic treated 812 patients, up from 640 a year earlier.", "en",
         [("812", "exact", "patients"), ("640", "exact", "patients")]),
        ("La obra costó 21 millones de euros frente a los 9,5 del proyecto inicial.", "es",
         [("21000000", "exact", "euros"), ("9500000", "exact", "euros")]),
        # "Of those counted": part of the group the article counted last.
        ("Volunteers found 1,420 people sleeping rough.\n\nOf those counted, 300 were veterans.", "en",
         [("1420", "exact", "people"), ("300", "exact", "veterans")]),  # a described part (corpus README)
        # A participle after the millions is no currency; a conversion in brackets is not the money counted.
        ("Costó 30 millones de euros (unos 33 millones de dólares), más del triple de los 15 millones presupuestados.", "es",
         [("30000000", "exact", "euros"), ("33000000", "approximately", "dólares"), ("3", "more_than", "veces"),
          ("15000000", "exact", "euros")]),
    ],
)
def test_a_number_compared_or_part_of_a_group_counts_what_the_figure_before_counts(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A count of times after a name with a number-like shape.
        ("The company has flown the Vega-Lite 23 times since 2019.", "en", [("23", "exact", "times")]),
        ("La empresa ha lanzado el Falcon 14 veces este año.", "es", [("14", "exact", "veces")]),
        ("He upgraded to Windows 11 last year.", "en", []),
        # Half of one unit of measure after a qualifier; half a point is no figure, half an
        # hour it took a length of time (`claims.extraction.hour_fractions`).
        ("The spill reached about half a mile downstream.", "en", [("0.5", "approximately", "mile")]),
        ("The bank cut rates by half a point.", "en", []),
        ("It took nearly half an hour.", "en", [("0.5", "less_than", "hour")]),
        # A bound told as a share, ending its clause.
        ("Restrictions tighten as reservoir falls below a third", "en", [("33.3", "less_than", "percent")]),
        ("Storage stayed above a quarter, the authority said.", "en", [("25", "more_than", "percent")]),
    ],
)
def test_counts_of_times_after_a_name_half_a_unit_and_a_bound_told_as_a_share(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Three officials at the ministry, speaking on condition of anonymity, said the plan was dead.", "en", []),
        ("Two bankers, who asked not to be named, said talks had stalled.", "en", []),
        ("Empleados de tres fábricas, que pidieron no ser identificados, dijeron que no cobran.", "es", []),
        # Named or not speaking, the count is a figure.
        ("Three officials at the ministry resigned on Monday.", "en", [("3", "exact", "officials")]),
        ("Cerraron tres fábricas en la comarca.", "es", [("3", "exact", "fábricas")]),
    ],
)
def test_how_many_unnamed_sources_speak_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long a situation has lasted is a figure (the corpus README's convention).
        ("Los vecinos llevan apenas dos días sin luz.", "es", [("2", "exact", "días")]),
        ("La planta lleva apenas dos meses produciendo 400 toneladas diarias.", "es",
         [("2", "exact", "meses"), ("400", "exact", "toneladas")]),
    ],
)
def test_time_told_as_an_experience_after_llevar_and_an_adverb(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # After a possessive, a small number counts what it names, kin included.
        ("La colección permanente ocupa sus cinco plantas.", "es", [("5", "exact", "plantas")]),
        ("The museum fills its five floors.", "en", [("5", "exact", "floors")]),
        ("Vive con sus tres hijos en Lima.", "es", [("3", "exact", "hijos")]),
        ("He lives with his two sons in Leeds.", "en", [("2", "exact", "sons")]),
    ],
)
def test_a_small_count_after_a_possessive_counts_what_it_names(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Of the 22 economists polled, three expected a cut.", "en",
         [("22", "exact", "economists"), ("3", "exact", "economists")]),
        ("Dijo que de los 12 proyectos anunciados desde 2019 solo tres están en marcha.", "es",
         [("12", "exact", "proyectos"), ("3", "exact", "proyectos")]),
        # Without a counted group opening the sentence, a small number alone is none.
        ("The committee met and three expected a cut.", "en", []),
    ],
)
def test_a_small_part_of_the_counted_group_its_sentence_opens_with(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # What "the number of" names after "that"/"que", with a year between the change and its end.
        ("The survey found that rents rose, and that the number of students had roughly doubled since 2020, to 4,100.",
         "en", [("2", "approximately", "times"), ("4100", "exact", "students")]),
        ("El informe señala que el número de hoteles creció un 5 %, hasta 310.", "es",
         [("5", "exact", "percent"), ("310", "exact", "hoteles")]),
    ],
)
def test_the_number_of_after_that_and_a_change_since_a_year(text, language, expected):
    assert figures(text, language) == expected
