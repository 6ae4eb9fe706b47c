"""Numbers that date, time or frame a sentence rather than count something.

`not_a_figure` and `describes_rather_than_counts` are asked by
`claims.extraction.figure_reader` about each number: a date ("February 23", "23 de
febrero"), a year ("in 2013", "the 2017 floods", "el año 700", "300 a. C."), a decade,
a duration in passing ("six years later", "in the past 24 hours", "after three years
of talks", "has lived there for 40 years"), a name with a number ("12 Fleet Street",
"el 112 recuerda"; "Resolution 2334" is `claims.extraction.named_numbers`), a score
(`claims.extraction.match_scores`), a fraction of time ("a quarter of an hour") and
things pointed back to ("these two things").
Times of day ("10:30", "a las 10", "de 8.30 a 15.00", "las 24 horas") are
`claims.extraction.times_of_day`'; time passing ("six years later", "hace ocho meses")
and the time between two events are `claims.extraction.event_intervals`'; ages, phone numbers and addresses are
`claims.extraction.non_figures`'.
"""

import re

from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.event_intervals import time_passing
from claims.extraction.references import is_a_reference
from claims.extraction.match_scores import a_score
from claims.extraction.number_words import NumberMention
from claims.extraction.named_numbers import named_number_word, opens_sentence, part_of_a_name
from claims.extraction.over_spans import SPREAD_OVER_OPENING
from claims.extraction.period_frames import (
    FOR_THE_NEXT_BEFORE,
    TIME_UNIT_AFTER,
    TIME_UNITS,
    WINDOW_COUNT_BEFORE,
    a_period_measured,
)
from claims.extraction.record_spans import a_record_span
from claims.extraction.times_of_day import TIME_AFTER, a_clock_time, a_time_of_day, around_the_clock
from claims.extraction.units import SCALE_WORD_AT_END, has_unit, is_plural_head, unit_words
from claims.extraction.vote_tallies import a_hyphened_tally_side


MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|"
    "julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|"
    # Spanish abbreviations, as wire datelines write them: "3 dic (Europa Press)".
    "ene|abr|ago|dic"
)

MONTH_BEFORE = re.compile(rf"\b(?:{MONTHS})\.?\s+(?:de\s+)?$", re.IGNORECASE)

MONTH_AFTER = re.compile(rf"^(?:st|nd|rd|th)?\s+(?:of\s+|de\s+)?(?:{MONTHS})\b", re.IGNORECASE)

YEAR_PREPOSITIONS = re.compile(
    r"\b(?:in|since|from|until|till|to|by|during|before|after|between|and|of|en|desde|hasta|"
    r"durante|antes|después|entre|year|año|mid|early|late|through)\s*[-–]?\s*$",
    re.IGNORECASE,
)

# "entre 2019 y 2022 los compradores", "Durante 2020 y 2021 muchas familias": the
# second of two years joined as "and" joins them ("entre 1500 y 2000 personas" counts).
YEAR_PAIR_BEFORE = re.compile(r"(?<![\d.,])(?:19|20)\d\d\s+(?:y|e)\s+$")

LEVELS_AFTER = re.compile(r"\s+levels?\b", re.IGNORECASE)

# Before a number that dates what follows: "the 2017 floods", "Peru's 2019 census".
YEAR_DETERMINERS = re.compile(
    r"(?:\b(?:the|this|that|these|those|its|their|his|her|our|last|next|el|la|los|las|este|esta|"
    r"estos|estas|su|sus)|\w[’']s?)\s+$",
    re.IGNORECASE,
)

# "in the past 24 hours", "over the last five years", "en las últimas 24 horas": the
# period a sentence looks back on, not a figure it asserts.
FRAMING_PERIOD_BEFORE = re.compile(
    r"\b(?:past|last|previous|next|coming|first|following|últim[oa]s|próxim[oa]s|primer[oa]s|pasad[oa]s|in|en)\s+(?:the\s+)?$",
    re.IGNORECASE,
)

