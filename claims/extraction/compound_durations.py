"""How long something lasts, written onto its noun, English style: "a 10-day strike",
"a 48-hour walkout", "after a five-hour meeting", "officers work 16-hour shifts", "the
35-year life of the project", "a four-night stay", "a seven-day pass", "a two-year
cycle". The figure counts the time unit in the plural (10 days).
Spanish writes these as usual ("una huelga de 24 horas"), which
`claims.extraction.figure_reader` reads; a count or a measure written onto its noun
("the 28,000-seat stadium", "a 250-megawatt solar farm") is `claims.extraction.compound_counts`'.
An age so written ("a 35-year-old teacher") is no duration: "-old" is not among the
nouns below.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns


# "a 10-day strike", "a 48-hour walkout", "una huelga de 24 horas" is read as usual.
COMPOUND_DURATION = re.compile(
    # "a four-night stay": nights are how long a stay or a trip runs.
    r"-(?P<unit>day|week|month|hour|year|minute|second|night)(?:-long)?\s+(?:[a-z][a-z-]*\s+){0,2}?"
    # "a three-hour drive", "after a five-hour meeting", "16-hour shifts", "the 35-year
    # life of the project": how long a journey, a sitting, a working day or a life runs.
    r"(?P<noun>drive|flight|journey|ride|trip|meeting|session|shift|life|lifespan|spell|reign|tenure|"
    r"strike|walkout|stoppage|ban|sentence|contract|deal|wait|ceasefire|truce|shutdown|closure|trial|"
    r"lockdown|suspension|siege|blockade|march|vigil|tour|search|mission|operation|delay|outage|blackout|"
    # "an 18-month review", "a 30-year mortgage", "a two-day supply": how long it runs or lasts.
    r"review|inquiry|investigation|study|plan|programme|program|project|mortgage|loan|lease|bond|supply|supplie|"
    r"term|freeze|moratorium|pause|campaign|period|stay|visa|licence|license|amnesty|amnesties|stock|reserve|"
    # "a 20-year power purchase agreement", "a 25-year concession": how long a bond between
    # two parties runs.
    r"agreement|accord|pact|concession|franchise|warranty|guarantee|partnership|"
    # "a four-year losing streak", "a two-year hiatus", "a five-second pulse", "a 10-minute
    # walk": how long a run of results, a time away, a burst or a walk lasted.
    r"streak|slump|hiatus|absence|exile|pulse|burst|silence|countdown|window|walk|break|"
    # "over a 16-year career", "the league's 14-year history", "the state's 17-year
    # reliance on", "the two-day tournament", "within the six-week target", "the two-hour
    # hearing": how long a working life, a body's history, a dependence, a competition,
    # a target or a sitting ran.
    r"career|history|reliance|dependence|tournament|championship|competition|festival|fair|conference|summit|"
    r"hearing|target|course|stint|war|conflict|dispute|standoff|drought|recession|occupation|"
    # "during a seven-week expedition", "a 40-day voyage", "a two-hour debate", "a 10-week
    # placement": how long a journey out, a sitting or a spell of training ran.
    r"expedition|voyage|crossing|trek|cruise|debate|placement|internship|residency|"
    # "after a 22-month pregnancy", "a nine-month gestation": how long a pregnancy ran
    # (a point of one is "at 26 weeks pregnant", `claims.extraction.placing_numbers`).
    r"pregnancy|pregnancie|gestation|"
    # "a 50-minute lesson", "a 15-minute video call", "a 47-minute struggle", "the
    # three-day event": how long a sitting, a performance or a contest ran.
    r"lesson|class|lecture|call|speech|address|interview|briefing|presentation|show|concert|performance|"
    r"broadcast|episode|documentary|match|game|bout|struggle|battle|fight|event|series|surgery|procedure|"
    r"ordeal|chase|pursuit|rescue|protest|queue|"
    # "a seven-day pass", "a 30-day ticket", "a three-month membership": how long what
    # it buys lasts.
    r"pass|passe|ticket|membership|subscription|permit|"
    # "moved to a two-year cycle", "a four-week rotation": how often something comes round.
    r"cycle|rotation|"
    # "officers work 50-hour weeks", "the eight-day legal deadline", "the 20-year average":
    # how long a working week runs, the time an order gives, the window of an average.
    r"week|deadline|average)(?P<plural>s|es)?\b"
    r"(?P<of>\s+of\b)?",
    re.IGNORECASE,
)

# Onto a number in digits, any noun the length is written onto lasts that long, as
# every such compound in the corpus is annotated: "the 81-minute contest", "a 90-day
# environmental emergency", "a 12-week public consultation", "a 50-second penalty", "the
# 30-minute standard", "below the 20-day minimum" (with the same openers as above). Not
# what places a moment ("the 90-minute mark"), a clock or a kind of news or service ("the
# 24-hour clock", "24-hour news", "a 24-hour service": round the clock), a bond or its
# yield, an anniversary, a high or a low,
# nor a number word ("a four-year college", "a one-day international" name a kind).
ANY_NOUN_DURATION = re.compile(
    # Up to two describing words between, neither a conjunction nor an age ("a 14-year
    # and three-month-old apprentice" is one age).
    r"-(?P<unit>day|week|month|hour|year|minute|second|night)(?:-long)?\s+"
    r"(?:(?!(?:and|or|but)\b)[a-z][a-z-]*(?<!-old)\s+){0,2}?"
    r"(?!(?:marks?|points?|clock|news|services?|helplines?|pharmac(?:y|ies)|coverage|access|bonds?|yields?|notes?|"
    r"anniversary|highs?|lows?|old|ago|later|earlier|"
    r"before|after|from|of|in|to|and|or|on|at|for|by|with|than|that|which|who)\b)(?P<noun>[a-z]{3,})\b"
    r"(?P<plural>)(?P<of>)"
)

# What opens "a 10-day strike": "a", "a single", "a full"; or, where a headline drops
# the article, the verb or preposition before it ("Police launch two-week amnesty",
# "Relegation ends 14-year stay"; not "the", "its" or "Friday's", which recall a period
# the text knows, unless "of" says whose it is: "the 35-year life of the project").
COMPOUND_OPENER_BEFORE = re.compile(
    # "a bitter eight-month campaign": adjectives between (not "a second five-year term").
    # "a second, 72-hour stoppage": an ordinal set off by a comma counts the events, the
    # length is the new one's.
    r"\b(?:an?\s+(?:(?:single|full|whole|entire)\s+|(?:first|second|third|fourth|fifth|sixth|new),\s+|"
    r"(?!(?:first|second|third|fourth|fifth|sixth|last|next|new)\s)[a-z]{3,}\s+(?:[a-z]{3,}\s+)?)?|"
    r"(?:launch|launches|begin|begins|start|starts|announce|announces|after|for|in|amid|ends?|ending)\s+)$",
    re.IGNORECASE,
)

# "the 35-year life of the project": "the" before a period the text knows recalls it,
# unless "of" says whose it is.
THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)

# "the six-week trial", "Japan's 46-year wait", "the league's 14-year history", "its
# 126-year history": a definite length of time written right onto its noun is asserted
# like any other, news or background (not "her five-year term" nor "his 20-year
# career", a person's, whose length is told as "served for"; not "the country's 10-year
# government bond", where words between name a thing).
DEFINITE_BEFORE = re.compile(r"(?:\b(?:the|its|their)|[^\W\d_]{2,}['’]s)\s+$", re.IGNORECASE)
NOTHING_BETWEEN = re.compile(r"-[a-z]+(?:-long)?\s+", re.IGNORECASE)


def duration_written_on(before: str, after: str, in_words: bool = True) -> tuple[str, int] | None:
    """The time unit in the plural and the length of "-day strike" in `after` (the text
    after the number), or None when the number is no length of time written onto a noun
    that lasts; `before` is the text before the number, `in_words` False for a number in
    digits, which any noun may follow."""
    compound = COMPOUND_DURATION.match(after) or (None if in_words else ANY_NOUN_DURATION.match(after))
    if compound and (
        # "a four-day week" names a way of working, as "a 10-point plan" names a plan;
        # "50-hour weeks" says how long the week's work runs.
        (compound.group("noun").lower() == "week" and compound.group("unit").lower() != "hour")
        # "a 10-year average of roughly 450": the average's own figure follows.
        or (compound.group("noun").lower() == "average" and compound.group("of"))
    ):
        return None
    if not compound or not (
        COMPOUND_OPENER_BEFORE.search(before)
        # "officers work 16-hour shifts": no article before a plural.
        or (compound.group("plural") and not THE_BEFORE.search(before))
        or (compound.group("of") and THE_BEFORE.search(before))
        or (DEFINITE_BEFORE.search(before) and NOTHING_BETWEEN.fullmatch(after, 0, compound.start("noun")))
    ):
        return None
    return compound.group("unit").lower() + "s", compound.end() - len(compound.group("of") or "")


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
