"""The words of a measure ("14 km", "3,5 toneladas", "40 kilómetros cuadrados") and of a
scale at the end of a number ("4,3 millones", "2.5 billion", "dos millones y medio"),
which `claims.extraction.units` and the modules that read units test a word against,
and `below_zero`: whether a temperature is below zero ("minus 12 degrees", "-5 °C", "12
grados bajo cero"), for `claims.extraction.figure_reader`."""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention

MEASURES = re.compile(
    r"km|kms|kilomet(?:re|er)s?|kilómetros?|miles?|millas?|met(?:re|er)s?|metros?|m|cm|mm|kg|kgs|kilos?|"
    r"kilograms?|kilogramos?|grams?|gramos?|tonnes?|tons?|toneladas?|lit(?:re|er)s?|litros?|hectares?|"
    r"hectáreas?|acres?|degrees?|grados?|mph|barrels?|barriles|megawatts?|megavatios?|gigawatts?|"
    r"gigavatios?|MW|GW|kWh|MWh|GWh|TWh|mm|feet|foot|ft|inches|pulgadas|hectómetros?|hm3|milímetros?|"
    r"millimet(?:re|er)s?|centímetros?|centimet(?:re|er)s?",
    re.IGNORECASE,
)

SCALE_WORD_AT_END = re.compile(
    r"(?:million|millions|billion|billions|millones|millón|mil|billones)(?:\s+y\s+medi[oa])?$", re.IGNORECASE
)


DEGREES = re.compile(r"degrees?|grados?|°[CF]?|ºC?", re.IGNORECASE)


def below_zero(text: str, before: str, unit: str, unit_end: int, mention: NumberMention) -> bool:
    """Whether the number of degrees `mention` (its unit `unit`, ending at `unit_end`)
    is below zero: "minus" or a minus sign before it, "bajo cero" or "below zero" after."""
    if not DEGREES.fullmatch(mention.measure or unit):
        return False
    return bool(
        re.search(r"\b(?:minus|menos)\s+$|(?:^|\s)[-−]$", before, re.IGNORECASE)
        or re.match(r"\s+(?:bajo\s+cero|below\s+zero|below\s+freezing)\b", text[max(unit_end, mention.end) :])
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
