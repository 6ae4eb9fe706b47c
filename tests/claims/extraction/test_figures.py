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
        # Writing a count out in words, or in dozens, rounds it.
        ("Two dozen plotters were arrested.", "24", "approximately"),
        ("One thousand defectors is not many.", "1000", "approximately"),
        ("The regime promoted a thousand officers.", "1000", "approximately"),
        ("Mil soldados desertaron.", "1000", "approximately"),
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
        "Six years later, he left.",
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
