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


def an_or_guess(text: str, low: NumberMention, high: NumberMention) -> bool:
    """ "seis o siete personas", "two or three times": two near numbers, written alike,
    joined by "or" (not "by 20 or 30 per cent", where the share belongs to both)."""
    return (
        low.value is not None
        and high.value is not None
        and bool(RANGE_OR.fullmatch(text, low.end, high.start))
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