# "pledged $600bn over five years": the span a plan or a change is spread over.
OVER_A_PERIOD = re.compile(
    # "in over 20 years" is more than 20 years, the span of a record.
    # "just over a year", "a little over two years": "over" qualifies the length.
    r"\b(?<!lasted\s)(?<!lasts\s)(?<!took\s)(?<!spent\s)(?<!waited\s)(?<!lasting\s)(?<!\bin\s)"
    r"(?<!just\s)(?<!little\s)(?<!slightly\s)(?<!well\s)over\s+$",
    re.IGNORECASE,
)

# "durante 14 días", like "for 14 days", says how long what the clause tells lasted ("vistió
# el maillot rojo durante 14 días", "estuvo cerrada durante tres semanas"): a figure, and
# so is the span over which another figure of the same verb is counted, its window
# ("frenó el deterioro un 27 % durante 18 meses", "invertirá 600 millones durante cinco
# años"; `_a_window`).
DURING_A_PERIOD = re.compile(r"\b(?:during|durante)\s+$", re.IGNORECASE)
A_COUNT = re.compile(
    r"\d|%|\b(?:two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|dos|tres|cuatro|"
    r"cinco|seis|siete|ocho|nueve|diez|cien|cientos|mil|millón|millones)\b",
    re.IGNORECASE,
)
# What starts another verb between that figure and the period: "ganó tres etapas y vistió
# el maillot rojo durante 14 días"; a plural participle after the things counted, as
# "-ed" is in English: "cuatro escaladores atrapados durante dos noches" (the climbers
# are counted, the nights are how long they were trapped).
ANOTHER_VERB = re.compile(
    # "… con un mínimo de seis, además de mantener el plan de salud durante 12 meses": a
    # Spanish infinitive after "de", "para" or "sin" starts another verb too.
    r"\b(?:y|e|and|but|pero|que|who|which|quien|[a-záéíóúñ]{3,}(?:ó|aron|ieron|ed|aba|aban|ía|ían|ad[oa]s|id[oa]s))\b|"
    r"\b(?:de|para|sin|a)\s+[a-záéíóúñ]{2,}(?:ar|er|ir)\b",
    re.IGNORECASE,
)

# A year, whose first digit A_COUNT finds: "2019" is no figure a period spreads.
A_YEAR = re.compile(r"(?<![\d.,])(?:1[89]|20)\d\d(?![\d.,]\d)")

# "se prolongará durante seis semanas", "lasted for three days", "se extendió durante
# dos meses": a verb of lasting says how long, whatever the clause counted before it.
LASTING_DURING_BEFORE = re.compile(
    r"\b(?:(?:se\s+)?(?:prolong|extend|alarg)[a-záéíóú]*|dur(?:a|an|ó|aron|ará|arán|aría|aba|aban|ado|ar)|"
    # "se prolongará previsiblemente durante seis semanas": an adverb may come between.
    r"last(?:s|ed|ing)?|ran|runs|run)\s+(?:[a-záéíóúñ]+(?:mente|ly)\s+)?(?:during|durante|for)\s+$",
    re.IGNORECASE,
)

# "durante nueve días de competición", "during three weeks of talks": a period named by
# what went on in it says how long that lasted ("durante las tres semanas de carrera"
# recalls one the text knows).
ACTIVITY_PERIOD_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:de|of)\s+(?!(?:edad|age|vida|life)\b)[a-záéíóúñ]{{4,}}", re.IGNORECASE
)

# "durante las tres semanas de carrera", "during the two days of talks": the period of
# something the text already knows ("durante los 24 días que duró" says how long), unless
# another figure of its clause is counted in it ("60.000 personas asistieron durante los
# nueve días de competición", `_a_window`).
OVER_THE_PERIOD_OF = re.compile(r"\b(?:during|durante)\s+(?:the|las|los)\s+$", re.IGNORECASE)

# Words a score counts: "a 3-1 win", "una victoria por 2-0".
SCORE_WORDS = re.compile(
    r"(?:win|victory|defeat|loss|draw|lead|scoreline|thrashing|home\s+win|away\s+win|victoria|derrota|"
    r"empate|goleada|ventaja)\b",
    re.IGNORECASE,
)


# Fiscal and calendar periods too: "los tres últimos ejercicios", "los dos próximos trimestres".
FRAMING_PERIOD_AFTER = re.compile(
    rf"^\s+(?:últim|próxim|primer|pasad)[oa]s\s+(?:{TIME_UNITS}|ejercicios|trimestres|semestres|legislaturas)\b", re.I
)

