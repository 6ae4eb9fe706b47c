"""Figures: the quantities in an article that are claims, with qualifier and unit.

A quantity from `claims.extraction.numbers` becomes a figure unless its context makes
it something else: a date ("February 23", "23 de febrero"), a year ("in 2013", "from
1997 until 2013", "the 2017 floods", "2019 elections were …"), a decade ("1990s"), a
time ("10:30", "5 pm", "8.30pm", "a las 10"), a duration in passing ("six years
later", "in the past 24 hours", "durante los últimos cinco años"), a name with a
number ("Resolution 2334", "F-16", "12 Fleet Street"), a score ("a 3-1 win"), an
ordinal ("third", "el tercer trimestre"), "one" used as a pronoun ("one of them"),
or anything `claims.extraction.non_figures` finds: ages ("a 42-year-old", "aged
18-24 months", "Lucía Soto, de 35 años"), phone numbers, addresses and references
("page 14").

Qualifiers, from the words before or after the number:

- more_than: "more than", "over", "upwards of", "in excess of", "above", "más de",
  the verbs "topped", "surpassed", "exceeded", "superó", "rebasó", and a "+"
  ("1,000+");
- at_least: "at least", "no fewer than", "al menos", "por lo menos", "or more";
- at_most: "up to", "at most", "as many as", "no more than", "within" ("within 14
  days"), "hasta", "en un plazo de", "or fewer";
- less_than: "fewer than", "less than", "under", "below", "menos de", and also
  "nearly", "almost", "casi": "nearly 1,000" says the true figure is below 1,000 and
  close to it, so a fact-checker tests it as an upper bound, not as a round number;
- approximately: "about", "around", "roughly", "some", "an estimated", "close to",
  "unos", "alrededor de", "cerca de";
- with no qualifier word, a count in dozens ("two dozen") or a round count written
  in words ("one thousand", "a thousand", "two million") is approximately: writing
  a number out that way rounds it. Digits ("235,000", "1.6 million") and
  percentages ("ninety percent") are exact;
- vague counts ("dozens", "a handful", "several dozen", "varias decenas") have no
  value and no qualifier;
- fractions ("a third of the budget", "la mitad de los votos") are percentages of
  what follows "of": value rounded to one decimal (33.3), qualifier from the words
  before ("about a third" -> approximately, "nearly half" -> less_than) and, with
  none, "exact" when the share is exact (a half, a quarter) and "approximately"
  when rounding changed it (a third, two-thirds).

The unit is the counted noun phrase that follows ("members of Venezuela’s armed
forces"), "percent" and what it is a percentage of, a currency, or the noun phrase
of a construction such as "the number of troops that the ministry puts at 235,000"
or "the regional health office puts the number of dengue cases at 3,500", which also
names who gives the figure.

A range ("between 200 and 300 people", "200-300 people", "entre 200 y 300 personas",
"3-5%") is one figure, whose span holds the whole range: its value is the lower
bound and its qualifier "at_least" (the range asserts at least that much; the upper
bound is in the quote for the editor), and it counts what follows the upper bound.

When nothing counted follows the number, the unit comes from the sentence: the
subject of "topped", "reached", "rose to" ("Cases topped 3,400" -> cases), people
for a count that is the subject of a verb said of people ("830,000 were evacuated"
-> people, "murieron 12" -> personas), and an adverb with its adjective does not end
the noun phrase ("410 mostly young volunteers" -> volunteers).
"""

import re
from dataclasses import dataclass, replace
from decimal import Decimal

from claims.extraction.attributions import looks_like_speaker
from claims.extraction.names import FUNCTION_WORDS, WEEKDAYS_AND_MONTHS
from claims.extraction.non_figures import inside, is_a_reference, non_figure_spans
from claims.extraction.numbers import SCALE_SUFFIXES, SCALES, NumberMention, find_numbers, tidy_decimal

MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|"
    "julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre"
)
MONTH_BEFORE = re.compile(rf"\b(?:{MONTHS})\.?\s+(?:de\s+)?$", re.IGNORECASE)
MONTH_AFTER = re.compile(rf"^(?:st|nd|rd|th)?\s+(?:of\s+|de\s+)?(?:{MONTHS})\b", re.IGNORECASE)
YEAR_PREPOSITIONS = re.compile(
    r"\b(?:in|since|from|until|till|to|by|during|before|after|between|and|of|en|desde|hasta|"
    r"durante|antes|después|entre|year|año|mid|early|late|through)\s*[-–]?\s*$",
    re.IGNORECASE,
)
# What comes right before the first word of a sentence.
SENTENCE_OPENING = re.compile(r"(?:[.!?…][”\"»’)]*\s+|\n\s*)[\"“«¿¡(\[]*$")
# Where a clause opens, so that a number right after it is the clause's subject.
CLAUSE_OPENING = re.compile(r"(?:^|[.;:,!?]|\b(?:and|but|while|y|pero)\b)\s*$", re.IGNORECASE)
# Spanish verbs that open a sentence before their subject: "Hay", "Murieron", "Llegaban".
SPANISH_VERB_FIRST = re.compile(r"hay|había|habrá|[a-záéíóúñ]+(?:ron|aban|ían|rá|rán|ó)", re.IGNORECASE)
RANGE_BETWEEN_BEFORE = re.compile(r"\b(?:between|entre)\s+(?:un\s+|una\s+)?$", re.IGNORECASE)
RANGE_FROM_BEFORE = re.compile(r"\b(?:from|de|desde)\s+$", re.IGNORECASE)
RANGE_AND = re.compile(r"\s+(?:and|y)\s+(?:un\s+|una\s+)?", re.IGNORECASE)
RANGE_TO = re.compile(r"\s*[-–—]\s*|\s+to\s+", re.IGNORECASE)
SCALES_BY_WORD = {**SCALES, **SCALE_SUFFIXES}
SCALE_AT_END = re.compile(
    r"(?<=[\d\s])(?:" + "|".join(sorted(SCALES_BY_WORD, key=len, reverse=True)) + r")$", re.IGNORECASE
)
# Before a number that dates what follows: "the 2017 floods", "Peru's 2019 census".
YEAR_DETERMINERS = re.compile(
    r"(?:\b(?:the|this|that|these|those|its|their|his|her|our|last|next|el|la|los|las|este|esta|"
    r"estos|estas|su|sus)|\w[’']s?)\s+$",
    re.IGNORECASE,
)
TIME_AFTER = re.compile(
    r"^(?::\d|[.:]\d\d\s*(?:a\.?m|p\.?m|h\b|hrs\b)|\s*(?:a\.?m\.?|p\.?m\.?|o[’']clock|GMT|UTC|CET|BST)\b)",
    re.IGNORECASE,
)
# "a las 10", "desde las 8.30": a time of day in Spanish.
TIME_BEFORE = re.compile(r"\b(?:a|desde|hasta|sobre|hacia|de|entre|y)\s+las?\s+$", re.IGNORECASE)
# "in the past 24 hours", "over the last five years", "en las últimas 24 horas": the
# period a sentence looks back on, not a figure it asserts.
FRAMING_PERIOD_BEFORE = re.compile(
    r"\b(?:past|last|previous|next|coming|first|following|últim[oa]s|próxim[oa]s|primer[oa]s|pasad[oa]s|in|en)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
OVER_A_PERIOD = re.compile(
    r"(?<!lasted\s)(?<!lasts\s)(?<!took\s)(?<!spent\s)(?<!waited\s)(?<!lasting\s)\b(?:over|during|durante)\s+$",
    re.IGNORECASE,
)
# "El paro bajó … hasta los 2,6 millones", "la deuda bajará hasta los 310 millones":
# after a change, in any tense, "hasta" says where it ends (or is meant to), not a
# ceiling.
CHANGE_BEFORE_HASTA = re.compile(
    r"\b(?:se\s+)?(?:"
    r"(?:baj|aument|elev|escal|dispar|desplom|increment|rebaj|recort|duplic|triplic|multiplic)"
    r"(?:a|an|ó|aron|ará|arán|aría|arían|ar|ado|ando|ará)|"
    r"(?:sub)(?:e|en|ió|ieron|irá|irán|iría|irían|ir|ido|iendo)|"
    r"(?:crec|descend|retroced)(?:e|en|ió|ieron|erá|erán|ería|erían|er|ido|iendo)|"
    r"desciende|descienden|"
    r"cae|caen|cayó|cayeron|caerá|caerán|caería|caer|caído|cayendo|"
    r"reduce|reducen|redujo|redujeron|reducirá|reducirán|reduciría|reducir|reducido|reduciendo|"
    r"disminuye|disminuyen|disminuyó|disminuyeron|disminuirá|disminuirán|disminuir|disminuido"
    r")\b(?:[^.;:!?]|[.,]\d){0,120}$",
    re.IGNORECASE,
)
# Words a score counts: "a 3-1 win", "una victoria por 2-0".
SCORE_WORDS = re.compile(
    r"(?:win|victory|defeat|loss|draw|lead|scoreline|thrashing|home\s+win|away\s+win|victoria|derrota|"
    r"empate|goleada|ventaja)\b",
    re.IGNORECASE,
)
TIME_UNITS = (
    "years?|months?|weeks?|days?|hours?|minutes?|seconds?|decades?|centuries|century|nights?|seasons?|"
    "años?|meses|mes|semanas?|días?|horas?|minutos?|décadas?|siglos?|noches?|temporadas?"
)
PASSING_TIME = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:ago|later|earlier|before|after|old|on(?=\s*[,.;]|\s+from\b)|hence|atrás|después|"
    rf"antes|más\s+tarde)\b",
    re.IGNORECASE,
)
AGO_BEFORE = re.compile(r"\b(?:hace)\s+$", re.IGNORECASE)
TIME_UNIT_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\b", re.IGNORECASE)

QUALIFIERS = [
    (
        "at_most",
        r"no\s+more\s+than|up\s+to|at\s+most|as\s+many\s+as|as\s+much\s+as|a\s+maximum\s+of|within|como\s+máximo|"
        r"a\s+lo\s+sumo|en\s+un\s+plazo\s+(?:máximo\s+)?de|hasta|como\s+mucho|un\s+máximo\s+de|no\s+más\s+de",
    ),
    (
        "at_least",
        r"no\s+fewer\s+than|no\s+less\s+than|at\s+least|a\s+minimum\s+of|as\s+few\s+as|as\s+little\s+as|"
        r"al\s+menos|por\s+lo\s+menos|como\s+mínimo|un\s+mínimo\s+de|no\s+menos\s+de",
    ),
    (
        "more_than",
        r"(?:well\s+|just\s+)?(?:more\s+than|over)|upwards\s+of|in\s+excess\s+of|above|north\s+of|(?:poco\s+)?más\s+de|"
        r"por\s+encima\s+de|superior(?:es)?\s+a|"
        r"topped|tops|topping|surpassed|surpasses|surpassing|exceeded|exceeds|exceeding|"
        r"(?:superó|superaron|supera|superan|rebasó|rebasaron|sobrepasó|sobrepasaron)(?:\s+(?:los|las|el|la))?",
    ),
    (
        "less_than",
        r"(?:just\s+)?(?:fewer\s+than|less\s+than|under|below)|nearly|almost|just\s+shy\s+of|(?:poco\s+)?menos\s+de|casi|por\s+debajo\s+de|"
        r"inferior(?:es)?\s+a|did\s+not\s+reach|failed\s+to\s+reach|fell\s+short\s+of|no\s+(?:llegó|llega|llegaron|llegan)\s+a|"
        r"no\s+(?:alcanzó|alcanza|alcanzaron|alcanzan)",
    ),
    (
        "approximately",
        r"about|around|roughly|some|approximately|approx\.|an\s+estimated|estimated|circa|close\s+to|"
        r"in\s+the\s+region\s+of|(?:in|on)\s+the\s+order\s+of|more\s+or\s+less|alrededor\s+de|cerca\s+de|unos|unas|"
        r"aproximadamente|en\s+torno\s+a|del\s+orden\s+de|más\s+o\s+menos|"
        r"(?:ronda|rondan|rondó|rondaron|rondará|rondaba|rondaban|roza|rozan|rozó|rozaron)",
    ),
]
# "casi el 40 %", "más del 50 %": Spanish puts an article between the qualifier and a
# percentage.
QUALIFIER_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in QUALIFIERS)
    + r")(?:l|\s+(?:el|la|los|las|un|una))?\s+$",
    re.IGNORECASE,
)
QUALIFIER_AFTER = [
    ("more_than", re.compile(r"^(?:\s*\+|-plus\b)")),
    (
        "at_least",
        re.compile(
            r"^\s+(?:or\s+more|o\s+más|at\s+(?:the\s+)?least|como\s+mínimo|al\s+menos|por\s+lo\s+menos)\b", re.I
        ),
    ),
    (
        "at_most",
        re.compile(
            r"^\s+(?:or\s+(?:fewer|less)|o\s+menos|at\s+(?:the\s+)?most|tops|como\s+mucho|como\s+máximo)\b", re.I
        ),
    ),
    ("approximately", re.compile(r"^\s+(?:or\s+so|more\s+or\s+less|o\s+así|más\s+o\s+menos)\b", re.IGNORECASE)),
]

