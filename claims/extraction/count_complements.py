"""Count complements: a count inside the noun phrase of the count before it.

In "412 athletes from 29 countries", "700 allotments on 14 sites" or "200 estaciones
en 15 provincias" the second count only describes the first; a bare count that goes on
("only 45 became vacant", "Solo 40 llegaron a la final") counts what the first one
counted, not the complement's noun. A count said to be more of something ("plans to
open 10 more", "abrirá 12 más") adds to the last thing named, the complement included.
"""

import re

from claims.extraction.figure_estimates import SENTENCE_BOUNDARY
from claims.extraction.figure_reader import Figure, counts_things
from claims.extraction.unit_kinds import PERCENT_UNIT, TIMES_UNIT


# "athletes from 78 countries", "atletas de 78 países", "beds across nine hospitals",
# "allotments on 14 sites", "officers at 12 stations": what joins a count's noun to the
# count that describes it.
COMPLEMENT_BETWEEN = re.compile(r"\s+(?:from|de|in|en|across|on|at)\s+", re.IGNORECASE)

# "… across 212 shops and plans to open 10 more": more of the last thing named.
MORE_AFTER = re.compile(r"\s+(?:more|más)\b", re.IGNORECASE)


def describes_the_count_before(text: str, figures: list[Figure], at: int) -> bool:
    """Whether `figures[at]` is a complement of the noun `figures[at - 1]` counts."""
    return at > 0 and bool(COMPLEMENT_BETWEEN.fullmatch(text, figures[at - 1].end, figures[at].start))


def adds_more(text: str, count_end: int) -> bool:
    """Whether the count whose number ends at `count_end` is more of something ("10 more")."""
    return bool(MORE_AFTER.match(text, count_end))


def head_count(text: str, figures: list[Figure], count_end: int) -> Figure:
    """The last figure, or the count it describes when it is that count's complement
    and that count counts things ("412 singers from 29 countries" -> the singers; "£2m
    on 300 homes" stays the homes). A share or a multiple said of them in the same
    sentence is passed over ("412 singers from 29 countries, nearly double …")."""
    last = len(figures) - 1
    at = last
    while (
        at > 1
        and (PERCENT_UNIT.fullmatch(figures[at].unit) or TIMES_UNIT.fullmatch(figures[at].unit))
        and not SENTENCE_BOUNDARY.search(text, figures[at - 1].end, figures[at].start)
    ):
        at -= 1
    if (
        describes_the_count_before(text, figures, at)
        and not adds_more(text, count_end)
        and counts_things(figures[at - 1].unit)
    ):
        return figures[at - 1]
    return figures[last]