# "camiones de más de 20 años de antigüedad", "un oleoducto con más de 30 años de uso",
# "pipes with 60 years of service": how old things are.
THINGS_AGE_AFTER = re.compile(
    r"^\s+(?:años|years)\s+(?:de\s+(?:antigüedad|uso|servicio|funcionamiento)|of\s+(?:age|use|service|operation))\b",
    re.IGNORECASE,
)

# "durante tres días seguidos", "for five days in a row": a run of days is a figure.
IN_A_ROW_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:seguid[oa]s|consecutiv[oa]s|in\s+a\s+row|running|straight)\b", re.IGNORECASE
)


# "los días 12 y 13 de noviembre", "on 3 and 4 May": the first day of a pair of dates.
DAY_BEFORE_ANOTHER = re.compile(
    rf"^\s*(?:y|and|,|al|to|-|–)\s*\d{{1,2}}\s+(?:de\s+|of\s+)?(?:{MONTHS})\b", re.IGNORECASE
)

DAYS_BEFORE = re.compile(r"\b(?:días?|day)\s+$", re.IGNORECASE)

UNTIL_BEFORE = re.compile(r"\b(?:hasta|until|till)\s+$", re.IGNORECASE)

# "After two years of talks, …", "Tras tres semanas de obras, …": opening the sentence,
# the time something lasted frames what it says happened next; after the verb it says
# how long it lasted, a figure ("the dam gave way after three days of rain", "reabre
# tras cuatro años de obras", as "ending two years of capped prices" does).
AFTER_A_PERIOD_BEFORE = re.compile(
    r"(?:^|[.!?]\s+|\n)[\"“«—–(]*\s*(?:(?:but|and|yet|pero|y|e)\s+)?(?:after|following|tras|después\s+de)\s+$",
    re.IGNORECASE,
)

# The patterns searched in the words before every number, as twins searched in the
# lower-cased words (`claims.extraction.caseless`).
MONTH_BEFORE_LOWER = lowercase_twin(MONTH_BEFORE)
YEAR_PREPOSITIONS_LOWER = lowercase_twin(YEAR_PREPOSITIONS)

# "since at least 2021", "desde al menos 2019", "since about 1790", "desde alrededor de
# 1950": a year however it is qualified.
SINCE_AT_LEAST_BEFORE = re.compile(
    r"\b(?:since|desde)\s+(?:at\s+least|as\s+early\s+as|al\s+menos|por\s+lo\s+menos|about|around|roughly|"
    r"approximately|circa|c\.|alrededor\s+de|cerca\s+de|aproximadamente|aprox\.)\s+$",
    re.IGNORECASE,
)
# "until at least 2028", "hasta al menos 2030": a year bound, qualified, when no noun
# follows ("until at least 1500 people are waiting" counts).
UNTIL_AT_LEAST_BEFORE = re.compile(
    r"\b(?:until|till|through|hasta)\s+(?:at\s+least|al\s+menos|por\s+lo\s+menos|about|around|roughly|"
    r"alrededor\s+de|cerca\s+de)\s+$",
    re.IGNORECASE,
)
FRAMING_PERIOD_BEFORE_LOWER = lowercase_twin(FRAMING_PERIOD_BEFORE)
OVER_A_PERIOD_LOWER = lowercase_twin(OVER_A_PERIOD)
DAYS_BEFORE_LOWER = lowercase_twin(DAYS_BEFORE)

# "un subsidio de 500 guaraníes por litro durante seis meses", "50 cents per litre during
# …": a rate applies for the period, it is not spread over it.
A_RATE_AFTER_THE_COUNT = re.compile(r"\b(?:por|per|cada|each)\s+[^\W\d_]+\s+$", re.IGNORECASE)


def _spreads_a_figure(before: str, framing: int = len("durante")) -> bool:
    """Whether the words before "durante"/"during" (`framing` characters, "for the next"
    too) hold a figure of the same verb, not a rate that only applies for the period."""
    # "En 2019, otro hotel fue clausurado durante tres semanas": a year counts nothing
    # (blanked, so that the clause keeps its length).
    clause = A_YEAR.sub(lambda year: " " * len(year.group()), re.split(r"[.;:!?\n]", before)[-1])
    counts = list(A_COUNT.finditer(clause))
    return (
        bool(counts)
        and not ANOTHER_VERB.search(clause, counts[-1].end(), len(clause) - framing)
        and not A_RATE_AFTER_THE_COUNT.search(DURING_A_PERIOD.sub("", clause))
    )


