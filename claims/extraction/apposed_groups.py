"""The group a number set off by a comma counts, for `claims.extraction.sentence_units`
and `claims.extraction.figure_reader`: a group and then the number between commas ("La
mayoría de los casos, 286, se concentran en …"), or the group a sentence opens with
("De los heridos, siete siguen graves", "Of the injured, two are critical"), or a plural
noun phrase the count restates after a comma ("Los pequeños productores, unos 12.000 en
la provincia, …", "The small growers, about 12,000 in the province").
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.unit_kinds import TIME_UNIT_WORD
from claims.extraction.units import is_plural_head

# "La mayoría de los casos, 286, …": a group, then the number between commas.
APPOSED_TO_GROUP_BEFORE = re.compile(r"\b(?:the|los|las)\s+(?P<noun>[^\W\d_]{3,}s),\s+$", re.IGNORECASE)
# "De los heridos, siete siguen graves", "Of the injured, two are critical": the group
# that opens the sentence is what the number after the comma counts.
GROUP_OPENING_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n)(?:de|of)\s+(?:los|las|the|(?P<demonstrative>esos|esas|estos|estas|those|these))\s+(?P<noun>[^\W\d_]{3,})"
    # "De los trasplantes realizados, 3.890 …", "Of the flights cancelled, 40 …": a
    # participle may say which.
    r"(?:\s+(?:[^\W\d_]+(?:ad|id)[oa]s|[a-z]{3,}ed)(?:\s+(?:out|up|off))?)?,\s+"
    # "De esos hospitales, solo dos tienen obra iniciada", "Of those hospitals, only two".
    r"(?:(?:solo|sólo|only|just|apenas)\s+)?$",
    re.IGNORECASE,
)
# "Los pequeños productores, unos 12.000 en la provincia, …", "Las entradas ya vendidas
# en Asia, cerca de 14.000, …", "los hogares de menor consumo, unos 2,1 millones según el
# ministerio", "The small growers, about 12,000 in the province": a plural noun phrase in
# lower case (no name, whose number after a comma is an age), its words after the head
# allowed, then the count after the comma, closing its phrase.
NOUN_PHRASE_APPOSED_BEFORE = re.compile(
    r"\b(?:[Tt]he|[Ll]os|[Ll]as)\s+(?P<head>(?:[a-záéíóúñü]+\s+){0,2}[a-záéíóúñü]{3,}s)"
    r"(?P<rest>(?:\s+[^\W\d_]+){0,6}),\s+$"
)
SET_OFF_COUNT_AFTER = re.compile(r"\s*[,.;]|\s+(?:en|según|in|according\s+to)\b")
APPROXIMATOR_AT = re.compile(
    r"(?:unos|unas|cerca\s+de|más\s+de|alrededor\s+de|casi|about|around|some|nearly|almost|roughly|more\s+than|over)\s",
    re.IGNORECASE,
)
# Where the head of the noun phrase ends: "entradas ya vendidas", "repartidores y conductores".
HEAD_ENDS = frozenset("de del en ya y e o que con por para a of in and or who which with for at".split())


def _apposed_noun_phrase(text: str, number_end: int, count_start: int) -> str:
    """The head of a plural noun phrase the count from `count_start` is set off after."""
    phrase = NOUN_PHRASE_APPOSED_BEFORE.search(text, max(0, count_start - 120), count_start)
    if not phrase or not SET_OFF_COUNT_AFTER.match(text, number_end):
        return ""
    if (phrase.group("rest") or phrase.group("head")).split()[-1][:1].isupper() and not APPROXIMATOR_AT.match(
        text, count_start
    ):
        # "los familiares de Juan Pérez, 45, …": a number after a name is an age.
        return ""
    head = []
    for word in phrase.group("head").split():
        if word in HEAD_ENDS:
            break
        head.append(word)
    if not head or not is_plural_head(head[-1]) or TIME_UNIT_WORD.fullmatch(head[-1]):
        return ""
    return " ".join(head)


def group_before(text: str, number_end: int, count_start: int) -> str:
    """The plural noun of the group the number from `count_start` to `number_end` is
    set off after; "" when there is none."""
    apposed = APPOSED_TO_GROUP_BEFORE.search(text, max(0, count_start - 60), count_start)
    if apposed and text.startswith(",", number_end) and not TIME_UNIT_WORD.fullmatch(apposed.group("noun")):
        # "La mayoría de los casos, 286, se concentran en …", "Most of the victims, 40,
        # were …": a number set off by commas after a group says how many of it.
        return apposed.group("noun")
    opening = GROUP_OPENING_BEFORE.search(text, max(0, count_start - 60), count_start)
    if (
        opening
        and not TIME_UNIT_WORD.fullmatch(opening.group("noun"))
        # "Of those counted, 1,163 were unsheltered": a demonstrative before a participle
        # points back to what was counted, which the figure before names.
        and not (opening.group("demonstrative") and not is_plural_head(opening.group("noun")))
    ):
        return opening.group("noun")
    return _apposed_noun_phrase(text, number_end, count_start)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
