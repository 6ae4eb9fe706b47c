"""What a count of attendance counts: the people who came, in the story's own word.

"Attendance fell to 290,000", "la asistencia llegó a 48.000": attendance, turnout or
"afluencia" numbers people, and a story about a museum, a zoo or a match has already
called them something ("visitors", "spectators", "los asistentes"). A figure whose unit
was read as the attendance itself takes the nearest such word the text used before it;
with none, the unit stays as it was read. A count right after "population" with no noun
after it counts the population ("Ridgeline (population 2,100)", "nearly double its
population of 53,000", whatever unit it took from a figure before).
"""

import re
from dataclasses import replace

from claims.extraction.figure_reader import Figure

# The nouns a count of attendance is read as, the article left out.
ATTENDANCE_UNITS = frozenset("attendance attendances turnout footfall asistencia afluencia".split())

# Those who attend, in the plural: the words a story calls its visitors by.
AUDIENCE_NOUNS = re.compile(
    r"\b(?:visitors|spectators|attendees|fans|supporters|concertgoers|festivalgoers|moviegoers|theatregoers|"
    r"visitantes|espectadores|asistentes|aficionados|hinchas)\b",
    re.IGNORECASE,
)

ARTICLE = re.compile(r"^(?:the|la|el)\s+", re.IGNORECASE)


# "Ridgeline (population 2,100)", "the country's population stood at 6,412,880": a
# place's people counted right after the word, which is the unit, as "a crowd of" is.
POPULATION_BEFORE = re.compile(
    r"\b(?P<word>population|población)\s*(?:[:,]\s*|(?:of|de|stood\s+at|was|is|reached|ascendía\s+a|era\s+de)\s+)?$",
    re.IGNORECASE,
)


# "a crowd of about 28,000 lining the banks", "officials estimated crowds of 31,500": a
# crowd or an audience counted after "of" keeps its own word, as the corpus annotates it,
# unless the count names its noun ("a crowd of 27,450 fans"): a verb after the count
# ("lining", "packed into") or a unit taken from another figure is no noun of its own.
CROWD_OF_BEFORE = re.compile(
    r"\b(?P<word>crowds?|audiences?)\s+of\s+(?:(?:about|around|roughly|some|nearly|almost|more\s+than|over|"
    r"at\s+least|up\s+to)\s+)?$",
    re.IGNORECASE,
)
PLURAL_NOUN = re.compile(r"[a-z]{3,}(?<!ss)s|people|children|men|women", re.IGNORECASE)


def _crowd_word(text: str, figure: Figure) -> str:
    """The crowd's own word for a count after "a crowd of" that names no noun, or ""."""
    crowd = CROWD_OF_BEFORE.search(text, max(0, figure.number_start - 40), figure.number_start)
    # "a sell-out crowd of 14,500", "an average crowd of 9,400": the crowd named already.
    if not crowd or figure.vague or figure.unit.lower().endswith(crowd.group("word").lower()):
        return ""
    after = text[figure.number_end : figure.end]
    first = figure.unit.split()[0] if figure.unit else ""
    if first and first in after and PLURAL_NOUN.fullmatch(first):
        return ""
    return crowd.group("word").lower()


def with_audience_unit(text: str, figure: Figure) -> Figure:
    """`figure` counting the people the text named before, when its unit is attendance;
    a bare count right after "population" counts the population, and one after "a crowd
    of" the crowd, unless it names its noun."""
    if crowd := _crowd_word(text, figure):
        return replace(figure, unit=crowd)
    # "nearly double its population of 53,000": a unit the figure took from elsewhere
    # (it names none after the number) yields to the population.
    if (
        not figure.vague
        and (not figure.unit or figure.unit not in text[figure.number_end : figure.end])
        and (population := POPULATION_BEFORE.search(text, max(0, figure.number_start - 30), figure.number_start))
    ):
        return replace(figure, unit=population.group("word").lower())
    if figure.vague or ARTICLE.sub("", figure.unit).lower() not in ATTENDANCE_UNITS:
        return figure
    named = list(AUDIENCE_NOUNS.finditer(text, 0, figure.number_start))
    return replace(figure, unit=named[-1].group().lower()) if named else figure