# Words that end a counted noun phrase: verbs, prepositions, conjunctions, relatives.
UNIT_STOP_WORDS = frozenset(
    """have has had having is are was were be been being will would can could may might must
    shall should do does did get got remain remained who which that whom whose where when while
    and or but nor than as since from in into at on to by for with without across against
    during after before until till between among per over under about around near via
    ago later earlier last next this yesterday today tomorrow now still also already just
    not never only even each every if because though although so yet then there here
    han ha había habían habrán fueron fue son es era eran está están estaban serán será
    que quien quienes cuyo cuyos donde cuando mientras y o pero ni como desde en a por para
    con sin entre hasta hacia sobre tras durante ayer hoy ya también aún no se le les lo
    said says say told according reported menos más fewer more less siguen sigue permanecen continúan
    overnight tonight daily weekly monthly annually yearly nationwide worldwide abroad alone apiece
    respectively through throughout along beyond inside outside toward towards onto upon despite
    amid amidst like near off up down out según contra mediante ante bajo tras anoche
    """.split()
)
CONNECTORS = frozenset({"of", "de", "del"})
DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "el", "la", "los", "las", "su", "sus"})
SPACED_WORD = re.compile(r"[ \u00a0]+(?P<word>[^\W\d_][\w’'\-]*)")
MAX_UNIT_WORDS = 8