# Asked of every number, compiled once (`describes_rather_than_counts`, `not_a_figure`).
DECADE_BEFORE = re.compile(r"\b(?:los|las)\s+años\s+$", re.IGNORECASE)
# A decade in words: the second of a pair ("en los años sesenta y setenta") or one with
# "años" left out ("en los noventa", "a finales de los noventa") when nothing it could
# count follows it ("de los noventa trabajadores" is a count).
TENS_WORD = r"(?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)"
SECOND_DECADE_BEFORE = re.compile(rf"\blos\s+años\s+{TENS_WORD}\s+(?:y|e|o)\s+$", re.IGNORECASE)
BARE_DECADE_BEFORE = re.compile(r"\b(?:en|desde|hasta|durante|entre|de)\s+los\s+$", re.IGNORECASE)
# "uno de los noventa", "treinta de los noventa", "la mitad de los noventa": a part of a group.
PART_OF_BEFORE = re.compile(
    r"(?:\d|\b(?:un[oa]|algun[oa]s?|ningun[oa]|cada|much[oa]s|vari[oa]s|poc[oa]s|tod[oa]s|mitad|parte|resto|"
    r"dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|[a-záéíóúñ]+(?:nta|ce|te|ientos|ientas)))"
    r"\s+de\s+los\s+$",
    re.IGNORECASE,
)
BARE_DECADE_AFTER = re.compile(rf"^(?:\s*[.,;:!?\"”»)—–]|\s*$|\s+(?:y|e)\s+(?:los\s+)?(?:{TENS_WORD}\b|[a-záéíóúñ]+[aei]\b))")
# "held on through '56", "the class of ’82", "desde el ’98": a year cut to two digits
# after an apostrophe, after a word that opens a year or with no word after it ("'56
# members" may be a quotation opening on a count).
CUT_YEAR_BEFORE = re.compile(r"(?:^|[\s(\[])['’]$")
CUT_YEAR_AFTER = re.compile(r"^(?![.,]\d)(?:s\b|\s*(?:[.,;:!?)\]—–]|$)|\s+(?:and|or|to|y|o|a|al)\s)")
JOINED_AFTER = re.compile(r"^[\w\-–—/]")
# Spanish ordinal signs after the digits: "21.ª", "2.º", "3ª" ("40º" alone may be degrees).
ORDINAL_SIGN_AFTER = re.compile(r"^(?:\.[ªº]|ª)")
JOINED_BEFORE = re.compile(r"[\w\-–—/#]$")
# "hacia el año 700", "in the year 300", "500 a. C.", "AD 79": a year of any size, named
# as one ("este año 269 buses" counts buses this year).
YEAR_NAMED_BEFORE = re.compile(r"\b(?:el|del|al|the)\s+(?:año|year)\s+$", re.IGNORECASE)
ERA_AFTER = re.compile(
    r"\s*(?:(?:a|d)\.\s?(?:de\s+)?C\.|(?:BCE?|AD|CE)\b|(?:de|antes\s+de)\s+(?:nuestra\s+era|Cristo)\b)"
)
ERA_BEFORE = re.compile(r"\b(?:AD|A\.D\.)\s+$")
# "Juzgado Federal N° 3", "la Unidad n.º 2": the number sign is written with "º" or with
# a degree sign "°", with or without a point.
NUMBER_SIGN_BEFORE = re.compile(r"\b(?:No\.|number|núm\.|número|n\.?\s?[º°])\s*$", re.IGNORECASE)
# "Norway's world No 4", "the world No 63", "lives at No 14": the sign written without its
# point, capitalised after a word in lower case ("there were no 40 buses" is a count).
NO_SIGN_BEFORE = re.compile(r"(?:\b[a-z][\w’'-]*|['’]s?)\s+No\s+$")


