"""Patterns run over a whole text in a faster form find exactly what they found: the
phone, age and labelling patterns as lower-case twins or behind a look-ahead for their
first characters (`caseless.searched_as`), and the weekday dates only where a weekday
is followed by a digit."""

import re

import pytest

from claims.extraction import labelling_numbers
from claims.extraction.caseless import lowered, searched_as
from claims.extraction.non_figures import (
    AGE_PATTERNS,
    AGE_SEARCHES,
    non_figure_spans,
)
from claims.extraction.phone_numbers import PHONE_PATTERNS, PHONE_SEARCHES
from claims.extraction.placing_numbers import WEEKDAY_DAY, WEEKDAY_DAY_NEEDS, placing_spans

TEXTS = [
    "CALL 999 now. Call the HOTLINE on 1300 555 010, or phone 0800 123 456 if you can.",
    "Llame al 112 o a la LÍNEA GRATUITA 024; el Teléfono de atención 900 100 200.",
    "Contact their bank immediately on 159. Los vecinos ALERTARON al 112 anoche.",
    "Para más información, llamar a su banco al 159 si hay dudas. Fax: +34 91 123 45 67.",
    "The office, (555) 123-4567, opens at 9. Tel. 020 7946 0958 or WhatsApp 612 345 678.",
    "İstanbul callers rang 1234 and the NUMBER FREE 0300 400 500 was busy; el 900 222 000.",
    "The number of people who called rose to 4,500 during the strike, up from 1,200.",
]

AGE_TEXTS = [
    "A 42-year-old man, AGED 18, and children under 5; Ana Ruiz (42) said she was 23 then.",
    "Lucía Soto, de 35 años, y un hombre de 60 años; MENORES DE 18 años y niños menores de seis años.",
    "Tiene 35 años; a los 70 años se jubiló. Donors must be at least 16 and he TURNED 30 in May.",
    "Personas de entre 18 y 30 años, una productora de 44 años, mi mamá de 86 años de edad.",
    "The age group 18-24 and people up to 65; El Conductor, de 52 años, y hasta los 12 años.",
    "İstanbul: ALLES IS 40, ſtudents aged 19 to 21, la población de 14 a 18 años supera los 30.",
]