SUBJECT_OF_VERB = re.compile(
    r"[”\"»’]?\s+(?:have|has|had|are|were|was|is|will|would|remain|remained|han|ha|son|fueron|están)\b",
    re.IGNORECASE,
)
# "X puts the number of N at V", "X estimates losses at V", "X cifra en V los N":
# who gives a figure, and what it counts. The preposition sits right before the number.
ESTIMATE_PREPOSITION = re.compile(r"\s+(?P<preposition>at|en)\s+$", re.IGNORECASE)
ESTIMATING_VERB = re.compile(
    r"\b(?:puts|put|places|placed|estimates|estimated|reckons|numbers|numbered|counts|counted|"
    r"calculates|calculated|sets|set|cifra|cifró|sitúa|situó|estima|estimó|calcula|calculó|eleva|elevó)\b",
    re.IGNORECASE,
)
SPANISH_ESTIMATING_VERBS = frozenset("cifra cifró sitúa situó estima estimó calcula calculó eleva elevó".split())
# "puts the crowd at", "estimated losses at": these verbs take any short object;
# the others ("set", "counted") too easily mean something else ("counted votes at
# 12 polling stations"), so they take only the figure itself ("set the toll at").
VERBS_WITH_ANY_OBJECT = frozenset(
    "puts put places placed estimates estimated reckons cifra cifró sitúa situó estima estimó calcula calculó".split()
)
FIGURE_OBJECT = re.compile(
    r"(?:it|them|(?:the\s+|its\s+|their\s+)?(?:total\s+|death\s+|final\s+)?"
    r"(?:figure|number|total|toll|count|tally)|(?:la|el|su)\s+(?:cifra|número|total|balance))",
    re.IGNORECASE,
)
# Objects that say nothing about what is counted: "put it at", "set the figure at".
BARE_FIGURE_OBJECT = re.compile(
    r"it|them|(?:the|its|their|el|la|su)\s+"
    r"(?:figure|number|total|toll|count|tally|cifra|número|total|balance)",
    re.IGNORECASE,
)
NOT_IN_AN_OBJECT = frozenset("that which who whom whose que quien quienes cual said says say dijo dice".split())
MAX_OBJECT_WORDS = 8
LEADING_CONJUNCTION = re.compile(r"^(?:and|but|while|whereas|as|y|pero|mientras|aunque)\s+", re.IGNORECASE)
SENTENCE_BOUNDARY = re.compile(r"[.!?…][”\"»’)]*\s")
# A word or two set off by commas between a speaker and the verb.
ASIDE = re.compile(
    r"\s*(?:however|also|meanwhile|though|too|in\s+turn|for\s+its\s+part|for\s+their\s+part|"
    r"instead|in\s+contrast|sin\s+embargo|además|también|por\s+su\s+parte|en\s+cambio|a\s+su\s+vez)"
    r"\s*",
    re.IGNORECASE,
)
NUMBER_OF = re.compile(
    r"\b(?:the\s+)?(?:total\s+)?(?:number|figure|count|total|tally|toll|el\s+número|la\s+cifra|el\s+total)"
    r"\s+(?:of|de)\s+(?P<unit>[^,;:.]{1,80}?)\s*,?\s*(?:that|which|que|,)?\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Figure:
    """A quantity that is a claim. `text[start:end]` runs from the qualifier to the
    end of the unit; `text[number_start:number_end]` is the number itself."""

    start: int
    end: int
    number_start: int
    number_end: int
    value: Decimal | None
    qualifier: str
    unit: str
    vague: bool
    # Who gives the figure, when the sentence says so ("… that the ministry puts at").
    speaker: str | None = None
    attribution: str = ""
    confidence: float = 0.8


def find_figures(text: str, *, language: str = "en") -> list[Figure]:
    """Every figure in the text, in order."""
    figures = []
    excluded = non_figure_spans(text)
    mentions = [
        mention
        for mention in find_numbers(text, language=language)
        if not inside(excluded, mention.start)
        and not inside(excluded, mention.end - 1)
        # "entre un 3 y un 6 %": "un" is the article of the number after it.
        and not (mention.lone_one and re.match(r"\s+\d", text[mention.end : mention.end + 3]))
    ]
    index = 0
    while index < len(mentions):
        mention = mentions[index]
        following = mentions[index + 1] if index + 1 < len(mentions) else None
        whole_range = _range(text, mention, following, language) if following else None
        if whole_range:
            figures.append(whole_range)
            index += 2
            continue
        previous = figures[-1] if figures and _same_sentence(text, figures[-1].end, mention.start) else None
        figure = _figure(
            text, mention, language=language, previous_unit=previous.unit if previous else "", following=following
        )
        if figure is not None:
            figures.append(_with_money_unit(text, figure, figures))
        index += 1
    return figures


MONEY_UNITS = frozenset(
    "euros euro dollars dollar pounds pound dólares dólar pesos peso soles libras yuan yen francs francos reais "
    "rupees rupias".split()
) | {"US dollars"}


def _with_money_unit(text: str, figure: Figure, earlier: list[Figure]) -> Figure:
    """ "… 3.200 millones de euros. Las cuentas incluyen 14 millones para …": an amount in
    millions with no noun counts the money the article counted last."""
    if figure.unit or figure.vague or not SCALE_WORD_AT_END.search(text, figure.number_start, figure.number_end):
        return figure
    for previous in reversed(earlier[:-1] if earlier and earlier[-1] is figure else earlier):
        if previous.unit in MONEY_UNITS:
            return replace(figure, unit=previous.unit)
    return figure


def _range(text: str, low: NumberMention, high: NumberMention, language: str) -> Figure | None:
    """ "between 200 and 300 people", "200-300 people", "200 to 300 protesters",
    "entre 200 y 300 personas", "3-5%": one figure, the lower bound "at_least", counting
    what follows the upper one. "From 200 to 300" is a change, not a range, a pair of
    years ("2010-2015") is a period and "a 3-1 win" a score."""
    if low.vague or high.vague or low.value is None or high.value is None:
        return None
    if low.percent and not high.percent:
        return None
    gap = text[low.end : high.start]
    before = text[max(0, low.start - 30) : low.start]
    between = RANGE_BETWEEN_BEFORE.search(before)
    if between and RANGE_AND.fullmatch(gap):
        start = low.start - (len(before) - between.start())
    elif RANGE_TO.fullmatch(gap) and not RANGE_FROM_BEFORE.search(before):
        start = low.start
    else:
        return None
    if low.plain_integer and high.plain_integer and all(1000 <= m.value <= 2100 for m in (low, high)):
        return None
    upper = _figure(text, high, in_range=True, language=language)
    if upper is None or not (upper.unit or high.currency or high.percent):
        # "ended 3-1": a score, not a range.
        return None
    if SCORE_WORDS.match(upper.unit):
        return None
    low_value = low.value
    scale = SCALE_AT_END.search(text, high.start, high.end)
    if scale and low_value * 1000 <= high.value and (low.plain_integer or "." in text[low.start : low.end]):
        # "2-3 million", "$2-3bn": the scale belongs to both.
        low_value = tidy_decimal(low_value * SCALES_BY_WORD[scale.group().lower()])
    if low_value >= high.value:
        return None
    return replace(
        upper,
        start=min(start, upper.start),
        number_start=low.start,
        value=low_value,
        qualifier="at_least",
    )


def _same_sentence(text: str, start: int, end: int) -> bool:
    return start <= end and not SENTENCE_BOUNDARY.search(text, start, end) and "\n" not in text[start:end]


MAGNITUDE_BEFORE = re.compile(r"\b(?:magnitude|magnitud)\s+(?:de\s+)?$", re.IGNORECASE)
# "of which about 2,300 collapsed", "28 of them", "de ellos": what the figure before counted.
OF_THOSE_BEFORE = re.compile(
    r"\b(?:of\s+which|of\s+whom|of\s+those|de\s+los\s+cuales|de\s+las\s+cuales|de\s+ellos|de\s+ellas)\s+"
    r"(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
OF_THOSE_AFTER = re.compile(r"\s+(?:of\s+them|of\s+those|de\s+ellos|de\s+ellas)\b", re.IGNORECASE)
# "11 of the 27 seats", "184.350 de los 301.200 electores": the second number's noun.
OF_THE_NUMBER = re.compile(
    r"\s+(?:of\s+the|out\s+of|of|of\s+its|of\s+their|de\s+los|de\s+las|de\s+sus|de\s+un\s+total\s+de)\s+"
    r"(?:[A-ZÁÉÍÓÚÑ][\w-]*(?:[’']s?)?\s+)?$",
    re.IGNORECASE,
)
# "a television audience of more than 4 million", "una multitud de 40.000": the noun before "of".
NOUN_OF_BEFORE = re.compile(
    r"\b(?:an?|the|un|una|el|la)\s+(?P<unit>(?:[^\W\d_]+\s+){0,2}?[^\W\d_]+)\s+(?:of|de)\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de|"
    r"alrededor\s+de|at\s+least|al\s+menos|up\s+to|hasta)\s+)?$",
    re.IGNORECASE,
)
# "los días 12 y 13 de noviembre", "on 3 and 4 May": the first day of a pair of dates.
DAY_BEFORE_ANOTHER = re.compile(
    rf"^\s*(?:y|and|,|al|to|-|–)\s*\d{{1,2}}\s+(?:de\s+|of\s+)?(?:{MONTHS})\b", re.IGNORECASE
)
DAYS_BEFORE = re.compile(r"\b(?:días?|day)\s+$", re.IGNORECASE)
# "who drove cranes at the port for 31 years", "que trabajó 40 años": a life, not a claim.
RELATIVE_IN_CLAUSE = re.compile(r"\b(?:who|whom|que|quien|quienes)\b[^,;:.!?]*$", re.IGNORECASE)
UNTIL_BEFORE = re.compile(r"\b(?:hasta|until|till)\s+$", re.IGNORECASE)
HAVE_BEEN_FOR_BEFORE = re.compile(
    r"\b(?:have|has|had|’ve|'ve)\s+(?:been|lived|worked|served|taught|owned|farmed|coached|known|practi[sc]ed|"
    r"studied|volunteered|fished|run|driven|played)\b[^,;:.!?]{0,60}\bfor\s+$",
    re.IGNORECASE,
)
# "ending two years of capped prices", "tras dos años de obras": the time something
# lasted, as background to what the sentence says happened.
AFTER_A_PERIOD_BEFORE = re.compile(
    r"\b(?:after|ending|ended|ends|following|tras|después\s+de|pone\s+fin\s+a|puso\s+fin\s+a)\s+$", re.IGNORECASE
)
LLEVAR_BEFORE = re.compile(
    r"\b(?:llevo|llevas|lleva|llevamos|lleváis|llevan|llevaba|llevábamos|llevaban|llevaban)\s+$", re.IGNORECASE
)
LONG_TIME_UNITS = re.compile(r"^\s+(?:years?|decades?|años|décadas?)\b", re.IGNORECASE)


def _figure(
    text: str,
    mention: NumberMention,
    *,
    in_range: bool = False,
    language: str = "en",
    previous_unit: str = "",
    following: NumberMention | None = None,
) -> Figure | None:
    before = text[max(0, mention.start - 60) : mention.start]
    after = text[mention.end : mention.end + 80]
    qualifier, qualifier_start = _qualifier_before(before, mention.start, text)
    suffix_end = mention.end
    for name, pattern in QUALIFIER_AFTER:
        match = pattern.match(after)
        if match and (not qualifier or name == qualifier == "approximately"):
            # "some 40 or so firms": the qualifier may be said twice.
            qualifier = name
            suffix_end = mention.end + match.end()
            break
    if not mention.vague and not in_range and _not_a_figure(text, mention, before, after, qualifier):
        return None
    unit, unit_end = _unit(text, mention, suffix_end)
    count_start = qualifier_start if qualifier_start is not None else mention.start
    if unit and (
        _is_the_counts_verb(text, unit, count_start)
        or (_is_a_verb(unit.lower(), None) and OF_THOSE_BEFORE.search(text, max(0, count_start - 40), count_start))
    ):
        unit, unit_end = "", suffix_end
    if MAGNITUDE_BEFORE.search(before):
        # "a magnitude 7.1 earthquake": the number measures the quake.
        unit, unit_end = "magnitude", suffix_end
    if not mention.vague and not in_range and _describes_rather_than_counts(text, mention, before, after, unit):
        return None
    if mention.vague:
        if re.match(rf"(?:{TIME_UNITS})\b", unit, re.IGNORECASE):
            # "a few days later", "thousands of years": time, not a count.
            return None
        if not unit and not SUBJECT_OF_VERB.match(text, mention.end):
            # "thousands" of what? Only a count that is the subject of a verb
            # ("countless have vanished", "“a significant number” have applied")
            # counts something the text has already named.
            return None
    if not mention.vague and not qualifier and mention.lone_one:
        return None
    if not unit and following is not None and OF_THE_NUMBER.fullmatch(text, mention.end, following.start):
        # "two of the Saints' three tries": what the second number counts.
        unit, _ = _unit(text, following, following.end)
    if not mention.vague and mention.in_words and mention.value is not None and mention.value < 10 and not unit:
        # "two of them", "the three": small numbers in words without a noun.
        return None
    if not qualifier and unit:
        # "20 houses or more": the qualifier can follow the unit.
        for name, pattern in QUALIFIER_AFTER[1:]:
            match = pattern.match(text[unit_end : unit_end + 20])
            if match:
                qualifier = name
                unit_end += match.end()
                break
    speaker, attribution, construction_start, construction_unit = _estimated_by(text, mention.start)
    if construction_unit and not unit:
        unit = clean_unit(construction_unit)
    if not unit and not mention.percent and not mention.currency:
        if previous_unit and (
            OF_THOSE_BEFORE.search(text, max(0, count_start - 40), count_start)
            or OF_THOSE_AFTER.match(text, mention.end)
        ):
            unit = previous_unit
        elif following is not None and OF_THE_NUMBER.fullmatch(text, mention.end, following.start):
            unit, _ = _unit(text, following, following.end)
        else:
            unit = _unit_from_sentence(text, mention, count_start, language, previous_unit)
        if unit and OF_THOSE_AFTER.match(text, mention.end):
            unit_end = OF_THOSE_AFTER.match(text, mention.end).end()
    if (
        not unit
        and not qualifier
        and mention.plain_integer
        and not mention.percent
        and not mention.currency
        and re.search(r"\b(?:the|el|la|los|las)\s+$", before, re.IGNORECASE)
    ):
        # "I take the 51 every day", "cogí el 27": a route or a name, nothing counted.
        return None
    if mention.vague:
        value, qualifier = None, ""
    else:
        value = mention.value
        qualifier = qualifier or _qualifier_from_form(mention)
    start = qualifier_start if qualifier_start is not None else mention.start
    if construction_start is not None:
        start = min(start, construction_start)
    end = max(unit_end, suffix_end)
    return Figure(
        start=start,
        end=end,
        number_start=mention.start,
        number_end=mention.end,
        value=value,
        qualifier=qualifier,
        unit=unit,
        vague=mention.vague,
        speaker=speaker,
        attribution=attribution,
        confidence=_confidence(mention, unit),
    )


def _describes_rather_than_counts(text: str, mention: NumberMention, before: str, after: str, unit: str) -> bool:
    """A number whose noun shows it is not a count: a framing period ("in the past 24
    hours"), a time ("a las 10"), a name ("12 Fleet Street", "Spain 2 Italy 1"), or a
    fraction of time ("a quarter of an hour")."""
    if FRAMING_PERIOD_BEFORE.search(before) and TIME_UNIT_AFTER.match(after):
        return True
    if OVER_A_PERIOD.search(before) and TIME_UNIT_AFTER.match(after):
        # "pledged $600bn over five years", "durante tres años": the period, not a claim
        # about time; "lasted over 48 hours" is one.
        return True
    if (
        TIME_BEFORE.search(before)
        and unit.lower() in {"", "h", "horas", "hrs"}
        and mention.value is not None
        and mention.value <= 24
    ):
        # "a las 10", "desde las 8 horas"; "superó las cinco horas" is a duration.
        return True
    if (
        re.match(r"\s*(?:h|hrs)\b", after)
        and mention.value is not None
        and mention.value <= 24
        and not mention.in_words
    ):
        # "10 h", "18 hrs": a time of day.
        return True
    if mention.fraction and re.match(
        rf"\s+(?:of|de|del)\s+(?:(?:a|an|the|un|una|la|el)\s+)?(?:{TIME_UNITS}|mile|milla)\b", after, re.IGNORECASE
    ):
        return True
    words = unit.split()
    if words and not mention.percent and not mention.currency:
        # "12 Fleet Street", "Spain 2 Italy 1": capitals all through name a thing; a
        # plural ("5 Venezuelans") still counts people.
        if all(word[:1].isupper() for word in words) and not _is_plural_head(words[-1]):
            return True
    return False


# "Cases topped 3,400", "The death toll rose to 14": the subject is what is counted.
SUBJECT_VERB_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n|,\s+(?:and|but|while|y|pero)\s+)\s*"
    r"(?:(?:the|its|their|el|la|los|las|su|sus)\s+)?(?P<subject>(?:[\w’'.-]+\s+){0,15}?[^\W\d_][\w’'-]*)\s+"
    r"(?:topped|surpassed|exceeded|reached|hit|totalled|totaled|numbered|stood\s+at|rose\s+to|climbed\s+to|"
    r"rises\s+to|climbs\s+to|falls\s+to|reaches|tops|hits|"
    r"fell\s+to|dropped\s+to|jumped\s+to|increased\s+to|decreased\s+to|grew\s+to|has\s+risen\s+to|"
    r"have\s+risen\s+to|now\s+stands\s+at|stands\s+at|superó|superaron|alcanzó|alcanzaron|llegó\s+a|"
    r"llegaron\s+a|ascendió\s+a|asciende\s+a|ascienden\s+a|se\s+situó\s+en|se\s+sitúa\s+en|subió\s+a|"
    r"bajó\s+a|cayó\s+a|aumentó\s+a|rozó|rebasó|sumó|sumaron)\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de|"
    r"alrededor\s+de|at\s+least|al\s+menos)\s+)?$",
    re.IGNORECASE,
)
# "830,000 were evacuated", "12 died", "murieron 12": verbs said of people.
PEOPLE_VERBS = (
    r"evacuated|killed|injured|wounded|hurt|displaced|arrested|detained|rescued|hospitali[sz]ed|"
    r"infected|affected|stranded|missing|dead|died|fled|drowned|trapped|treated|vaccinated|"
    r"evacuad[oa]s|muert[oa]s|herid[oa]s|desplazad[oa]s|detenid[oa]s|arrestad[oa]s|rescatad[oa]s|"
    r"hospitalizad[oa]s|desaparecid[oa]s|afectad[oa]s|atendid[oa]s|vacunad[oa]s|alojad[oa]s|realojad[oa]s|"
    r"desalojad[oa]s|murieron|fallecieron|huyeron|taken\s+to\s+hospital|sheltered|homeless"
)
PEOPLE_AFTER = re.compile(
    rf"\s+(?:(?:were|are|was|have\s+been|had\s+been|has\s+been|remain|remained|were\s+still|are\s+still|"
    rf"fueron|han\s+sido|habían\s+sido|están|estaban|siguen|sigue|permanecen|continúan|resultaron|quedaron)\s+)?(?:{PEOPLE_VERBS})\b",
    re.IGNORECASE,
)
PEOPLE_BEFORE = re.compile(r"\b(?:murieron|fallecieron|huyeron|killed|injured|wounded|evacuated)\s+$", re.IGNORECASE)
SPANISH_WORDS = re.compile(r"\b(?:fueron|han|murieron|fallecieron|huyeron|resultaron|[a-z]+ad[oa]s)\b", re.IGNORECASE)