def _a_window(before: str, after: str) -> bool:
    """Whether the period after "in", "over", "the next" or "the past" is the window
    another figure of its clause is counted in ("£1.2bn over the next two years", "subió
    un 40 % en dos años", "9,000 trees in the last six weeks"), a figure of its own as
    the corpus README settles, rather than a calendar period ("in the first nine months
    of the year") or a frame with no figure ("over the past two decades")."""
    if CALENDAR_PERIOD_AFTER.match(after) or SPREAD_OVER_OPENING.search(before):
        return False
    clause = re.split(r"[.;:!?\n,«»“”\"()—]", before)[-1]
    # The figure may follow only a window that opens its clause ("En doce meses, la
    # inflación subió un 4 %", after its comma too); inside a noun phrase ("las lluvias
    # acumuladas en los últimos tres años") the period describes the noun.
    opens = not WINDOW_FRAME_WORDS.sub("", clause).strip()
    rest = TIME_UNIT_AFTER.sub("", re.split(r"[.;:!?\n«»“”\"()—]", after)[0], count=1)
    return bool(WINDOW_COUNT_BEFORE.search(clause) or (opens and WINDOW_COUNT.search(rest)))


CALENDAR_PERIOD_BEFORE = re.compile(
    r"\b(?:in|en|over|during|durante)\s+(?:the|los|las)\s+(?:[a-záéíóúñ]+\s+)?$", re.IGNORECASE
)
# "a loss of €46.3 million for the six months to September 30", "for the 12 months ended
# March": a company's reporting period ("for the three days to Friday" is how long).
REPORTING_PERIOD_BEFORE = re.compile(r"\bfor\s+the\s+(?:[a-z]+\s+)?$", re.IGNORECASE)
REPORTING_PERIOD_AFTER = re.compile(rf"^\s+months?\s+(?:to|ended|ending|through)\s+(?:{MONTHS})\b", re.IGNORECASE)
# "412 mm of rain in the 72 hours to Monday morning", "en las 48 horas hasta el lunes".
_WEEKDAYS = (
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|sábado|domingo"
)
WINDOW_FRAME_WORDS = re.compile(
    r"\b(?:in|en|over|within|the|los|las|el|la|past|last|next|coming|previous|following|first|últim[oa]s|"
    r"próxim[oa]s|primer[oa]s|pasad[oa]s|and|but|y|e|pero|so|así)\b",
    re.IGNORECASE,
)
WINDOW_COUNT = re.compile(r"\d|%|\b(?:hundred|thousand|million|billion|cien|cientos|mil|millón|millones)\b", re.I)


CALENDAR_PERIOD_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:of\s+(?:the|this|last|that)\s+(?:year|season)|(?:del|de\s+este|de\s+ese)\s+(?:año|ejercicio)|"
    rf"(?:to|through|until|ended|ending|hasta|a|al)\s+(?:(?:the\s+)?end\s+of\s+|el\s+)?(?:{MONTHS}|\d|midnight|noon|medianoche|mediodía|"
    rf"(?:{_WEEKDAYS})\b)|(?:de|of)\s+\d{{4}}|"
    # "in the first two weeks of November", "en las primeras tres semanas de enero".
    rf"(?:de|of)\s+(?:{MONTHS})\b)",
    re.IGNORECASE,
)


# A road's, a line's or a model's code: "la autovía A-7", "la R2 Sud", "the M25".
CODE_NAME = re.compile(r"\b[A-Z]{1,3}-?\d+\b")


