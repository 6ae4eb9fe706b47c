"""Match scores: two sides' tallies set against each other are no figure (the corpus
README: "A match's score is no statistic"), asked by `claims.extraction.figure_dates`
about each number through `a_score`: "lost by 3 to 1", "ganó por 3 a 1", "won by 10
frames to six", "won the final two games to one", "un parcial de 12 a 0", "empató a 2",
"terminó igualado 1 a 1", "eliminó al Madrid por 92 a 88", and a score in decimals,
half points or judges' marks ("venció a Saidov por 1,5 a 0,5").
A vote's tally counts votes ("won by 230 votes to 190", `claims.extraction.vote_tallies`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention
from claims.extraction.units import has_unit


# "lost by 3 to 1", "ganó por 3 a 1", "empató a 2": a match's score, with no noun counted;
# told with the sport's unit too ("beating them by 10 frames to 6", "al ganar por tres
# goles a uno"), and a run of one side's scoring ("un parcial de 12 a 0").
SCORE_VERB = (
    r"(?:won|win|wins|winning|lost|lose|loses|losing|beat|beats|beating|beaten|defeated|defeating|drew|draw|"
    r"victory|defeat|ganó|ganaron|gana|ganar|ganando|perdió|perdieron|pierde|perder|perdiendo|venció|"
    r"vencieron|vencer|venciendo|derrotó|derrotaron|derrotar|derrotando|cayó|cayeron|caer|se\s+impuso|"
    r"se\s+impusieron|imponerse|victoria|derrota|"
    # "había eliminado al Real Madrid en semifinales por 92 a 88", "knocked them out by 3
    # to 1": a tie decided.
    r"eliminated|eliminating|knocked\s+out|eliminó|eliminaron|eliminad[oa]s?|eliminar|eliminando)"
)
# The units a score is told in (not "votes", "seats", "escaños": a vote's tally counts).
SCORE_UNIT = r"(?:frames|goals|points|sets|games|tries|goles|puntos|tantos|juegos)"
SCORE_SIDE = (
    r"(?:\d+|nil|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|cero|uno|una|dos|tres|"
    r"cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)"
)
SCORE_FIRST_BEFORE = re.compile(
    rf"(?:\b{SCORE_VERB}\b[^.;:!?\d]{{0,40}}?\b(?:by|por)|\bparcial\s+de)\s+$", re.IGNORECASE
)
SCORE_SECOND_BEFORE = re.compile(
    rf"(?:\b{SCORE_VERB}\b[^.;:!?\d]{{0,40}}?\b(?:by|por)|\bparcial\s+de)\s+{SCORE_SIDE}"
    rf"(?:\s+(?P<unit>{SCORE_UNIT}))?\s+(?:to|a)\s+$",
    re.I,
)
SCORE_TO_AFTER = re.compile(
    rf"\s+(?:{SCORE_UNIT}\s+)?(?:to|a)\s+{SCORE_SIDE}\b(?!\s*[%.,]?\d|\s*(?:%|per\s*cent|percent|por\s+ciento))", re.I
)
# "empató a 2", "con empate a 2", "empataba a 27", "all square at 1": both sides' tally
# at once ("The vote was tied at 6" is a vote's tally, a figure).
# "won the best-of-three final two games to one", "beating Lindholm two games to nil":
# the score after the verb with no "by", its unit said after the first side.
SCORE_VERB_BEFORE = re.compile(rf"\b{SCORE_VERB}\b[^.;:!?\d]{{0,40}}?\s+$", re.IGNORECASE)
SCORE_UNIT_TO_AFTER = re.compile(
    rf"\s+{SCORE_UNIT}\s+(?:to|a)\s+{SCORE_SIDE}\b(?!\s*[%.,]?\d|\s*(?:%|per\s*cent|percent|por\s+ciento))", re.I
)
# "terminó igualado 1 a 1", "empataron 2 a 2": both sides level, each side's tally ("La
# votación terminó igualada 6 a 6" counts votes).
_DRAWN = r"\b(?:igualad[oa]s?|empatad[oa]s?|igualó|igualaron|empató|empataron)\s+"
DRAWN_FIRST_BEFORE = re.compile(rf"{_DRAWN}$", re.IGNORECASE)
DRAWN_SECOND_BEFORE = re.compile(rf"{_DRAWN}{SCORE_SIDE}\s+a\s+$", re.IGNORECASE)
A_VOTE_BEFORE = re.compile(r"\bvot", re.IGNORECASE)
# "los visitantes igualaron de nuevo a once", "el local igualaba a 31": level at one
# number, said again or not.
DRAW_BEFORE = re.compile(
    r"\b(?:empat(?:ó|aron|a|an|aba|aban|ar|ado|ados|e|es)|igual(?:ó|aron|a|an|aba|aban|ar)|drew|draw|all\s+square)"
    r"\s+(?:(?:de\s+nuevo|otra\s+vez)\s+)?(?:a|at)\s+$",
    re.IGNORECASE,
)


# A score in decimals, half points or judges' marks: "venció a Saidov por 1,5 a 0,5", "se
# impuso a Baxter por 15,83 puntos a 13,40", "beat her by 16.5 points to 12.25".
_SCORE_DECIMAL_SIDE = r"\d{1,3}(?:[.,]\d{1,2})?"
DECIMAL_SCORE = re.compile(
    rf"\b(?:by|por)\s+(?P<first>{_SCORE_DECIMAL_SIDE})(?:\s+(?:points|puntos))?\s+(?:to|a)\s+"
    rf"(?P<second>{_SCORE_DECIMAL_SIDE})(?![\d.,]?\d)"
    # Nothing counted after the second side ("por 2,5 a 3,1 millones" is a change).
    r"(?=\s*(?:[,;:)!?]|\.(?!\d)|$)|\s+(?:in|en|y|and|on|at|tras|after|para|for|with|con|de|del|el|la|the)\b)",
    re.IGNORECASE,
)
SCORE_VERB_ANYWHERE = re.compile(rf"\b{SCORE_VERB}\b", re.IGNORECASE)
SENTENCE_BREAK = re.compile(r"[.!?](?=\s)|\n")


def _a_decimal_score(text: str, mention: NumberMention) -> bool:
    """ "venció a Saidov por 1,5 a 0,5": two sides' tallies, one of them a decimal, after a
    verb of winning or losing anywhere before in its sentence."""
    start = max(0, mention.start - 300)
    breaks = [match.end() for match in SENTENCE_BREAK.finditer(text, start, mention.start)]
    start = breaks[-1] if breaks else start
    for match in DECIMAL_SCORE.finditer(text, max(start, mention.start - 40), min(len(text), mention.end + 40)):
        if mention.start not in (match.start("first"), match.start("second")):
            continue
        if "," not in match.group(0)[3:] and "." not in match.group(0)[3:]:
            return False  # two whole sides: the rules above read them
        return bool(SCORE_VERB_ANYWHERE.search(text, start, match.start()))
    return False


def a_score(text: str, mention: NumberMention, before: str, after: str) -> bool:
    """ "lost by 3 to 1", "ganó por 3 a 1", "won by 10 frames to six", "won the final two
    games to one", "un parcial de 12 a 0", "empató a 2" ("won by 230 votes to 190"
    counts votes); a score in decimals ("por 1,5 a 0,5", `_a_decimal_score`)."""
    whole = mention.plain_integer or (mention.in_words and mention.value is not None and mention.value <= 12)
    if not whole:
        return _a_decimal_score(text, mention)
    if SCORE_FIRST_BEFORE.search(before) and SCORE_TO_AFTER.match(after):
        return True
    if (
        (DRAWN_FIRST_BEFORE.search(before) and SCORE_TO_AFTER.match(after)) or DRAWN_SECOND_BEFORE.search(before)
    ) and not A_VOTE_BEFORE.search(before):
        return True
    if SCORE_UNIT_TO_AFTER.match(after) and SCORE_VERB_BEFORE.search(before):
        return True
    second = SCORE_SECOND_BEFORE.search(before)
    if second and second.group("unit"):
        # "by 40 points to 10 made it five": the first side named the unit.
        return True
    return bool((second or DRAW_BEFORE.search(before)) and not has_unit(text, mention.end))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
