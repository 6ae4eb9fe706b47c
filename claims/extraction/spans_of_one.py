"""A span or a measure of one written with "a", "the past" or "half a" instead of a number.

`numbers.find_numbers` asks `spans_of_one(lower, lang, english_half)` for these, after the
numbers text2num reads and before the digits, and takes each one no other reader took:

- "a" after a qualifier before a unit of time or measure ("more than a year", "almost a
  mile", "within a day"): one;
- "a" with no qualifier after a record, a first or a denial ("the worst outbreak in a
  decade"): one, the record's span;
- the window up to now written without a number ("rose 14% over the past year", "en la
  última década"): one, read as "over the past two years" is, and so is the decade ahead
  ("$3.2 billion over the next decade", "en la próxima década");
- half of one unit of measure ("about half a mile", "media tonelada", "tras medio siglo").

Whether each is a figure the sentence asserts is decided by `claims.extraction.figures`,
as for any number.
"""

import re
from collections.abc import Iterator
from decimal import Decimal

from claims.extraction.caseless import finds_any, first_character_guard, holds_any
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention

# "more than a year", "almost a mile", "was caught within a day": "a" after a qualifier,
# before a unit of time or measure ("over a year" frames a period as often as it counts
# one, and so does "Within a week," opening a sentence).
# "more than a second up", "almost a second quicker", "within a second of the leader",
# "by more than half a second": a second is a measure where no noun follows it, not the
# ordinal before one ("more than a second term", "almost a second home").
_A_SECOND = (
    r"second(?=\s*(?:[,.;:!?)]|$)|\s+(?:up|down|ahead|behind|clear|quicker|faster|slower|early|late|later|off|"
    r"of|per|a|an|the|in|on|at|to|from|and|or|but|before|after|over|back|adrift|away|short|than|when|while|"
    r"with|for|under)\b)"
)
_A_UNIT = (
    r"(?=(?:year|month|week|day|hour|minute|decade|century|mile|"
    r"kilomet(?:re|er)|met(?:re|er)|foot|tonne|ton|lit(?:re|er)|kilo|kilogram|pound|dollar|euro)s?\b|"
    + _A_SECOND
    + r")"
)
QUALIFIED_A_LOWER = first_character_guard(
    re.compile(
        r"\b(?:more\s+than|less\s+than|nearly|almost|up\s+to|at\s+least|within|"
        # "the visit lasts under an hour": below a span of time (not "children under a year
        # old", nor "can kill in under an hour", what may happen that fast).
        r"(?<!\bin\s)under(?=\s+an?\s+(?:(?:year|month|week|day|hour|minute|decade)\b(?!\s+(?:old|of\s+age)\b)|"
        + _A_SECOND
        + r"))|"
        # "about a mile downstream", "about a second faster": "about" before a distance or
        # a second ("talked about a year of delays", "about a second term" are no figure).
        r"(?:about|around|roughly)(?=\s+an?\s+(?:mile|kilomet|met(?:re|er)|yard|" + _A_SECOND + r"))|"
        # "the second failure in just over a year": "over" after "in" is more than.
        r"(?<=\bin\s)(?:just\s+)?over|"
        # "a little over a year after the collapse", "just over a year later": "over" said
        # with how little more is more than.
        r"(?:just|a\s+little|slightly|well)\s+over)\s+(?P<a>an?)\s+" + _A_UNIT
    )
)
# What it cannot match without: a qualifier's last word, "a" and a unit ("in a decade" has
# none), each found from the literal it opens with rather than tried at every word.
QUALIFIED_A_NEEDS = tuple(
    re.compile(rf"{word}\s+an?\s+{_A_UNIT}")
    for word in ("than", "nearly", "almost", "to", "least", "within", "under", "about", "around", "roughly", "over")
)
# "the third increase in under a year": "in under" before a span of one, unless its clause
# says what can or will happen that fast ("can kill in under an hour", `spans_of_one`).
IN_UNDER_A_LOWER = first_character_guard(
    re.compile(r"\bin\s+(?:just\s+)?under\s+(?P<a>an?)\s+(?=(?:year|month|week|day|hour|minute|decade)\b(?!\s+(?:old|of\s+age)\b))")
)
# "since" before "a year" places a time ("since a year ago"), no span.
SINCE_BEFORE = re.compile(r"\bsince\s+$")

