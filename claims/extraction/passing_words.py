"""English words that pass or near a number ("exceed", "surpass", "top", "pass",
"passed", "near"), read as a qualifier by `claims.extraction.qualifiers`: whether they
bound it ("claims that together exceed $50 billion", "deaths pass 300", "revenue
passed £100 million", "temperatures near 31C") or say something else of it ("must
not exceed 300", "the top 10", "a weekly pass $30", "passed 14 inspections", "near
12 farms").
"""

import re

from claims.extraction.caseless import lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.measure_words import MEASURES


# Money at the number ("$900 million", "£100m"), and an amount in digits with its scale
# ("2,000", "3.5 million"): what the patterns below for "passed" and "near" look for.
_MONEY_AT = r"(?:[A-Z]{0,3}\$|[£€¥₹])\s?\d"
_AMOUNT_AT = r"\d[\d,.]*(?:\s+(?:million|billion))?"
PASSED_MONEY_AT = re.compile(_MONEY_AT)
# "near 31C", "near 84 degrees", "near 7 percent", "near $900 million": a measure, a share
# or money, a value close to the number; not a count of places ("near 12 farms").
NEAR_A_VALUE_AT = re.compile(
    _MONEY_AT + "|" + _AMOUNT_AT + r"(?:\s*(?:%|°|[CF]\b)|\s+(?:per\s?cent|percent|" + MEASURES.pattern + r")\b)"
)
# "the number of sick people had passed 200, according to", "waiting list passed 2,000
# for the first time", "deaths pass 300", "passes 4 hectares": digits with nothing counted
# after them, or a measure, are a level passed; "passed 14 inspections" counts what was
# passed, and "passed 61 to 58", "passed 61-58" are a vote's tally.
PASSED_LEVEL_AT = re.compile(
    _AMOUNT_AT + r"(?:\s*%|\s+(?:" + MEASURES.pattern + r")\b)?"
    r"(?=\s*(?:[,;:!?)\]—–\n]|\.(?!\d)|$)|\s+(?:for|in|on|at|according|last|this|since|by|after|before|as|and|but|when|"
    r"while|with|from|among|across|earlier|so)\b)",
    re.IGNORECASE,
)


# "must not exceed", "never top": a limit, not a figure passed.
NEGATION_BEFORE = re.compile(r"\b(?:not|never|n[’']t)\s+$", re.IGNORECASE)
# "temperatures top", "claims together exceed": a plural subject (not "its", "this",
# "Britain's") before the verb, perhaps with an adverb between.
PLURAL_SUBJECT_BEFORE = re.compile(
    r"\b(?:(?!(?:this|its|his|was|has|is)\s)[a-z]{2,}[^\W\d_'’s]s|that|which)"
    r"(?:\s+(?:[a-z]+ly|together|now|already|still|combined))?\s+$"
)


def _a_verb_of_its_subject(before: str, match: re.Match) -> bool:
    """Whether a bare "exceed", "surpass" or "top" is a verb whose subject is the
    plural before it, and not negated: "settlements that together exceed $50 billion",
    "as temperatures top 44C"; not "must not exceed", "the top 10", "its top 20"."""
    head = lowered(before[: match.start()])
    return not NEGATION_BEFORE.search(head) and bool(PLURAL_SUBJECT_BEFORE.search(head))


def a_passing_word_bounding_nothing(word: str, before: str, match: re.Match, text: str, number_start: int) -> bool:
    """Whether `word`, the qualifier `match` found at the end of `before` right before
    the number at `number_start` of `text`, bounds nothing there."""
    if word in {"exceed", "surpass", "top"} and not _a_verb_of_its_subject(before, match):
        return True
    if word == "near" and not NEAR_A_VALUE_AT.match(text, number_start):
        return True
    if word == "pass" and not _a_verb_of_its_subject(before, match):
        # "deaths pass 300", not "a weekly pass $30".
        return True
    return word in {"passed", "passes", "pass"} and not (
        PASSED_MONEY_AT.match(text, number_start) or PASSED_LEVEL_AT.match(text, number_start)
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