def _frames_a_period(mention: NumberMention, before: str, after: str, wide_before: str = "") -> bool:
    """A number followed by a unit of time that frames a period rather than counting
    it (`describes_rather_than_counts`); `wide_before` reaches further back than
    `before`, for a record or a first said long before its span."""
    lower = lowered(before)
    if CALENDAR_PERIOD_AFTER.match(after) and (
        CALENDAR_PERIOD_BEFORE.search(before)
        or (REPORTING_PERIOD_BEFORE.search(before) and REPORTING_PERIOD_AFTER.match(after))
    ):
        # "in the three months to June", "en los tres meses hasta junio", "in the first two
        # weeks of November", "in the 72 hours to Monday morning": a calendar period;
        # "for the six months to September 30", a reporting period.
        return True
    if (
        FRAMING_PERIOD_BEFORE_LOWER.search(lower)
        and not a_period_measured(mention, before, after)
        and not _a_window(before, after)
        # "the best figures by a New Zealand bowler against England at home in 17 years",
        # "Es el primer título de un golfista colombiano en el torneo en 11 años": the
        # span of a record whose superlative or first is said further back than the
        # words `before` holds.
        and not (wide_before and a_record_span(wide_before, after))
    ):
        return True
    if OVER_A_PERIOD_LOWER.search(lower) and SPREAD_OVER_OPENING.search(before):
        # "Spread over 15 years, this comes out to pennies": a participle opening the
        # sentence frames it. Anywhere else "over" before a period is how long something
        # went on or the window of a figure, said however far back ("carried out over nine
        # months", "shot over seven weeks", "a $22 million program to widen and repair
        # footpaths in the central city over four years"): a figure (corpus README; all
        # 126 such in the corpus are annotated so).
        return True
    if (
        DURING_A_PERIOD.search(before)
        and _spreads_a_figure(before)
        and not LASTING_DURING_BEFORE.search(before)
        and not ACTIVITY_PERIOD_AFTER.match(after)
        # "aportará 12 millones de dólares durante tres años", "un estado de emergencia en
        # 14 distritos durante 60 días": the window of another figure (a road's or a
        # line's code, "la autovía A-7", "la R2", counts nothing).
        and not _a_window(CODE_NAME.sub(lambda code: " " * len(code.group()), before), after)
    ):
        return True
    ahead = FOR_THE_NEXT_BEFORE.search(before)
    if ahead and _spreads_a_figure(before, len(ahead.group())) and not _a_window(before, after):
        # "will invest $40m for the next four years": the period a sum is spread over.
        return True
    if (
        OVER_THE_PERIOD_OF.search(before)
        and re.match(rf"\s+(?:{TIME_UNITS})\s+(?:of|de)\b", after, re.IGNORECASE)
        # "Unas 3.200 personas pasaron por el teatro durante los 12 días de competición":
        # the window another figure of its clause is counted in.
        and not _a_window(before, after)
    ):
        return True
    return False


# How far back a record or a first may stand from the span it is measured over: the
# gap's pattern reads up to 80 characters before "in"/"en".
RECORD_REACH = 140


def _wide_before(text: str, mention: NumberMention, before: str) -> str:
    """The text up to `RECORD_REACH` characters before the number, or "" when `before`
    is not the text right before it (a recent span's words added to it)."""
    if not text.endswith(before, 0, mention.start):
        return ""
    return text[max(0, mention.start - RECORD_REACH) : mention.start]


def describes_rather_than_counts(text: str, mention: NumberMention, before: str, after: str, unit: str) -> bool:
    """A number whose noun shows it is not a count: a framing period ("in the past 24
    hours"), a time ("a las 10"), a name ("12 Fleet Street", "Spain 2 Italy 1"), or a
    fraction of time ("a quarter of an hour")."""
    if TIME_UNIT_AFTER.match(after) and _frames_a_period(mention, before, after, _wide_before(text, mention, before)):
        # Every rule of a period needs a unit of time right after the number: most
        # numbers have none, and none of them is asked.
        return True
    if a_time_of_day(mention, before, after, unit):
        return True
    if mention.fraction and re.match(
        rf"\s+(?:of|de|del)\s+(?:(?:a|an|the|un|una|la|el)\s+)?(?:{TIME_UNITS}|mile|milla)\b", after, re.IGNORECASE
    ):
        return True
    if FRAMING_PERIOD_AFTER.match(after) or THINGS_AGE_AFTER.match(after):
        # "en los dos últimos años": the period looked back on; "camiones de más de 20
        # años de antigüedad": how old things are.
        return True
    if mention.value == 0 and (re.match(r"\s+tolerance\b", after) or re.search(r"\btolerancia\s+$", before)):
        # "zero tolerance", "tolerancia cero": a policy, not a figure.
        return True
    words = unit.split()
    if words and not mention.percent and not mention.currency and not mention.measure:
        # "12 Fleet Street", "Spain 2 Italy 1": capitals all through name a thing; a
        # plural ("5 Venezuelans") still counts people.
        if (
            all(word[:1].isupper() for word in words)
            and not is_plural_head(words[-1])
            # "(111 Fahrenheit)": a temperature converted, named by its scale.
            and words[0].lower() not in TEMPERATURE_SCALES
            # "250 MW", "1,2 GW", "100 MWh": a unit of power or energy written as its symbol.
            and not POWER_SYMBOL.fullmatch(words[0])
            # "More than 1 million Rohingya live …", "40,000 Maasai": no name or address
            # runs to millions or is written with a thousands separator.
            and not SCALE_WORD_AT_END.search(text, mention.start, mention.end)
            and not re.search(r"\d[,.]\d{3}\b", text[mention.start : mention.end])
        ):
            return True
    return False