# "the worst outbreak in a decade", "have not had a real raise in a decade", "the first
# title in a century": "a" with no qualifier after a record, a first or a denial is one,
# the record's span (`claims.extraction.record_spans.a_record_span` tells whether the
# clause asserts it); "in a year's time", "a decade of", "a year old" are not.
RECORD_SPAN_BEFORE = re.compile(
    r"(?:\b(?:[a-z]{3,}est|worst|best|record|first|second|third)\b|\b(?:not|never)\b|n[’']t)[^.;:!?\n]{0,60}$"
)
# (This pattern, the next and RECENT_ONE_LOWER behind a look-ahead for their first
# letters, `caseless.first_character_guard`, as the other whole-text searches are.)
RECORD_SPAN_A_LOWER = first_character_guard(
    re.compile(r"\bin\s+(?P<a>an?)\s+(?=(?:year|decade|century)\b(?!\s*(?:['’]s|old|of)\b))")
)

# "about half a mile upstream", "nearly half a tonne", "as wide as half a mile", "queues
# stretching half a mile": half of one unit of measure, after a qualifier or not.
QUALIFIED_HALF_A_LOWER = first_character_guard(
    re.compile(
        r"\b(?:(?:about|around|roughly|some|nearly|almost|more\s+than|less\s+than|up\s+to|at\s+least|"
        r"as\s+(?:wide|long|far|deep|high|tall|large|big|heavy)\s+as)\s+)?"
        r"(?P<half>half\s+an?)\s+(?=(?:mile|kilomet(?:re|er)|met(?:re|er)|tonne|ton|lit(?:re|er)|kilo|pound)s?\b|"
        # "after half a century", "in nearly half a century": half of a long span of time;
        # "won by more than half a second": half of a second.
        r"century\b|" + _A_SECOND + r")"
    )
)

# "me pide medio kilo", "media tonelada de basura", "casi medio grado por encima": half of
# one unit of weight, volume, distance or temperature, its number, half a century,
# "tras medio siglo de ausencia", and half a second, "ganó por más de medio segundo"
# (not "media hora", a time of day as often as a span, nor "el kilo medio").
HALF_A_MEASURE_ES_LOWER = first_character_guard(
    re.compile(
        r"\b(?P<half>medi[oa])\s+(?=(?:kilo|kilogramo|litro|metro|kilómetro|tonelada|libra|milla|siglo|grado|segundo)\b)"
    )
)

# "se acumuló más de metro y medio de nieve", "quedó con metro y medio de barro": one and
# a half of a unit of measure with no number before it, as "hora y media" is
# (`claims.extraction.hour_fractions`); after "un" the number words read it ("un metro y
# medio"), and after an article or "cada"/"por" it is no amount ("el metro y medio").
MEASURE_AND_A_HALF_ES_LOWER = first_character_guard(
    re.compile(
        r"(?<!\d\s)(?<!\bun\s)(?<!\buna\s)(?<!\bel\s)(?<!\bla\s)(?<!\bal\s)(?<!\bdel\s)(?<!\bcada\s)(?<!\bpor\s)"
        r"\b(?P<unit>kilo|kilogramo|metro|kilómetro|centímetro|litro|tonelada|grado|milla|libra|hectárea)"
        r"\s+y\s+medi[oa]\b"
    )
)

