"""Time passing and the time between two events, for `claims.extraction.figure_dates`.

`time_passing` is asked by `figure_dates.not_a_figure` of every number: a length of time
that only moves the story on or places an event is no figure ("six years later", "four
years ago", "two summers ago", "hace ocho meses", "hace unos 14 meses", "guía desde hace 15"), deep
time too ("4.6 billion years ago", "hace unos 4.560 millones de años"). Not: how long it has been ("Hace quince años que no se veía"),
a penalty's length ("banned for four years after testing positive"), an interval the
sentence measures ("about four hours before tipoff", "three years earlier than the
deadline", "takes effect 20 days after signing", "apenas sesenta minutos antes de que
…") and the time between two events the sentence names. When an event begins, placed
from now, is a date as "dentro de" is ("Wimbledon, which starts in nine days", "que
arranca en poco más de un mes").

`time_between_events`: that time is a figure of its own,
"three weeks after the flood", "llegó 45 minutos después", "just two months earlier",
"declared safe about two hours later", "llegó dos horas más tarde" (a length of time the
sentence asserts, as the corpus README settles), opening its sentence too ("Four years
after the eruption, …", "Eight months later, …", "Dos años después, la fábrica cerró").
Not: "a day after"/"un día después" (the next day), "ago", the base of a comparison
("más que seis meses antes", "frente a 450 tres años antes"), "for N days after" (a duration, which the rules
on durations decide) and a point in a match ("nine minutes after coming on").
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.figure_context import COMPARED_BEFORE
from claims.extraction.number_words import NumberMention
from claims.extraction.period_frames import TIME_UNIT_AFTER, TIME_UNITS

PASSING_TIME = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:ago|later|earlier|before|after|old|on(?=\s*[,.;]|\s+from\b)|hence|atrás|después|"
    rf"antes|más\s+tarde)\b",
    re.IGNORECASE,
)

OLD_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\s+old\b", re.IGNORECASE)

# "two summers ago", "tres inviernos atrás": a season of the year placing an event, as
# "two years ago" does ("hace dos veranos" is `AGO_BEFORE`'s).
SEASONS_AGO_AFTER = re.compile(
    r"^\s+(?:summers|winters|autumns|springs|veranos|inviernos|otoños|primaveras)\s+(?:ago|atrás)\b", re.IGNORECASE
)

# "about four hours before tipoff", "less than three years after a shortage", "compared
# with 18 weeks before the pandemic", "three years earlier than the deadline": the
# interval itself is measured (a qualifier, a comparison, "than"), not time passing.
INTERVAL_THAN_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\s+(?:earlier|later|sooner)\s+than\b", re.IGNORECASE)
# "… after the tank failed", "… antes del partido": between two events the sentence
# names ("about twenty minutes later" only moves the story on).
INTERVAL_BETWEEN_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\s+(?:after|before|(?:antes|después)\s+del?)\s+\w", re.I)
# "had been clean for nearly a year before he relapsed": how long someone had been at
# something, background however it is qualified.
HAD_BEEN_FOR_BEFORE = re.compile(
    r"\b(?:have|has|had|’ve|'ve)\s+been\b[^,;:.!?]{0,60}\bfor\s+(?:[a-z]+\s+){0,3}$", re.IGNORECASE
)

# "desde hace ocho meses": how long it has lasted up to now, a duration the clause
# asserts (not "hace ocho meses", "hace apenas tres meses": ago, however recent or
# however qualified: "hace unos 14 meses", "hace menos de un mes" place an event, as
# "about 14 months ago" does).
AGO_BEFORE = re.compile(
    # "había vencido hacía ocho meses": ago from a moment told in the past, a unit of time
    # after it ("la planta hacía 300 toneladas" made them).
    r"(?<!\bdesde\s)\bhac(?:e|(?P<then>ía))(?:\s+(?:apenas|solo|sólo|unos|unas|casi|menos\s+de|más\s+de|cerca\s+de|"
    r"alrededor\s+de|poco\s+más\s+de|algo\s+más\s+de|poco\s+menos\s+de|al\s+menos))?\s+$",
    re.IGNORECASE,
)
# "guía desde hace 15": with no unit after it, the number names no length of time.
SINCE_BEFORE = re.compile(r"\bdesde\s+hace\s+$", re.IGNORECASE)
# "Hace quince años que no se veía el Coliseo así", "hace diez días que no llueve": how
# long it has been, the duration the clause asserts, not "ago".
SINCE_THEN_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\s+(?:ya\s+)?que\b", re.IGNORECASE)

# "has been banned for four years", "fue suspendido durante dos años",
# "condenado a seis años": a penalty's length.
PENALTY_BEFORE = re.compile(
    r"\b(?:banned|suspended|barred|jailed|imprisoned|sentenced|disqualified|excluded|sanctioned|"
    r"(?:suspendid|inhabilitad|sancionad|condenad|expulsad|vetad)[oa]s?)\s+"
    r"(?:[a-záéíóúñ]+\s+){0,3}(?:for|durante|por|a)\s+$",
    re.IGNORECASE,
)

# "Wimbledon, which starts in nine days", "the Giro, which starts in less than two weeks",
# "Roland Garros, que arranca en poco más de un mes": when an event begins, placed from
# now as "dentro de" places it, a date (not how long something took: "finished in nine
# days").
STARTS_IN_BEFORE = re.compile(
    r"\b(?:starts?|starting|begins?|beginning|opens?|kicks?\s+off|gets?\s+under\s*way|arrancan?|empiezan?|"
    r"comienzan?|(?:se\s+)?inician?|se\s+disputan?)\s+(?:in|en)\s+"
    r"(?:(?:less\s+than|more\s+than|just\s+over|just\s+under|about|around|roughly|some|only|just|"
    r"poco\s+más\s+de|poco\s+menos\s+de|menos\s+de|más\s+de|unos|unas|apenas|solo|sólo|casi)\s+)?$",
    re.IGNORECASE,
)


def time_passing(mention: NumberMention, before: str, after: str, qualifier: str) -> bool:
    """ "six years later", "four years ago", "hace ocho meses", "guía desde hace 15":
    time passing, no figure (see the module's docstring)."""
    # "formed some 4.6 billion years ago", "hace unos 4.500 millones de años": deep time
    # places an event as any "ago" does, however large (the corpus README); "300 million
    # years old" is an age measured.
    deep_age = mention.value is not None and mention.value >= 1_000_000 and bool(OLD_AFTER.match(after))
    if (
        PASSING_TIME.match(after)
        and not PENALTY_BEFORE.search(before)
        and not a_length_before_or_after(before, after)
        and not _a_measured_interval(before, after, qualifier)
        and not time_between_events(mention, before, after)
        and not deep_age
    ) or (
        (ago := AGO_BEFORE.search(before))
        and not SINCE_THEN_AFTER.match(after)
        and not (ago.group("then") and not TIME_UNIT_AFTER.match(after))
    ):
        # "banned for four years after testing positive" is the ban's length.
        return True
    if SEASONS_AGO_AFTER.match(after) or (STARTS_IN_BEFORE.search(before) and TIME_UNIT_AFTER.match(after)):
        return True
    return bool(SINCE_BEFORE.search(before) and not TIME_UNIT_AFTER.match(after))


# "stayed inside the network for 23 days before anyone noticed", "racing was halted
# for 50 minutes after a boat broke down", "exempt for 15 years after they open",
# "cerrada durante dos meses después del incendio": how long something lasted, counted
# from an event, a length the sentence asserts (not "had been sober for two years
# before he relapsed": how long someone had been at something). An offer's deadline
# ("refunds available for 28 days after the strike") is a length a plan gives, a figure.
FOR_A_LENGTH_BEFORE = re.compile(
    r"\b(?:for|durante)\s+(?:(?:more\s+than|over|nearly|almost|about|around|roughly|some|at\s+least|just|only|"
    r"más\s+de|menos\s+de|casi|unos|unas|cerca\s+de|al\s+menos|apenas|poco\s+más\s+de)\s+)?$",
    re.IGNORECASE,
)
LENGTH_FROM_AN_EVENT_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:after|before|(?:antes|después)\s+(?:del?|que)|tras)\s+\w", re.IGNORECASE
)


