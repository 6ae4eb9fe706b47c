"""Figures in forms the eighth and ninth blind checks found unread: shares told as a
change, "by half", "half the", "la mitad se …"; "mil millones" and "2 mil 900"; "una
decena"; "exceed", "top", "rebasa", "perhaps"; counts written onto a noun ("the
28,000-seat stadium"); a magnitude and a converted temperature in the text's own words;
one casualty, a part of a group, people hurt; a count after a place; the subject of a
present "superan". And numbers that are background, not figures: a retirement age, how
often a rule recurs, a body's history, "the two sides". English and Spanish sentences
of our own. And two figures in what a sentence reports after a quotation ('…." He
said the city faced a $12 million deficit after grants fell by 8%') stay two claims."""

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Shares in the carmaker have climbed almost a third since March.", "en", [("33.3", "less_than", "percent")]),
        ("Exports fell a quarter in 2024.", "en", [("25", "exact", "percent")]),
        ("The ministry said food rations will be cut by half from June.", "en", [("50", "exact", "percent")]),
        ("The grant was divided among schools, with half going to rural areas.", "en", [("50", "exact", "percent")]),
        ("The insurer first offered less than half the sum the court awarded.", "en", [("50", "less_than", "percent")]),
        ("Según Tráfico, cerca de la mitad se produjeron de noche.", "es", [("50", "approximately", "percent")]),
        ("Del presupuesto, un tercio se destina a carreteras.", "es", [("33.3", "approximately", "percent")]),
        # Half of a unit, a third in a row and the second half of a match are no shares.
        ("The bank cut rates by half a point.", "en", []),
        ("Prices rose for a third straight month.", "en", []),
        ("In the second half the visitors pressed hard.", "en", []),
    ],
)
def test_shares_told_as_a_change_or_before_a_determiner(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El programa ha costado más de 52 mil millones de pesos.", "es", [("52000000000", "more_than", "pesos")]),
        ("La deuda asciende a unos 2 mil 900 millones de dólares.", "es", [("2900000000", "approximately", "dólares")]),
        ("La planta produjo 2 mil 900 toneladas.", "es", [("2900", "exact", "toneladas")]),
        ("La lluvia inundó una decena de calles.", "es", [("10", "approximately", "calles")]),
        ("Llegaron una veintena de ambulancias.", "es", [("20", "approximately", "ambulancias")]),
        # "decenas" alone says many, not how many; "cuarentena" is a quarantine.
        ("Llegaron decenas de ambulancias.", "es", [("None", "", "ambulancias")]),
        ("El viajero guardó una cuarentena de 14 días.", "es", [("14", "exact", "días")]),
        # English writes the same amounts with its own scale words.
        ("The programme has cost more than 52 billion pesos.", "en", [("52000000000", "more_than", "pesos")]),
        ("About ten streets were flooded.", "en", [("10", "approximately", "streets")]),
    ],
)
def test_latin_american_scales_and_round_tens(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Lawsuits that together exceed $3 billion were settled.", "en", [("3000000000", "more_than", "dollars")]),
        ("Claims now exceed $3 billion.", "en", [("3000000000", "more_than", "dollars")]),
        # A limit, not a figure passed: a ceiling, as "no podrán superar" is.
        ("Costs must not exceed $3 billion.", "en", [("3000000000", "at_most", "dollars")]),
        ("Alerts were issued as temperatures top 41C.", "en", [("41", "more_than", "°C")]),
        ("She ranks in the top 10 percent of earners.", "en", [("10", "exact", "percent of earners")]),
        ("El diésel rebasa los 24 pesos por litro.", "es", [("24", "more_than", "pesos")]),
        ("Las pérdidas sobrepasan los 3 millones de euros.", "es", [("3000000", "more_than", "euros")]),
        ("The shelter can house perhaps 400 families.", "en", [("400", "approximately", "families")]),
        ("Acudieron quizá 300 vecinos a la asamblea.", "es", [("300", "approximately", "vecinos")]),
        ("Asistieron tal vez 300 vecinos.", "es", [("300", "approximately", "vecinos")]),
    ],
)
def test_qualifiers_of_verbs_and_guesses(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The club plans to expand its 31,000-seat ground.", "en", [("31000", "exact", "seats")]),
        ("The city opened a 250-bed hospital.", "en", [("250", "exact", "beds")]),
        # A measure written onto a noun describes it.
        ("He fell at the 30-kilometre mark.", "en", []),
        ("El club ampliará su estadio de 31.000 localidades.", "es", [("31000", "exact", "localidades")]),
    ],
)
def test_a_count_written_onto_its_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Un terremoto de magnitud 5,9 sacudió la costa.", "es", [("5.9", "exact", "magnitud")]),
        ("A magnitude 5.9 earthquake shook the coast.", "en", [("5.9", "exact", "magnitude")]),
        (
            "The heat pushed temperatures above 43 degrees Celsius (109 Fahrenheit) on Monday.",
            "en",
            [("43", "more_than", "degrees"), ("109", "more_than", "Fahrenheit")],
        ),
        (
            "Los termómetros superaron los 43 grados (109 Fahrenheit) el lunes.",
            "es",
            [("43", "more_than", "grados"), ("109", "more_than", "Fahrenheit")],
        ),
        # A name in capitals after a number still names a thing.
        ("He lives at 12 Fleet Street.", "en", []),
    ],
)
def test_units_in_the_texts_own_words(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Un muerto y 14 heridos en un incendio en Lugo", "es", [("1", "exact", "muerto"), ("14", "exact", "heridos")]),
        (
            "Una mujer ha muerto y 9 han resultado heridas, dos de ellas de gravedad.",
            "es",
            [("1", "exact", "mujeres"), ("9", "exact", "personas heridas"), ("2", "exact", "personas heridas")],
        ),
        ("Más de 60 resultaron heridas en el choque.", "es", [("60", "more_than", "personas heridas")]),
        ("One person died and 12 were hurt in the fire.", "en", [("1", "exact", "people"), ("12", "exact", "people")]),
        # "one" as a pronoun or an article stays no figure.
        ("One of the victims was a child.", "en", []),
        ("He is one person who knows the valley.", "en", []),
        ("Tres de sus concejales han dimitido.", "es", [("3", "exact", "concejales")]),
        ("Ambulances were diverted from two of the county's hospitals.", "en", [("2", "exact", "hospitals")]),
        ("Two of their children were at home.", "en", [("2", "exact", "children")]),
        ("Two of the world's biggest banks merged.", "en", []),
    ],
)
def test_one_casualty_people_hurt_and_parts_of_a_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("En 2024 se registraron en Castilla-La Mancha 180 incendios.", "es", [("180", "exact", "incendios")]),
        ("Last year police in New South Wales recorded 40 deaths.", "en", [("40", "exact", "deaths")]),
        ("The council passed Resolution 2334 on Monday.", "en", []),
        ("Los pisos turísticos superan ya los 12.000 en la isla.", "es", [("12000", "more_than", "pisos turísticos")]),
        ("La plantilla supera hoy los 23.000.", "es", [("23000", "more_than", "")]),
        ("Sales rose 5% and profits topped 3,000.", "en", [("5", "exact", "percent"), ("3000", "more_than", "profits")]),
    ],
)
def test_a_count_after_a_place_and_the_subject_of_a_present(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("La reforma eleva la edad de jubilación hasta los 67 años.", "es"),
        ("The bill would raise the state pension age to 68 by 2040.", "en"),
        ("The two sides met in Geneva.", "en"),
        ("Las dos partes firmaron el acuerdo.", "es"),
    ],
)
def test_background_numbers_are_no_figures(text, language):
    assert figures(text, language) == []


def test_a_count_of_people_retiring_is_still_a_figure():
    assert figures("In March 68 nurses retired.") == [("68", "exact", "nurses")]
    assert figures("En marzo se jubilaron 68 enfermeras.", "es") == [("68", "exact", "enfermeras")]


def statistics(text, language):
    return [(p.quote, str(p.value), p.unit) for p in extract(text, language=language) if p.kind == "statistic"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            'The mayor said the plan was "a betrayal of the residents." '
            "He said the city faced a $12 million deficit after grants fell by 8%.",
            "en",
            [("12000000", "dollars"), ("8", "percent")],
        ),
        (
            "La alcaldesa dijo que el plan era «una traición a los vecinos.» Dijo que la ciudad afronta un "
            "déficit de 12 millones de euros después de que las ayudas cayeran un 8 %.",
            "es",
            [("12000000", "euros"), ("8", "percent")],
        ),
    ],
)
def test_each_figure_a_frame_reports_is_a_claim_of_its_own(text, language, expected):
    found = statistics(text, language)
    assert [(value, unit) for _, value, unit in found] == expected
    # Two claims, not one span holding both numbers.
    assert len({quote for quote, _, _ in found}) == 2
