"""Numbers written in words, and parts of a whole, for `claims.extraction.numbers`.

`claims.extraction.numbers` holds the public entry points (`find_numbers`,
`parse_number`) and reads digits, percent signs and vague counts; this module holds
what the quantities are recorded as and the readers of everything written in words:

- `NumberMention`, the record both modules return, and `tidy_decimal`;
- numbers in words through text2num (`word_numbers`), with "a thousand" and numbers
  in words followed by a scale word ("one point six million");
- dozens ("two dozen", "half a dozen"), halves ("two and a half", "dos millones y
  medio", "cinco horas y media", "diez horas y cuarto", "an hour and a half", "half
  a million");
- fractions of a whole ("a third of", "la mitad de") and ratios ("one in four",
  "uno de cada cinco"), read as percentages.
"""

import re
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation

from text_to_num import find_numbers as text2num_find_numbers

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.frozen_records import quick_init
from claims.extraction.number_word_stretches import Text2numToken, number_word_stretches

SCALES = {
    "hundred": 100,
    "thousand": 1_000,
    "million": 1_000_000,
    "billion": 1_000_000_000,
    "trillion": 1_000_000_000_000,
    "cien": 100,
    "mil": 1_000,
    "millón": 1_000_000,
    "millon": 1_000_000,
    "millones": 1_000_000,
    "billón": 1_000_000_000_000,
    "billon": 1_000_000_000_000,
    "billones": 1_000_000_000_000,
    # The Indian system, in South Asian English: "₹45 crore" is 450 million rupees,
    # "Rs 2.5 lakh" 250,000.
    "lakh": 100_000,
    "lakhs": 100_000,
    "crore": 10_000_000,
    "crores": 10_000_000,
}

# A dozen is twelve in both languages; "dozens" alone is a vague count.
DOZEN_WORDS = frozenset({"dozen", "docena", "docenas"})

# "el 21 por cien", "un seguimiento del cien por cien": Spain's "por cien" is "por ciento"
# (not "5 por cien mil habitantes", a rate).
PERCENT_PATTERN = re.compile(r"\s?(?:%|percent\b|per\s+cent\b|por\s+ciento\b|por\s+cien\b(?!\s+mil\b))", re.IGNORECASE)