# "un beneficio de 4,3 millones": millions of money, whose unit is the currency.
MONEY_NOUNS = re.compile(
    r"\b(?:beneficios?|pérdidas?|presupuesto|inversión|deuda|ingresos|facturación|coste|costo|multa|salario|"
    r"sueldo|subvención|ayudas?|fondos?|profits?|loss(?:es)?|budget|investment|debt|revenue|turnover|costs?|"
    r"fines?|salary|bonus|fees?|prize|subsidy|funds?|deficit|déficit|surplus|superávit)$",
    re.IGNORECASE,
)
SUBJECT_ENDS = frozenset("of in from at on for with de del en desde por para con".split())


def _unit_from_sentence(
    text: str, mention: NumberMention, count_start: int, language: str, previous_unit: str = ""
) -> str:
    """What a number with no noun after it counts, read from its sentence: the subject
    of "rose to", what the figure before it in the sentence counted ("312 runners …
    and 11 were taken to hospital"), or people when it is said to have died, fled …"""
    subject = SUBJECT_VERB_BEFORE.search(text, max(0, mention.start - 160), mention.start)
    if subject:
        # "The death toll from Sunday's earthquake rose to 312": the head before the
        # first preposition is what is counted.
        words = []
        for word in subject.group("subject").split():
            if word.lower() in SUBJECT_ENDS or word.lower() in UNIT_STOP_WORDS:
                break
            words.append(word)
        if words and not any(w.lower() in FUNCTION_WORDS and w.lower() not in DETERMINERS for w in words):
            return clean_unit(" ".join(words))
    noun_of = NOUN_OF_BEFORE.search(text, max(0, count_start - 60), count_start)
    if (
        noun_of
        and noun_of.group("unit").lower() not in {"total", "number", "figure", "cifra", "número"}
        and not (
            MONEY_NOUNS.search(noun_of.group("unit")) and SCALE_WORD_AT_END.search(text, mention.start, mention.end)
        )
    ):
        return noun_of.group("unit")
    if previous_unit:
        return previous_unit
    after = PEOPLE_AFTER.match(text, mention.end)
    if after or PEOPLE_BEFORE.search(text, max(0, count_start - 20), count_start):
        verb = after.group() if after else text[max(0, count_start - 20) : count_start]
        return "personas" if language.startswith("es") or SPANISH_WORDS.search(verb) else "people"
    return ""


