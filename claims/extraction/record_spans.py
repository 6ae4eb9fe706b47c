"""The gap since the last time, a record's span: "the lowest level in 10 years", "we
have not seen this in 20 years", "la peor sequía en 50 años", "es la primera vez en
veinte años", "its second increase in six weeks", "el peor brote en una década".

A record, a first, a denial or a count of such events before "in"/"en" makes the span
after it the time since such a thing last happened, a figure the sentence asserts (the
corpus README: the span of a record), unless what it denies lies ahead ("we may have
no shrimp in five years", "no lo lograremos en dos años"). `a_record_span` tells it for
`claims.extraction.figure_reader` and `claims.extraction.figure_dates`;
`claims.extraction.period_frames` reads it among the periods that are figures rather
than frames. `PLANNED`, the words of a plan or a forecast, lives here because a denied
record needs it ("no lo lograremos en dos años"); `period_frames` imports it.
"""

import re

from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.end_anchored import guard_window_patterns

# A plan, a forecast or a condition: "will be rebuilt in six hours", "podría hacerse en dos horas".
PLANNED = re.compile(
    r"\b(?:will|would|could|can|may|might|should|shall|must|going\s+to|plans?|aims?|expects?|hopes?|"
    r"if|si|va\s+a|van\s+a|vamos\s+a|puede|pueden|debe|deben|prevé|prevén|espera|esperan|quiere|quieren)\b|"
    # Future and conditional endings; not "-ría" alone, which ends nouns ("avería").
    r"[’']ll\b|\b\w+(?:rá|rán|rían|remos|ríamos)\b",
    re.IGNORECASE,
)


