"""Times of day, for `claims.extraction.figure_dates`: a number that tells when
something happened on the clock is no figure.

- a clock time written with its minutes at either end of a span of hours, after "las"
  or before "horas": "de 8.30 a 15.00", "from 9.00 to 17.30", "hasta las 18.00 horas",
  "la marcha salió 7.30 horas";
- an hour after the word that names it as one: "a las 10", "desde las 8 horas",
  "pasadas las 14 horas", "pasada la una", "10 h", "18 hrs", "10:30", "9 a.m.", an
  hour after "at" closing its clause ("made the call at 6.", "arrived at 11 on Monday"),
  an hour told with its part of the day ("comes at 11 at night", "by 7 in the morning"),
  a bare hour in a sentence that tells another time of day ("landed at 3:40 and got off
  a little before 11", "at about 7 o'clock and by 8 the RCMP were knocking"), minutes to
  or past an hour in words ("at ten to nine", "a las nueve menos diez") and a clock time
  naming an occasion ("a 9.30 appointment", "the 5.40 to Bala");
- around the clock: "las 24 horas", "24 hours a day".

A duration stays a figure: "superó las cinco horas", "durante 14 horas", "más de 14
horas".
"""

import re

from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention

TIME_AFTER = re.compile(
    r"^(?::\d|[.:]\d\d\s*(?:a\.?m|p\.?m|h\b|hrs\b)|\s*(?:a\.?m\.?|p\.?m\.?|o[’']clock|GMT|UTC|CET|BST)\b)",
    re.IGNORECASE,
)

# "a las 10", "desde las 8.30", "pasadas las 14 horas", "pasada la una": a time of day in
# Spanish ("frente a las 18,2" compares).
TIME_BEFORE = re.compile(
    r"(?<!frente\s)(?<!junto\s)(?<!respecto\s)(?<!comparación\s)"
    r"\b(?:a|desde|hasta|sobre|hacia|de|entre|y|pasadas?)\s+las?\s+$",
    re.IGNORECASE,
)
TIME_BEFORE_LOWER = lowercase_twin(TIME_BEFORE)

HOURS_ABBREVIATION_AFTER = re.compile(r"\s*(?:h|hrs)\b")
# "7.30 horas", "21:00 horas": Spanish writes a clock time with its minutes before
# "horas" (a duration takes a comma, "7,5 horas", or its minutes in words).
HOURS_AFTER = re.compile(r"\s+horas\b", re.IGNORECASE)

# "de 8.30 a 15.00", "from 9.00 to 17.30", "hasta las 18.00 horas": a clock time written
# with its minutes, at either end of a span of hours or after "las".
CLOCK_TIME = re.compile(r"(?:[01]?\d|2[0-4])[.:][0-5]\d")
TIME_SPAN_OPENS = re.compile(r"\b(?:de|desde|from|between|entre|las)\s+$", re.IGNORECASE)
TIME_SPAN_CLOSE_AFTER = re.compile(
    r"\s*(?:a|to|-|–|y|and|until|till|hasta)\s+(?:las\s+)?(?:[01]?\d|2[0-4])[.:][0-5]\d\b", re.IGNORECASE
)
TIME_SPAN_OPEN_BEFORE = re.compile(
    r"\b(?:de|desde|from|between|entre)\s+(?:las\s+)?(?:[01]?\d|2[0-4])[.:][0-5]\d\s*"
    r"(?:a|to|-|–|y|and|until|till|hasta)\s+(?:las\s+)?$",
    re.IGNORECASE,
)

# "las 24 horas", "24 hours a day": around the clock, not a count of hours.
AROUND_THE_CLOCK = re.compile(r"\b(?:las|the)\s+$", re.IGNORECASE)
ROUND_THE_CLOCK_AFTER = re.compile(r"\s+(?:horas|hours)\b(?:\s+(?:del\s+día|a\s+day))?|\s+hours\s+a\s+day\b", re.I)
HOURS_A_DAY_AFTER = re.compile(r"\s+hours\s+a\s+day\b")

# "made the call at 6.", "arrived at 11 on Monday": an hour after "at", closing its clause
# with nothing counted; "the toll stood at 6" and "rates held at 5" give a level.
AT_BEFORE = re.compile(r"\bat\s+$", re.IGNORECASE)
HOUR_CLOSES_AFTER = re.compile(
    r"\s*(?:[.,;:!?\"”’)]|$)|\s+(?:sharp|tonight|today|tomorrow|yesterday|this\s+(?:morning|afternoon|evening)|"
    r"in\s+the\s+(?:morning|afternoon|evening)|at\s+night|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b",
    re.IGNORECASE,
)
# "by 7 in the morning", "until 2 at night", "from 6 in the evening": the part of the day
# after an hour makes it one after any preposition of time.
PART_OF_THE_DAY_AFTER = re.compile(r"\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\b", re.IGNORECASE)
HOUR_PREPOSITION_BEFORE = re.compile(
    r"\b(?:at|by|until|till|from|before|after|around|about|since|to|between)\s+$", re.IGNORECASE
)
LEVEL_BEFORE = re.compile(
    r"\b(?:stood|stands?|held|holds?|closed|closes|opened|opens|peaked|put|puts|estimated|set|capped|fixed|pegged|"
    r"kept|keeps|left|leaves|remained|remains|steady|unchanged|valued|priced|rated|ranked|ranks|finished|finishes|"
    r"ended|ends|tied|level|rate|rates|total|totals|came\s+in|comes\s+in|bottomed|topped|scored?|placed)\b"
    r"[^.;:!?]{0,40}$",
    re.IGNORECASE,
)