def _is_the_counts_verb(text: str, unit: str, start: int) -> bool:
    """ "… and 40 died", "Forty fled": a count that opens its clause is its subject, and
    a lone past-tense word after it is its verb, not what it counts ("left 40 wounded")."""
    if not re.fullmatch(r"[a-z]{2,}ed", unit):
        return False
    return bool(CLAUSE_OPENING.search(text, max(0, start - 12), start)) or start == 0


def _qualifier_before(before: str, number_start: int, text: str) -> tuple[str, int | None]:
    match = QUALIFIER_BEFORE.search(before)
    if not match:
        return "", None
    name = next(key for key, value in match.groupdict().items() if value)
    hasta_at = number_start - (len(before) - match.start())
    if match.group(name).lower() == "hasta" and CHANGE_BEFORE_HASTA.search(text, max(0, hasta_at - 140), hasta_at):
        return "", None
    return name, number_start - (len(before) - match.start())


def _qualifier_from_form(mention: NumberMention) -> str:
    if mention.fraction:
        return "approximately" if mention.inexact else "exact"
    if mention.percent:
        return "exact"
    if mention.dozens:
        return "approximately"
    if mention.in_words and mention.value is not None and _is_round(mention.value):
        return "approximately"
    return "exact"


def _is_round(value: Decimal) -> bool:
    """One significant digit and at least a hundred: 100, 1000, 2000, 3 million."""
    if value < 100 or value != value.to_integral_value():
        return False
    digits = str(int(value)).rstrip("0")
    return len(digits) == 1


