"""Counts, units and values of the shapes the thirty-fifth to thirty-seventh blind checks
found: a compound noun ending in a noun in -ly inside the counted phrase, a qualifier
between a count and the next number, a part "of those" with its noun, the rest of a group
by what it did, "of them" after a group taken somewhere, the subject of a peak, "arriba
de" and "abajo de", a length in words written onto its noun, one of a measure and a half
or a quarter, an amount said again in a claim of its own, a margin over another side, a
sentence opening on a bare count, a list of the ones with the most. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A compound ending in a noun in -ly ("-family", "-supply") is part of the noun
        # phrase, not an adverb that ends it.
        (
            "The carrier grounded 12 of its 80 Airbus A220-family jets last week.",
            "en",
            [("12", "exact", "Airbus A220-family jets"), ("80", "exact", "Airbus A220-family jets")],
        ),
        ("The council will build 40 single-family homes.", "en", [("40", "exact", "single-family homes")]),
        # Spanish puts the describing word after the noun.
        ("El ayuntamiento construirá 40 viviendas unifamiliares.", "es", [("40", "exact", "viviendas")]),
        # An adverb in -ly still ends the phrase or leaves its adjective aside.
        ("Prices of 40 homes rose sharply.", "en", [("40", "exact", "homes")]),
        ("The fund backed 30 newly built schools.", "en", [("30", "exact", "schools")]),
    ],
)
def test_a_compound_in_ly_is_part_of_what_is_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A qualifier right before the next number is that number's, not the count's
        # before it.
        (
            "The vaccine is given as two injections at least 28 days apart.",
            "en",
            [("2", "exact", "injections"), ("28", "at_least", "days")],
        ),
        (
            "The course has 12 lessons at most 40 minutes long.",
            "en",
            [("12", "exact", "lessons"), ("40", "at_most", "minutes")],
        ),
        (
            "La vacuna se aplica en dos dosis al menos 28 días separadas.",
            "es",
            [("2", "exact", "dosis"), ("28", "at_least", "días")],
        ),
        # A qualifier after the unit with no number after it still qualifies the count.
        ("We need 20 volunteers at least.", "en", [("20", "at_least", "volunteers")]),
        ("They sold 20 houses or more last year.", "en", [("20", "at_least", "houses")]),
        ("Se necesitan 20 voluntarios como mínimo.", "es", [("20", "at_least", "voluntarios")]),
        ("Se vendieron 30 pisos o más en 2024.", "es", [("30", "at_least", "pisos")]),
    ],
)
def test_a_qualifier_before_the_next_number_is_its_own(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "of those" with a noun names the group as "of the" would: the noun is counted,
        # not what a figure before counted.
        (
            "The jury heard 34 witnesses. Officers fired 19 times, and six of those shootings were fatal.",
            "en",
            [("34", "exact", "witnesses"), ("19", "exact", "times"), ("6", "exact", "shootings")],
        ),
        (
            "The board read 80 letters. It logged 300 complaints; 120 of those complaints were upheld.",
            "en",
            [("80", "exact", "letters"), ("300", "exact", "complaints"), ("120", "exact", "complaints")],
        ),
        (
            "Declararon 34 testigos. La policía disparó 19 veces, y seis de esos disparos fueron mortales.",
            "es",
            [("34", "exact", "testigos"), ("19", "exact", "veces"), ("6", "exact", "disparos")],
        ),
        # "of those" alone or before a participle still counts what was counted before.
        ("The firm made 30 offers and nine of those were accepted.", "en", [("30", "exact", "offers"), ("9", "exact", "offers")]),
        (
            "Police questioned 40 people, and six of those questioned were charged.",
            "en",
            [("40", "exact", "people"), ("6", "exact", "people")],
        ),
    ],
)
def test_a_part_of_those_named_counts_the_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "the other two" followed by what they did: the rest of the group counted before.
        (
            "Two of the party's four lawmakers backed the bill, while the other two abstained.",
            "en",
            [("2", "exact", "lawmakers"), ("4", "exact", "lawmakers"), ("2", "exact", "lawmakers")],
        ),
        (
            "Three of the nine judges dissented; the other six concurred.",
            "en",
            [("3", "exact", "judges"), ("9", "exact", "judges"), ("6", "exact", "judges")],
        ),
        (
            "Dos de los cuatro diputados votaron a favor, y los otros dos se abstuvieron.",
            "es",
            [("2", "exact", "diputados"), ("4", "exact", "diputados"), ("2", "exact", "diputados")],
        ),
        # A describing participle before a noun is still the rest's own noun phrase.
        (
            "Two of the five boats sank, and the other three damaged boats were towed.",
            "en",
            [("2", "exact", "boats"), ("5", "exact", "boats"), ("3", "exact", "damaged boats")],
        ),
    ],
)
def test_the_rest_of_a_group_doing_something_counts_the_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "of them" after a sentence that opened with a group and ended at a place it went
        # to counts the group, not the place.
        (
            "Los heridos fueron trasladados a los hospitales de la zona. Seis de ellos siguen graves.",
            "es",
            [("6", "exact", "heridos")],
        ),
        (
            "The passengers were taken to the hospitals nearby. Six of them are in serious condition.",
            "en",
            [("6", "exact", "passengers")],
        ),
        # A group the subject acted on, with no place before it, is still the last named.
        ("Los bomberos revisaron los edificios. Cinco de ellos se derrumbaron.", "es", [("5", "exact", "edificios")]),
        ("The rescuers searched the buildings overnight. Five of them had collapsed.", "en", [("5", "exact", "buildings")]),
    ],
)
def test_of_them_counts_the_group_not_where_it_went(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The subject of "peaked at" is what the level counts, as of "reached".
        (
            "According to the tracking site OutageHub, user reports peaked at about 86,000 shortly after noon.",
            "en",
            [("86000", "approximately", "user reports")],
        ),
        ("Sales bottomed out at 1,200 in March.", "en", [("1200", "exact", "Sales")]),
        (
            "Según la web de seguimiento, las quejas de usuarios tocaron techo en unas 9.000 a mediodía.",
            "es",
            [("9000", "approximately", "quejas")],
        ),
        # A unit written after the number is still its own.
        ("Queue times peaked at 40 minutes.", "en", [("40", "exact", "minutes")]),
    ],
)
def test_the_subject_of_a_peak_is_what_it_counts(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "arriba de", "abajo de" (Mexican and Andean Spanish) are "por encima de", "por
        # debajo de".
        ("Antes solíamos estar arriba del 80% de ocupación.", "es", [("80", "more_than", "percent de ocupación")]),
        ("Las temperaturas estarán por arriba de los 30 grados.", "es", [("30", "more_than", "grados")]),
        ("Este año vinieron abajo de 20 cruceros.", "es", [("20", "less_than", "cruceros")]),
        ("Occupancy used to be above 80%.", "en", [("80", "more_than", "percent")]),
        # "de arriba" places something; it qualifies no number.
        ("Vive en el piso de arriba de 3 vecinos.", "es", [("3", "exact", "vecinos")]),
    ],
)
def test_arriba_and_abajo_de_qualify_a_number(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A length in words written onto its noun is a count, as a length in pages.
        ("Students must submit a 10,000-word dissertation.", "en", [("10000", "exact", "words")]),
        ("She wrote a 300-page report.", "en", [("300", "exact", "pages")]),
        ("Los alumnos entregan una tesis de 10.000 palabras.", "es", [("10000", "exact", "palabras")]),
    ],
)
def test_a_length_in_words_written_onto_its_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # One of a measure and a half or a quarter: "a length and a quarter", "un metro y
        # medio de altura".
        ("Third place went to the grey, a further length and a quarter back.", "en", [("1.25", "exact", "length")]),
        ("She won by a length and a half.", "en", [("1.5", "exact", "length")]),
        ("The meeting ran an hour and a quarter.", "en", [("1.25", "exact", "hour")]),
        ("Las olas alcanzaron hasta un metro y medio de altura.", "es", [("1.5", "at_most", "metro")]),
        ("La cola llegó a un kilómetro y medio de largo.", "es", [("1.5", "exact", "kilómetro")]),
        # "medio de" after a noun that measures nothing is another noun.
        ("Es un medio de transporte y medio de vida.", "es", []),
        ("A quarter of the staff left.", "en", [("25", "exact", "percent of the staff")]),
    ],
)
def test_one_of_a_measure_and_a_half_or_a_quarter(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An amount said again in words inside a claim of its own is a figure of it.
        (
            'The party secured 1.5 billion crowns for roads. "They bought two votes for one and a half '
            'billion crowns," she said.',
            "en",
            [("1500000000", "exact", "crowns"), ("2", "exact", "votes"), ("1500000000", "exact", "crowns")],
        ),
        (
            "El partido logró 2 millones de euros. «Compraron dos votos con dos millones de euros», dijo.",
            "es",
            [("2000000", "exact", "euros"), ("2", "exact", "votos"), ("2000000", "exact", "euros")],
        ),
        # Said again as what a sentence or quotation opens with, it echoes the figure.
        (
            'The plan costs C$96 million. "Ninety-six million dollars is a lot of money," she said.',
            "en",
            [("96000000", "exact", "Canadian dollars")],
        ),
        (
            "El plan cuesta 2 millones de euros. «Dos millones de euros es mucho dinero», dijo.",
            "es",
            [("2000000", "exact", "euros")],
        ),
    ],
)
def test_an_amount_said_again_inside_a_claim_of_its_own(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A margin over another side counts what the figure before it counted.
        (
            "The Danish crew finished with 14 points, three ahead of the British boat Osprey.",
            "en",
            [("14", "exact", "points"), ("3", "exact", "points")],
        ),
        ("The team has 40 points, two behind Leeds.", "en", [("40", "exact", "points"), ("2", "exact", "points")]),
        # A margin with its own unit keeps it; a noun after the count is its own.
        ("He finished 12 seconds ahead of his rival.", "en", [("12", "exact", "seconds")]),
        (
            "El Betis suma 40 puntos, con dos partidos por delante.",
            "es",
            [("40", "exact", "puntos"), ("2", "exact", "partidos")],
        ),
    ],
)
def test_a_margin_over_another_side_counts_what_the_figure_before_did(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A sentence opening on a bare count as its subject goes on about what the
        # sentence before counted.
        (
            "The office opened 64 fraud cases this year. Only nine have led to arrests.",
            "en",
            [("64", "exact", "fraud cases"), ("9", "exact", "fraud cases")],
        ),
        (
            "La fiscalía abrió 64 causas este año. Solo nueve han terminado en detenciones.",
            "es",
            [("64", "exact", "causas"), ("9", "exact", "causas")],
        ),
        # A count with its own noun keeps it; one that reports speech is no count of it.
        (
            "La fiscalía abrió 64 causas este año. Dos fiscales dimitieron.",
            "es",
            [("64", "exact", "causas"), ("2", "exact", "fiscales")],
        ),
        ("The firm cut 40 jobs in May. Two said they would sue.", "en", [("40", "exact", "jobs")]),
    ],
)
def test_a_sentence_opening_on_a_bare_count(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A list after "the ones with the most N", each item "with" its count: N.
        (
            "Las provincias con más contagios son Lima, con 3.000, Cusco, con 1.200, y Piura, con 900.",
            "es",
            [("3000", "exact", "contagios"), ("1200", "exact", "contagios"), ("900", "exact", "contagios")],
        ),
        (
            "The counties with the most cases are Kern, with 3,000, and Fresno, with 2,100.",
            "en",
            [("3000", "exact", "cases"), ("2100", "exact", "cases")],
        ),
        # An item with its own noun keeps it.
        (
            "Las provincias con más contagios son Lima, con 3.000 casos nuevos.",
            "es",
            [("3000", "exact", "casos")],
        ),
    ],
)
def test_a_list_of_the_ones_with_the_most(text, language, expected):
    assert figures(text, language) == expected