TEMPERATURE_SCALES = frozenset({"fahrenheit", "celsius", "centigrade", "kelvin"})
POWER_SYMBOL = re.compile(r"[kMGT]W[hp]?")


def _could_be_a_day_or_year(mention: NumberMention) -> bool:
    value = mention.value
    return value is None or value <= 31 or (mention.plain_integer and 1000 <= value <= 2100)


# "el 112 recuerda", "un equipo del 112 de Aragón", "la parada del 27": Spanish gives a
# singular article to a number that names a service, a line or a route; a count of
# more than one takes "los"/"las". "del 12 al 15" is a change between two figures.
SINGULAR_ARTICLE_BEFORE = re.compile(r"(?:^|[^\w])(?:[Ee]l|[Ll]a|[Dd]el)\s+$")
FROM_TO_AFTER = re.compile(r"\s+(?:al|a|hasta)\s+\d")

# "These two things", "estas tres cosas": things already named, pointed back to.
DEMONSTRATIVE_BEFORE = re.compile(r"\b(?:these|those|estos|estas|esos|esas|aquellos|aquellas)\s+$", re.IGNORECASE)


def not_a_figure(text: str, mention: NumberMention, before: str, after: str, qualifier: str) -> bool:
    if mention.percent or mention.currency or mention.measure or a_hyphened_tally_side(text, mention):
        # "The justices voted 5-2", "passed the state House 112-89": each side's votes, no
        # range, score or name ("House 112").
        return False
    if a_clock_time(text, mention, before, after) or a_score(text, mention, before, after):
        return True
    if mention.plain_integer and DECADE_BEFORE.search(before):
        # "en los años 90": a decade.
        return True
    if (
        mention.plain_integer
        and mention.end - mention.start == 2
        and CUT_YEAR_BEFORE.search(before)
        and (CUT_YEAR_AFTER.match(after) or YEAR_PREPOSITIONS.search(before[:-1]))
    ):
        return True
    if (
        not qualifier
        and mention.plain_integer
        and not mention.in_words
        and mention.value is not None
        and mention.value > 1
        and SINGULAR_ARTICLE_BEFORE.search(before)
        and not (before.rstrip().endswith("del") and FROM_TO_AFTER.match(after))
    ):
        return True
    if around_the_clock(mention, before, after):
        return True
    if (
        mention.in_words
        and not qualifier
        and mention.value is not None
        and mention.value < 10
        and DEMONSTRATIVE_BEFORE.search(before)
    ):
        return True
    if ORDINAL_SIGN_AFTER.match(after):
        # "su 21.ª edición", "la 3.ª planta", "el 2.º puesto": an ordinal.
        return True
    if JOINED_AFTER.match(after) and not re.match(r"-(?:plus|odd)\b(?!-)", after):
        # "1990s", "23rd", "45-year-old", "10-15", "3/4" (not "50-plus", "300-odd": a
        # qualifier).
        return True
    if JOINED_BEFORE.search(before) and not (
        # "-5 grados": a temperature below zero.
        re.search(r"(?:^|\s)[-−]$", before) and re.match(r"\s+(?:grados?|degrees?)\b", after, re.IGNORECASE)
    ):
        # "F-16", "COVID-19", "G20", "#5".
        return True
    if TIME_AFTER.match(after) or is_a_reference(before, after if mention.in_words else ""):
        return True
    if _could_be_a_day_or_year(mention) and (MONTH_BEFORE_LOWER.search(lowered(before)) or MONTH_AFTER.match(after)):
        # "los 1.300 de febrero" is February's count, not a day of it.
        return True
    if time_passing(mention, before, after, qualifier):
        return True
    if DAY_BEFORE_ANOTHER.match(after) or (
        mention.value is not None and mention.value <= 31 and DAYS_BEFORE_LOWER.search(lowered(before))
    ):
        return True
    if (
        not qualifier
        and AFTER_A_PERIOD_BEFORE.search(before)
        and re.match(rf"\s+(?:{TIME_UNITS})\s+(?:of|de)\s", after, re.IGNORECASE)
    ):
        return True
    if (
        mention.plain_integer
        and mention.value is not None
        and 1000 <= mention.value <= 2100
        and (
            not qualifier
            or UNTIL_BEFORE.search(before)
            or SINCE_AT_LEAST_BEFORE.search(before)
            or UNTIL_AT_LEAST_BEFORE.search(before)
        )
    ):
        if (
            YEAR_PREPOSITIONS_LOWER.search(lowered(before))
            or YEAR_PAIR_BEFORE.search(before)
            or SINCE_AT_LEAST_BEFORE.search(before)
            or not has_unit(text, mention.end)
        ):
            return True
        if _is_a_year_before_a_noun(text, mention, before):
            return True
    if (
        mention.plain_integer
        and mention.value is not None
        and 1900 <= mention.value <= 2099
        and (
            LEVELS_AFTER.match(after)
            or (qualifier and not any(is_plural_head(word) for word in unit_words(text, mention.end)))
        )
    ):
        # "My father talked about 1992", "desde sus máximos de 2022", "peaks below 2011
        # level": a year after a word that reads as a qualifier; a count in the years'
        # range is written with its separator or counts a plural ("more than 2000 people"),
        # but "below 1990 levels", "compared with 2005 levels" date the levels compared.
        return True
    if NUMBER_SIGN_BEFORE.search(before) or (mention.plain_integer and NO_SIGN_BEFORE.search(before)):
        return True
    if mention.plain_integer and (
        ERA_AFTER.match(after)
        or ERA_BEFORE.search(before)
        or (YEAR_NAMED_BEFORE.search(before) and not has_unit(text, mention.end))
    ):
        return True
    if mention.in_words and DECADE_BEFORE.search(before):
        # "desde los años noventa": a decade.
        return True
    if mention.in_words and _a_decade_in_words(text, mention, before, after):
        return True
    if named_number_word(text, mention, before):
        return True  # "a women's Six Nations match".
    if mention.plain_integer and not qualifier and part_of_a_name(text, mention, before, after):
        # "Resolution 2334", "Article 5", "Windows 10": a number that is part of a name.
        return True
    return False