def _not_a_figure(text: str, mention: NumberMention, before: str, after: str, qualifier: str) -> bool:
    if mention.percent or mention.currency:
        return False
    if re.match(r"^[\w\-–—/]", after) and not after.startswith("-plus"):
        # "1990s", "23rd", "45-year-old", "10-15", "3/4".
        return True
    if re.search(r"[\w\-–—/#]$", before):
        # "F-16", "COVID-19", "G20", "#5".
        return True
    if TIME_AFTER.match(after) or is_a_reference(before):
        return True
    if MONTH_BEFORE.search(before) or MONTH_AFTER.match(after):
        return True
    if PASSING_TIME.match(after) or AGO_BEFORE.search(before):
        return True
    if DAY_BEFORE_ANOTHER.match(after) or (
        DAYS_BEFORE.search(before) and mention.value is not None and mention.value <= 31
    ):
        return True
    if (
        not qualifier
        and AFTER_A_PERIOD_BEFORE.search(before)
        and re.match(rf"\s+(?:{TIME_UNITS})\s+(?:of|de)\s", after, re.IGNORECASE)
    ):
        return True
    if LONG_TIME_UNITS.match(after) and not qualifier and RELATIVE_IN_CLAUSE.search(before):
        return True
    if (
        TIME_UNIT_AFTER.match(after)
        and not qualifier
        and (HAVE_BEEN_FOR_BEFORE.search(before) or LLEVAR_BEFORE.search(before))
    ):
        # "I have been doing this for 30 years", "llevábamos dos años siguiéndolo": how
        # long someone has been at it, background to what they say.
        return True
    if (
        mention.plain_integer
        and mention.value is not None
        and 1000 <= mention.value <= 2100
        and (not qualifier or UNTIL_BEFORE.search(before))
    ):
        if YEAR_PREPOSITIONS.search(before) or not _has_unit(text, mention.end):
            return True
        if _is_a_year_before_a_noun(text, mention, before):
            return True
    if re.search(r"\b(?:No\.|number|núm\.|nº)\s*$", before, re.IGNORECASE):
        return True
    if mention.plain_integer and not qualifier:
        # "Resolution 2334", "Article 5", "Windows 10": a number that is part of a
        # name; "In 2013" or "The 300 soldiers" are ordinary words before it.
        word = re.search(r"([A-ZÁÉÍÓÚÑ][\w’']*)\s+$", before)
        if (
            word
            and word.group(1).lower() not in FUNCTION_WORDS | WEEKDAYS_AND_MONTHS
            and not _verb_before_its_subject(text, mention, word.group(1))
        ):
            return True
    return False


def _opens_sentence(text: str, position: int) -> bool:
    return not text[:position].strip(' \t"“«¿¡([') or bool(
        SENTENCE_OPENING.search(text, max(0, position - 8), position)
    )


