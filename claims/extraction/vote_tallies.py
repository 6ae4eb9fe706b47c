"""Vote tallies: what a number in a tally counts.

"councillors voted by 27 to 19" counts those who voted, "The committee voted seven to
four" and "Councillors voted 34 to 21" (no "by") count votes, "voted by 31 votes to 22" and
"por cinco votos contra uno" count votes on both sides, and a motion carried or lost
by two numbers ("The bill passed its third reading 61 to 58", "el pleno aprobó la
moción por 14 a 11") counts votes. `claims.extraction.figure_reader` asks `tally_unit`
for every figure; a margin told as a majority ("a majority of 23") is read with the
other nouns before "of" in `claims.extraction.sentence_units`.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gapped_lists import NUMBER_WORDS
from claims.extraction.number_words import NumberMention
from claims.extraction.measure_words import MEASURES
from claims.extraction.units import SPACED_WORD, STOP_WORDS_AND_CONNECTORS, is_plural_head


# "por cinco votos contra uno", "by four votes to one": the votes on the other side.
VOTES_AGAINST_BEFORE = re.compile(r"\b(?P<unit>votos|votes)\s+(?:contra|to|against|a)\s+$", re.IGNORECASE)


# "councillors voted by 27 to 19", "Senators voted 52-48", "los concejales votaron por
# 27 a 19": a tally counts those who voted.
VOTE_TALLY_BEFORE = re.compile(
    r"\b(?P<unit>[^\W\d_]{3,}s|MPs)\s+(?:voted|votaron)\s+(?:by\s+|por\s+)?(?:\d+\s*(?:to|-|–|a)\s*)?$",
    re.IGNORECASE,
)

# "The bill passed its third reading 61 to 58", "el pleno aprobó la moción por 14 a 11":
# a motion carried or lost by a tally of two numbers counts votes.
MOTION_TALLY_BEFORE = re.compile(
    r"\b(?:passed|approved|rejected|carried|defeated|aprob[óo]|aprobad[oa]|rechaz[óo]|rechazad[oa])\b"
    # "que el ayuntamiento aprobó y que eleva de 600 a 1.400": a change in the next
    # clause is no tally.
    r"(?:(?!\b(?:that|which|and|from|between|que|y|de|desde|entre)\b)[^.;:!?\d]){0,50}?"
    r"\s(?:by\s+|por\s+)?(?P<first>\d+\s*(?:to|-|–|a)\s*)?$",
    re.IGNORECASE,
)
# "The committee voted seven to four", "Councillors voted 34 to 21", "the board of
# regents voted 8 to 1": two numbers right after "voted", with no "by", are the votes on
# each side, whoever voted ("councillors voted by 27 to 19" stays those who voted).
_TALLY_NUMBER = r"(?:\d+|" + "|".join(NUMBER_WORDS) + r")"
VOTED_TALLY_BEFORE = re.compile(
    rf"\b(?:voted|votaron|votó)\s+(?:(?P<first>{_TALLY_NUMBER})\s*(?:to|-|–|a)\s*)?$", re.IGNORECASE
)
VOTED_TALLY_SECOND_AFTER = re.compile(rf"\s*(?:to|-|–|a)\s*{_TALLY_NUMBER}\b", re.IGNORECASE)
TALLY_SECOND_AFTER = re.compile(r"\s*(?:to|-|–|a)\s*\d+(?!\s*(?:%|[^\W\d_]))", re.IGNORECASE)
VOTE_NOUN = re.compile(r"(?:votes?|votos?)", re.IGNORECASE)
# "The justices voted 5-2", "the board voted 6-1 on Monday", "passed the state House
# 112-89", "el pleno votó 14-11": a tally joined by a hyphen is each side's votes, not a
# range nor one number joined to another ("F-16", "10-15").
HYPHENED_TALLY = re.compile(
    r"\b(?:voted|voting|votó|votaron|votando|passed|aprob[óo])\b[^.;:!?\d]{0,40}?\s"
    r"(?P<first>\d{1,3})[-–](?P<second>\d{1,3})\b(?![-–/.,]?\d|\s*(?:%|per\s*cent|percent|por\s+ciento))",
    re.IGNORECASE,
)


def a_hyphened_tally_side(text: str, mention: NumberMention) -> bool:
    """Whether `mention` is one side of a vote's tally joined by a hyphen ("voted 5-2",
    "passed the state House 112-89"), with no noun counted after it ("passed 3-4 rounds")."""
    if not mention.plain_integer:
        return False
    for match in HYPHENED_TALLY.finditer(text, max(0, mention.start - 60), min(len(text), mention.end + 40)):
        if mention.start in (match.start("first"), match.start("second")):
            return not _counts_a_noun(text, match.end())
    return False


def _counts_a_noun(text: str, position: int) -> bool:
    """ "3-4 players", "10-15 km": a noun or a measure counted after the numbers."""
    following = SPACED_WORD.match(text, position)
    if not following:
        return False
    word = following.group("word")
    return bool(MEASURES.fullmatch(word)) or (
        is_plural_head(word) and word.lower() not in STOP_WORDS_AND_CONNECTORS
    )


# "with one abstention", "con una abstención": a vote's count of one.
ABSTENTION = re.compile(r"abstentions?|abstenci(?:ón|ones)", re.IGNORECASE)


def a_vote_of_one(
    text: str, mention: NumberMention, before: str, unit: str, unit_end: int
) -> tuple[str, int] | None:
    """What a lone "one" counts in a vote, or None when it is in none: the votes on the
    other side ("by seven votes to one", "por cinco votos contra uno") or an abstention
    ("with one abstention", "con una abstención")."""
    votes = VOTES_AGAINST_BEFORE.search(before)
    if votes and re.fullmatch(r"uno|one", text[mention.start : mention.end], re.IGNORECASE):
        return votes.group("unit"), mention.end
    if ABSTENTION.fullmatch(unit):
        return unit, unit_end
    return None


def tally_unit(text: str, mention: NumberMention, count_start: int, unit: str, language: str) -> str:
    """What a number in a vote tally counts, or "" when it is in none: those who voted
    ("councillors voted by 27 to 19"), unless the tally says votes ("voted by 31 votes
    to 22", the second number included); votes when a motion passed or failed by two
    numbers ("passed its third reading 61 to 58")."""
    if mention.percent or mention.currency or mention.measure or VOTE_NOUN.fullmatch(unit):
        return ""
    window = max(0, count_start - 60)
    if (votes := VOTES_AGAINST_BEFORE.search(text, window, count_start)) and (
        VOTE_TALLY_BEFORE.search(text, window, votes.start()) or not unit
    ):
        # "voted by 31 votes to 22": the other side counts votes too.
        return votes.group("unit")
    if (voted := VOTED_TALLY_BEFORE.search(text, window, count_start)) and (
        voted.group("first") or VOTED_TALLY_SECOND_AFTER.match(text, mention.end)
    ):
        return "votos" if language.startswith("es") else "votes"
    if tally := VOTE_TALLY_BEFORE.search(text, window, count_start):
        return tally.group("unit")
    if not unit and (motion := MOTION_TALLY_BEFORE.search(text, window, count_start)) and (
        motion.group("first") or TALLY_SECOND_AFTER.match(text, mention.end)
    ):
        return "votos" if language.startswith("es") else "votes"
    return ""


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