# "the lowest level it has recorded in 10 years", "we have not seen prices rise this
# fast in 20 years", "la peor cosecha en 50 años", "es la primera vez en veinte años",
# "the second outage in 18 months", "for the first time in 18 months", "their first
# title in 23 years", "su primer campeonato en 17 años", "the lowest-ranked champion in
# 17 years", "no increase in three years", "por segunda vez en tres años", "el tercer
# aplazamiento en cuatro años": the gap since the last time, measured by a record, a
# denial, a first or a count of such events in the clause, as the corpus README settles
# (the span of a record). Not years of a career ("en 30 años de profesión").
GAP_SINCE_LAST_TIME_BEFORE = re.compile(
    r"(?:\b(?:lowest|highest|worst|best|biggest|largest|smallest|strongest|weakest|fastest|slowest|deepest|"
    r"hottest|coldest|wettest|driest|heaviest|longest|shortest|fewest|greatest|deadliest|costliest|busiest|"
    r"warmest|coolest|most|least|peor(?:es)?|mejor(?:es)?|"
    # "the hardest vote I have taken in 12 years", "their steepest drop in three years".
    r"hardest|toughest|saddest|proudest|happiest|strangest|cheapest|richest|poorest|steepest|sharpest|"
    r"tightest|widest|loudest)|"
    # "el mayor en 14 meses", "Es el mayor robo en un museo en 15 años", "cerca del
    # máximo en 13 años": a Spanish superlative after its article (not "los menores",
    # minors, nor "la mayor parte").
    r"\b(?:el|la|su|del|al)\s+(?:mayor|menor|máxim[oa]|mínim[oa])\b(?!\s+(?:parte|de\s+edad)\b)|"
    r"\b(?:not|never|nunca|jamás)|n[’']t|\b(?:the|la)\s+(?:first|primera)\s+(?:time|vez)|\bpor\s+primera\s+vez|"
    # "no increase in city funding in three years": no such event since.
    r"\bno\s+(?=[a-z]{3,}\s)(?!(?:more|longer|less|fewer|later|sooner|earlier)\b)|"
    # "its second profit warning in three months", "the third burst on the same pipe in
    # 18 months", "the second time in five months": how many such events since a time,
    # counted back from the latest. A verb between them ("the second phase will be
    # finished in three months") makes it a moment ahead.
    # A first too, after the verb or noun it completes ("won their first cup in 14
    # years", "gave Scotland its first title in 19 years", a headline's "Kings win first
    # championship in 31 years"; a subject opening the sentence, "The first trains run
    # in two years", tells when). The noun may be left out: "and the third in five
    # years", "y la primera en 14 años".
    # "the Tigers' first world title in six years": a plural's possessive too.
    r"(?:\b(?:second|third|fourth|fifth)|(?<=[\w,]\s)(?:the|its|their|his|her|our|my|a|[\w-]+[’']s|[\w-]+s[’'])\s+first|"
    r"(?<=[a-z]{2}\s)(?<!\bthe\s)first)\s+"
    r"(?=(?:(?!(?:will|would|shall|should|could|can|may|might|must|is|are|was|were|be|been|has|have|had|"
    r"[a-z]+ed)\b)[\w’'-]+\s+){0,12}in\s+$)|"
    # "su primer título mundial en nueve años", "la primera huelga del puerto en 26
    # años": a first since a span, with no verb between ("el primer tramo estará listo
    # en tres meses", "la primera fase se terminó en dos años" tell when or how long).
    # The noun left out, the ordinal in its full or plural form: "fue el primero de las
    # tucumanas en nueve años", "unas pérdidas …, las primeras en once años".
    r"(?<=[\w,]\s)(?:su|sus|el|la|los|las|un|una|nuestro|nuestra|del|al)\s+"
    r"(?:primer|primera|primero|primeros|primeras|segund[oa]s?|tercer[oa]?s?|cuart[oa]s?|quint[oa]s?)\s+"
    r"(?=(?:(?!(?:es|son|fue|fueron|será|serán|sería|está|están|estará|estuvo|se|ha|han|había|habían|"
    r"[a-záéíóúñ]+(?:ó|aron|ieron|ará|arán|ado|ada|ados|adas|ido|ida|idos|idas|aba|aban|ía|ían|ar|er|ir))\b)"
    r"[\w’'-]+\s+){0,12}en\s+$)|"
    # "por segunda vez en tres años", "del tercer aplazamiento en cuatro años", "la
    # tercera granizada grave que sufre el valle en cinco años": a count of such events
    # (not "la segunda fase se terminará en tres meses", a moment ahead).
    r"\b(?:segund[oa]|tercer|tercera|cuart[oa])\s+"
    r"(?=(?:(?!(?:será|serán|va|van|estará|estarán|[a-záéíóúñ]+(?:rá|rán|ría|rían|ó|aron|ieron)|se)\b)[\w’'-]+\s+){1,8}en\s+$)|"
    # "el nivel más alto en 30 años", "su nivel más alto en siete años".
    r"\b(?:el|la|los|las|su|sus)\s+(?:\w+\s+)?(?:más|menos)\s+\w+|"
    r"\bno\s+(?:(?:se|lo|la|le|los|las|les|nos|me|te)\s+)?(?:he|has|ha|hemos|han|había|habían|hubo|vamos|va|van|voy|"
    r"[a-záéíóúñ]+(?:aba|aban|ía|ían|ó|aron|ieron|amos|emos|imos|rá|rán))\b)"
    r"[^.;:!?\n—«»“”\"(]{0,80}\b(?:in|en)\s+$",
    re.IGNORECASE,
)
DENIAL = re.compile(r"(?i:no|not|never|nunca|jamás)\b|n[’']t")
LONG_TIME_AFTER = re.compile(
    r"^\s+(?:years?|months?|decades?|century|centuries|años?|meses|décadas?|siglos?)\b(?!\s+(?:de|of)\b)", re.I
)


# Searched in the lower-cased window: its long list of records and firsts is skipped to
# by their first letters there (`claims.extraction.caseless`), where re tries each at
# every character; the same spans.
GAP_SINCE_LAST_TIME_BEFORE_LOWER = lowercase_twin(GAP_SINCE_LAST_TIME_BEFORE)


