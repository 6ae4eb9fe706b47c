"""Moments in play: a number that places a moment in a match is no figure, as the corpus
README's "with 38 seconds left" is not (`places_in_play`, asked by
`claims.extraction.figure_reader` about each number): the balls left when a cricket chase
is won ("won with four balls to spare"; a golf hole's number is a reference,
`claims.extraction.non_figures`), a chess move's number ("on move 41", "en la jugada 41")
and a half named by its length ("The second 40 was theirs").
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention
from claims.extraction.sport_units import text_sport

# "with four balls to spare", "con dos bolas de sobra": the moment a chase was won.
TO_SPARE_BEFORE = re.compile(r"\b(?:with|con)\s+(?:just\s+|only\s+|solo\s+)?$", re.IGNORECASE)
TO_SPARE_AFTER = re.compile(
    r"\s+(?:balls?|deliveries|bolas|lanzamientos)\s+(?:to\s+spare|remaining|left|de\s+sobra|por\s+jugar)\b",
    re.IGNORECASE,
)


# "on move 41", "en la jugada 41", "en el movimiento 23": a chess move's number names the
# moment a game turned ("a 112-move endgame", "40 moves in two hours" count moves).
MOVE_BEFORE = re.compile(
    r"\b(?:(?:on|at|by|after|before|until|from)\s+move|(?:en|tras|hasta|desde)\s+(?:la\s+jugada|el\s+movimiento))\s+$",
    re.IGNORECASE,
)
# "The second 40 was theirs", "el primer 40 fue suyo": a half named by its length, the
# 40 or 45 minutes of rugby or football ("the second 40 minutes" says its noun).
HALF_BEFORE = re.compile(r"\b(?:the\s+(?:first|second|opening|final)|(?:el|del|al)\s+(?:primer|segundo))\s+$", re.I)
HALF_AFTER = re.compile(
    r"(?:\s*[,;:.!?)]|\s+(?:was|were|is|belonged|went|had|fue|era|es|pertenec(?:ió|e))\b)", re.IGNORECASE
)


def places_in_play(text: str, mention: NumberMention) -> bool:
    """Whether the number places a moment in play rather than counting: the balls to
    spare in a cricket report, a chess move's number, a half named by its length."""
    if mention.vague or mention.value is None:
        return False
    if mention.plain_integer and MOVE_BEFORE.search(text, max(0, mention.start - 30), mention.start):
        return True
    if (
        mention.plain_integer
        and mention.value in (40, 45)
        and HALF_BEFORE.search(text, max(0, mention.start - 20), mention.start)
        and HALF_AFTER.match(text, mention.end)
    ):
        return True
    if not TO_SPARE_AFTER.match(text, mention.end):
        return False
    before = text[max(0, mention.start - 30) : mention.start]
    return bool(TO_SPARE_BEFORE.search(before)) and text_sport(text) == "cricket"


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