ARTICLE_BEFORE_PATTERN = re.compile(r"\b(?:a|an|one|un|una)\s+$", re.IGNORECASE)
HALF_DOZEN_PATTERN = re.compile(r"\b(?:half\s+a\s+dozen|media\s+docena)\b", re.IGNORECASE)
A_DOZEN_PATTERN = re.compile(r"\b(?:a\s+dozen|una\s+docena)\b", re.IGNORECASE)
# The English words a share is named by ("a third of", "a sixth of"), singular, in the
# order `FRACTION_PATTERN` tries them; `claims.extraction.numbers` looks for one before
# it runs the patterns that need it.
PART_WORDS_EN = ("half", "third", "quarter", "fifth", "tenth", "sixth", "seventh", "eighth", "ninth", "twelfth", "twentieth")
_PARTS_EN = "|".join(word if word == "half" else f"{word}s?" for word in PART_WORDS_EN)
# Fractions of a whole, followed by what they are a fraction of ("of", "de"): the
# share as a percentage, and whether rounding it lost anything (a third).
FRACTIONS = {
    "half": (1, 2),
    "third": (1, 3),
    "thirds": (1, 3),
    "quarter": (1, 4),
    "quarters": (1, 4),
    "fifth": (1, 5),
    "fifths": (1, 5),
    "tenth": (1, 10),
    "tenths": (1, 10),
    # "roughly a sixth of the country's output", "less than a twentieth of the bill":
    # shares named by a further ordinal, after a count ("the sixth of May" is a date).
    "sixth": (1, 6),
    "sixths": (1, 6),
    "seventh": (1, 7),
    "sevenths": (1, 7),
    "eighth": (1, 8),
    "eighths": (1, 8),
    "ninth": (1, 9),
    "ninths": (1, 9),
    "twelfth": (1, 12),
    "twelfths": (1, 12),
    "twentieth": (1, 20),
    "twentieths": (1, 20),
    "mitad": (1, 2),
    "tercio": (1, 3),
    "tercios": (1, 3),
    "cuarta": (1, 4),
    "cuartas": (1, 4),
    "quinta": (1, 5),
    "quintas": (1, 5),
    "décima": (1, 10),
    "décimas": (1, 10),
}
FRACTION_COUNTS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "un": 1,
    "una": 1,
    "la": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
}
FRACTION_PATTERN = re.compile(
    r"\b(?:(?P<count>a|an|one|two|three|four|un|una|la|dos|tres|cuatro)[\s-]+)?"
    rf"(?P<part>{_PARTS_EN}|mitad|tercios?|cuartas?|quintas?|décimas?)"
    r"(?:\s+partes?)?(?=[”\"»]?\s+(?:of|de|del)\b|\s+(?:more|less|fewer|higher|lower|larger|bigger|smaller|cheaper)\b|"
    # "un tercio por debajo de las del año pasado", "casi un tercio más que en 2023": a
    # share compared, as "a third lower" ("la mitad más uno" is a count of votes).
    r"\s+(?:(?:más|menos)(?!\s+un[oa]?\b)|por\s+debajo|por\s+encima|inferior|superior)\b|"
    r"(?:(?<=tercio)|(?<=tercios)|(?<=mitad)|(?<=cuarta)|(?<=cuartas)|(?<=quinta)|(?<=quintas))\s+(?:no\s+)?"
    # "de las que un tercio serán eléctricas", "dos tercios eran extranjeros": the future
    # and the imperfect too.
    r"(?:[a-záéíóúñ]{3,}(?:a|an|ó|aron|ieron)|[a-záéíóúñ]{2,}rán?|es|son|era|eran|fue|fueron|está|están|ha|han|"
    r"tienen?|viven?|creen?|deben?|"
    r"pueden?|quieren?|prefieren?|sufren?|reciben?)\b|(?<=a la mitad)|"
    # "la taquilla cubrirá como mucho una quinta parte.": "parte" says it is a share.
    r"(?:(?<=\sparte)|(?<=\spartes))\s*(?:[.,;:!?)»”\"]|$)|"
    # "Roughly two-thirds were started by lightning": a share as the subject of its verb.
    r"\s+(?:were|was|are|is|have|has|had|will|would|can|could|may|might|did|do|does|said|say|voted|"
    r"support|oppose|want|wanted)\b)",
    re.IGNORECASE,
)
# "rose by a quarter", "fell by nearly a third": a share of the quantity before.
FRACTION_AFTER_BY = re.compile(
    r"\bby\s+(?:(?:nearly|almost|about|around|roughly|some|over|more\s+than|less\s+than|just\s+over|"
    r"just\s+under|as\s+much\s+as|up\s+to)\s+)?(?P<fraction>(?P<count>a|an|one|two|three)[\s-]+"
    r"(?P<part>half|thirds?|quarters?|fifths?|tenths?))\b(?!\s+of\b)",
    re.IGNORECASE,
)
# "as dam falls below a third", "stocks above a quarter.": a bound told as a share of
# what the sentence is about, ending its clause.
FRACTION_AFTER_BOUND = re.compile(
    r"\b(?:below|above|under|over|beneath)\s+(?P<fraction>(?P<count>a|one|two|three)[\s-]+"
    r"(?P<part>half|thirds?|quarters?|fifths?))(?=\s*(?:[.,;:!?]|$))",
    re.IGNORECASE | re.MULTILINE,
)
# "El precio bajó un tercio", "las ventas cayeron casi una cuarta parte": Spanish says a
# change by a share with no "en" or "by".
FRACTION_AFTER_CHANGE_ES = re.compile(
    r"\b(?:baj|sub|cay|crec|aument|descend|redu|recort|increment|disminu)[a-záéíóúñ]*\s+"
    # "se han reducido en un tercio", "reducen hasta en un tercio la mortalidad": "en"
    # says it too (the ceiling is `qualifiers`' "hasta en").
    r"(?:(?:hasta\s+)?en\s+)?"
    r"(?:(?:casi|cerca\s+de|más\s+de|menos\s+de|alrededor\s+de|aproximadamente)\s+)?"
    r"(?P<fraction>(?P<count>un|una|dos|tres)\s+(?P<part>tercios?|cuartas?|quintas?)(?:\s+partes?)?)\b(?!\s+de\b)",
    re.IGNORECASE,
)
# "un centenar de vecinos", "medio millar", "dos centenares": Spanish round counts.
HUNDREDS_ES = re.compile(
    r"\b(?P<count>un|medio|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\s+(?P<scale>centenar|millar)(?:es)?\b",
    re.IGNORECASE,
)
HUNDREDS_COUNTS = {
    "un": 1,
    "medio": 0.5,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
}

