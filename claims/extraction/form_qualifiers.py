"""The qualifier a number's form implies when no word around it gives one
(`qualifier_from_form`: "two dozen" and "half a million" round, digits and "one
thousand" exact, a round sum weighed as such approximately), and the words before a
number that keep it as written however round (a target, "every hundred years").
`claims.extraction.figure_reader` asks it after `claims.extraction.qualifiers` has
found no qualifying word.
"""

import re
from decimal import Decimal

from claims.extraction.caseless import lowercase_twin
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention


# "has pledged to create one million jobs", "prometió crear un millón de empleos": a
# target is the number itself, however round; so is what a plan seeks ("seeks to
# vaccinate one million adults", "busca vacunar a un millón de adultos").
TARGET_BEFORE = re.compile(
    r"\b(?:pledged?|pledges|promised?|promises|vowed?|vows|aims?|aimed|target(?:s|ed)?|goal|plans?|planned|"
    # Seeking to do it, not seeking someone: "seeks to", "busca vacunar".
    r"(?:seeks?|sought|intends?|intended)\s+to|(?:busca|buscan|buscaba|buscará|pretende|pretenden|pretendía|"
    r"se\s+propone|se\s+proponen)\s+[a-záéíóú]+(?:ar|er|ir)|"
    r"prometió|promete|prometen|prometieron|se\s+comprometió|se\s+compromete|objetivo|meta)\b[^.;:!?]{0,40}$",
    re.IGNORECASE,
)

# Searched in the lower-cased window: its long list of verbs is skipped to by their
# first letters there (`claims.extraction.caseless`).
TARGET_BEFORE_LOWER = lowercase_twin(TARGET_BEFORE)

# "un evento de cada cien años", "once every hundred years": the period something
# recurs over is named, not rounded.
EVERY_BEFORE = re.compile(r"\b(?:every|each|cada)\s+$", re.IGNORECASE)


def qualifier_from_form(mention: NumberMention, text: str = "", unit_end: int = 0) -> str:
    """The qualifier a number's form implies: a fraction rounded, "two dozen",
    "medio millón" and "half a million" (`claims.extraction.numbers` reads them as a
    count in dozens) approximately; digits and number words exactly, an order of
    magnitude too ("un millón de adultos", "mil familias", "a thousand dollars",
    "another hundred quid" name their number as "three thousand" does), unless the
    sentence weighs the amount as such ("One thousand defectors is relatively
    inconsequential", "Un millón de euros es poco"), a round sum, approximately."""
    if mention.fraction:
        return "approximately" if mention.inexact else "exact"
    if mention.percent:
        return "exact"
    if mention.dozens:
        return "approximately"
    if (
        mention.in_words
        and mention.value is not None
        and _is_round(mention.value)
        and AMOUNT_AS_SUCH_AFTER.match(text, unit_end)
    ):
        return "approximately"
    return "exact"


# "One thousand defectors is …": a plural amount with a singular verb, weighed as a sum.
AMOUNT_AS_SUCH_AFTER = re.compile(r"\s+(?:is|was|isn[’']t|wasn[’']t|es|era|no\s+es)\b", re.IGNORECASE)


def _is_round(value: Decimal) -> bool:
    """An order of magnitude or half of one, at least a hundred: 100, 1000, "medio
    millón", "one million"."""
    if value < 100 or value != value.to_integral_value():
        return False
    digits = str(int(value)).rstrip("0")
    return digits in {"1", "5"}


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