# "rose 14% over the past year", "at least three of them in the past decade", "ha caído
# un 38 % en el último año", "en la última semana se han registrado cuatro casos": the
# window up to now that a figure is counted in, a span of one (corpus README), as "over
# the past two years" is two. Not a calendar period ("the last week of May", "el último
# año lectivo", "la última semana epidemiológica") nor "last year"/"el año pasado" (dates).
RECENT_ONE_LOWER = first_character_guard(
    re.compile(
        r"\b(?:(?:in|over|during)\s+the\s+(?P<en>past|last)|(?:en|durante)\s+(?:la|el)\s+(?P<es>últim[ao]))\s+"
        r"(?=(?:decade|year|month|week|fortnight|century|década|año|mes|semana|siglo)\b"
        r"(?!\s+(?:of|de|lectivo|escolar|fiscal|académico|epidemiológica|natural)\b))"
    )
)

# "will invest $3.2 billion over the next decade", "una inversión de 4.500 millones de
# dólares en la próxima década": the window ahead a figure or a plan is counted in, a
# decade of one as "over the next two decades" is two (a year, a month or a week ahead,
# "for the coming year", "la próxima semana", is a calendar period, a date).
NEXT_DECADE_LOWER = first_character_guard(
    re.compile(
        r"\b(?:(?:over|in|during|throughout|across)\s+the\s+(?P<en>next|coming)|"
        r"(?:en|durante|para|a\s+lo\s+largo\s+de)\s+la\s+(?P<es>próxima))\s+(?=(?:decade|década)\b(?!\s+(?:of|de)\b))"
    )
)