# "one in four", "1 in 10", "uno de cada cinco", "one in every three", "six out of every
# ten": a share, as a percentage.
RATIO_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "hundred": 100,
    "uno": 1,
    "un": 1,
    "una": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "cien": 100,
}
_RATIO_WHOLE = r"two|three|four|five|six|seven|eight|nine|ten|hundred|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|\d{1,3}"
RATIO_PATTERN = re.compile(
    r"\b(?P<part>one|two|three|four|five|six|seven|eight|nine|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|"
    r"\d{1,2})\s+(?:in|out\s+of|de\s+cada)\s+(?:every\s+)?"
    rf"(?P<whole>{_RATIO_WHOLE})\b"
    # "6-4 in 68 minutes", "3 in 10 minutes": how long something took, no ratio.
    r"(?!\s+(?:seconds?|minutes?|hours?|days?|weeks?|segundos?|minutos?|horas?|días?)\b)",
    re.IGNORECASE,
)
# "bins one lunch in eight", "one classroom in eight has no heating", "un hogar de cada
# cinco", "un joven de cada cuatro en la calle": the thing counted between the one and
# the whole, when nothing is counted after the whole ("one goal in eight games" is a
# record, not a share).
RATIO_NOUN_BETWEEN = re.compile(
    r"\b(?P<part>one|un|una)\s+[^\W\d_]{3,}(?<!s)\s+(?:in|de\s+cada)\s+(?:every\s+)?"
    rf"(?P<whole>{_RATIO_WHOLE})\b"
    r"(?=\s*[,.;:!?)\"”»]|\s*$|\s+(?:is|was|are|were|has|had|have|will|would|could|can|may|might|still|now|in|en|"
    r"already|also|does|did|never|es|era|fue|está|estaba|tiene|tenía|sigue|ha|no|nunca|también)\b)",
    re.IGNORECASE,
)
# What every ratio holds, searched first in the lower-cased text (" in " before a small
# number is rare): its "in", "out of" or "de cada" and the whole after it.
RATIO_WHOLE_LOWER = re.compile(rf"\s(?:in|out\s+of|de\s+cada)\s+(?:every\s+)?(?:{_RATIO_WHOLE})\b")
# "two and a half", "tres millones y medio": a half (or a quarter) more than the
# number before; "three and a half million" then takes the scale after it.
AND_A_HALF_AFTER = re.compile(
    r"\s+(?:and\s+an?\s+(?P<en>half|quarter)|y\s+(?P<es>medio|media))\b"
    r"(?:\s+(?P<scale>hundred|thousand|million|billion|trillion)\b)?",
    re.IGNORECASE,
)
# "cinco horas y media", "dos años y medio": the half comes after what is counted,
# also before what it is measured from ("a dos minutos y medio del líder"); "y medio
# de …" may be another noun ("medio de transporte"), unless a measure of time or size
# comes before it ("cuatro años y medio de cárcel", "tres kilos y medio de harina").
NOUN_AND_A_HALF_AFTER = re.compile(r"\s+(?P<noun>[^\W\d_]{3,})\s+y\s+medi[oa]\b(?P<of>\s+de\b)?", re.IGNORECASE)
# "10 horas y cuarto", "una hora y tres cuartos": a quarter (or three) of an hour after
# the hours counted; of an hour only ("las diez y cuarto" is a time of day, no noun).
HOURS_AND_A_QUARTER_AFTER = re.compile(r"\s+horas?\s+y\s+(?P<part>cuarto|tres\s+cuartos)\b", re.IGNORECASE)
# A measure of one is as much a measure ("un metro y medio de altura").
MEASURES_BEFORE_A_HALF_OF = frozenset(
    "años meses semanas días horas siglos kilos metros kilómetros litros toneladas puntos "
    "año mes semana día hora siglo kilo metro kilómetro litro tonelada punto".split()
)
# "an hour and a half", "a minute and a half", "a year and a half", "a length and a quarter": one and a half
# (or a quarter) of what the article counts.
A_UNIT_AND_A_HALF = re.compile(
    # "a further length and a quarter back": one more, and a quarter.
    r"\b(?P<article>(?:an?|one)(?:\s+(?:further|extra|more))?)\s+(?P<noun>hour|minute|second|year|day|week|month|decade|mile|kilometre|"
    r"kilometer|litre|liter|pound|kilo|million|billion|length|metre|meter|foot|yard|inch)\s+and\s+a\s+(?P<part>half|quarter)\b",
    re.IGNORECASE,
)
# "half a million", "medio millón": half the scale.
HALF_SCALE_PATTERN = re.compile(
    r"\b(?:half\s+a|medio)\s+(?P<scale>thousand|million|billion|trillion|millón|millon)\b", re.IGNORECASE
)
# "a quarter of a million", "three-quarters of a billion", "un cuarto de millón".
QUARTER_SCALE_PATTERN = re.compile(
    r"\b(?P<part>a\s+quarter\s+of\s+a|three[\s-]quarters\s+of\s+a|un\s+cuarto\s+de|tres\s+cuartos\s+de)\s+"
    r"(?P<scale>thousand|million|billion|millón|millon)\b",
    re.IGNORECASE,
)
HALF_PARTS = {"half": Decimal("0.5"), "quarter": Decimal("0.25"), "medio": Decimal("0.5"), "media": Decimal("0.5")}
# Spanish ordinals text2num reads as cardinals: "el tercer trimestre".
SPANISH_ORDINALS = frozenset({"tercer", "primer", "postrer"})
WORD_TOKEN = re.compile(r"[^\W\d_]+|\d+|[^\w\s]")


