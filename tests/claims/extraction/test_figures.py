"""Figures: which quantities are claims, with their qualifier and unit."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def only_figure(text, language="en"):
    figures = find_figures(text, language=language)
    assert len(figures) == 1, [text[f.start : f.end] for f in figures]
    return figures[0]


@pytest.mark.parametrize(
    "text, value, qualifier",
    [
        ("Over 1,000 soldiers crossed the border.", "1000", "more_than"),
        ("More than 500 families left.", "500", "more_than"),
        ("The police counted 1,000+ protesters.", "1000", "more_than"),
        ("About 300 families stayed.", "300", "approximately"),
        ("Some 3,000 patients were turned away.", "3000", "approximately"),
        ("Roughly 40 buses arrived.", "40", "approximately"),
        ("At least 12 people died.", "12", "at_least"),
        ("The fire destroyed 20 houses or more.", "20", "at_least"),
        ("Up to 500 soldiers may join.", "500", "at_most"),
        ("No more than 50 officers stayed.", "50", "at_most"),
        ("Fewer than 20 officers remained.", "20", "less_than"),
        ("Under 15 judges signed.", "15", "less_than"),
        # "nearly" and "almost" bound the figure from above: documented in figures.py.
        ("Nearly 1,000 refugees arrived.", "1000", "less_than"),
        ("Almost 70 journalists were detained.", "70", "less_than"),
        ("The army has 235,000 troops.", "235000", "exact"),
        ("The strike cost $2.5 million.", "2500000", "exact"),
        ("Más de 500 familias huyeron.", "500", "more_than"),
        ("Unos 300 soldados desertaron.", "300", "approximately"),
        ("Al menos 12 personas murieron.", "12", "at_least"),
        ("Casi 70 periodistas fueron detenidos.", "70", "less_than"),
    ],
)
def test_qualifiers(text, value, qualifier):
    figure = only_figure(
        text, "es" if "á" in text or "Unos" in text or "Al menos" in text or "Casi" in text else "en"
    )
    assert figure.value == Decimal(value)
    assert figure.qualifier == qualifier


@pytest.mark.parametrize(
    "text, value, qualifier",
    [
        # Writing a count in dozens rounds it, as does a round sum weighed as such; an order
        # of magnitude in words names its number.
        ("Two dozen plotters were arrested.", "24", "approximately"),
        ("One thousand defectors is not many.", "1000", "approximately"),
        ("The regime promoted a thousand officers.", "1000", "exact"),
        ("Mil soldados desertaron.", "1000", "exact"),
        # Percentages and numbers that are not round are stated values.
        ("Ninety percent of the troops are unhappy.", "90", "exact"),
        ("Noventa por ciento de las tropas está descontento.", "90", "exact"),
        ("Doscientos treinta y cinco mil efectivos siguen activos.", "235000", "exact"),
        ("Twenty-five officers resigned.", "25", "exact"),
    ],
)
def test_numbers_in_words(text, value, qualifier):
    figure = only_figure(text, "es" if text.split()[0] in {"Mil", "Noventa", "Doscientos"} else "en")
    assert figure.value == Decimal(value)
    assert figure.qualifier == qualifier


@pytest.mark.parametrize(
    "text, unit",
    [
        (
            "Over one thousand members of Venezuela’s armed forces have defected.",
            "members of Venezuela’s armed forces",
        ),
        ("Two dozen plotters were swiftly arrested.", "plotters"),
        ("Ninety percent of the armed forces are in discontent.", "percent of the armed forces"),
        ("Prices rose 3.5% in March.", "percent"),
        ("About 1.6 million people have left.", "people"),
        ("The strike cost $2.5 million.", "dollars"),
        ("Unos 300 soldados desertaron ayer.", "soldados"),
        ("Thousands of officials dare to speak.", "officials"),
    ],
)
def test_units(text, unit):
    language = "es" if text.startswith("Unos") else "en"
    assert only_figure(text, language).unit == unit


@pytest.mark.parametrize(
    "text",
    [
        "They crossed the border on February 23.",
        "The vote is on 23 February.",
        "Llegaron el 23 de febrero.",
        "He served from 1997 until 2013.",
        "In 2013, he resigned.",
        "The 1990s were hard.",
        "He is a 45-year-old mechanic.",
        "Six years ago, he left.",
        "The meeting starts at 10:30.",
        "Resolution 2334 was adopted.",
        "An F-16 crashed.",
        "One of them stayed behind.",
        "Two of the officers refused.",
        "It happened a few days later.",
    ],
)
def test_dates_years_times_and_names_are_not_figures(text):
    assert find_figures(text) == []


def test_a_year_used_as_a_count_is_a_figure():
    figure = only_figure("The army lost 2000 soldiers.")
    assert figure.value == Decimal("2000")
    assert figure.unit == "soldiers"


@pytest.mark.parametrize(
    "text, words, unit",
    [
        ("He has the backing of dozens of other countries.", "dozens of other countries", "other countries"),
        ("A handful of other generals have switched sides.", "A handful of other generals", "other generals"),
        ("Countless others have not been seen since.", "Countless others", "others"),
        ("Miles de personas marcharon.", "Miles de personas", "personas"),
    ],
)
def test_vague_counts_are_statistics_without_a_value(text, words, unit):
    figure = only_figure(text, "es" if text.startswith("Miles") else "en")
    assert text[figure.start : figure.end] == words
    assert figure.value is None
    assert figure.qualifier == ""
    assert figure.unit == unit


def test_a_vague_count_needs_something_counted():
    assert find_figures("Thousands, he said.") == []
    [figure] = find_figures("The ministry affirmed that “a significant number” have applied.")
    assert figure.vague


def test_who_puts_a_figure_at_a_number():
    text = "That is small next to the number of active troops that the defense ministry puts at 235,000."
    figure = only_figure(text)
    assert figure.value == Decimal("235000")
    assert figure.speaker == "the defense ministry"
    assert figure.attribution == "puts at"
    assert figure.unit == "active troops"
    assert text[figure.start : figure.end].startswith("the number of active troops")


def test_who_puts_a_figure_in_spanish():
    figure = only_figure("El ministerio cifra en 235.000 los efectivos activos.", "es")
    assert figure.speaker == "El ministerio"
    assert figure.value == Decimal("235000")


def values(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        # A four-digit year that dates a noun or an event is not a figure.
        ("The 2017 floods were the worst in decades.", "en"),
        ("Peru’s 2017 floods were the worst in decades.", "en"),
        ("2019 elections were marred by fraud.", "en"),
        ("“2019 elections were a farce,” he said.", "en"),
        ("The 2022 budget was approved.", "en"),
        ("Turnout in the 2021 election was high.", "en"),
        ("Prices have risen since 1997.", "en"),
        ("He served as president from 1997 until 2013, when he resigned.", "en"),
        ("The party lost ground in 2013.", "en"),
        ("Las elecciones de 2019 fueron polémicas.", "es"),
        ("Las inundaciones de 2017 fueron las peores.", "es"),
    ],
)
def test_a_year_is_not_a_figure(text, language):
    assert find_figures(text, language=language) == []


@pytest.mark.parametrize(
    "text, language, value, unit",
    [
        # The sentence makes it a count: a plural noun after it, mid-sentence, or
        # separators.
        ("The floods killed 2017 people.", "en", "2017", "people"),
        ("The army sent 1500 soldiers to the border.", "en", "1500", "soldiers"),
        ("The party won 2,017 votes.", "en", "2017", "votes"),
        ("The 2019 elections cost $120 million.", "en", "120000000", "dollars"),
        ("Murieron 2017 personas en las inundaciones.", "es", "2017", "personas"),
    ],
)
def test_a_number_in_the_range_of_years_can_still_count(text, language, value, unit):
    figure = only_figure(text, language)
    assert (figure.value, figure.unit) == (Decimal(value), unit)


@pytest.mark.parametrize(
    "text, language, value, unit",
    [
        # Spanish puts the verb first; a capitalised verb is not a name like "Resolution 2334".
        ("Murieron 162 personas en el incendio.", "es", "162", "personas"),
        ("Hay 300 familias sin casa.", "es", "300", "familias"),
        ("Llegaron 40 camiones con ayuda.", "es", "40", "camiones"),
    ],
)
def test_a_spanish_verb_before_its_count(text, language, value, unit):
    figure = only_figure(text, language)
    assert (figure.value, figure.unit) == (Decimal(value), unit)


@pytest.mark.parametrize(
    "text, language, speaker, attribution, value, unit",
    [
        (
            "Dozens of schools remain closed, and the regional health office puts the number of "
            "dengue cases at 3,500.",
            "en",
            "the regional health office",
            "puts at",
            "3500",
            "dengue cases",
        ),
        (
            "The regional health office estimated the number of dengue cases at 3,500.",
            "en",
            "The regional health office",
            "estimated at",
            "3500",
            "dengue cases",
        ),
        (
            "The UN estimates the number of refugees at 2 million.",
            "en",
            "The UN",
            "estimates at",
            "2000000",
            "refugees",
        ),
        (
            "The national police put the crowd at 5,000.",
            "en",
            "The national police",
            "put at",
            "5000",
            # A crowd is measured in people.
            "people",
        ),
        (
            "Local officials put the death toll at 162.",
            "en",
            "Local officials",
            "put at",
            "162",
            "death toll",
        ),
        (
            "The ministry puts unemployment at 7.5 per cent.",
            "en",
            "The ministry",
            "puts at",
            "7.5",
            "percent",
        ),
        ("Analysts estimated losses at €3.5bn.", "en", "Analysts", "estimated at", "3500000000", "euros"),
        (
            "La oficina regional de salud sitúa el número de casos de dengue en 3.500.",
            "es",
            "La oficina regional de salud",
            "sitúa en",
            "3500",
            "casos de dengue",
        ),
    ],
)
def test_who_puts_a_number_of_things_at_a_value(text, language, speaker, attribution, value, unit):
    [figure] = [f for f in find_figures(text, language=language) if f.value == Decimal(value)]
    assert (figure.speaker, figure.attribution, figure.unit) == (speaker, attribution, unit)
    assert text[figure.start : figure.end].startswith(speaker)


@pytest.mark.parametrize(
    "text",
    [
        # Not an estimate: "counted" takes only the figure itself as its object, and
        # a clause with "that" is not an object.
        "Officials counted votes at 12 polling stations.",
        "The government said that it would spend at 3 sites.",
    ],
)
def test_an_estimate_needs_an_estimating_construction(text):
    assert all(f.speaker is None for f in find_figures(text))


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A range is one figure: the lower bound, "at least", the whole range in its span.
        ("Between 200 and 300 people were arrested.", "en", [("200", "at_least", "people")]),
        ("Some 200-300 people were arrested.", "en", [("200", "at_least", "people")]),
        ("The police arrested 200 to 300 protesters.", "en", [("200", "at_least", "protesters")]),
        ("Between 2 and 3 million people left.", "en", [("2000000", "at_least", "people")]),
        ("Repairs will cost $2-3bn.", "en", [("2000000000", "at_least", "dollars")]),
        ("Turnout was 20-30% lower.", "en", [("20", "at_least", "percent")]),
        ("Between 3% and 5% of voters abstained.", "en", [("3", "at_least", "percent of voters")]),
        ("Entre 200 y 300 personas fueron detenidas.", "es", [("200", "at_least", "personas")]),
        ("Costará entre 2 y 3 millones de euros.", "es", [("2000000", "at_least", "euros")]),
        # A change is not a range, a score and a period are not figures.
        ("Prices rose from 200 to 300 dollars.", "en", [("200", "exact", "dollars"), ("300", "exact", "dollars")]),
        ("They won 3-1 on Sunday.", "en", []),
        ("It was a 1–3 defeat for the hosts.", "en", []),
        ("El Betis logró una victoria por 2-0.", "es", []),
        ("The 2010-2015 period was hard.", "en", []),
    ],
)
def test_a_range_is_one_figure(text, language, expected):
    assert values(text, language) == [(Decimal(v), q, u) for v, q, u in expected]


@pytest.mark.parametrize(
    "text, value, qualifier, unit",
    [
        ("Unemployment rose to 7.5 per cent in March.", "7.5", "exact", "percent"),
        ("Unemployment rose to 7.5 percent in March.", "7.5", "exact", "percent"),
        ("Inflation hit 12% last year.", "12", "exact", "percent"),
        (
            "The government would spend about $120 million on reconstruction.",
            "120000000",
            "approximately",
            "dollars",
        ),
        ("The fund lost €3.5bn last year.", "3500000000", "exact", "euros"),
        ("About 1.6 million people have left the country.", "1600000", "approximately", "people"),
    ],
)
def test_percentages_and_money(text, value, qualifier, unit):
    figure = only_figure(text)
    assert (figure.value, figure.qualifier, figure.unit) == (Decimal(value), qualifier, unit)


@pytest.mark.parametrize(
    "text, expected",
    [
        # A count that opens its clause is its subject; a lone past tense after it is
        # its verb; a count said to have died, fled or been hurt counts people.
        ("About 12 people were hurt and 40 died.", [("12", "people"), ("40", "people")]),
        ("Forty fled and 12 were hurt.", [("40", "people"), ("12", "people")]),
        # After a verb, the same word is what is counted.
        ("The attack left 40 wounded.", [("40", "wounded")]),
        ("Rescuers found 40 injured people.", [("40", "injured people")]),
    ],
)
def test_a_verb_after_a_count_is_not_its_unit(text, expected):
    assert [(v, u) for v, _, u in values(text)] == [(Decimal(v), u) for v, u in expected]
