"""Spanish scale words as Mexican and other Latin American newsrooms write them, for
`claims.extraction.numbers`.

- "mil millones" is a thousand million (a billion in English): "52 mil millones de
  pesos" is 52,000,000,000, not 52,000 and then a million;
- digits split by "mil": "2 mil 900" is 2,900 and "2 mil 900 millones de dólares"
  2,900,000,000 (Mexican copy writes thousands this way);
- "mil" alone before digits: "mil 200 elementos" is 1,200 and "mil 342 homicidios"
  1,342 (the same Mexican style, with no digit before "mil"); "dos mil 200" is left
  to the words' reader;
- round counts by tens: "una decena de calles" (10), "una veintena de heridos" (20),
  "una treintena", "dos decenas"; written out round, so approximately, as "un
  centenar" is. "decenas" alone stays a vague count.
- a comma for thousands and a point for decimals, as Mexico, Central America and the
  Caribbean write them ("1,380 calorías", "2.1 millones"), when the text itself shows
  that convention (`writes_decimal_points`): a decimal point before a scale word or a
  percentage ("2.3 millones", "75.2%"), a measure ("13.8 grados", "7.84 metros") or
  a round thousand after a comma ("2,000 sobres", "1,900 metros cúbicos"), and no
  decimal comma ("1,9 millones") nor a thousands point ("31.000") anywhere in it. A
  lone "42,195" in a text that writes "8.15" as a time stays a decimal.
"""

import re
from decimal import Decimal

from claims.extraction.caseless import first_character_guard

# After a number and its "mil": a second scale ("mil millones") or the digits below a
# thousand and an optional scale ("2 mil 900", "2 mil 900 millones").
AFTER_MIL = re.compile(
    r"\s+(?:(?P<rest>\d{1,3})(?![\d.,]\d)(?:\s+(?P<scale>millones|millón|millon))?|(?P<scale_only>millones))\b",
    re.IGNORECASE,
)

MILLION_WORDS = frozenset({"millones", "millón", "millon"})

TENS = {"decena": 10, "veintena": 20, "treintena": 30, "cincuentena": 50}
TENS_COUNTS = {"una": 1, "media": Decimal("0.5"), "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5}

# "una decena de vialidades", "una veintena de heridos", with "de" after. Not
# "cuarentena", which is also a quarantine.
TENS_PATTERN = re.compile(
    r"\b(?P<count>una|media|dos|tres|cuatro|cinco)\s+(?P<tens>decena|veintena|treintena|cincuentena)s?"
    r"(?=\s+(?:larga\s+)?de\b)",
    re.IGNORECASE,
)


def after_mil(text: str, end: int, value: Decimal) -> tuple[Decimal, int]:
    """The value and end of a number whose "mil" ends at `end`, read on to what
    Mexican copy writes after it; `value` already holds the thousands."""
    match = AFTER_MIL.match(text, end)
    if not match:
        return value, end
    if match.group("scale_only"):
        return value * 1_000_000, match.end()
    value += int(match.group("rest"))
    if match.group("scale"):
        value *= 1_000_000
    return value, match.end()


# "mil 200", "Mil 342", "mil 500 millones": "mil" opening a number, digits after it.
# This pattern and the three below it sit behind a look-ahead for their first
# characters (`caseless.first_character_guard`): each opens with a look-behind, which
# re tries at every character of the text.
BARE_MIL = first_character_guard(re.compile(
    r"(?<![\w.,])[Mm]il\s+(?P<rest>\d{1,3})(?![\d.,]\d)(?:\s+(?P<scale>millones|millón|millon))?\b"
))
# A word before "mil" that makes it part of a longer number ("dos mil 200", "treinta y un mil").
NUMBER_WORD_BEFORE = re.compile(
    r"(?:\d|\b(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|"
    r"dieci\w+|veinti\w+|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|"
    r"\w+cientos|\w+cientas|quinientos|quinientas|y))\s+$",
    re.IGNORECASE,
)


def bare_mil_counts(text: str) -> list[tuple[int, int, Decimal]]:
    """Each "mil 200" (1,200) with its value, as (start, end, value)."""
    counts = []
    for match in BARE_MIL.finditer(text):
        if NUMBER_WORD_BEFORE.search(text[max(0, match.start() - 20) : match.start()]):
            continue
        value = Decimal(1000 + int(match.group("rest")))
        if match.group("scale"):
            value *= 1_000_000
        counts.append((match.start(), match.end(), value))
    return counts


def tens_counts(text: str) -> list[tuple[int, int, Decimal]]:
    """Each "una decena", "una veintena" … with its value, as (start, end, value)."""
    counts = []
    for match in TENS_PATTERN.finditer(text):
        value = TENS_COUNTS[match.group("count").lower()] * TENS[match.group("tens").lower()]
        counts.append((match.start(), match.end(), Decimal(value)))
    return counts


# "2.1 millones", "75.2%", "7.3 por ciento": a decimal point before a scale or a share.
DECIMAL_POINT = first_character_guard(
    re.compile(r"(?<![\d.,])\d{1,3}\.\d{1,2}\s*(?:%|por\s+ciento\b|mill[oó]n|millones\b|mil\s+millones\b)")
)
# "1,9 millones", "3,5 %": a decimal comma; "31.000", "1.250.000": a thousands point.
DECIMAL_COMMA = first_character_guard(re.compile(r"(?<![\d.,])\d{1,3},\d{1,2}(?![\d])"))
THOUSANDS_POINT = first_character_guard(re.compile(r"(?<![\d.,])\d{1,3}\.\d{3}(?![\d])"))
# "13.8 grados", "7.84 metros": a decimal point before a measure, which a thousands
# point never is (it has three digits after it) nor a time of day ("las 8.15", "19.30
# horas": no measure follows).
MEASURE_POINT = first_character_guard(
    re.compile(
        r"(?<![\d.,])\d{1,3}\.\d{1,2}\s+(?:grados|metros|kil[oó]metros|cent[ií]metros|mil[ií]metros|kilos|kilogramos|"
        r"gramos|litros|toneladas|hect[aá]reas|millas|pies|pulgadas)\b"
    )
)
# "2,000 sobres", "1,900 metros cúbicos", "30,500 inscritos": three digits after a comma,
# the last a zero, after a whole number and before what it counts; no decimal is written
# with a trailing zero in its third place (a price's "3,50" has two, a marathon's
# "42,195" no zero). A lone "1,600" shows nothing.
ROUND_THOUSANDS_COMMA = first_character_guard(re.compile(r"(?<![\d.,])[1-9]\d{0,2},\d\d0\s+[a-záéíóúñ]+s\b"))


def writes_decimal_points(text: str) -> bool:
    """Whether a Spanish text writes numbers the Mexican way, a point for decimals and
    a comma for thousands: it shows a decimal point before a scale word, a percentage
    or a measure, or a round thousand after a comma, and never a decimal comma nor a
    thousands point."""
    shown = DECIMAL_POINT.search(text) or MEASURE_POINT.search(text) or ROUND_THOUSANDS_COMMA.search(text)
    return bool(shown) and not DECIMAL_COMMA.search(text) and not THOUSANDS_POINT.search(text)
