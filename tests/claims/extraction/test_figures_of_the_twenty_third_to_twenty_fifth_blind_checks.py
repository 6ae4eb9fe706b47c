"""Figure values, qualifiers and units the twenty-third to twenty-fifth blind checks
missed, each a pattern reporters commonly write. English and Spanish sentences of our
own, with the cases that must not change.

Indian numbering: a lakh is 100,000 and a crore 10,000,000, after digits or words
("₹45 crore", "Rs 2.5 lakh", "Forty-five crore rupees"); "₹" is the rupee's sign."""

import pytest

from claims.extraction.corpus_evaluation import same_unit
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The tribunal ordered the mill to pay ₹18 crore in damages.", "en", [("180000000", "exact", "rupees")]),
        ("Each family will receive Rs 1.5 lakh in compensation.", "en", [("150000", "exact", "rupees")]),
        ("Twelve crore rupees went missing from the fund.", "en", [("120000000", "exact", "rupees")]),
        ("Police seized 4 lakh litres of adulterated milk.", "en", [("400000", "exact", "litres")]),
        ("El banco pagó ₹ 2.300 por cada acción.", "es", [("2300", "exact", "rupias")]),
        # Without the scale word the digits are read as before.
        ("The shop charged ₹450 for the repair.", "en", [("450", "exact", "rupees")]),
        ("No lakh was spent on the road.", "en", []),
    ],
)
def test_indian_numbering_and_the_rupee_sign(text, language, expected):
    assert figures(text, language) == expected


