"""Reading numbers written in digits and in words, in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction.numbers import find_numbers, parse_number


@pytest.mark.parametrize(
    "text, language, value",
    [
        ("235,000", "en", Decimal("235000")),
        ("1,600.5", "en", Decimal("1600.5")),
        ("1.6 million", "en", Decimal("1600000")),
        ("3.5", "en", Decimal("3.5")),
        ("$5bn", "en", Decimal("5000000000")),
        ("one thousand", "en", Decimal("1000")),
        ("a thousand", "en", Decimal("1000")),
        ("two dozen", "en", Decimal("24")),
        ("half a dozen", "en", Decimal("6")),
        ("twenty-five thousand three hundred", "en", Decimal("25300")),
        ("two million", "en", Decimal("2000000")),
        ("235.000", "es", Decimal("235000")),
        ("1,6 millones", "es", Decimal("1600000")),
        ("mil", "es", Decimal("1000")),
        ("doscientos treinta y cinco mil", "es", Decimal("235000")),
        ("un millón", "es", Decimal("1000000")),
        ("dos docenas", "es", Decimal("24")),
        ("mil quinientos", "es", Decimal("1500")),
    ],
)
def test_parse_number(text, language, value):
    assert parse_number(text, language=language) == value


def test_parse_number_refuses_text_that_is_not_one_number():
    assert parse_number("soldiers") is None
    assert parse_number("235,000 troops") is None
    assert parse_number("two and three") is None


def test_the_decimal_mark_follows_the_language():
    assert parse_number("1,600", language="en") == Decimal("1600")
    assert parse_number("1,600", language="es") == Decimal("1.6")
    assert parse_number("1.600", language="es") == Decimal("1600")


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("ninety percent of them", "en", "ninety percent"),
        ("40 per cent of the budget", "en", "40 per cent"),
        ("3.5% growth", "en", "3.5%"),
        ("noventa por ciento de las fuerzas", "es", "noventa por ciento"),
    ],
)
def test_percentages_include_their_sign(text, language, expected):
    [mention] = find_numbers(text, language=language)
    assert text[mention.start : mention.end] == expected
    assert mention.percent


def test_por_ciento_is_not_read_as_a_second_number():
    mentions = find_numbers("el noventa por ciento de las tropas", language="es")
    assert [m.value for m in mentions] == [Decimal("90")]


@pytest.mark.parametrize(
    "text, language, words",
    [
        ("dozens of countries", "en", "dozens"),
        ("a handful of generals", "en", "a handful"),
        ("thousands of officials", "en", "thousands"),
        ("countless others", "en", "countless"),
        ("hundreds of thousands of people", "en", "hundreds of thousands"),
        ("a significant number of defectors", "en", "a significant number"),
        ("miles de personas", "es", "miles"),
        ("un puñado de generales", "es", "un puñado"),
    ],
)
def test_vague_counts_have_no_value(text, language, words):
    [mention] = find_numbers(text, language=language)
    assert mention.vague
    assert mention.value is None
    assert text[mention.start : mention.end] == words


def test_a_scale_word_after_a_number_is_not_a_vague_count():
    mentions = find_numbers("dos millones de personas y millones de dólares", language="es")
    assert [(m.value, m.vague) for m in mentions] == [(Decimal("2000000"), False), (None, True)]


def test_ordinals_and_english_once_are_not_numbers():
    assert find_numbers("the second time, once again", language="en") == []


def test_offsets_point_at_the_words():
    text = "Over one thousand members and 235,000 troops"
    spans = [text[m.start : m.end] for m in find_numbers(text)]
    assert spans == ["one thousand", "235,000"]


def test_the_upper_end_of_a_range_of_money_shares_its_currency():
    text = "Repairs will cost $2-3bn, or €2.5–3bn."
    assert [(text[m.start : m.end], m.value, m.currency) for m in find_numbers(text)] == [
        ("$2", Decimal("2"), "dollars"),
        ("3bn", Decimal("3000000000"), "dollars"),
        ("€2.5", Decimal("2.5"), "euros"),
        ("3bn", Decimal("3000000000"), "euros"),
    ]
    # Without a currency, "3m" is three metres, not a figure.
    assert [m.value for m in find_numbers("The wall is 2-3m high.")] == [Decimal("2")]
