"""A duration written in parts, for `claims.extraction.figures`: "won in 2 hours 19
minutes", "el rescate duró 3 horas y 20 minutos", "1 h 45 min", "3 hours, 2 minutes
and 10 seconds". It is one figure, not one figure for each part: "19 minutes" alone is
no figure the sentence asserts. Years and months ("seis años y tres meses de prisión",
"2 years and 6 months"), and a clock's parts said with "and"/"y" before the last, as a
fraction of a measure is said ("dos horas y media" 2.5 horas), are one figure in the
first (largest) unit when that is exact to two decimals: 6.25 años, "in two hours and 24
minutes" 2.4 hours, "en 22 minutos y 30 segundos" 22.5 minutos; hours and minutes
with "and"/"y" always, to three decimals ("dos horas y 41 minutos" 2.683 horas). Else,
and for a clock's parts set side by side as a stopwatch reads ("5 hours 30 minutes",
"1 h 45 min"), the figure is in the smallest unit ("2 hours 19 minutes" 139 minutes,
"un minuto y 50 segundos" 110 segundos, "2 years and 5 months" 29 months).

The parts run from the largest unit to the smallest, each right after the one before
(a comma or "and"/"y" between them; after a comma alone, a part measured against
something else, "12 horas, 41 minutos por debajo del récord", is a figure of its own).
Whether the whole is a figure is what the last part's reading says
(`claims.extraction.figure_reader.read_figure`), and its qualifier is the one before
the first part ("in just over 2 hours 19 minutes").

A race time written as a stopwatch reads, hours, minutes and seconds between colons
("won in 2:04:11", "con un tiempo de 2:01:48"), is the same figure in seconds (7451
seconds); a clock time has no seconds in news, and one named as such ("10:30:00 GMT")
stays no figure. So is one in minutes and seconds with the seconds' tenths or hundredths
("covered the course in 1:53.08", "con un tiempo de 2:06,31": 113.08 and 126.31
seconds), which no clock time has, or set before the margin it measures ("started with
a 1:05 advantage": 65 seconds); "at 10:30", a clock's minutes, stays no figure.
"""

import re
from dataclasses import replace
from decimal import Decimal
from typing import NamedTuple

from claims.extraction.figure_reader import Figure, read_figure
from claims.extraction.number_words import NumberMention
from claims.extraction.qualifiers import qualifier_before

# A clock's parts, weighed in seconds by their unit's first letter.
PART_UNIT = re.compile(
    r"\s*(?P<unit>hours?|hrs?|h|horas?|minutes?|mins?|minutos?|seconds?|secs?|segundos?)\b", re.IGNORECASE
)
SECONDS = {"h": 3600, "m": 60, "s": 1}
THOUSANDTHS = Decimal("0.001")
# A calendar's parts, weighed in months: one family, never joined to a clock's.
CALENDAR_UNIT = re.compile(r"\s*(?P<unit>years?|años?|months?|meses|mes)\b", re.IGNORECASE)
MONTHS = {"y": 12, "a": 12, "m": 1}
# Between one part's unit and the next number.
JOIN = re.compile(r"\s*,?\s*(?:(?:and|y)\s+)?")
# "en algo menos de 12 horas, 41 minutos por debajo del récord", "in 2 hours, 5 minutes
# ahead of the field": after a comma alone, a length measured against another is a
# figure of its own, not the next part of the first.
MEASURED_AGAINST_AFTER = re.compile(
    r"\s+(?:por\s+(?:debajo|encima|delante|detrás)|de\s+(?:ventaja|diferencia|retraso)|menos\s+que|más\s+que|"
    r"ahead|behind|faster|slower|quicker|clear|off|under|below|inside|outside|short\s+of|more\s+than|less\s+than)\b",
    re.IGNORECASE,
)


class _Part(NamedTuple):
    mention: NumberMention
    end: int  # where its unit ends
    calendar: bool
    weight: int  # seconds, or months for a calendar's part


def _part(text: str, mention: NumberMention) -> _Part | None:
    """The part a number and the unit right after it make, if the unit is a clock's
    or a calendar's."""
    if clock := PART_UNIT.match(text, mention.end):
        return _Part(mention, clock.end(), False, SECONDS[clock.group("unit")[0].lower()])
    if calendar := CALENDAR_UNIT.match(text, mention.end):
        return _Part(mention, calendar.end(), True, MONTHS[calendar.group("unit")[0].lower()])
    return None


# "in 2:04:11", "con 2:16:20": the minutes and seconds after a race time's hours (its
# hours, one digit or a two-digit number that opens on no 0, are the number before).
RACE_TIME_AFTER = re.compile(
    r":(?P<minutes>[0-5]\d):(?P<seconds>[0-5]\d)(?![\d:]|[.,]\d|\s*(?:GMT|UTC|CET|BST|[ap]\.?m\b|h\b|hrs?\b|horas?\b))",
    re.IGNORECASE,
)
# "in 1:53.08", "con 2:06,31": the seconds and their tenths or hundredths after a race
# time's minutes; "a 1:05 advantage": the seconds after the minutes of a margin.
MINUTES_TIME_AFTER = re.compile(
    r":(?P<seconds>[0-5]\d)(?:[.,](?P<fraction>\d{1,3})(?![\d:]|[.,]\d)|(?=\s+(?:advantage|lead|gap|deficit|margin|cushion)\b))",
    re.IGNORECASE,
)
SECONDS_WORD = {"en": "seconds", "es": "segundos"}
# "at 10:30:00", "a las 08:15:32": a clock time placing a moment.
CLOCK_TIME_BEFORE = re.compile(r"\b(?:at|by|until|till|from|las)\s+$", re.IGNORECASE)