# "We landed at 3:40 and got off a little before 11", "at about 7 o'clock and by 8 the
# RCMP were knocking", "the power went at 11 and came back at four in the morning": a bare
# hour after a preposition of time, in a sentence that tells another time of day.
BARE_HOUR_BEFORE = re.compile(
    r"(?:\b(?:at|before|after|until|till)|(?:^|[,;\"“]|\band)\s+by)\s+(?:(?:about|around|roughly)\s+)?$",
    re.IGNORECASE,
)
BARE_HOUR_CLOSES_AFTER = re.compile(
    r"\s*(?:[.,;:!?\"”’)]|$)|\s+(?:and|the|a|an|i|he|she|we|they|it|there|when|but|or|on|that|this|last)\b",
    re.IGNORECASE,
)
# Another time of day: a clock time after a preposition, "o'clock", "a.m.", a part of the day.
ANOTHER_TIME = re.compile(
    r"\b(?:at|by|until|till|from|before|after)\s+(?:about\s+|around\s+)?\d{1,2}[.:][0-5]\d\b|o[’']clock\b|"
    r"\b\d{1,2}\s*[ap]\.?m\b|\b(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|midnight|noon|midday)\b",
    re.IGNORECASE,
)
# A sentence's end inside a window: a stop, then a capital or a quotation mark.
SENTENCE_END = re.compile(r"[.!?][\"”’]?\s+(?=[\"“‘A-Z])")
# "I walked in at ten to nine", "by twenty past six": minutes to or past an hour in words.
MINUTES_TO_AN_HOUR_AFTER = re.compile(
    r"\s+(?:to|past)\s+(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight|noon)\b(?![-\w])",
    re.IGNORECASE,
)
MINUTES_BEFORE = re.compile(r"\b(?:at|by|until|till|before|after|around|about)\s+$", re.IGNORECASE)
# "a las nueve menos diez", "hacia las seis y veinte": Spanish puts the minutes after the hour.
MINUTES_AFTER_AN_HOUR_BEFORE = re.compile(
    r"\b(?:las|la)\s+(?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\d{1,2})\s+(?:menos|y)\s+$",
    re.IGNORECASE,
)


def an_hour_beside_another(mention: NumberMention, before: str, after: str, unit: str) -> bool:
    """ "got off a little before 11" after "landed at 3:40", "and by 8" after "7 o'clock",
    "went at 11 and came back at four in the morning", "at ten to nine", "a las nueve menos
    diez"."""
    if unit or mention.value is None:
        return False
    if mention.in_words and mention.value in (5, 10, 20, 25):
        if MINUTES_AFTER_AN_HOUR_BEFORE.search(before):
            return True
        if MINUTES_BEFORE.search(before):
            return bool(MINUTES_TO_AN_HOUR_AFTER.match(after))
    if not 1 <= mention.value <= 12 or not BARE_HOUR_BEFORE.search(before) or LEVEL_BEFORE.search(before):
        return False
    if not BARE_HOUR_CLOSES_AFTER.match(after):
        return False
    sentence_before = SENTENCE_END.split(before)[-1]
    sentence_after = SENTENCE_END.split(after)[0]
    return bool(ANOTHER_TIME.search(sentence_before) or ANOTHER_TIME.search(sentence_after))


# "the patient with a 9.30 appointment", "I've done the 5.40 to Bala": a clock time naming
# the occasion or the service it is the time of.
OCCASION_BEFORE = re.compile(r"\b(?:a|an|the|my|his|her|their|our|your)\s+$", re.IGNORECASE)
OCCASION_AFTER = re.compile(
    r"\s+(?:(?:appointment|start|kick-?off|train|bus|tram|flight|ferry|sailing|departure|shift|class|lesson|"
    r"meeting|slot|curfew|deadline)s?\b|to\s+[A-Z])"
)


def a_clock_time(text: str, mention: NumberMention, before: str, after: str) -> bool:
    """ "de 8.30 a 15.00", "from 9.00 to 17.30", "hasta las 18.00 horas", "7.30 horas", "a
    9.30 appointment"."""
    if not CLOCK_TIME.fullmatch(text, mention.start, mention.end):
        return False
    return bool(
        HOURS_AFTER.match(after)
        or (TIME_SPAN_OPENS.search(before) and TIME_SPAN_CLOSE_AFTER.match(after))
        or TIME_SPAN_OPEN_BEFORE.search(before)
        or TIME_BEFORE.search(before)
        or (OCCASION_BEFORE.search(before) and OCCASION_AFTER.match(after))
    )


def a_time_of_day(mention: NumberMention, before: str, after: str, unit: str) -> bool:
    """ "a las 10", "desde las 8 horas", "10 h", "18 hrs", "made the call at 6." """
    if mention.value is None or mention.value > 24:
        return False
    if TIME_BEFORE_LOWER.search(lowered(before)) and unit.lower() in {"", "h", "horas", "hrs"}:
        # "superó las cinco horas" is a duration.
        return True
    if HOURS_ABBREVIATION_AFTER.match(after) and not mention.in_words:
        return True
    if not unit and 1 <= mention.value <= 12 and PART_OF_THE_DAY_AFTER.match(after):
        return bool(HOUR_PREPOSITION_BEFORE.search(before)) and not LEVEL_BEFORE.search(before)
    if an_hour_beside_another(mention, before, after, unit):
        return True
    return (
        not unit
        and 1 <= mention.value <= 12
        and bool(AT_BEFORE.search(before) and HOUR_CLOSES_AFTER.match(after))
        and not LEVEL_BEFORE.search(before)
    )


def around_the_clock(mention: NumberMention, before: str, after: str) -> bool:
    """ "las 24 horas", "24 hours a day"."""
    return mention.value == 24 and bool(
        (AROUND_THE_CLOCK.search(before) and ROUND_THE_CLOCK_AFTER.match(after)) or HOURS_A_DAY_AFTER.match(after)
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
