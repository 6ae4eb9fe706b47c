"""A bare amount counts the money of the figure just before it ("Cobraba 60 euros la
hora. Ahora cobra 45"), in its sentence or the one before, inside one paragraph and
one quotation, when the two are of one order; a count of its own, money further back,
a speaker's number after the article's and numbers far apart in size are left alone. In
millions, a singular complement after the scale word ("frente a 228 millones de la campaña
anterior") is no noun of its own; a partitive plural ("de los contribuyentes") is.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El fontanero cobraba 60 euros la hora el año pasado. Ahora cobra 45.",
            "es",
            [("60", "exact", "euros"), ("45", "exact", "euros")],
        ),
        (
            "La cooperativa recibió una ayuda de 90.000 euros, de los que 30.000 irán a maquinaria.",
            "es",
            [("90000", "exact", "euros"), ("30000", "exact", "euros")],
        ),
        (
            "El kilo de tomate se vendía a 1.200 pesos en marzo y hoy ronda los 2.000.",
            "es",
            [("1200", "exact", "pesos"), ("2000", "approximately", "pesos")],
        ),
        (
            "«El alquiler me costaba 500 dólares. Con la subida serán más de 650», dijo.",
            "es",
            [("500", "exact", "dólares"), ("650", "more_than", "dólares")],
        ),
        (
            "The stall charged $8 for a bowl last winter. This week it asks 11.",
            "en",
            [("8", "exact", "dollars"), ("11", "exact", "dollars")],
        ),
        (
            "Rent on the flat was £900 a month in 2022; the landlord now wants 1,250.",
            "en",
            [("900", "exact", "pounds"), ("1250", "exact", "pounds")],
        ),
    ],
)
def test_a_bare_amount_counts_the_money_before_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Of another order: no amount of the money before.
        (
            "Cada entrada costaba 25 euros. Se vendieron 18.000.",
            "es",
            [("25", "exact", "euros"), ("18000", "exact", "")],
        ),
        # A count of its own keeps its noun.
        (
            "The ticket cost $30 and 40 fans travelled.",
            "en",
            [("30", "exact", "dollars"), ("40", "exact", "fans")],
        ),
        # Another paragraph.
        (
            "El bono cuesta 40 euros.\n\nLa alcaldesa dijo que 35 bastan.",
            "es",
            [("40", "exact", "euros"), ("35", "exact", "")],
        ),
        # Two sentences back.
        (
            "The permit costs $120. Most owners renew it. About 150 did so in May.",
            "en",
            [("120", "exact", "dollars"), ("150", "approximately", "")],
        ),
        # A speaker's number after the article's money.
        (
            'The fine was £300. "I saw 250 of them," she said.',
            "en",
            [("300", "exact", "pounds"), ("250", "exact", "")],
        ),
        # A count of people before it, not money.
        (
            "Llegaron 300 personas y pagaron 20 euros cada una. Otras 120 entraron gratis.",
            "es",
            [("300", "exact", "personas"), ("20", "exact", "euros"), ("120", "exact", "personas")],
        ),
    ],
)
def test_what_is_not_an_amount_of_that_money_is_left_alone(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Las exportaciones sumaron 410 millones de dólares, frente a 350 millones de la temporada pasada.",
            [("410000000", "exact", "dólares"), ("350000000", "exact", "dólares")],
        ),
        (
            "El certamen costó 12 millones de euros, por encima de los 9 millones del año anterior.",
            [("12000000", "exact", "euros"), ("9000000", "exact", "euros")],
        ),
        # A part of a plural named after the article: counted.
        (
            "Hacienda ingresó 40 millones de euros; 3 millones de los contribuyentes pagaron tarde.",
            [("40000000", "exact", "euros"), ("3000000", "exact", "contribuyentes")],
        ),
    ],
)
def test_a_complement_after_millions_is_no_noun_of_its_own(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La cooperativa pasó de un déficit de 180.000 euros a un superávit de casi 60.000.",
            "es",
            [("180000", "exact", "euros"), ("60000", "less_than", "euros")],
        ),
        (
            "The club turned a deficit of £400,000 into a surplus of about 90,000.",
            "en",
            [("400000", "exact", "pounds"), ("90000", "approximately", "pounds")],
        ),
    ],
)
def test_a_word_for_money_read_as_the_unit_takes_the_money_before(text, language, expected):
    assert figures(text, language) == expected