# "212 complaints in a single year", "had more than doubled in a year", "groceries for a
# week", "has been building for a decade", "1.2 billion francs over a decade", "1.412
# contenedores de mango en una semana", "la cifra más alta en una sola semana", "se
# multiplicaron por tres en una década", "en solo un año": a window of one that a figure
# is counted in, or a length the sentence asserts, written with "a"/"one"/"a single" or
# "un"/"una"/"una sola" (corpus README: "A window of one written with a or one"), read as
# "in two years" or "durante dos meses" is. Not a rate or a typical day ("travels 170
# miles in a day", "what I earn in a week", "en un día laborable"), an occasion described
# ("en una jornada que terminó con", "en una mañana marcada por"), a point ahead or a
# capacity ("a job in a year", "can clear in a weekend", "en un año estaremos", "puede
# consumir en un día"), a length denied ("no se levanta en una tarde") nor an idiom ("de
# un día para otro", "one day").
_WINDOW_UNIT_EN = (
    r"year|month|week|fortnight|day|night|hour|minute|decade|century|season|weekend|morning|afternoon|evening"
)
_WINDOW_UNIT_ES = r"año|mes|semana|quincena|día|noche|hora|minuto|década|siglo|temporada|jornada|mañana|tarde"
WINDOW_OF_ONE_EN_LOWER = first_character_guard(
    re.compile(
        # "for over a year" is more than a year, a qualifier ("over a decade" after a verb or a
        # figure is the window).
        r"\b(?P<prep>in|for|during|across|throughout|(?<!\bfor\s)(?<!\bin\s)(?<!\bjust\s)(?<!\blittle\s)(?<!\bslightly\s)(?<!\bwell\s)over)"
        r"\s+(?:(?:just|only)\s+)?(?P<one>an?|one|an?\s+single|one\s+single)\s+"
        rf"(?=(?P<unit>{_WINDOW_UNIT_EN})\b"
        r"(?!['’]s|\s+(?:old|ago|from\s+now|of|or|and\s+an?\s+(?:half|quarter)|more|less|when|in\s+which|that|where|off|early|late)\b"
        # "A year on, …": a time since, no window ("over a decade on protective works" is one).
        r"|\s+on\s*[,.;:])"
        r")"
    )
)
WINDOW_OF_ONE_ES_LOWER = first_character_guard(
    re.compile(
        r"\b(?P<prep>en|durante)\s+(?:(?:solo|sólo|apenas|tan\s+solo)\s+)?(?P<one>una?|un\s+solo|una\s+sola|un\s+único|una\s+única)\s+"
        rf"(?=(?P<unit>{_WINDOW_UNIT_ES})\b"
        r"(?!\s+(?:de|del|más|menos|antes|después|atrás|que|en\s+que|y\s+medi[oa]|y\s+cuarto|o|laborable|hábil|laboral|"
        r"normal|típic[oa]|cualquiera|promedio|medi[oa]|fresc[oa]|cálid[oa]|fría|frío|buen[oa]|mal[oa]|dur[oa]|difícil|larg[oa]|"
        r"cort[oa]|históric[oa]|especial|especialmente|excepcional)\b)"
        # "en una mañana marcada por la niebla", "en una jornada soleada": an occasion described.
        r"(?!\s+[^\W\d_]+(?:ad[oa]|id[oa]|able|ible|os[oa]|ic[oa]|iv[oa])\b))"
    )
)
# Where the clause says the span is a point ahead, a capacity, a rate or a supposition.
_CLAUSE_BREAK = re.compile(r"[.;:!?\n«»“”\"—]")
WINDOW_DENIED_LOWER = re.compile(r"\b(?:not|never|no|nunca|ni|nobody|nadie|nothing|nada)\b|n[’']t\b")
WINDOW_AHEAD_OR_CAPACITY_LOWER = re.compile(
    # ("in May" is a month, no maybe).
    r"\b(?:can|could|(?<!\bin\s)(?<!\bof\s)(?<!\bby\s)may|might|would|will|shall|should|must|whether|if|unless|puede|pueden|podría|podrían|podrá|"
    r"podrán|podemos|puedo|si|va\s+a|van\s+a|vamos\s+a|iba\s+a|iban\s+a|voy\s+a|suele|suelen|llega\s+a|llegan\s+a|"
    r"capaz|capable|able)\b|[’']ll\b|\b\w+(?:remos|rán|ré)\b"
)
WINDOW_RATE_LOWER = re.compile(
    # ("what the union called the largest action for a decade" names, no rate).
    r"\b(?:what(?!\s+(?:[a-z]+\s+){0,5}(?:called|calls|call|described|dubbed|termed)\b)|lo\s+que|average|typical|typically|usually|normally|promedio|normalmente|habitualmente|"
    r"than\s+(?:many|most|some))\b"
)
# A record's span holds even where the clause denies: "never moved this much grain in a
# single year", "la cifra más alta registrada nunca en un solo mes".
WINDOW_RECORD_LOWER = re.compile(
    r"\b(?:[a-z]{3,}est|worst|best|most|record|first|second|third|más\s+(?:alt[oa]|baj[oa])|mayor|menor|mejor|peor|récord)\b"
)


def _clause_around(lower: str, match: re.Match) -> tuple[str, str]:
    """The words of the clause before `match` (up to 160 characters) and after it."""
    start = max((m.end() for m in _CLAUSE_BREAK.finditer(lower, max(0, match.start() - 160), match.start())), default=0)
    after = _CLAUSE_BREAK.search(lower, match.end())
    return lower[start : match.start()], lower[match.end() : after.start() if after else len(lower)]


def windows_of_one(lower: str, lang: str) -> Iterator[NumberMention]:
    """Every window of one in `lower` written with "a", "one", "a single", "un", "una" or
    "una sola" (`WINDOW_OF_ONE_EN_LOWER`); `numbers.find_numbers` asks before text2num
    reads "one" or "una" as a lone one."""
    if lang == "en":
        pattern, needs = WINDOW_OF_ONE_EN_LOWER, (" a ", " an ", " one ")
    elif lang == "es":
        pattern, needs = WINDOW_OF_ONE_ES_LOWER, (" un ", " una ")
    else:
        return
    if not holds_any(lower, needs):
        return
    for match in pattern.finditer(lower):
        before, rest = _clause_around(lower, match)
        if WINDOW_DENIED_LOWER.search(before) and not WINDOW_RECORD_LOWER.search(before):
            # "have never moved this much grain in a single year": a denial may still
            # measure a record's span, as "in a decade" after it does
            # (`record_spans.a_record_span` tells); "no se levanta en una tarde" does not.
            yield NumberMention(match.start("one"), match.end("one"), Decimal(1), in_words=True, lone_one=True)
            continue
        if match.group("prep") in ("in", "en") and (
            WINDOW_AHEAD_OR_CAPACITY_LOWER.search(before) or WINDOW_AHEAD_OR_CAPACITY_LOWER.search(rest)
        ):
            continue
        if WINDOW_RATE_LOWER.search(before):
            continue
        # Its unit is its time word ("En una mañana recogimos tres mil": mañana).
        yield NumberMention(
            match.start("one"), match.end("one"), Decimal(1), in_words=True, measure=match.group("unit")
        )


