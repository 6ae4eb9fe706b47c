"""The number reader's whole-text patterns, searched behind a look-ahead for their first
letters or as lower-case twins (`claims.extraction.numbers`, `multiples`, `non_figures.TENURE_LOWER`),
find the numbers they found before, in English and Spanish, in any case, and still
leave alone what they left alone."""

import re

import pytest

from claims.extraction import multiples, numbers, spans_of_one
from claims.extraction.caseless import lowered
from claims.extraction.non_figures import TENURE, TENURE_LOWER, non_figure_spans
from claims.extraction.numbers import find_numbers


def read(text: str, language: str) -> list[tuple[str, str, str]]:
    return [(text[m.start : m.end], str(m.value), m.measure) for m in find_numbers(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Exports more than doubled and imports tripled after the reform.",
            "en",
            [("doubled", "2", "times"), ("tripled", "3", "times")],
        ),
        ("Fares will more than double over three years.", "en", [("double", "2", "times"), ("three", "3", "")]),
        ("Twice as many patients came; the clinic flooded twice.", "en", [("Twice", "2", "times"), ("twice", "2", "times")]),
        ("The bill is nearly double the national average.", "en", [("double", "2", "times")]),
        ("Sales rose more than tenfold, a threefold increase.", "en", [("tenfold", "10", "times"), ("threefold", "3", "times")]),
        ("The repairs took MORE THAN A YEAR and almost a mile of cable.", "en", [("A", "1", ""), ("a", "1", "")]),
        ("The trail runs about half a mile upstream.", "en", [("half a", "0.5", "")]),
        (
            "HALF A DOZEN boats and a dozen divers searched; Half a million people watched.",
            "en",
            [("HALF A DOZEN", "6", ""), ("a dozen", "12", ""), ("Half a million", "500000", "")],
        ),
        (
            "A quarter of a million tickets sold within an hour and a half.",
            "en",
            [("A quarter of a million", "250000", ""), ("an", "1.5", "")],
        ),
        ("Las ventas se duplicaron y el paro se TRIPLICÓ.", "es", [("duplicaron", "2", "veces"), ("TRIPLICÓ", "3", "veces")]),
        ("El gasto es casi el doble que en 2023.", "es", [("doble", "2", "veces"), ("2023", "2023", "")]),
        (
            "Media docena de lanchas y UNA DOCENA de buzos; medio millón de personas.",
            "es",
            [("Media docena", "6", ""), ("UNA DOCENA", "12", ""), ("medio millón", "500000", "")],
        ),
        (
            "Un centenar de vecinos y dos MILLARES de turistas, un cuarto de millón de euros.",
            "es",
            [("Un centenar", "100", ""), ("dos MILLARES", "2000", ""), ("un cuarto de millón", "250000", "")],
        ),
    ],
)
def test_words_and_multiples_are_read_as_before(text, language, expected):
    assert read(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("He would think twice before a double murder trial.", "en"),
        ("The twice-daily service ran on the triple jump track.", "en"),
        ("La doble fila y la vacuna triple vírica no cuentan.", "es"),
        ("El centenario del club y la docencia del barrio.", "es"),
    ],
)
def test_what_is_no_number_is_still_none(text, language):
    assert read(text, language) == []


@pytest.mark.parametrize(
    "module, name",
    [
        (multiples, "MULTIPLIER_LOWER"),
        (multiples, "COUNT_OF_TIMES_LOWER"),
        (multiples, "NOUN_MULTIPLE_EN_LOWER"),
        (multiples, "NOUN_MULTIPLE_ES_LOWER"),
        (multiples, "FOLD_LOWER"),
        (spans_of_one, "QUALIFIED_A_LOWER"),
        (spans_of_one, "QUALIFIED_HALF_A_LOWER"),
    ],
)
def test_a_guarded_pattern_starts_with_the_look_ahead_for_its_first_letters(module, name):
    assert getattr(module, name).pattern.startswith("(?=")


@pytest.mark.parametrize(
    "pattern, twin",
    [
        (numbers.HALF_DOZEN_PATTERN, numbers.HALF_DOZEN_LOWER),
        (numbers.A_DOZEN_PATTERN, numbers.A_DOZEN_LOWER),
        (numbers.HALF_SCALE_PATTERN, numbers.HALF_SCALE_LOWER),
        (numbers.QUARTER_SCALE_PATTERN, numbers.QUARTER_SCALE_LOWER),
        (numbers.A_UNIT_AND_A_HALF, numbers.A_UNIT_AND_A_HALF_LOWER),
        (numbers.HUNDREDS_ES, numbers.HUNDREDS_ES_LOWER),
        (TENURE, TENURE_LOWER),
    ],
)
def test_a_twin_finds_the_spans_the_pattern_finds(pattern: re.Pattern, twin: re.Pattern):
    texts = [
        "Half a dozen boats, A DOZEN divers, half a million people, a quarter of a million tickets.",
        "It took an hour and a half, then a year and a quarter; three-quarters of a billion.",
        "Media docena de lanchas, una docena de buzos, medio millón, un cuarto de millón.",
        "Un centenar de vecinos, DOS MILLARES de turistas, un centenario.",
        "Hay compañeros con 30 años en la planta y TRABAJADORES con 20 años de antigüedad.",
    ]
    for text in texts:
        expected = [(m.span(), {k: (v or "").lower() for k, v in m.groupdict().items()}) for m in pattern.finditer(text)]
        found = [(m.span(), {k: v or "" for k, v in m.groupdict().items()}) for m in twin.finditer(lowered(text))]
        assert found == expected


def test_time_at_work_is_still_no_age_and_an_age_still_is():
    text = "Hay compañeros con 30 años en la planta; Ana Ruiz, de 52 años, llegó ayer."
    spans = non_figure_spans(text)
    assert not any(start <= text.index("30") < end for start, end in spans)
    assert any(start <= text.index("52") < end for start, end in spans)