def _a_decade_in_words(text: str, mention: NumberMention, before: str, after: str) -> bool:
    """Whether a tens word names a decade without "años" before it: the second of a
    pair ("en los años sesenta y setenta", "de los años cincuenta y sesenta") or one
    with "años" left out and nothing counted after it ("en los noventa.", "de los
    noventa y dice", "a finales de los noventa,"). "De los noventa trabajadores", "uno
    de los noventa" and "los noventa y dos" stay counts."""
    if not re.fullmatch(TENS_WORD, text[mention.start : mention.end], re.IGNORECASE):
        return False
    if SECOND_DECADE_BEFORE.search(before):
        return True
    return bool(
        BARE_DECADE_BEFORE.search(before) and not PART_OF_BEFORE.search(before) and BARE_DECADE_AFTER.match(after)
    )


def _is_a_year_before_a_noun(text: str, mention: NumberMention, before: str) -> bool:
    """Whether a four-digit number in the range of years, followed by a noun, dates
    that noun ("the 2017 floods", "2019 elections were marred …") rather than
    counting it ("killed 2017 people", "murieron 2017 personas").

    A count writes large numbers with separators ("2,017 votes"), so a plain one is
    only read as a count when the sentence leaves no other reading: a year it is
    when it opens the sentence (style books spell out any other number there),
    follows a determiner or a possessive ("the", "this", "Peru's"), or comes
    before a singular noun ("the 2022 budget", "2019 election").
    """
    if opens_sentence(text, mention.start):
        return True
    if YEAR_DETERMINERS.search(before):
        return True
    words = unit_words(text, mention.end)
    return not any(is_plural_head(word) for word in words)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