def spans_of_one(lower: str, lang: str, english_half: bool) -> Iterator[NumberMention]:
    """Every span or measure of one in `lower` (the article lower-cased by
    `caseless.lowered_text`), in the order the readers run; the caller takes each one
    whose characters no other reader took, before the next is read."""
    for match in QUALIFIED_A_LOWER.finditer(lower) if finds_any(lower, QUALIFIED_A_NEEDS) else ():
        if (
            # "its highest level in nearly a decade", "in less than an hour": the span of a
            # record and how long something took are figures alike (corpus README).
            not SINCE_BEFORE.search(lower, 0, match.start())
            and not (match.group().startswith("within") and not lower[: match.start()].rstrip(' \t"“«—')[-1:].isalnum())
        ):
            # "more than a year", "almost a mile": "a" is one after a qualifier.
            yield NumberMention(match.start("a"), match.end("a"), Decimal(1), in_words=True, lone_one=True)

    for match in IN_UNDER_A_LOWER.finditer(lower) if lang == "en" and "in under a" in lower else ():
        before, rest = _clause_around(lower, match)
        if not (WINDOW_AHEAD_OR_CAPACITY_LOWER.search(before) or WINDOW_AHEAD_OR_CAPACITY_LOWER.search(rest)):
            # "the third increase in under a year", "pulled 27 people from the water in
            # under an hour": below a span of one, what happened that fast.
            yield NumberMention(match.start("a"), match.end("a"), Decimal(1), in_words=True, lone_one=True)

    for match in RECORD_SPAN_A_LOWER.finditer(lower) if lang == "en" and " in a" in lower else ():
        if RECORD_SPAN_BEFORE.search(lower, max(0, match.start() - 80), match.start()):
            yield NumberMention(match.start("a"), match.end("a"), Decimal(1), in_words=True, lone_one=True)

    recent = "en" if lang == "en" else "es"
    for match in RECENT_ONE_LOWER.finditer(lower) if ("past " in lower or "last " in lower or "últim" in lower) else ():
        if match.group(recent):
            yield NumberMention(match.start(recent), match.end(recent), Decimal(1), in_words=True, recent=True)

    for match in NEXT_DECADE_LOWER.finditer(lower) if ("next " in lower or "coming " in lower or "próxima " in lower) else ():
        if match.group(recent):
            yield NumberMention(match.start(recent), match.end(recent), Decimal(1), in_words=True, recent=True)

    for match in QUALIFIED_HALF_A_LOWER.finditer(lower) if lang == "en" and english_half else ():
        yield NumberMention(match.start("half"), match.end("half"), Decimal("0.5"), in_words=True)

    for match in HALF_A_MEASURE_ES_LOWER.finditer(lower) if lang == "es" and "medi" in lower else ():
        yield NumberMention(match.start("half"), match.end("half"), Decimal("0.5"), in_words=True)

    for match in MEASURE_AND_A_HALF_ES_LOWER.finditer(lower) if lang == "es" and " y medi" in lower else ():
        yield NumberMention(match.start(), match.end(), Decimal("1.5"), in_words=True, measure=match.group("unit"))


guard_window_patterns(globals())
