"""The time between two events, a figure of its own for `claims.extraction.figure_dates`:
"three weeks after the flood", "llegó 45 minutos después", "just two months earlier",
"declared safe about two hours later", "llegó dos horas más tarde" (a length of time the
sentence asserts, as the corpus README settles). Not: "a day after"/"un día después"
(the next day), "ago", a time opening its sentence
("Dos años después, la fábrica cerró"), the base of a comparison ("más que seis meses
antes", "frente a 450 tres años antes"), "for N days after" (a duration, which the rules
on durations decide) and a point in a match ("nine minutes after coming on").
"""

import re

from claims.extraction.number_words import NumberMention
from claims.extraction.period_frames import TIME_UNITS

BETWEEN_EVENTS_AFTER = re.compile(
    rf"^\s+(?P<unit>{TIME_UNITS})\s+(?:later|earlier|before|after|después|antes|más\s+tarde)\b", re.IGNORECASE
)
# The base of a comparison ("than", "que", a figure just before: "frente a 450 tres años
# antes"), a duration ("for nearly two years before"), or the opening of a sentence.
NO_INTERVAL_BEFORE = re.compile(
    r"(?:\b(?:than|que|for|durante)\s+(?:[^\W\d_]+\s+){0,2}|\d\s+|(?:^|[.;:!?]\s+|\n)[\"“«]?"
    r"(?:(?:just|only|some|about|apenas|solo|sólo|unos|unas)\s+)?)$",
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
