"""When "over" before a number is the preposition of a span, a route or a window
rather than "more than", for `claims.extraction.qualifiers` and
`claims.extraction.figure_dates`:

- a change phased in over a period: "will be phased in over 18 months", "rolled out
  over two years" (the period a figure unless a figure of the clause is spread over it);
- what is spread, flown over or crossed: "spread over 15 years", "flew over 312 reefs",
  not a participle opening the sentence ("Spread over 15 years, the payments …");
- a figure counted across the parts after "over": "3,400 kilometres over 21 stages",
  "30 goals over 12 matches";
- the window a figure before it is counted in: "$600m will be repaid over five years",
  "rose 6% over two years" (not after "in", "for" or "lasted": "in over 20 years");
- a stretch of time or of a competition's parts on its own: "is played over 11 rounds",
  "will face Portugal over two legs", "Over five days, more than 300 races were staged",
  "averaged 228.4 over 24 qualifying games" (not after "in", "just", "a little", "for",
  "waited", "took" or "lasted": "in a little over 19 days", "waited over 12 hours").

Moved out of `claims.extraction.period_frames`, which reads the other periods.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.period_frames import TIME_UNITS

# "will be phased in over 18 months", "rolled out over two years": how long a change
# takes to come in, a figure unless a figure of the clause is spread over it; "over" is
# no qualifier there.
PHASED_OVER_BEFORE = re.compile(
    r"\b(?:phased\s+(?:in|out)|rolled\s+out|staggered|brought\s+in\s+gradually|introduced\s+gradually)\s+over\s+$",
    re.IGNORECASE,
)


# "spread over 15 years", "flew over 312 reefs": "over" the preposition of what is
# spread, flown over or crossed, no qualifier; after spreading, the period is a figure.
SPREAD_OVER_BEFORE = re.compile(
    r"\b(?:spread|spreads|spreading|stretched|spaced|scattered|distributed|flew|flown|flying|fly|flies)"
    r"(?:\s+out)?\s+over\s+$",
    re.IGNORECASE,
)
# "Spread over 15 years, the payments …": opening the sentence, the participle frames
# it, and the period is the frame (`claims.extraction.figure_dates`; anywhere else
# "over" before a period is a figure).
SPREAD_OVER_OPENING = re.compile(r"(?:^|[.!?;:]\s+|\n)[\"“«(]?\w+(?:\s+out)?\s+over\s+$")


# "3,400 kilometres over 21 stages", "30 goals over 12 matches": a figure of the clause
# counted across the stages, the matches or the parts after "over" (not a year: "In
# 2023 over 400 people died").
A_FIGURE_ACROSS_BEFORE = re.compile(
    r"(?<![\d.,])(?!(?:1[89]|20)\d\d\b)\d[\d.,]*\s*(?:%|[a-z]+)(?:\s+[a-z]+){0,2}\s+over\s+$", re.IGNORECASE
)
PARTS_AFTER = re.compile(
    r"^[\w.,]+\s+(?:stages|legs|rounds|matches|games|races|sessions|episodes|instal?lments|parts|laps|innings|heats|"
    r"events|days|nights|weeks|months|seasons|years)\b",
    re.IGNORECASE,
)


# "is played over 11 rounds", "face Portugal over two legs", "Over five days, …",
# "averaged 228.4 over 24 qualifying games": a stretch of time or of a competition's
# parts after "over", perhaps with one word before its noun; the corpus annotates it
# exact (86 of 87 such "over" not after the words below).
STRETCH_AFTER = re.compile(
    r"^[\w.,]+\s+(?:[a-z-]+\s+)?(?:stages|legs|rounds|matches|games|races|sessions|heats|innings|laps|"
    r"tournaments|fixtures|days|nights|weeks|months|seasons|years|decades|centuries|hours|minutes)\b",
    re.IGNORECASE,
)
# "in over 20 years", "just over three hours", "a little over 19 days", "waited over 12
# hours", "for over a week", "lasted over two hours", "aged over 65 years": "over" is
# "more than" there (all 8 such in the corpus are so annotated).
MORE_THAN_OVER_BEFORE = re.compile(
    r"\b(?:in|just|little|slightly|well|for|of|than|within|after|been|aged|"
    r"wait|waits|waited|waiting|take|takes|took|taken|taking|last|lasts|lasted|lasting|spend|spends|spent|spending)"
    r"\s+over\s+$",
    re.IGNORECASE,
)


def over_a_stretch(before: str, following: str) -> bool:
    """Whether "over" before the number (`following` starts with it) opens a stretch of
    time or of a competition's parts ("played over 11 rounds"), not "more than"."""
    return bool(STRETCH_AFTER.match(following)) and not MORE_THAN_OVER_BEFORE.search(before[-30:])


def over_a_span(before: str, following: str) -> bool:
    """Whether "over" before the number (`following` starts with it) is the preposition
    of a span or a route, not "more than": "spread over 15 years", "flew over 312
    reefs", "3,400 kilometres over 21 stages", "played over 11 rounds"."""
    return (
        bool(SPREAD_OVER_BEFORE.search(before))
        or bool(A_FIGURE_ACROSS_BEFORE.search(before) and PARTS_AFTER.match(following))
        or over_a_stretch(before, following)
    )


# "$600m will be repaid over five years", "rose 6% over two years": "over" after the
# clause's figure and before a period is the window it is counted in, not "more than";
# after a preposition or a verb of time ("in over 20 years", "for over a week",
# "lasted over 48 hours") it is.
OVER_AFTER_A_FIGURE_BEFORE = re.compile(
    r"(?:\d|%|\b(?:hundred|thousand|million|billion)\b)[^.;:!?\n,(]*?(?<!\bin)(?<!\bfor)(?<!\bof)(?<!\bwithin)"
    r"(?<!\bthan)(?<!\bafter)(?<!\blasted)(?<!\blasting)(?<!\blasts)(?<!\btook)(?<!\bspent)(?<!\bwaited)"
    r"(?<!\bfor\s(?:just|well))\s+over\s+$",
    re.IGNORECASE,
)
PERIOD_AFTER = re.compile(rf"^[\w.,]+\s+(?:{TIME_UNITS})\b", re.IGNORECASE)


def a_window_over(before: str, following: str) -> bool:
    """Whether "over" before the number (`following` starts with it) opens the window a
    figure before it in the clause is counted in: "$600m over five years"."""
    return bool(PERIOD_AFTER.match(following)) and bool(OVER_AFTER_A_FIGURE_BEFORE.search(before[-200:]))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