def a_length_before_or_after(before: str, after: str) -> bool:
    """ "for 23 days before anyone noticed", "for 15 years after they open": how long
    something lasted from or up to an event, a figure, not time passing."""
    return bool(
        FOR_A_LENGTH_BEFORE.search(before)
        and LENGTH_FROM_AN_EVENT_AFTER.match(after)
        and not HAD_BEEN_FOR_BEFORE.search(before)
    )


def _a_measured_interval(before: str, after: str, qualifier: str) -> bool:
    """ "about four hours before tipoff", "compared with 18 weeks before the pandemic",
    "three years earlier than the deadline", "apenas sesenta minutos antes de que …": an
    interval the sentence measures, not time passing ("six years later")."""
    if INTERVAL_THAN_AFTER.match(after) or COMPARED_BEFORE.search(before):
        return True
    if (IN_FORCE_BEFORE.search(before) or ONLY_BEFORE.search(before)) and INTERVAL_BETWEEN_AFTER.match(after):
        return True
    return (
        bool(qualifier) and bool(INTERVAL_BETWEEN_AFTER.match(after)) and not HAD_BEEN_FOR_BEFORE.search(before)
    )


# "The ban takes effect 20 days after signing", "entrará en vigor 30 días después de su
# publicación": when a rule starts, measured from the act that makes it.
IN_FORCE_BEFORE = re.compile(
    r"\b(?:(?:take|takes|took|taking|taken)\s+effect|(?:come|comes|came|coming)\s+into\s+(?:force|effect)|"
    r"(?:enter|enters|entered)\s+into\s+force|(?:entra|entran|entrará|entrarán|entró|entraron|entraría)\s+en\s+vigor|"
    r"(?:rige|regirá|regirán))\s+(?:(?:only|just|solo|sólo)\s+)?$",
    re.IGNORECASE,
)