# "its highest level in seven weeks", "its second increase in six weeks", "their first
# podium in two seasons", "el primero en seis temporadas": a record's or a first's gap
# counted in weeks or seasons as much as in years. A future or a modal after the record
# word makes these shorter spans a moment ahead ("the best players will return in two
# weeks", "no terminaremos en seis semanas", "se va a notar en dos semanas").
SHORT_GAP_UNIT_AFTER = re.compile(r"^\s+(?:weeks|seasons|semanas|temporadas)\b(?!\s+(?:de|of)\b)", re.I)
AHEAD_WORD = re.compile(
    r"\b(?:will|would|shall|should|could|can|may|might|must|expected|due|going|set|plans?|hopes?|aims?|"
    r"[a-záéíóúñ]+(?:rá|rán|ría|rían|remos|ré)|(?:va|van|vamos|voy)\s+a)\b|n[’']t\b",
    re.I,
)


def a_gap_in_weeks_or_seasons(before: str, after: str) -> bool:
    """ "its highest level in seven weeks", "el primero en seis temporadas": a record's
    gap in a shorter unit, with nothing ahead said between the record and the span."""
    if not SHORT_GAP_UNIT_AFTER.match(after):
        return False
    gap = GAP_SINCE_LAST_TIME_BEFORE_LOWER.search(lowered(before))
    # ("will not finish it in six weeks": the future just before a denial counts.)
    return bool(gap) and not AHEAD_WORD.search(before, max(0, gap.start() - 12))


def a_record_span(before: str, after: str) -> bool:
    """ "el peor brote en una década", "the first title in a decade": the gap since the
    last time, a span of one as much as of 31 years."""
    # ("No podemos construir en un año …", "you can't fix this in a year": a denied
    # ability says no span of one; "have not had a raise in a decade" is one.)
    # Nor a moment ahead after one ("they don't know whether they will have a job in a
    # year").
    # The long years after first: most numbers have none, and the gap's long search is
    # then not needed.
    gap = LONG_TIME_AFTER.match(after) and the_gap_since_the_last_time(before)
    if not gap:
        return False
    words = before[gap.start() : gap.end()]
    return not (DENIAL.match(words) and (CANNOT_BEFORE.search(before) or PLANNED.search(words)))


def the_gap_since_the_last_time(before: str) -> re.Match | None:
    """The record, first or denial making the span after "in"/"en" the gap since the last
    time; not what lies ahead denied after a modal ("we may have no shrimp in five years",
    "there won't be a fishery …"), nor a denial in a condition a comma closes ("If we
    don't act, …", "Si no hay agua, en veinte años …"): a record after it may be one."""
    lower = lowered(before)
    gap = GAP_SINCE_LAST_TIME_BEFORE_LOWER.search(lower)
    while gap and DENIAL.match(before, gap.start()) and "," in before[gap.start() : gap.end()]:
        if not CONDITION_BEFORE.search(before, max(0, gap.start() - 20), gap.start()):
            break
        gap = GAP_SINCE_LAST_TIME_BEFORE_LOWER.search(lower, gap.start() + 1)
    if gap and DENIAL.match(before, gap.start()) and MODAL_BEFORE.search(before, 0, gap.start()):
        return None
    return gap


CONDITION_BEFORE = re.compile(r"\b(?:if|unless|si)\s+(?:\w+\s+){0,2}\w*$", re.IGNORECASE)
# A modal just before the denial: "we may have no", "there will be no", "won't".
MODAL_BEFORE = re.compile(r"(?:\b(?:will|would|may|might|could|shall|should)\s+(?:(?:have|be)\s+)?|\bwo)$", re.I)


# "No podemos construir en un año lo que …", "you can't fix this in a year": the time a
# denied ability would take.
CANNOT_BEFORE = re.compile(
    r"\b(?:cannot|can[’']t|couldn[’']t|won[’']t|(?:no|not)\s+(?:pod[a-záéíóú]+|puede|pueden|puedo|be\s+able|vamos|va|van))\b"
    r"[^.;:!?\n]*$",
    re.IGNORECASE,
)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
