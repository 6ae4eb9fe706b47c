"""Figures the fourteenth to sixteenth blind checks (blind11–13) read with the wrong
qualifier, unit or value, or missed. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The infinitive and the participle of "superar" say "more than" too.
        ("En agosto el museo llegó a superar las 3.100 visitas diarias.", "es", [("3100", "more_than", "visitas")]),
        ("El precio bajó tras haber superado los 9 euros en marzo.", "es", [("9", "more_than", "euros")]),
        # Denied, it is a ceiling.
        ("Las reuniones no podrán superar las 25 personas.", "es", [("25", "at_most", "personas")]),
        # What a possible rise reaches is a ceiling.
        ("The death toll may climb to 300 people, officials warned.", "en", [("300", "at_most", "people")]),
        # A rise that happened is the figure.
        ("The death toll climbed to 300 people.", "en", [("300", "exact", "people")]),
    ],
)
def test_qualifiers_from_verbs(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The club paid 80 million euros ($86 million), which could rise to 95 million with bonuses.",
            "en",
            [("80000000", "exact", "euros"), ("86000000", "exact", "dollars"), ("95000000", "at_most", "euros")],
        ),
        (
            "El club pagó 80 millones de euros (86 millones de dólares) y otros 5 millones en primas.",
            "es",
            [("80000000", "exact", "euros"), ("86000000", "exact", "dólares"), ("5000000", "exact", "euros")],
        ),
    ],
)
def test_a_conversion_in_brackets_is_not_the_money_counted_next(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El corredor quedó a tres minutos y medio del ganador.", [("3.5", "exact", "minutos")]),
        ("El refugio está a cuatro kilómetros y medio del pueblo.", [("4.5", "exact", "kilómetros")]),
        ("La reunión duró dos horas y media.", [("2.5", "exact", "horas")]),
    ],
)
def test_a_half_after_the_noun_before_what_it_is_measured_from(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("En cada casa viven cinco o seis personas.", "es", [("5", "at_least", "personas")]),
        ("Llegaron 40 o 50 camiones al puerto.", "es", [("40", "at_least", "camiones")]),
        ("The storm destroyed eight or nine homes.", "en", [("8", "at_least", "homes")]),
    ],
)
def test_a_guess_between_two_near_numbers_is_a_range(text, language, expected):
    assert figures(text, language) == expected


def test_two_numbers_far_apart_are_no_range():
    assert ("12", "exact", "candidates") in figures("Voters chose 4 or 12 candidates.")
    assert ("12", "exact", "plazas") in figures("Quedan 3 o 12 plazas, según el día.", "es")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The mayor won by a 14-vote margin.", [("14", "exact", "votes")]),
        ("Challenger's 7-vote victory upheld after recount", [("7", "exact", "votes")]),
    ],
)
def test_votes_written_onto_the_win(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("If found guilty, she faces up to 9 years in jail.", "en", [("9", "at_most", "years")]),
        ("Si es condenado, se enfrenta a hasta seis años de prisión.", "es", [("6", "at_most", "años de prisión")]),
        # What a condition's consequence would take is a forecast's length, a figure.
        ("If we do nothing, the plant will close within five years.", "en", [("5", "at_most", "years")]),
        ("Si no hay acuerdo, la planta cerrará en un plazo de dos años.", "es", [("2", "at_most", "años")]),
    ],
)
def test_a_prison_term_in_a_conditional_sentence_is_asserted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("De cada 100 euros recaudados, el ayuntamiento gasta menos de 8.", "es", [("8", "less_than", "%")]),
        ("«De cada 100 pacientes, 12 vuelven al hospital», dijo la doctora.", "es", [("12", "exact", "%")]),
        ("Out of every 100 dollars raised, less than 7 reaches the schools.", "en", [("7", "less_than", "%")]),
        # The base of a rate stays part of the rate.
        ("The rate is 4 per 100,000 people.", "en", [("4", "exact", "per 100,000 people")]),
    ],
)
def test_a_number_out_of_every_hundred_is_a_share(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The league rejected three earlier offers, the board said.", [("3", "exact", "offers")]),
        ("After 12 later attempts failed, the plan was dropped.", [("12", "exact", "attempts")]),
    ],
)
def test_earlier_or_later_before_the_plural_noun_counted(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The prosecutor said that two of the accused had previous convictions.", [("2", "exact", "accused")]),
        ("Doctors said three of the injured were in a serious condition.", [("3", "exact", "injured")]),
    ],
)
def test_part_of_a_group_named_by_what_befell_it(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Allies of the governor now hold seven seats, down from nine.",
            "en",
            [("7", "exact", "seats"), ("9", "exact", "seats")],
        ),
        (
            "El partido tiene cuatro escaños, frente a seis en 2019.",
            "es",
            [("4", "exact", "escaños"), ("6", "exact", "escaños")],
        ),
        (
            "Los grupos no podrán superar las 12 personas, frente a las 20 permitidas ahora.",
            "es",
            [("12", "at_most", "personas"), ("20", "exact", "personas")],
        ),
        (
            "The park has 96 rangers, well short of the 200 the agency says it needs.",
            "en",
            [("96", "exact", "rangers"), ("200", "exact", "rangers")],
        ),
        # Spanish names what is counted after the number with its article.
        ("La llegada eleva a 5.300 el número de pasajeros.", "es", [("5300", "exact", "número de pasajeros")]),
    ],
)
def test_a_number_compared_with_the_figure_before_counts_what_it_counts(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "The number of people without a job rose by 40,000 to 2.1 million, the office said.",
            [("40000", "exact", "people"), ("2100000", "exact", "people")],
        ),
        ("The number of people without a job rose by 40,000.", [("40000", "exact", "people")]),
    ],
)
def test_the_size_of_a_change_counts_its_subject(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Se registraron 320 contagios y 9 muertes. La mayoría de los contagios, 250, se concentran en la capital.",
            "es",
            [("320", "exact", "contagios"), ("9", "exact", "muertes"), ("250", "exact", "contagios")],
        ),
        (
            "There were 90 victims and 3 deaths. Most of the victims, 40, were children.",
            "en",
            [("90", "exact", "victims"), ("3", "exact", "deaths"), ("40", "exact", "victims")],
        ),
    ],
)
def test_a_number_set_off_by_commas_after_a_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El exalcalde niega haber cobrado 2,1 millones\n\nLa fiscalía dice que recibió 2,1 millones de euros.",
            "es",
            [("2100000", "exact", "euros"), ("2100000", "exact", "euros")],
        ),
        (
            "Ex-mayor denies taking 1.5 million\n\nProsecutors say he took 1.5 million pounds in bribes.",
            "en",
            [("1500000", "exact", "pounds"), ("1500000", "exact", "pounds")],
        ),
    ],
)
def test_an_amount_without_its_currency_takes_the_one_the_article_gives_it_later(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Votaron 30.000 de los cerca de 35.000 miembros.",
            "es",
            [("30000", "exact", "miembros"), ("35000", "approximately", "miembros")],
        ),
        (
            "Some 300 of the nearly 500 staff joined the strike.",
            "en",
            [("300", "approximately", "staff"), ("500", "less_than", "staff")],
        ),
    ],
)
def test_a_part_of_a_whole_given_approximately(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I want to know why 12 of my neighbors' ballots were rejected.", [("12", "exact", "my neighbors' ballots")]),
        ("Officials said 30 of the city's schools closed.", [("30", "exact", "city's schools")]),
        # A noun after an owner is no verb, "votes" included.
        ("Nobody explained why 9 of our members' votes were thrown out.", [("9", "exact", "our members' votes")]),
        # A second number says what is counted.
        ("He won 25 of the state's 40 counties.", [("25", "exact", "counties"), ("40", "exact", "counties")]),
    ],
)
def test_a_part_of_what_an_owner_has(text, expected):
    assert figures(text) == expected


def test_a_part_of_an_owners_group_in_spanish_is_read_as_before():
    assert figures("Votaron 120 de los 300 socios del club.", "es") == [
        ("120", "exact", "socios del club"),
        ("300", "exact", "socios del club"),
    ]