WEEKDAY_TEXTS = [
    "The vote is on Friday 21, when the council meets. Until MONDAY 3 nothing changes.",
    "Hasta el lunes 14 de marzo; el próximo Miércoles 2 habrá pleno. El lunes 14 alumnos.",
    "The march began on Monday in the capital and ended on Saturday near the cathedral.",
    "El SÁBADO 31, y el domingo 1; this Sunday 12th and next sunday 13 at noon.",
    "Monday\n21 was not a date, nor was friday, 22.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_phone_searches_find_what_the_patterns_find(text):
    lower = lowered(text)
    for pattern, (search, in_lower) in zip(PHONE_PATTERNS, PHONE_SEARCHES, strict=True):
        expected = [(m.span(), m.span("number"), m.group("number")) for m in pattern.finditer(text)]
        found = [(m.span(), m.span("number"), m.group("number")) for m in search.finditer(lower if in_lower else text)]
        assert found == expected


@pytest.mark.parametrize("text", AGE_TEXTS + TEXTS)
def test_age_searches_find_what_the_patterns_find(text):
    lower = lowered(text)
    for pattern, (search, in_lower) in zip(AGE_PATTERNS, AGE_SEARCHES, strict=True):
        expected = [(m.span(), m.groupdict()) for m in pattern.finditer(text)]
        found = [(m.span(), m.groupdict()) for m in search.finditer(lower if in_lower else text)]
        assert [span for span, _ in found] == [span for span, _ in expected]
        assert [{k: v is None for k, v in groups.items()} for _, groups in found] == [
            {k: v is None for k, v in groups.items()} for _, groups in expected
        ]


def test_phone_numbers_still_left_out_of_figures():
    text = TEXTS[0] + " " + TEXTS[1]
    numbers = {text[start:end] for start, end in non_figure_spans(text)}
    # ("900 100 200" reads as thousands, a count, as it did before.)
    assert {"999", "1300 555 010", "0800 123 456", "112", "024"} <= numbers


@pytest.mark.parametrize("text", WEEKDAY_TEXTS + TEXTS)
def test_weekday_dates_need_a_weekday_and_a_digit(text):
    if WEEKDAY_DAY_NEEDS.search(lowered(text)) is None:
        assert WEEKDAY_DAY.search(text) is None


def test_weekday_dates_found_as_before():
    spans = placing_spans(WEEKDAY_TEXTS[0])
    assert (WEEKDAY_TEXTS[0].index("21"), WEEKDAY_TEXTS[0].index("21") + 2) in spans
    spanish = WEEKDAY_TEXTS[1]
    assert (spanish.index("14"), spanish.index("14") + 2) in placing_spans(spanish)
    # A weekday with no date after it, and a count after a weekday ("14 alumnos").
    assert placing_spans(WEEKDAY_TEXTS[2]) == [] or all(
        not WEEKDAY_TEXTS[2][start:end].isdigit() for start, end in placing_spans(WEEKDAY_TEXTS[2])
    )
    assert (spanish.rindex("14"), spanish.rindex("14") + 2) not in placing_spans(spanish)


LABELLING_TEXTS = [
    "Among the TOP 150 firms, the top-10 banks; it won 7-6 (5) and 6-7 (3). ($1 = 1.3950 Canadian dollars)",
    "Dentro de DIEZ años, ten years from now, in five years' time; its two BIGGEST rivals and three main ones.",
    "Two executives, SPEAKING ON CONDITION OF ANONYMITY, said the 3 kilos per person cost 4 euros each.",
    "Los dos principales sindicatos; a study of 2,000 workers on a wage of 1,200 a month; el sueldo de 900.",
]


@pytest.mark.parametrize("text", LABELLING_TEXTS + TEXTS + AGE_TEXTS)
def test_labelling_searches_find_what_the_patterns_find(text):
    lower = lowered(text)
    for pattern in labelling_numbers._SEARCHES:
        expected = [(m.span(), {k: bool(v) for k, v in m.groupdict().items()}) for m in pattern.finditer(text)]
        found = [
            (m.span(), {k: bool(v) for k, v in m.groupdict().items()})
            for m in labelling_numbers._found(pattern, text, lower)
        ]
        assert found == expected


def test_how_a_pattern_is_searched():
    twin, in_lower = searched_as(re.compile(r"\b(?:more|over)\s+\d+", re.IGNORECASE))
    assert in_lower and not twin.flags & re.IGNORECASE
    guarded, in_lower = searched_as(re.compile(r"(?<![\d.])\b0\d{3}"))
    assert not in_lower and guarded.pattern.startswith("(?=[0])")
    for as_it_is in (
        re.compile(r"(?P<number>\(\d{2,4}\)\s?\d{3,4})"),  # opens with a literal
        re.compile(r"\b(?i:calle|street)\s+\d+"),  # ignores case in a group: its first letters are unknown
        re.compile(r"\b(?:[A-Z]\w+)\s+Street", re.IGNORECASE),  # written with capitals: no twin
    ):
        assert searched_as(as_it_is) == (as_it_is, False)


# The number patterns searched over a whole text behind a look-ahead for their first
# characters (`caseless.first_character_guard`) find what their plain forms find.
GUARDED_NUMBER_TEXTS = [
    "Prices rose 3% in the past year and 40 died over the last decade; in a year they doubled.",
    "It took half an hour, then a quarter of an hour, and three-quarters of an hour more.",
    "Ha caído un 38 % en el último año; tardó media hora y un cuarto de hora, más de hora y media.",
    "Cuesta mil 200 pesos, Mil 342 dólares y mil 500 millones; el 2.1 millones y el 75.2%.",
    "Pesa medio kilo y media tonelada; 1,9 millones y 31.000 personas, 1.250.000 euros.",
    "A la media hora de juego; the last week of May; in a year's time; un 3,5 % de 12.300.",
    "212 complaints in a single year, for a week, over a decade; en una sola semana, durante un mes.",
    "He won by two hundredths of a second, a tenth of a second-hand fleet, 14 hundredths of a second.",
]


@pytest.mark.parametrize("text", GUARDED_NUMBER_TEXTS)
def test_guarded_number_patterns_find_what_they_found(text):
    from claims.extraction import hour_fractions, second_parts, spanish_scales, spans_of_one

    for module, names, searched in (
        (
            spans_of_one,
            (
                "RECORD_SPAN_A_LOWER",
                "HALF_A_MEASURE_ES_LOWER",
                "RECENT_ONE_LOWER",
                "WINDOW_OF_ONE_EN_LOWER",
                "WINDOW_OF_ONE_ES_LOWER",
            ),
            lowered(text),
        ),
        (hour_fractions, ("HOUR_FRACTION_LOWER", "HOUR_AND_A_HALF_LOWER"), lowered(text)),
        (second_parts, ("SECOND_PART_LOWER",), lowered(text)),
        (
            spanish_scales,
            ("BARE_MIL", "DECIMAL_POINT", "DECIMAL_COMMA", "THOUSANDS_POINT", "MEASURE_POINT", "ROUND_THOUSANDS_COMMA"),
            text,
        ),
    ):
        for name in names:
            guarded = getattr(module, name)
            assert guarded.pattern.startswith("(?=[")
            plain = re.compile(guarded.pattern[guarded.pattern.index("])(?:") + 5 : -1], guarded.flags)
            assert [(m.span(), m.groupdict()) for m in guarded.finditer(searched)] == [
                (m.span(), m.groupdict()) for m in plain.finditer(searched)
            ]