@quick_init
@dataclass(frozen=True)
class NumberMention:
    """One quantity in the text: `text[start:end]` are its exact characters."""

    start: int
    end: int
    value: Decimal | None
    percent: bool = False
    vague: bool = False
    in_words: bool = False
    dozens: bool = False
    # "one" alone: a pronoun or an article as often as a count.
    lone_one: bool = False
    currency: str = ""
    # A measure written onto the number: "40cm", "41.3C" -> "cm", "°C".
    measure: str = ""
    # A fraction of a whole ("a third of"), whose value is a percentage.
    fraction: bool = False
    # Rounding the fraction to a percentage changed it ("a third" -> 33.3).
    inexact: bool = False
    # Written without thousands separators and without decimals: "1997".
    plain_integer: bool = False
    # "the past"/"la última" before a unit of time: a window up to now of one ("over the
    # past decade"), read as "over the past two decades" is (`spans_of_one.RECENT_ONE_LOWER`).
    recent: bool = False


def tidy_decimal(value: Decimal) -> Decimal:
    """The value without trailing zeros or an exponent: 1600000, not 1.6E+6."""
    if value == value.to_integral_value():
        return value.quantize(Decimal(1))
    return value.normalize()


def to_decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def ratio_mention(match: re.Match) -> NumberMention | None:
    part, whole = (_small_number(match.group(name)) for name in ("part", "whole"))
    if not part or not whole or part >= whole:
        return None
    return share_mention(match, part, whole)


def share_mention(match: re.Match, numerator: int, denominator: int) -> NumberMention:
    """`numerator` in `denominator` as a percentage in words, to one decimal
    (inexact when rounded: "one in three" is 33.3)."""
    share = Decimal(100) * numerator / denominator
    rounded = share.quantize(Decimal("0.1"))
    return NumberMention(
        match.start(),
        match.end(),
        tidy_decimal(rounded),
        percent=True,
        in_words=True,
        fraction=True,
        inexact=rounded != share,
    )


def _small_number(word: str) -> int:
    return int(word) if word.isdigit() else RATIO_WORDS.get(word.lower(), 0)


def fraction_mention(match: re.Match) -> NumberMention | None:
    count_word = (match.group("count") or "").lower()
    part = match.group("part").lower()
    numerator, denominator = FRACTIONS[part]
    plural = part.endswith("s")
    if count_word:
        numerator = FRACTION_COUNTS[count_word]
    elif part != "half":
        # "third of the …" without "a": an ordinal ("the third of May"), not a share.
        return None
    if plural != (numerator > 1) and part not in {"half", "mitad"}:
        return None
    if count_word == "la" and part != "mitad":
        return None
    if part in {"half", "mitad"} and PERIOD_AFTER_HALF.match(match.string, match.end()):
        # "a la mitad de la tarde", "halfway through the match": a moment, not a share.
        return None
    if part in {"half", "mitad"} and _a_region(match):
        return None
    return share_mention(match, numerator, denominator)


