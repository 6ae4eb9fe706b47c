"""A team statistic compared: two sides' counts of one thing set against each other, "el
rebote (41 a 33)", "ganó el duelo de bloqueos por 15 a 8", "outrebounded Southside 46 to
31". The corpus README: a match's score is no statistic, but "a team statistic compared
('el rebote (41 a 33)': rebotes)" is, each side's count in the statistic's own word, in the
plural ("dominó el bloqueo (14 a 8)": 14 and 8 bloqueos). Asked by
`claims.extraction.sport_units.sport_unit` about each number (`compared_statistic`).

The statistic is named by its noun just before the two counts, from a list of what a
match report counts for each side besides the score (rebounds, blocks, assists, steals,
turnovers, corners, shots, fouls, errors, aces …), in brackets ("dominó el rebote (44 a
33)", "la batalla del rebote (38 a 29)") or after a contest named for it ("el duelo de
bloqueos por 15 a 8", "la batalla del rebote por 41 a 33"); in English by the verb that
says one side had more of it ("outrebounded Southside 46 to 31", "out-rebounded them
41-33"). A score stays no figure ("ganó la final (3 a 1)", "won the battle 3-1": neither
a final nor a battle is a statistic counted), and so does a run of points ("un parcial de
15 a 2").
"""

import re

from claims.extraction.number_words import NumberMention

# What a match report counts for each side besides the score, singular or plural (a
# count of it takes the plural, `_plural_es`).
STATISTIC_NOUNS_ES = (
    r"rebotes?|bloqueos?|asistencias?|robos?|recuperaciones|recuperación|tapones|tapón|pérdidas?|"
    r"córneres|córner|remates?|tiros\s+a\s+puerta|tiros?|faltas?|errores|error|aces|"
    r"triples?|ataques?"
)
_SIDE = r"\d{1,3}"
# "el rebote (", "la batalla del rebote (", "en rebotes (": the noun, then the bracket;
# the first side's count, then the second's and the closing bracket.
BRACKET_NOUN_ES = rf"\b(?:el|la|los|las|del|de|en|más)\s+(?P<noun>{STATISTIC_NOUNS_ES})\s*\(\s*"
FIRST_IN_BRACKET_ES = (re.compile(rf"{BRACKET_NOUN_ES}$", re.I), re.compile(rf"\s*(?:a|-|–)\s*{_SIDE}\s*\)"))
SECOND_IN_BRACKET_ES = (re.compile(rf"{BRACKET_NOUN_ES}{_SIDE}\s*(?:a|-|–)\s*$", re.I), re.compile(r"\s*\)"))
# "el duelo de bloqueos por 15 a 8", "la batalla del rebote por 41 a 33": a contest named
# for the statistic.
CONTEST_NOUN_ES = (
    rf"\b(?:duelo|batalla|pulso|lucha|guerra)\s+(?:del?|en\s+el|en\s+los)\s+(?:los\s+|las\s+)?"
    rf"(?P<noun>{STATISTIC_NOUNS_ES})\s+por\s+"
)
FIRST_IN_CONTEST_ES = (re.compile(rf"{CONTEST_NOUN_ES}$", re.I), re.compile(rf"\s+a\s+{_SIDE}\b"))
SECOND_IN_CONTEST_ES = (re.compile(rf"{CONTEST_NOUN_ES}{_SIDE}\s+a\s+$", re.I), re.compile(r""))

# "outrebounded Southside 46 to 31", "out-rebounded them 41-33", "outshot the Wolves 30
# to 19": one side had more of it.
OUT_VERBS_EN = {"rebound": "rebounds", "shot": "shots", "assist": "assists"}
OUT_VERB_EN = r"\bout-?(?P<verb>rebound|shot|assist)(?:ed|ing|s)?\s+(?:them\s+|(?:the\s+)?(?:[A-Z][\w.'’&-]*\s+){1,3})"
FIRST_AFTER_OUT_VERB_EN = (re.compile(rf"{OUT_VERB_EN}$"), re.compile(rf"\s*(?:to|-|–)\s*{_SIDE}\b"))
SECOND_AFTER_OUT_VERB_EN = (re.compile(rf"{OUT_VERB_EN}{_SIDE}\s*(?:to|-|–)\s*$"), re.compile(r""))


def _plural_es(noun: str) -> str:
    """The plural a Spanish statistic's count takes: "rebote" → "rebotes", "tapón" →
    "tapones", "error" → "errores"; a plural stays as it is."""
    noun = noun.lower()
    if noun.endswith("s"):
        return noun
    if noun.endswith("ón"):
        return noun[:-2] + "ones"
    if noun.endswith("r"):
        return noun + "es"
    return noun + "s"


def compared_statistic(text: str, mention: NumberMention, language: str = "en") -> str:
    """The statistic a side's count is in when two sides' counts of it are set against
    each other ("dominó el rebote (44 a 33)": "rebotes"), or ""."""
    if not mention.plain_integer:
        return ""
    window = max(0, mention.start - 70)
    if language.startswith("es"):
        frames = (FIRST_IN_BRACKET_ES, SECOND_IN_BRACKET_ES, FIRST_IN_CONTEST_ES, SECOND_IN_CONTEST_ES)
    else:
        frames = (FIRST_AFTER_OUT_VERB_EN, SECOND_AFTER_OUT_VERB_EN)
    for before, after in frames:
        if (match := before.search(text, window, mention.start)) and after.match(text, mention.end):
            noun = match.group("noun") if "noun" in before.groupindex else match.group("verb")
            return _plural_es(noun) if language.startswith("es") else OUT_VERBS_EN[noun.lower()]
    return ""
