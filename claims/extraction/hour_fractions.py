"""A part of an hour written in words is a length of time, its number the part: "durante
media hora" 0.5 hora, "I read for half an hour" 0.5 hour, "duró menos de un cuarto de
hora" 0.25 hora, "In a quarter of an hour, we lost everything" 0.25 hour, "tres cuartos
de hora", "three quarters of an hour" 0.75 (the corpus README: a fraction of a measure is
its number, "dos horas y media" 2.5 horas). The words of the part are the number; the
hour after them is what it counts, read as any unit is.

Left alone: a moment in a match or a day named by its half hour ("a la media hora de
juego", "en la primera media hora", "on the half hour", "the first half-hour"), which
places a time and is no length.
"""

import re
from decimal import Decimal

from claims.extraction.caseless import first_character_guard

# Searched in the lower-cased text: the part's words, then "hora"/"hour" right after.
# (Both patterns here behind a look-ahead for their first letters, as whole-text
# searches are: `caseless.first_character_guard`.)
HOUR_FRACTION_LOWER = first_character_guard(re.compile(
    r"\b(?P<part>(?:"
    # "half an hour"; "a quarter of an hour", "three quarters of an hour".
    r"half\s+an|(?:a|one)\s+quarter\s+of\s+an|three[\s-]quarters\s+of\s+an|"
    # "media hora" (not "a la media hora", "la primera media hora": a moment placed);
    # "un cuarto de hora", "tres cuartos de hora".
    r"(?<!\ba\sla\s)(?<!primera\s)(?<!segunda\s)(?<!última\s)(?<!ultima\s)media|"
    r"un\s+cuarto\s+de|tres\s+cuartos\s+de"
    r"))\s+(?=(?:hour|hora)\b)"
))

# "en poco más de hora y media", "las colas superaron la hora y media": an hour and a
# half with no number before it (after "una" the number words read it, "una hora y
# media"); the words are the number and the hour its measure. Not "a la hora y media
# de juego", a moment placed.
HOUR_AND_A_HALF_LOWER = first_character_guard(
    re.compile(r"(?<=\b(?:de|la|en)\s)(?<!\ba\sla\s)hora\s+y\s+(?P<part>media|cuarto)\b")
)

PARTS = (("three", Decimal("0.75")), ("tres", Decimal("0.75")), ("half", Decimal("0.5")), ("media", Decimal("0.5")))


def hour_fractions(lower: str) -> list[tuple[int, int, Decimal]]:
    """Each part of an hour in `lower` (the lower-cased text): the start and end of its
    words and its value."""
    found = []
    for match in HOUR_FRACTION_LOWER.finditer(lower) if ("hour" in lower or "hora" in lower) else ():
        part = match.group("part")
        value = next((value for word, value in PARTS if part.startswith(word)), Decimal("0.25"))
        found.append((match.start("part"), match.end("part"), value))
    return found


def hours_and_a_part(lower: str) -> list[tuple[int, int, Decimal]]:
    """Each "hora y media" or "hora y cuarto" in `lower` with no number before it: the
    start and end of its words and its value."""
    return [
        (match.start(), match.end(), Decimal("1.5") if match.group("part") == "media" else Decimal("1.25"))
        for match in HOUR_AND_A_HALF_LOWER.finditer(lower)
    ] if "hora y" in lower else []
