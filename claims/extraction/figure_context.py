"""What a figure takes from the other figures of its article, once each has been read:
the unit of the same number said before ("by 50 basis points" … "Cutting by 50"), the
qualifier of the figure a bracket converts ("as much as 18 feet (5.5 meters)"), the
currency of an amount in millions with no noun, and whether a number in words only
says again a figure already counted ("Ninety-six million dollars", '"Nine days," she
said') or after a definite article ("Las tres granjas" after "en tres granjas").
`claims.extraction.figures` reads the figures and calls these."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention
from claims.extraction.units import MONEY_NOUNS, MONEY_UNITS, SCALE_WORD_AT_END


if TYPE_CHECKING:
    from claims.extraction.figure_reader import Figure


# A quotation that opens on the number: '"Nine days," she said.'
QUOTATION_OPENS_BEFORE = re.compile(r"[\"“«]\s*$")
# '"Twelve years. That is what his life was worth?"': or a fragment of its own.
QUOTED_ALONE_AFTER = re.compile(r"(?:\s+[^\W\d_]+)?(?:[,.!?]?\s*[\"”»]|[.!?]\s)")


def with_converted_qualifier(text: str, figure: Figure, before: Figure | None) -> Figure:
    """ "as much as 18 feet (5.5 meters)": a figure converted in brackets says what the
    one before it says, qualifier included."""
    if (
        before is None
        or figure.start != figure.number_start
        or before.qualifier in {"", "exact"}
        # "above 44 degrees Celsius (111 Fahrenheit)": the scale may end the unit before.
        or not re.fullmatch(r"(?:\s+(?:Celsius|Fahrenheit|centigrade))?\s*\(\s*", text[before.end : figure.start])
    ):
        return figure
    return replace(figure, qualifier=before.qualifier)


def with_repeated_unit(figure: Figure, earlier: list[Figure]) -> Figure:
    """ "cut its rate by 50 basis points … "Cutting by 50 is a big swing"": a number with
    nothing counted after it that repeats a figure the article gave before counts what
    that figure counted."""
    if figure.unit or figure.vague or figure.value is None:
        return figure
    for other in reversed(earlier):
        if other.value == figure.value and other.unit and not other.vague:
            return replace(figure, unit=other.unit)
    return figure


def with_money_unit(text: str, figure: Figure, earlier: list[Figure], later: list[Figure]) -> Figure:
    """ "… 3.200 millones de euros. Las cuentas incluyen 14 millones para …": an amount in
    millions with no noun counts the money the article counted last. "La multa asciende
    a 1,2 millones": an amount that a word for money is said to reach counts the
    currency the article names, before it or else after it, not fines."""
    if figure.vague:
        return figure
    named_money = bool(MONEY_NOUNS.fullmatch(figure.unit)) and figure.unit not in text[figure.number_end : figure.end]
    if named_money:
        candidates = [*reversed(earlier), *later]
    elif not figure.unit and SCALE_WORD_AT_END.search(text, figure.number_start, figure.number_end):
        candidates = list(reversed(earlier))
    else:
        return figure
    for other in candidates:
        if other.unit in MONEY_UNITS:
            return replace(figure, unit=other.unit)
    return figure


# "Las tres granjas", "the two shelters": a definite article before the number.
DEFINITE_BEFORE = re.compile(r"\b(?:the|these|those|los|las|estos|estas|esos|esas)\s+$", re.IGNORECASE)


def names_again(text: str, mention: NumberMention, figure: Figure, earlier: list[Figure]) -> bool:
    """ "… en tres granjas del municipio. … Las tres granjas pertenecen a …", "its two
    shelters … the larger of the two shelters": the same small number in words of the
    same things after a definite article points back at a figure already counted.
    Digits ("Los 17 mineros que permanecían atrapados") say the figure again, and the
    corpus counts them again."""
    if not mention.in_words or figure.value is None or figure.vague or not figure.unit or figure.start != figure.number_start:
        return False
    if not DEFINITE_BEFORE.search(text, max(0, figure.start - 8), figure.start):
        return False
    head = figure.unit.split()[0].lower()
    return any(other.value == figure.value and other.unit.split()[:1] == [head] for other in earlier)


def restates_in_words(text: str, mention: NumberMention, figure: Figure, earlier: list[Figure]) -> bool:
    """ "… C$96 million … «Ninety-six million dollars is a lot of money»": a large amount
    spelled out again in words is the figure already counted, not a new one; so is a
    quotation that opens by repeating one ("roughly nine days of revenue … "Nine days,"
    she said")."""
    if not mention.in_words or figure.value is None:
        return False
    if figure.value >= 1000:
        return any(other.value == figure.value and _same_kind(other.unit, figure.unit) for other in earlier)
    echoed = QUOTATION_OPENS_BEFORE.search(text, max(0, mention.start - 3), mention.start) and QUOTED_ALONE_AFTER.match(
        text, mention.end
    )
    return bool(echoed) and any(
        other.value == figure.value and other.unit.split()[:1] == figure.unit.split()[:1] for other in earlier
    )


def _same_kind(unit: str, other: str) -> bool:
    return unit == other or (unit in MONEY_UNITS and other in MONEY_UNITS)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