# "la mitad norte de la península", "the northern half of the country", "the top half of
# the table": a part of a place or a list named by its side, not a share.
SIDE_AFTER_HALF = re.compile(
    r"\s+(?:norte|sur|oeste|oriental|occidental|septentrional|meridional|superior|inferior|este(?=\s+(?:de|del)\b))\b",
    re.IGNORECASE,
)
SIDE_BEFORE_HALF = re.compile(
    r"\b(?:northern|southern|eastern|western|north|south|east|west|upper|lower|top|bottom)[\s-]+$", re.IGNORECASE
)


def _a_region(match: re.Match) -> bool:
    text = match.string
    start = match.start("part")
    return bool(SIDE_AFTER_HALF.match(text, match.end()) or SIDE_BEFORE_HALF.search(text, max(0, start - 12), start))


# What "half" may be the middle of: a time of day, a period, an event, a way.
PERIOD_AFTER_HALF = re.compile(
    r"\s+(?:of\s+the|of|de\s+la|del|de)\s+(?:(?:primera|segunda|first|second)\s+)?"
    r"(?:tarde|mañana|noche|madrugada|día|jornada|partido|encuentro|semana|mes|temporada|camino|recorrido|"
    r"trayecto|sesión|carrera|etapa|película|obra|juicio|debate|discurso|afternoon|morning|night|day|match|"
    r"game|week|month|season|way|journey|session|race|stage|film|trial|debate|speech)\b(?![’'])",
    re.IGNORECASE,
)


def word_numbers(text: str, lang: str, taken: bytearray) -> list[NumberMention]:
    # text2num reads only the stretches around words that may be part of a number
    # (`claims.extraction.number_word_stretches`), and finds there what it would
    # find in the whole text.
    mentions = []
    for stretch_start, stretch_end in number_word_stretches(text, lang, WORD_TOKEN):
        mentions.extend(_word_numbers_in(text, stretch_start, stretch_end, lang, taken))
    return _merge_word_scales(text, mentions)


def _word_numbers_in(
    text: str, stretch_start: int, stretch_end: int, lang: str, taken: bytearray
) -> list[NumberMention]:
    # One pass over the words: each token is built already blocked where text2num
    # must not read it.
    spanish = lang == "es"
    tokens: list[Text2numToken] = []
    previous = ""
    readable = False
    for match in WORD_TOKEN.finditer(text, stretch_start, stretch_end):
        word = match.group()
        start, end = match.span()
        lower = word.lower()
        blocked = (
            bool(taken[start])
            or word[0].isdigit()
            # "noventa por ciento": "ciento" is the percent sign here, not a hundred.
            or (lower == "ciento" and previous == "por")
            # Dozens are multiplied below; text2num does not know the word.
            or lower in DOZEN_WORDS
            # Spanish "once" is eleven, but in an English article it is an adverb.
            or (lower in SPANISH_ORDINALS if spanish else lower == "once")
        )
        readable = readable or not blocked
        tokens.append(Text2numToken(word, start, end, blocked))
        previous = lower
    if not readable:
        return []
    mentions = []
    for occurrence in text2num_find_numbers(tokens, lang, 0):
        if occurrence.is_ordinal:
            continue
        first, last = tokens[occurrence.start], tokens[occurrence.end - 1]
        start, end = first.start, last.end
        value = to_decimal(repr(occurrence.value)) if isinstance(occurrence.value, float) else Decimal(occurrence.value)
        if value is None:
            continue
        single_word = occurrence.end - occurrence.start == 1
        article = _article_before(text, start)
        lone_one = single_word and value == 1
        if single_word and first.word.lower() in SCALES and article:
            # "a thousand", "an hundred", "un millón" (text2num reads the scale alone).
            start = article.start()
            lone_one = False
        mentions.append(NumberMention(start, end, tidy_decimal(value), in_words=True, lone_one=lone_one))
    return mentions


def _article_before(text: str, position: int) -> re.Match | None:
    """`ARTICLE_BEFORE_PATTERN` ending at `position`, looked for only where it can
    start (the article's at most three letters before the spaces), not from the
    start of the text for every number."""
    start = position
    while start and text[start - 1].isspace():
        start -= 1
    return ARTICLE_BEFORE_PATTERN.search(text, max(0, start - 3), position)