def test_the_rupee_sign_is_the_unit_rupees_when_scored():
    assert same_unit("₹", "rupees")
    assert same_unit("₹", "rupias")
    assert not same_unit("₹", "dollars")


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The third-quarter burst gave the Hawks a 35-point lead.", "en", [("35", "exact", "points")]),
        ("The coach was sacked after a 31-point home defeat by Fiji.", "en", [("31", "exact", "points")]),
        ("City came back from a three-goal deficit.", "en", [("3", "exact", "goals")]),
        ("She won by a two-stroke margin.", "en", [("2", "exact", "strokes")]),
        ("Labour holds a 12-point lead in the polls.", "en", [("12", "exact", "points")]),
        # Spanish writes the margin as usual, read before and after.
        ("El equipo llegó al descanso con una ventaja de 35 puntos.", "es", [("35", "exact", "puntos")]),
        ("Remontaron un déficit de tres goles.", "es", [("3", "exact", "goles")]),
        # Points that separate no two sides count nothing.
        ("The party unveiled a 10-point plan.", "en", []),
        ("Pain is ranked on a 5-point scale.", "en", []),
    ],
)
def test_a_margin_written_onto_its_noun_counts_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Prices were raised by two of the biggest chains.", "en", [("2", "exact", "chains")]),
        ("The operator said two of its ageing buses had failed inspections.", "en", [("2", "exact", "buses")]),
        ("She beat three of the leading candidates.", "en", [("3", "exact", "candidates")]),
        ("La subida la aplicaron dos de las mayores cadenas.", "es", [("2", "exact", "cadenas")]),
        ("La naviera retiró cuatro de sus viejos buques.", "es", [("4", "exact", "buques")]),
        # A part opening its clause without an owner describes who acts, as before.
        ("Two of the largest banks cut rates.", "en", []),
        ("He named two of the following.", "en", []),
    ],
)
def test_a_small_part_of_a_group_described_before_its_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El fiscal dijo que al menos otras cuatro empresas presentaron ofertas.", "es", [("4", "at_least", "empresas")]),
        ("Más de otros 300 vecinos firmaron la carta.", "es", [("300", "more_than", "vecinos")]),
        ("At least another four firms bid for the work.", "en", [("4", "at_least", "firms")]),
        ("Up to a further 300 jobs could go.", "en", [("300", "at_most", "jobs")]),
        # Without a qualifier, more of the same is counted as it is.
        ("Llegaron otras cuatro personas.", "es", [("4", "exact", "personas")]),
        ("Another 300 jobs will go.", "en", [("300", "exact", "jobs")]),
    ],
)
def test_a_qualifier_bounds_more_of_the_same(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La tasa quedó muy por debajo del 90% que recomienda la OMS.", "es", [("90", "exact", "percent")]),
        ("El nivel está por encima del 40 % que fija la norma europea.", "es", [("40", "exact", "percent")]),
        ("Uptake stayed well below the 90% recommended by health officials.", "en", [("90", "exact", "percent")]),
        # A comparison with no one setting the number still bounds it.
        ("La tasa quedó por debajo del 90%.", "es", [("90", "less_than", "percent")]),
        ("Uptake stayed below 90%.", "en", [("90", "less_than", "percent")]),
    ],
)
def test_a_threshold_someone_sets_is_the_reference_given_exactly(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('"It is a scheme that still wastes one meal in eight," he said.', "en", [("12.5", "exact", "percent")]),
        ("Roughly one classroom in eight has no heating.", "en", [("12.5", "approximately", "percent")]),
        ("Un hogar de cada cinco no llega a fin de mes.", "es", [("20", "exact", "percent")]),
        ("Una vivienda de cada diez está vacía.", "es", [("10", "exact", "percent")]),
        # Something counted after the whole makes it a record, not a share.
        ("He has scored one goal in eight games.", "en", [("8", "exact", "games")]),
        ("Marcó un gol de cada ocho disparos.", "es", [("8", "exact", "disparos")]),
    ],
)
def test_a_share_with_the_thing_counted_between_one_and_the_whole(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Exports fell to 300 tonnes, down from 450 three years ago.", "en", [("300", "exact", "tonnes"), ("450", "exact", "tonnes")]),
        ("The town had 12 doctors, down from 20 a decade ago.", "en", [("12", "exact", "doctors"), ("20", "exact", "doctors")]),
        (
            "Las exportaciones cayeron a 300 toneladas, frente a 450 tres años antes.",
            "es",
            [("300", "exact", "toneladas"), ("450", "exact", "toneladas")],
        ),
        ("Había 12 médicos, frente a 20 dos años atrás.", "es", [("12", "exact", "médicos"), ("20", "exact", "médicos")]),
        # A span that is no time back is what is counted, as before.
        ("The scheme will run for 2 years.", "en", [("2", "exact", "years")]),
    ],
)
def test_a_time_back_after_a_number_is_when_not_what(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Bus routes were cut from 40 to 25 last year.", "en", [("40", "exact", "Bus routes"), ("25", "exact", "Bus routes")]),
        ("The number of licences will be reduced to about 300.", "en", [("300", "approximately", "licences")]),
        ("Las plazas serán reducidas de 900 a 300 en 2026.", "es", [("900", "exact", "plazas"), ("300", "exact", "plazas")]),
        ("Los puestos fueron recortados a 40.", "es", [("40", "exact", "puestos")]),
        # A unit after the number is still the one counted.
        ("Fares will be raised to 3 dollars.", "en", [("3", "exact", "dollars")]),
    ],
)
def test_a_change_done_to_the_subject_counts_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The landslide buried the road, killing at least 3.", "en", [("3", "at_least", "people")]),
        ("The quake struck at dawn, injuring 40.", "en", [("40", "exact", "people")]),
        ("La riada arrasó el valle, matando a 12.", "es", [("12", "exact", "personas")]),
        # What the participle names after the number is counted.
        ("The storm hit the coast, killing 12 cows.", "en", [("12", "exact", "cows")]),
    ],
)
def test_the_toll_an_event_took_in_a_participle_counts_people(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Spanish marks whom a count is asked of with "a"; English puts "for" between
        # ("asked the Ministry for 75 places"), so no name meets the number there.
        ("La Junta ha solicitado al Ministerio 75 plazas adicionales.", "es", [("75", "exact", "plazas")]),
        ("El sindicato reclamó a la Consejería 40 médicos más.", "es", [("40", "exact", "médicos")]),
        ("The board asked the Ministry for 75 places.", "en", [("75", "exact", "places")]),
        # A name with its number stays a name.
        ("Se acogió al Artículo 155 de la Constitución.", "es", []),
        ("Remitió el caso a la Resolución 2334.", "es", []),
    ],
)
def test_a_count_asked_of_a_body_named_before_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Officials said 31 of last year's arson cases went to trial.", "en", [("31", "exact", "arson cases")]),
        ("She has won 12 of this season's races.", "en", [("12", "exact", "races")]),
        # Spanish names the time after the noun, read as before.
        ("La fiscalía dijo que 31 de los casos del año pasado acabaron en juicio.", "es", [("31", "exact", "casos del año pasado")]),
        # A time alone after "of" counts nothing.
        ("It sold 40 of last year.", "en", [("40", "exact", "")]),
    ],
)
def test_a_part_of_what_a_time_owns(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Tests found 900 micrograms per cubic metre of dust, three times the safe limit of 300, inspectors said.",
            "en",
            [("900", "exact", "micrograms"), ("3", "exact", "times"), ("300", "exact", "micrograms per cubic metre")],
        ),
        (
            "Los análisis hallaron 900 miligramos por litro, el triple del tope de 300, según el informe.",
            "es",
            [("900", "exact", "miligramos"), ("3", "exact", "veces"), ("300", "exact", "miligramos por litro")],
        ),
        # With no measure named before, the limit is what the number is of, as before.
        ("The club has a squad limit of 25.", "en", [("25", "exact", "squad limit")]),
        ("La plantilla tiene un tope de 25.", "es", [("25", "exact", "tope")]),
    ],
)
def test_a_limit_is_given_in_the_measure_named_before(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("De esos colegios, solo tres tienen calefacción.", "es", [("3", "exact", "colegios")]),
        ("De estas presas, 12 están por debajo del mínimo.", "es", [("12", "exact", "presas")]),
        ("Of those bridges, only three have been inspected.", "en", [("3", "exact", "bridges")]),
        ("Hay 40 colegios y 12 están cerrados.", "es", [("40", "exact", "colegios"), ("12", "exact", "colegios")]),
        # A demonstrative before a participle points back to the figure before.
        (
            "The survey found 2,000 people. Of those counted, 1,163 were unsheltered.",
            "en",
            [("2000", "exact", "people"), ("1163", "exact", "people")],
        ),
    ],
)
def test_a_group_pointed_back_to_opening_the_sentence(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Nine people were taken to hospital. Four have since been discharged.",
            "en",
            [("9", "exact", "people"), ("4", "exact", "people")],
        ),
        ("Nine people were taken to hospital. Four have since died.", "en", [("9", "exact", "people"), ("4", "exact", "people")]),
        (
            "Nueve personas fueron hospitalizadas. Cuatro ya han sido dadas de alta.",
            "es",
            [("9", "exact", "personas"), ("4", "exact", "personas")],
        ),
        # What no one does stays no count of people: the count goes on about what the
        # sentence before counted.
        (
            "The plant makes 40 batches a day. Six have since been discarded.",
            "en",
            [("40", "exact", "batches"), ("6", "exact", "batches")],
        ),
    ],
)
def test_a_count_said_to_have_left_hospital_or_died_counts_people(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("En la sierra cayeron hasta 40 centímetros de nieve.", "es", [("40", "at_most", "centímetros")]),
        ("En el delta cayeron desde el lunes hasta 250 milímetros de lluvia.", "es", [("250", "at_most", "milímetros")]),
        ("Up to 250 millimetres of rain fell on the delta.", "en", [("250", "at_most", "millimetres")]),
        # After a change, "hasta" still says where it ends.
        ("Las ventas cayeron hasta 400 millones de euros.", "es", [("400000000", "exact", "euros")]),
    ],
)
def test_rain_that_fell_up_to_a_measure_is_a_ceiling(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # English headlines drop the article of "over a $40m loan"; Spanish puts the
        # amount after its noun ("por un fraude de 310 millones"), so has no such case.
        ("Talks stall over $40m loan", "en", [("40000000", "exact", "dollars")]),
        ("Banker jailed over £12 million fraud", "en", [("12000000", "exact", "pounds")]),
        # Over or under an amount that describes nothing after it still compares.
        ("The fund lost over $310 million.", "en", [("310000000", "more_than", "dollars")]),
        ("They paid over $5 million in damages.", "en", [("5000000", "more_than", "dollars")]),
        ("Under $40 million remained.", "en", [("40000000", "less_than", "dollars")]),
        ("The firm spent over $310 million last year.", "en", [("310000000", "more_than", "dollars")]),
    ],
)
def test_over_an_amount_that_describes_its_noun_compares_nothing(text, language, expected):
    assert figures(text, language) == expected