# "apenas sesenta minutos antes de que cerraran", "only two hours before the vote": how
# short the interval between two events was, which the sentence stresses.
ONLY_BEFORE = re.compile(r"\b(?:only|just|barely|apenas|solo|sólo|tan\s+solo)\s+$", re.IGNORECASE)


BETWEEN_EVENTS_AFTER = re.compile(
    rf"^\s+(?P<unit>{TIME_UNITS})\s+(?:later|earlier|before|after|después|antes|más\s+tarde)\b", re.IGNORECASE
)
# The base of a comparison ("than", "que", a figure just before: "frente a 450 tres años
# antes") or a duration ("for nearly two years before"); "more than five months earlier", "less than two weeks later" qualify the interval. A
# capitalised word after "for"/"durante" names where or for whom, no duration ("left
# for Denver three hours later").
NO_INTERVAL_BEFORE = re.compile(
    r"(?:\b(?<!more\s)(?<!less\s)(?<!fewer\s)(?:than|que)\s+(?:[^\W\d_]+\s+){0,2}|"
    # "up from $1.1 million five years earlier", "compared with $54 million two years
    # earlier", "up from 3.8% five years earlier", "frente a 3,2 millones de euros dos años
    # antes": the base of a comparison, its amount, share or money written in full.
    r"(?:\b(?:up|down)\s+from|\bfrom|\bcompared\s+(?:with|to)|\bagainst|\bfrente\s+al?|\bdesde)\s+"
    r"(?:(?:about|around|roughly|some|nearly|almost|just|only|unos|unas|los|las|el|la|casi)\s+)?"
    r"[$£€¥₹]?\d[\d.,]*\s*(?:%|(?:per\s*cent|percent|por\s+ciento)\b)?\s*"
    r"(?:(?:million|billion|trillion|millones|mil\s+millones|millón|mil|bn|m)\s+)?"
    r"(?:(?:de\s+)?[^\W\d_]+\s+)?|"
    r"\b(?:for|durante)\s+(?:(?-i:[^\W\d_A-ZÁÉÍÓÚÜÑ])[^\W\d_]*\s+){0,2}|\d\s+)$",
    re.IGNORECASE,
)
MATCH_POINT_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:after\s+(?:coming\s+on|kick-?off|the\s+(?:break|restart|interval)|half-?time)|"
    r"(?:después|tras)\s+(?:del?\s+)?(?:entrar|saltar\s+al\s+campo|(?:el\s+)?descanso|la\s+reanudación|"
    r"(?:el\s+)?pitido))\b",
    re.IGNORECASE,
)
_DAY = ("day", "days", "día", "días")


def time_between_events(mention: NumberMention, before: str, after: str) -> bool:
    """ "three days after the failure", "llegó 71 minutos después": how long passed
    between two events, a figure; one day is the next day."""
    match = BETWEEN_EVENTS_AFTER.match(after)
    if not match or NO_INTERVAL_BEFORE.search(before) or MATCH_POINT_AFTER.match(after):
        return False
    return not (mention.value == 1 and match.group("unit").lower() in _DAY)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