def _verb_before_its_subject(text: str, mention: NumberMention, word: str) -> bool:
    """ "Murieron 162 personas", "Hay 300 familias": Spanish puts the verb first, and
    a capitalised verb opening the sentence is not a name like "Resolution 2334"."""
    if not SPANISH_VERB_FIRST.fullmatch(word):
        return False
    word_start = len(text[: mention.start].rstrip()) - len(word)
    if not _opens_sentence(text, word_start):
        return False
    words = _unit_words(text, mention.end)
    return (bool(words) and _is_plural_head(words[-1])) or bool(
        re.match(r"\s+de\s+(?:los|las|sus)\s+\d", text[mention.end : mention.end + 12])
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
    if _opens_sentence(text, mention.start):
        return True
    if YEAR_DETERMINERS.search(before):
        return True
    words = _unit_words(text, mention.end)
    return not any(_is_plural_head(word) for word in words)


def _unit_words(text: str, position: int) -> list[str]:
    """The words of the noun phrase after a number, up to a stop word."""
    words = []
    for match in SPACED_WORD.finditer(text, position):
        if match.start() != position or len(words) >= MAX_UNIT_WORDS:
            break
        word = match.group("word")
        if word.lower() in UNIT_STOP_WORDS or word.lower() in CONNECTORS:
            break
        words.append(word)
        position = match.end()
    return words


def _has_unit(text: str, position: int) -> bool:
    """Whether a counted noun follows: "2000 soldiers", not "2013, when" or "1997 until"."""
    match = SPACED_WORD.match(text, position)
    return bool(match) and match.group("word").lower() not in UNIT_STOP_WORDS | CONNECTORS


def _unit(text: str, mention: NumberMention, position: int) -> tuple[str, int]:
    """The counted noun phrase after the number, and where it ends."""
    words: list[str] = []
    end = position
    cursor = position
    # "3 millones de euros", "2 million of them": a scale word takes "of" like a noun.
    allow_connector = (
        mention.vague
        or mention.percent
        or mention.dozens
        or bool(SCALE_WORD_AT_END.search(text, mention.start, mention.end))
    )
    while len(words) < MAX_UNIT_WORDS:
        match = SPACED_WORD.match(text, cursor)
        if not match:
            break
        word = match.group("word")
        lower = word.lower()
        if not words and lower.endswith(("aron", "ieron")):
            # "12 sufrieron fiebre": a Spanish verb, not what is counted.
            break
        if len(words) == 1 and MEASURES.fullmatch(words[0]):
            # "3,5 toneladas de carga", "14 km through the snow": the measure is the unit.
            break
        if lower in CONNECTORS:
            if not words and not allow_connector:
                break
            following = SPACED_WORD.match(text, match.end())
            if not following or following.group("word").lower() in UNIT_STOP_WORDS:
                break
        elif lower in UNIT_STOP_WORDS:
            break
        elif lower.endswith("ly") and len(lower) > 4:
            # "410 mostly young volunteers": the adverb and the adjective it modifies
            # are not what is counted; "rose sharply" ends the phrase.
            adjective = SPACED_WORD.match(text, match.end())
            noun = adjective and SPACED_WORD.match(text, adjective.end())
            if not (noun and not {adjective.group("word").lower(), noun.group("word").lower()} & UNIT_STOP_WORDS):
                break
            cursor = adjective.end()
            continue
        elif words and _is_plural_head(words[-1]):
            # "troops killed", "officials dare": after a plural noun the noun phrase
            # has ended, unless "of" carries it on.
            break
        elif (
            words
            and words[-1].lower() not in CONNECTORS | DETERMINERS
            and not words[-1].lower().endswith(("’s", "'s"))
            and _is_a_verb(lower, SPACED_WORD.match(text, match.end()))
        ):
            # "a third of the budget went", "la mitad de los votantes apoyó".
            break
        words.append(word)
        cursor = match.end()
    while words and (words[-1].lower() in CONNECTORS or words[-1].lower() in DETERMINERS):
        words.pop()
    if words:
        end = text.find(words[-1], position) + len(words[-1])
        # Find the last word's own occurrence, not an earlier one with the same letters.
        end = position
        for word in words:
            end = text.find(word, end) + len(word)
    if mention.percent:
        spanish = re.search(r"ciento$", text[mention.start : mention.end]) or (
            mention.fraction and words and words[0].lower() in {"de", "del"}
        )
        sign = "por ciento" if spanish else "percent"
        if words and words[0].lower() in CONNECTORS:
            return f"{sign} {' '.join(words)}", end
        return sign, position
    if mention.currency:
        return mention.currency, position
    return clean_unit(" ".join(words)), end


MEASURES = re.compile(
    r"km|kms|kilomet(?:re|er)s?|kilómetros?|miles?|millas?|met(?:re|er)s?|metros?|m|cm|mm|kg|kgs|kilos?|"
    r"kilograms?|kilogramos?|grams?|gramos?|tonnes?|tons?|toneladas?|lit(?:re|er)s?|litros?|hectares?|"
    r"hectáreas?|acres?|degrees?|grados?|mph|barrels?|barriles|megawatts?|megavatios?|gigawatts?|"
    r"gigavatios?|MW|GW|kWh|MWh|GWh|TWh|mm|feet|foot|ft|inches|pulgadas",
    re.IGNORECASE,
)
SCALE_WORD_AT_END = re.compile(
    r"(?:million|millions|billion|billions|millones|millón|mil|billones)(?:\s+y\s+medi[oa])?$", re.IGNORECASE
)
OBJECT_PRONOUNS = frozenset({"him", "her", "them", "it", "us", "me", "you", "lo", "la", "los", "las", "le", "les"})
COMMON_VERBS = frozenset(
    """went came rose fell grew took made got saw won lost paid spent fled say says want wants live
    lives work works need needs support supports oppose opposes back backs favour favor believe
    believes think thinks use uses own owns earn earns vote votes voted live lived goes go gets get
    comes come remains remain makes make takes take
    fue fueron votó votaron apoyó apoyaron cree creen vive viven trabaja trabajan recibe reciben
    tiene tienen""".split()
)


def _is_a_verb(word: str, following: re.Match | None) -> bool:
    """A word that, after a noun, starts the predicate: "went", "backed him", "apoyó";
    not "armed forces", where a noun follows the participle."""
    if word in COMMON_VERBS or word.endswith(("aron", "ieron")) or (word.endswith("ó") and len(word) > 3):
        return True
    if not (word.endswith("ed") and len(word) > 4):
        return False
    after = following.group("word").lower() if following else ""
    return not after or after in UNIT_STOP_WORDS or after in DETERMINERS or after in OBJECT_PRONOUNS


PLURALS_WITHOUT_S = frozenset({"people", "children", "men", "women", "police", "gente", "personas"})


def _is_plural_head(word: str) -> bool:
    lower = word.lower()
    if lower in PLURALS_WITHOUT_S:
        return True
    if lower in CONNECTORS or lower in DETERMINERS or lower in {"unos", "unas", "these", "those", "sus", "tus", "mis"}:
        return False
    return lower.endswith("s") and not lower.endswith(("ss", "’s", "'s", "us", "is"))


def clean_unit(phrase: str) -> str:
    """ "of the other countries" -> "other countries": what is counted, bare."""
    return re.sub(r"^(?:(?:of|de|del|the|a|an|el|la|los|las|its|their|sus?)\s+)+", "", phrase, flags=re.IGNORECASE)


def _estimated_by(text: str, number_start: int) -> tuple[str | None, str, int | None, str]:
    """Who gives the figure that starts at `number_start`, when the sentence says so:
    "… the number of troops that the ministry puts at 235,000" -> (speaker, "puts at",
    where the construction starts, "troops"); "the regional health office puts the
    number of dengue cases at 3,500" -> ("the regional health office", "puts at", …,
    "dengue cases"); "El ministerio cifra en 235.000 …" -> ("El ministerio", "cifra en", …)."""
    window_start = max(0, number_start - 200)
    before = text[window_start:number_start]
    found = _estimating_verb(before)
    if not found:
        return None, "", None, ""
    verb, preposition, object_words = found
    head = before[: verb.start()]
    boundary = _clause_start(head)
    if boundary > 0 and not head[boundary + 1 :].strip():
        aside_start = _clause_start(head[:boundary])
        if aside_start > 0 and ASIDE.fullmatch(head[aside_start + 1 : boundary]):
            # "The government, however, puts …": the aside is not the speaker.
            head = head[:aside_start]
            boundary = _clause_start(head)
    relative = re.search(r"\b(?:that|which|que)\s+(?!.*\b(?:that|which|que)\b)", head)
    if relative and relative.end() <= boundary:
        # "He added that …. Dozens of schools …, and the office puts": not this clause's.
        relative = None
    speaker_from = relative.end() if relative else boundary + 1
    phrase = head[speaker_from:]
    # "…, and the regional health office puts …": the conjunction is not the speaker's.
    conjunction = LEADING_CONJUNCTION.match(phrase.lstrip())
    if conjunction and not relative:
        speaker_from += len(phrase) - len(phrase.lstrip()) + conjunction.end()
        phrase = head[speaker_from:]
    speaker = phrase.strip()
    if not looks_like_speaker(speaker):
        return None, "", None, ""
    start = window_start + speaker_from + (len(phrase) - len(phrase.lstrip()))
    unit = ""
    number_of = NUMBER_OF.search(head[:speaker_from] if relative else "") or NUMBER_OF.search(object_words)
    if number_of:
        unit = number_of.group("unit").strip()
        if relative:
            start = window_start + number_of.start()
    elif object_words and not BARE_FIGURE_OBJECT.fullmatch(object_words):
        # "the crowd", "losses", "the death toll": what the figure measures.
        unit = clean_unit(object_words)
    attribution = f"{verb.group()} {preposition}"
    return speaker, attribution, start, unit


def _clause_start(head: str) -> int:
    """The offset of the comma, semicolon, colon, sentence end or line break before
    the last clause of `head` (-1 when there is none): a speaker never reaches across
    one, nor from a headline into the paragraph below it."""
    ends = [head.rfind(mark) for mark in ",;:\n"]
    ends.extend(match.end() - 1 for match in SENTENCE_BOUNDARY.finditer(head))
    return max(ends)


def _estimating_verb(before: str) -> tuple[re.Match, str, str] | None:
    """The verb of "puts … at" or "cifra … en" that ends `before`, its preposition and
    the object between them ("the number of dengue cases")."""
    preposition = ESTIMATE_PREPOSITION.search(before)
    if not preposition:
        return None
    spanish = preposition.group("preposition").lower() == "en"
    verbs = [
        verb
        for verb in ESTIMATING_VERB.finditer(before, max(0, preposition.start() - 100), preposition.start())
        if (verb.group().lower() in SPANISH_ESTIMATING_VERBS) == spanish
    ]
    if not verbs:
        return None
    verb = verbs[-1]
    object_words = before[verb.end() : preposition.start()].strip()
    if object_words:
        words = object_words.split()
        if (
            len(words) > MAX_OBJECT_WORDS
            or re.search(r"[\d,;:.!?“”\"«»()]", object_words)
            or any(w.lower() in NOT_IN_AN_OBJECT for w in words)
        ):
            return None
        if verb.group().lower() not in VERBS_WITH_ANY_OBJECT and not FIGURE_OBJECT.fullmatch(object_words):
            return None
    return verb, preposition.group("preposition"), object_words


def _confidence(mention: NumberMention, unit: str) -> float:
    if mention.vague:
        return 0.5
    if mention.lone_one or (mention.in_words and mention.value is not None and mention.value < 10):
        return 0.6
    return 0.9 if unit else 0.7
