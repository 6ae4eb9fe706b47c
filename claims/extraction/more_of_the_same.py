"""What "another 40" or "otros nueve" counts when a verb follows the number, for
`claims.extraction.figure_reader`.

"another 40 or so roam across it", "a further 41,000 damaged", "por cada ejemplar
incautado otros nueve mueren": the word after the number is the count's verb, not its
noun, and the count is more of what the sentence named before: the thing after "for every"/"por cada", in the plural
("ejemplares"), or else what the figure before it in the sentence counted ("between 80
and 90 wolves …, and another 40 or so roam" -> wolves). A plural after the number is
still its noun ("another 40 sheep died", "otros nueve heridos").

"14 deaths, three more than last week", "seis menos que en los anteriores comicios": a
small count in words compared with another time counts what the figure before it did
(`MORE_OR_FEWER_THAN_AFTER`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.units import CONNECTORS, UNIT_STOP_WORDS, is_plural_head

ANOTHER_BEFORE = re.compile(r"\b(?:another|a\s+further|otros|otras)\s+$", re.IGNORECASE)

# Nouns counted in the plural without an "s".
PLURALS_AS_SINGULAR = frozenset("sheep deer fish cattle staff crew personnel police people livestock".split())

# "for every tree felled", "por cada ejemplar incautado": the thing the count is more of.
FOR_EVERY_BEFORE = re.compile(
    r"\b(?:for\s+every|for\s+each|por\s+cada)\s+(?P<noun>[^\W\d_]{3,})\b[^.;:!?]{0,60}$", re.IGNORECASE
)

# "three more than last week", "two fewer than in 2022", "tres más que el año pasado",
# "seis menos que en los anteriores comicios": the difference from another count.
MORE_OR_FEWER_THAN_AFTER = re.compile(r"\s+(?:(?:more|fewer|less)\s+than|(?:más|menos)\s+que)\b", re.IGNORECASE)

WORD_AFTER = re.compile(r"\s+(?P<word>[^\W\d_]+)")


def another_count_unit(text: str, unit: str, unit_end: int, count_start: int, previous_unit: str, language: str) -> str:
    """The unit of "another N <verb>", or "" when the rule does not apply."""
    if not unit or not ANOTHER_BEFORE.search(text, max(0, count_start - 10), count_start):
        return ""
    word = unit.split()[0].lower()
    if word in PLURALS_AS_SINGULAR:
        return ""
    if language.startswith("es"):
        if word.endswith("s"):
            return ""
    else:
        at = text.lower().find(word, unit_end - len(unit))
        if at < 0:
            # "a further £2m": a sign's unit, not a word after the number.
            return ""
        following = WORD_AFTER.match(text, at + len(word))
        if is_plural_head(word) or (
            following and following.group("word").lower() not in UNIT_STOP_WORDS | CONNECTORS
        ):
            # "another 40 sheep died": a noun, with its verb after it.
            return ""
    every = FOR_EVERY_BEFORE.search(text, max(0, count_start - 100), count_start)
    if every:
        return plural(every.group("noun"), language)
    return previous_unit


# "each job at the plant supports nearly three more in the wider economy", "supports
# roughly three others", "for every person we house, almost two more are falling",
# "recommends hiring four more and …", "managed only two more in the second half": a
# small count in words with "more"/"others" and no noun after counts more of what the
# sentence named with "each"/"every", or else of what the figure before it counted (in
# the sentence or the one before); "three more than last week" and "two more of them"
# are read elsewhere. English only: Spanish "aguantar tres más" is time left to live through.
BARE_MORE_AFTER = re.compile(
    r"\s+(?:more|others)(?=\s*(?:[.,;:!?)\u201d\"\u2014\u2013]|$|\s+(?:in|on|at|to|for|from|and|or|but|are|were|is|"
    r"was|have|had|will|would|could|across|over|by|after|before|during|within|later|since|last|this|next)\b))",
    re.IGNORECASE,
)
EACH_BEFORE = re.compile(r"\b(?:each|every)\s+(?P<noun>[^\W\d_]{3,})\b[^.;:!?]{0,60}$", re.IGNORECASE)


def bare_more_unit(text: str, count_start: int, count_end: int, counted_before: str, language: str) -> str:
    """The unit of "three more" with no noun after it, or "" when the rule does not apply;
    `counted_before` is the unit of a count before it that counts things, or ""."""
    if language.startswith("es") or not BARE_MORE_AFTER.match(text, count_end):
        return ""
    each = EACH_BEFORE.search(text, max(0, count_start - 100), count_start)
    return plural(each.group("noun"), language) if each else counted_before


IRREGULAR_PLURALS = {"child": "children", "person": "people", "man": "men", "woman": "women"}


def plural(noun: str, language: str) -> str:
    """The plural of a noun: "ejemplar" -> "ejemplares", "city" -> "cities", "child" ->
    "children"; a plural stays as it is."""
    if noun.endswith("s"):
        return noun
    if not language.startswith("es") and noun.lower() in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[noun.lower()]
    if language.startswith("es"):
        return noun + ("s" if noun[-1] in "aeiouáéó" else "es")
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
