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


def with_audience_unit(text: str, figure: Figure) -> Figure:
    """`figure` counting the people the text named before, when its unit is attendance;
    a bare count right after "population" counts the population."""
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
