"""A guess between two near numbers, "two or three weeks", "seis o siete personas", is a
range, at least the lower number, and says what its upper number alone would say.

So a length of time a guess puts ahead of what it frames is no figure, as the same length
said with one number is not ("«El impacto se va a sentir en dos o tres semanas»", "In two
or three weeks, nobody will be looking for them", "esperamos que el precio baje en dos o
tres semanas", "en dos o tres años volveremos a tener la marisma agrietada": a point
ahead, as "en tres semanas" is), and neither of its numbers is one; a length asserted
("Voy a parar dos o tres semanas", "cada tres o cuatro días", "en un plazo de dos o tres
meses"), what something can take, the time between two events ("Un huracán que nace al
sur de Jamaica puede estar sobre Cuba en dos o tres días") and a count ("two or three
smaller parties") stay figures. The upper number is read with the lower one and the "or"
between them taken out, so that whatever the words before the guess say of a number is
said of it.

Said aloud, the "or" may be a comma: "20, 25 closures a season", "for 12, 14 hours",
"three, four times", "two, maybe three years", "tres, cuatro veces". Then the upper number
is a step of 1, 2, 5 or 10 above the lower (not "2:06:19, 36 seconds behind"), and the
pair is no part of a list ("lines 1, 2 and 5", "aged 24, 31 and 37", "3, 4, 5 …").
"""

import re
from dataclasses import replace

from claims.extraction.figure_reader import read_figure
from claims.extraction.number_words import NumberMention

# "un 20 o un 30 %": the article may come again before the second number.
RANGE_OR = re.compile(r"\s+(?:or|o|u)\s+(?:un\s+|el\s+)?", re.IGNORECASE)

# "puede estar sobre Cuba en dos o tres días", "can reach the coast in two or three days":
# how long something can take, in the clause before the guess.
CAN_TAKE_BEFORE = re.compile(r"\b(?:puede|pueden|can)\s+[^.;:!?,\n«»“”\"—]*$", re.IGNORECASE)


# "20, 25 closures", "two, maybe three years", "tres, quizá cuatro": a comma said as "or".
RANGE_COMMA = re.compile(r",\s(?:maybe\s|perhaps\s|quizás?\s|tal\svez\s)?", re.IGNORECASE)
COMMA_STEPS = frozenset({1, 2, 5, 10})
# A list goes on after the pair ("1, 2 and 5", "24, 31 and 37", "3, 4, 5") or before it
# ("7, 19, 33"), and a time of day or a clock's reading ends in the lower number.
LIST_AFTER = re.compile(
    r"\s*(?:,\s*(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b)|and\b|or\b|y\b|e\b|o\b|&)",
    re.IGNORECASE,
)
LIST_BEFORE = re.compile(r"(?:[\d:.]|\d,\s|\w,\s)$")
# What the upper number counts is written right after it ("25 closures", "four times"),
# not a verb whose subject it is ("killed 12, 14 were injured": two counts).
NOUN_AFTER = re.compile(
    r"\s+(?!(?:were|was|are|is|had|have|has|did|do|does|will|would|could|can|may|might|must|should|"
    r"fueron|son|eran|están|estaban|han|habían|serán)\b)[^\W\d_]",
    re.IGNORECASE,
)


def _a_comma_guess(text: str, low: NumberMention, high: NumberMention) -> bool:
    """ "20, 25 closures", "three, four times": a guess said with a comma for "or"."""
    return (
        bool(RANGE_COMMA.fullmatch(text, low.end, high.start))
        and high.value - low.value in COMMA_STEPS
        and not LIST_AFTER.match(text, high.end)
        and (high.percent or bool(NOUN_AFTER.match(text, high.end)))
        and not LIST_BEFORE.search(text, max(0, low.start - 3), low.start)
    )


def an_or_guess(text: str, low: NumberMention, high: NumberMention) -> bool:
    """ "seis o siete personas", "two or three times": two near numbers, written alike,
    joined by "or" (not "by 20 or 30 per cent", where the share belongs to both), or said
    with a comma for it ("20, 25 closures")."""
    return (
        low.value is not None
        and high.value is not None
        and (bool(RANGE_OR.fullmatch(text, low.end, high.start)) or _a_comma_guess(text, low, high))
        and low.in_words == high.in_words
        and low.value < high.value <= 2 * low.value
        and not low.percent
    )


def upper_reads_alone(text: str, low: NumberMention, high: NumberMention, language: str) -> bool:
    """Whether `high`, put where `low` stands ("en dos o tres semanas" read as "en tres
    semanas"), is a figure."""
    shift = high.start - low.start
    moved = replace(high, start=high.start - shift, end=high.end - shift)
    return read_figure(text[: low.start] + text[high.start :], moved, language=language) is not None


def a_guess_ahead(text: str, low: NumberMention, high: NumberMention, language: str) -> bool:
    """A guess whose upper number reads as a figure where it stands but not in the
    lower one's place, and no length something can take: neither number is a figure."""
    return (
        an_or_guess(text, low, high)
        and not (low.vague or high.vague)
        and not CAN_TAKE_BEFORE.search(text, max(0, low.start - 80), low.start)
        and read_figure(text, high, language=language) is not None
        and not upper_reads_alone(text, low, high, language)
    )