def _merge_word_scales(text: str, mentions: list[NumberMention]) -> list[NumberMention]:
    """Join "one point six" and "million", which text2num reports separately."""
    merged: list[NumberMention] = []
    for mention in mentions:
        if merged:
            previous = merged[-1]
            between = text[previous.end : mention.start]
            scale_word = text[mention.start : mention.end].lower()
            if between.strip() == "" and scale_word in SCALES and previous.value is not None and previous.value < 1000:
                merged[-1] = NumberMention(
                    previous.start,
                    mention.end,
                    tidy_decimal(previous.value * SCALES[scale_word]),
                    in_words=True,
                )
                continue
        merged.append(mention)
    return merged


DOZEN_AFTER = re.compile(r"\s+(dozen|docenas?)\b", re.IGNORECASE)


def with_dozen_and_percent(text: str, mention: NumberMention) -> NumberMention:
    """Extend a number over a following "dozen" or percent sign."""
    if mention.vague or mention.value is None:
        return mention
    end, value, dozens = mention.end, mention.value, mention.dozens
    dozen = DOZEN_AFTER.match(text, end)
    if dozen and not mention.dozens:
        end = dozen.end()
        value = value * 12
        dozens = True
    percent = PERCENT_PATTERN.match(text, end)
    is_percent = bool(percent)
    if percent:
        end = percent.end()
    if end == mention.end:
        return mention
    return NumberMention(
        mention.start,
        end,
        tidy_decimal(value),
        percent=is_percent,
        in_words=mention.in_words,
        dozens=dozens,
        currency=mention.currency,
        measure=mention.measure,
        lone_one=False,
    )


def with_halves(text: str, mentions: list[NumberMention], lang: str) -> list[NumberMention]:
    """ "two and a half hours" -> 2.5, "three and a half million" -> 3,500,000,
    "dos millones y medio" -> 2,500,000, "cinco horas y media" -> 5.5, "diez horas y
    cuarto" -> 10.25 (the mention
    keeps its span, "cinco", so that what it counts still follows it), "an hour and
    a half" -> 1.5 (read above). Mentions the longer number swallows are dropped."""
    result: list[NumberMention] = []
    swallowed_until = -1
    for mention in mentions:
        if mention.start < swallowed_until:
            continue
        if mention.vague or mention.value is None or mention.percent or mention.fraction:
            result.append(mention)
            continue
        spelled = text[mention.start : mention.end].lower()
        scale_word = next((w for w in SCALES if spelled.endswith(w) and w not in {"cien"}), None)
        half = AND_A_HALF_AFTER.match(text, mention.end)
        if half and re.match(r"\s+(?:of|de)\b", text[half.end() :]) and not scale_word:
            # "dos y media de la tarde", "two and a half of …": not this number's half.
            half = None
        if half and not (half.group("en") and half.group("scale") and scale_word):
            part = HALF_PARTS[(half.group("en") or half.group("es")).lower()]
            value = mention.value + part * (SCALES[scale_word] if scale_word and not half.group("scale") else 1)
            if half.group("scale"):
                value *= SCALES[half.group("scale").lower()]
            mention = replace(
                mention, end=half.end(), value=tidy_decimal(value), plain_integer=False, lone_one=False, in_words=True
            )
            swallowed_until = half.end()
        elif lang == "es" and (quarter := HOURS_AND_A_QUARTER_AFTER.match(text, mention.end)) and not scale_word:
            part = Decimal("0.25") if quarter.group("part").lower() == "cuarto" else Decimal("0.75")
            mention = replace(mention, value=tidy_decimal(mention.value + part), plain_integer=False, lone_one=False)
            # "tres cuartos" is part of this number, no count of its own.
            swallowed_until = quarter.end()
        elif lang == "es" or lang == "en":
            noun = NOUN_AND_A_HALF_AFTER.match(text, mention.end)
            if (
                noun
                and noun.group("noun").lower() not in SCALES
                and not scale_word
                and not (noun.group("of") and noun.group("noun").lower() not in MEASURES_BEFORE_A_HALF_OF)
            ):
                mention = replace(
                    mention, value=tidy_decimal(mention.value + Decimal("0.5")), plain_integer=False, lone_one=False
                )
        result.append(mention)
    return result


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