def race_time(text: str, mention: NumberMention, language: str) -> Figure | None:
    """ "won in 2:04:11": a race time in seconds (7451 seconds), with the qualifier
    before it ("in just over 2:04:11"); "in 1:53.08": 113.08 seconds."""
    if not mention.plain_integer or mention.end - mention.start > 2:
        return None
    if clock := MINUTES_TIME_AFTER.match(text, mention.end):
        fraction = clock.group("fraction")
        value = (
            mention.value * SECONDS["m"] + int(clock.group("seconds")) + (Decimal(f"0.{fraction}") if fraction else 0)
        )
    else:
        clock = RACE_TIME_AFTER.match(text, mention.end)
        if (
            not clock
            or text[mention.start] == "0"
            or CLOCK_TIME_BEFORE.search(text, max(0, mention.start - 10), mention.start)
        ):
            return None
        value = mention.value * SECONDS["h"] + int(clock.group("minutes")) * SECONDS["m"] + int(clock.group("seconds"))
    qualifier, qualifier_start = qualifier_before(text[max(0, mention.start - 60) : mention.start], mention.start, text)
    return Figure(
        qualifier_start if qualifier_start is not None else mention.start,
        clock.end(),
        mention.start,
        clock.end(),
        value,
        qualifier or "exact",
        SECONDS_WORD.get(language, "seconds"),
        False,
    )


def joined_time(text: str, mentions: list[NumberMention], index: int, language: str) -> tuple[Figure | None, int]:
    """The figure of a duration written in parts from `mentions[index]` on, and how
    many mentions it takes; (None, 0) when no second part follows the first. A race
    time ("2:04:11") is one mention."""
    if RACE_TIME_AFTER.match(text, mentions[index].end) or MINUTES_TIME_AFTER.match(text, mentions[index].end):
        return race_time(text, mentions[index], language), 1
    parts: list[_Part] = []
    for mention in mentions[index:]:
        if mention.value is None or mention.vague or mention.percent or mention.currency or mention.measure:
            break
        part = _part(text, mention)
        if part is None:
            break
        if parts and (
            part.weight >= parts[-1].weight
            or part.calendar != parts[-1].calendar
            or not JOIN.fullmatch(text, parts[-1].end, mention.start)
            or (
                "," in text[parts[-1].end : mention.start]
                and not re.search(r"\b(?:and|y)\b", text[parts[-1].end : mention.start])
                and MEASURED_AGAINST_AFTER.match(text, part.end)
            )
        ):
            break
        parts.append(part)
    if len(parts) < 2:
        return None, 0
    first, last = parts[0].mention, parts[-1].mention
    whole = read_figure(text, last, language=language)
    if whole is None:
        return None, len(parts)
    smallest = parts[-1].weight
    value = sum(part.mention.value * part.weight for part in parts) / smallest
    joined_by_and = re.search(r"\b(?:and|y)\b", text[parts[-2].end : last.start])
    in_first_unit = value * smallest / parts[0].weight
    # "dos horas y 41 minutos", "six hours and 40 minutes": hours and minutes said with
    # "and"/"y" are hours to three decimals (2.683 horas), as the corpus writes every one.
    hours_and_minutes = joined_by_and and [part.weight for part in parts] == [SECONDS["h"], SECONDS["m"]]
    if hours_and_minutes and (in_first_unit * 100) % 1:
        in_first_unit = in_first_unit.quantize(THOUSANDTHS)
    if hours_and_minutes or ((parts[-1].calendar or joined_by_and) and (in_first_unit * 100) % 1 == 0):
        # "seis años y tres meses": 6.25 años, "in two hours and 24 minutes": 2.4 hours,
        # in the first part's unit. A clock's first part reads as no figure of its own
        # ("two hours and"): the whole keeps its span and takes that part's unit word.
        in_largest = (
            read_figure(text, first, language=language)
            if parts[0].calendar
            else replace(whole, unit=text[first.end : parts[0].end].strip())
        )
        if in_largest is not None:
            whole, value = in_largest, in_first_unit
    qualifier, qualifier_start = qualifier_before(text[max(0, first.start - 60) : first.start], first.start, text)
    return (
        replace(
            whole,
            start=qualifier_start if qualifier_start is not None else first.start,
            number_start=first.start,
            value=value.normalize() if value != value.to_integral_value() else value.to_integral_value(),
            qualifier=qualifier or whole.qualifier,
        ),
        len(parts),
    )
