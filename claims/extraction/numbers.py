"""Quantities written in running text, in English and Spanish, with their offsets.

`find_numbers(text, language=...)` returns every quantity it recognises, anchored to
its exact characters:

- digits with thousands separators and decimals, read by the article's language
  ("235,000" and "1.6" in English; "235.000" and "1,6" in Spanish), with a scale
  word ("1.6 million", "2 millones", "$5bn") and a currency sign;
- numbers written in words ("one thousand", "doscientos treinta y cinco mil"),
  read by text2num, a maintained parser for eight languages; this module only adds
  what text2num leaves out: "a thousand", "two dozen", "half a dozen", scale words
  after digits, and "por ciento" (which text2num would read as a second number);
- percentages ("3.5%", "ninety percent", "noventa por ciento");
- vague counts ("dozens", "a handful", "thousands", "countless", "miles",
  "several dozen", "varias decenas"), which have no value;
- fractions of a whole ("a third of", "half of", "two-thirds of", "la mitad de",
  "un tercio de", "una cuarta parte de"), read as percentages rounded to one
  decimal place ("a third" -> 33.3) and flagged `fraction`, with `inexact` set
  when the rounding changed the value (thirds, sixths), so that the figure reads
  as approximately 33.3 percent.

This module reads digits (separators, decimal marks, currency signs, scale words
and suffixes, measures written onto them), percent signs and vague counts, and puts
every reader's mentions together; `claims.extraction.number_words` holds the
`NumberMention` record and the readers of what is written in words (text2num,
dozens, halves, fractions and ratios), `claims.extraction.multiples` those of a change
or comparison by a multiple ("doubled", "el doble", "a threefold increase", "twice"),
`claims.extraction.spans_of_one` a span or measure of one written with "a", "the past"
or "half a" ("more than a year", "over the past decade", "about half a mile"),
`claims.extraction.second_parts` a part of a second in words ("two hundredths of a second").

Whether a quantity is a claim (a date, a year, a street number is not) is decided
by `claims.extraction.figures`, which knows the surrounding words.
"""

import re
from dataclasses import replace
from decimal import Decimal

from text_to_num import text2num

from claims.extraction.caseless import first_character_guard, holds_any, lowercase_twin, lowered_text
from claims.extraction.dollar_sign import dollar_sign_currency
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.fraction_forms import ORDINAL_PART_BEFORE, more_fractions, parts_of_a_point
from claims.extraction.multiples import multiple_mentions, multiplied_by
from claims.extraction.hour_fractions import hour_fractions, hours_and_a_part
from claims.extraction.number_words import (
    A_DOZEN_PATTERN,
    A_UNIT_AND_A_HALF,
    FRACTION_AFTER_BOUND,
    FRACTION_AFTER_BY,
    FRACTION_AFTER_CHANGE_ES,
    FRACTION_PATTERN,
    HALF_DOZEN_PATTERN,
    HALF_SCALE_PATTERN,
    PART_WORDS_EN,
    HUNDREDS_COUNTS,
    QUARTER_SCALE_PATTERN,
    HUNDREDS_ES,
    RATIO_NOUN_BETWEEN,
    RATIO_PATTERN,
    RATIO_WHOLE_LOWER,
    SCALES,
    NumberMention,
    fraction_mention,
    ratio_mention,
    tidy_decimal,
    to_decimal,
    with_dozen_and_percent,
    with_halves,
    word_numbers,
)
from claims.extraction.spanish_scales import after_mil, bare_mil_counts, tens_counts, writes_decimal_points
from claims.extraction.second_parts import second_parts
from claims.extraction.spans_of_one import spans_of_one, windows_of_one

# text2num reads these languages; any other article is read as English, the
# newsroom's default, so digits and percentages still work.
TEXT2NUM_LANGUAGES = frozenset({"en", "es", "fr", "de", "pt", "it", "nl", "da"})
COMMA_DECIMAL_LANGUAGES = frozenset({"es", "fr", "de", "pt", "it", "nl", "da"})

# Larger than this cannot be stored (Claim.value has 16 integer digits) and is
# never a figure a newsroom prints.
LARGEST_VALUE = Decimal(10) ** 15

# Abbreviations glued to digits in headlines and money: "$1.6m", "$5bn", "20k".
SCALE_SUFFIXES = {"k": 1_000, "m": 1_000_000, "mn": 1_000_000, "bn": 1_000_000_000, "tn": 1_000_000_000_000}

CURRENCY_SIGNS = {
    "US$": "US dollars",
    # A dollar of another country is written with its letters: "C$412 million", "NZ$96 million".
    "C$": "Canadian dollars",
    "CA$": "Canadian dollars",
    "A$": "Australian dollars",
    "AU$": "Australian dollars",
    "NZ$": "New Zealand dollars",
    "HK$": "Hong Kong dollars",
    # Taiwan's and Singapore's dollars: "NT$1.8 billion", "S$40".
    "NT$": "New Taiwan dollars",
    "S$": "Singapore dollars",
    # The Eastern Caribbean dollar of eight island states: "EC$12 million".
    "EC$": "Eastern Caribbean dollars",
    "MX$": "Mexican pesos",
    "R$": "reais",
    "S/": "soles",
    "$": "dollars",
    "€": "euros",
    "£": "pounds",
    "₹": "rupees",
    # "¥" alone is the yen in wire copy; China's yuan is written "CN¥" when signed.
    "CN¥": "yuan",
    "JP¥": "yen",
    "¥": "yen",
    # Written before the digits with a space: "Rs 1,910", "USD 38 millones".
    "Rs": "rupees",
    "USD": "US dollars",
    # Other countries' signs, as their wire copy writes them: East Africa's shillings
    # ("Sh187 million", "KSh 5,000"), Costa Rica's colón ("₡48 millones"), Paraguay's
    # guaraní ("G. 18.600 millones", "₲ 1.500"), Panama's balboa ("B/.3,7 millones"),
    # and the naira, the Philippine peso, the won, the lira and the rouble.
    "KSh": "Kenyan shillings",
    "TSh": "Tanzanian shillings",
    "USh": "Ugandan shillings",
    "Sh": "shillings",
    "₡": "colones",
    "₲": "guaraníes",
    "G.": "guaraníes",
    "B/.": "balboas",
    "₦": "naira",
    "₱": "pesos",
    "₩": "won",
    "₺": "lira",
    "₽": "roubles",
}
# The same signs in Spanish text, named in Spanish: "unos US$ 1.240 millones" are dólares.
CURRENCY_SIGNS_ES = {
    **CURRENCY_SIGNS,
    "US$": "dólares",
    "C$": "dólares canadienses",
    "CA$": "dólares canadienses",
    "A$": "dólares australianos",
    "AU$": "dólares australianos",
    "NZ$": "dólares neozelandeses",
    "HK$": "dólares de Hong Kong",
    "NT$": "nuevos dólares taiwaneses",
    "S$": "dólares de Singapur",
    "EC$": "dólares del Caribe Oriental",
    "MX$": "pesos mexicanos",
    "R$": "reales",
    "£": "libras",
    "$": "dólares",
    "Rs": "rupias",
    "₹": "rupias",
    "CN¥": "yuanes",
    "JP¥": "yenes",
    "¥": "yenes",
    "USD": "dólares",
    "KSh": "chelines kenianos",
    "TSh": "chelines tanzanos",
    "USh": "chelines ugandeses",
    "Sh": "chelines",
    "₦": "nairas",
    "₱": "pesos filipinos",
    "₩": "wones",
    "₺": "liras",
    "₽": "rublos",
}
# "G." is a guaraní only before thousands ("G. 18.600 millones", "G. 1.500.000"; a
# guaraní sum is never small), not an initial before a number ("G. 12"); the sentence
# splitter asks the same of its full stop (`claims.extraction.sentences`).
GUARANI_SUM_AFTER = re.compile(r"\s?\d{1,3}(?:\.\d{3})+")
SIGNS_BEFORE_WHAT = {"G.": rf"G\.(?={GUARANI_SUM_AFTER.pattern})"}
# A dollar of a country no sign above names, written with its letters as the others are
# ("FJ$85 million", "J$40,000", "BZ$4 million"): the sign is the unit, as written.
LETTERED_DOLLAR = re.compile(r"[A-Z]{1,3}\$")
CURRENCY_SIGN = "|".join(
    [SIGNS_BEFORE_WHAT.get(sign, re.escape(sign)) for sign in sorted(CURRENCY_SIGNS, key=len, reverse=True)]
    # Glued to its digits: "ABC$ 12" is no sum.
    + [LETTERED_DOLLAR.pattern + r"(?=\d)"]
)


def sign_unit(signs: dict[str, str], sign: str | None) -> str:
    """The unit a currency sign before digits is read as: its name in `signs`, or a
    lettered dollar no entry names as it is written ("FJ$"); "" for no sign."""
    if not sign:
        return ""
    return signs.get(sign) or (sign if LETTERED_DOLLAR.fullmatch(sign) else "")


# Counts that say "many" without a number. Longest first, so that "hundreds of
# thousands" is one count and not two.
VAGUE_PATTERN = re.compile(
    r"\b(?:"
    r"(?:several|a\s+few|a\s+couple\s+of)\s+(?:dozen|hundred|thousand|million)"
    r"|(?:varias|unas\s+cuantas)\s+(?:decenas|docenas)|(?:varios|unos\s+cuantos)\s+(?:cientos|centenares|miles|millones)"
    r"|(?:tens|hundreds)\s+of\s+(?:thousands|millions)"
    r"|(?:decenas|cientos|centenares)\s+de\s+(?:miles|millones)"
    r"|a\s+(?:large|significant|growing|small|record|huge|considerable|substantial)\s+number"
    r"|un\s+(?:gran|pequeño|creciente)\s+número"
    r"|un\s+número\s+(?:significativo|importante|considerable|creciente)"
    r"|a\s+handful|un\s+puñado|a\s+slew|a\s+few"
    r"|dozens|hundreds|thousands|millions|billions|scores|countless|innumerable|numerous|few"
    r"|decenas|cientos|centenares|miles|millones|incontables|innumerables|docenas|pocos|pocas"
    r")\b",
    re.IGNORECASE,
)

# Digits: a run with consistent thousands separators and an optional decimal part,
# or a plain run. The separators are checked against the language in `_digits_value`.
# Behind a look-ahead for a digit or a currency sign's first character
# (`caseless.first_character_guard`): re would otherwise try the look-behind and
# every sign at each character of the text.
DIGITS_PATTERN = first_character_guard(
    re.compile(
        r"(?<![\w.,:/])"
        rf"(?:(?P<currency>{CURRENCY_SIGN})\s?)?"
        r"(?P<digits>\d{1,3}(?:(?P<sep>[,.\u00a0\u202f])\d{3})(?:(?P=sep)\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?)"
        r"(?:(?P<suffix>k|m|mn|bn|tn)|(?P<degrees>\s?[°º]\s?[CF]?|(?<=\d)[CF]|\s[CF](?=\s*[(),;:]|\.\s|\s+\())|"
        # "at 184p": pence, a price in pence.
        # "in 24.87sec", "90min": a time glued to its digits.
        r"(?P<measure>cm|mm|km|kg|mg|ml|kWh|MWh|GWh|MW|GW|mph|ha|secs?|segs?|mins?|(?<=\d)p))?"
        # Not the whole part of a decimal glued to a word: "24.87xyz" is not 24.
        r"(?![\w])(?![.,]\d)",
    )
)
# "at 184p", "up 15p", "down 3p", "a stamp costs 95p": a price, a change in one, a price paid.
PRICE_BEFORE = re.compile(r"\b(?:at|from|to|by|of|up|down|costs?)\s+$", re.IGNORECASE)

# "trimming 10p from the bottle", "charging 10p more", "costs at least 38p", "a 5p charge":
# in a text that names the pound, digits glued to "p" that a verb, a qualifier or an
# article governs are pence (not "Another 20p a day is £50 a year", an aside's sum, nor a
# video's resolution, "1080p").
POUNDS_NAMED = re.compile(r"£|\b(?:pounds?|pence|sterling)\b", re.IGNORECASE)
PENCE_GOVERNED_BEFORE = re.compile(
    r"\b(?:a|an|at\s+least|at\s+most|up\s+to|about|around|only|just|more\s+than|less\s+than|over|under|"
    r"[a-z]{3,}ing|pay|pays|paid|charges?|charged|cuts?|adds?|added|puts?|raised?|raises|costs?|knock(?:s|ed)?|"
    r"trim(?:s|med)?|saves?|saved)\s+$",
    re.IGNORECASE,
)
VIDEO_RESOLUTIONS = frozenset({"240", "360", "480", "576", "720", "1080", "1440", "2160", "4320"})

SHARE_OF_A_POUND_AFTER = re.compile(r"\s+(?:of|in|out\s+of)\s+(?:every|each|the)\s+(?:pound|£)", re.IGNORECASE)

# "1.2m homes", "3bn people": a count in millions without a currency, before what it counts.
PLURAL_NOUN_AFTER = re.compile(r"\s+(?:people|children|men|women|[^\W\d_][\w’'-]*[^\Wsu\d_]s)\b")
SCALE_AFTER_PATTERN = re.compile(
    # "a 6.2-billion-kilometre trip", "a 2-million-tonne harvest": a scale hyphened
    # into a measure written onto its noun.
    r"(?:\s+|-(?=(?i:thousand|million|billion|trillion)-[^\W\d_]))(?P<word>hundred|thousand|million|billion|trillion|lakhs?|crores?|mil|millón|millon|millones|billón|billon|billones)\b",
    re.IGNORECASE,
)
INDIAN_SCALE_AFTER = re.compile(r"\s+(?P<word>lakhs?|crores?)\b", re.IGNORECASE)
CURRENCY_RANGE_BEFORE = re.compile(rf"(?P<currency>{CURRENCY_SIGN})\s?\d+(?:[.,]\d+)?\s*[-–]\s*$")
# "£10m in March and a further 2.5m in June", "another 1.5bn": more of the money just
# named, in the same sentence, takes its sign.
MORE_MONEY_BEFORE = re.compile(
    rf"(?P<currency>{CURRENCY_SIGN})\s?\d+(?:[.,]\d+)?(?:[a-z]{{1,2}})?\b[^.;!?\n]{{0,80}}"
    r"\b(?:a\s+further|another|an\s+extra|an\s+additional|otros|otras)\s+$",
    re.IGNORECASE,
)
SCALE_PLURALS = frozenset({"millones", "millions", "billions", "thousands", "hundreds", "docenas", "miles"})
WORD_BEFORE_PATTERN = re.compile(r"([^\W_]+)\s+$")

# The long alternations, searched in the lower-cased text (`claims.extraction.caseless`).
VAGUE_LOWER = lowercase_twin(VAGUE_PATTERN)
# So are the dozens, halves, quarters and Spanish round counts, whose matches are read
# by their span and by words compared in lower case.
HALF_DOZEN_LOWER = lowercase_twin(HALF_DOZEN_PATTERN)
A_DOZEN_LOWER = lowercase_twin(A_DOZEN_PATTERN)
HALF_SCALE_LOWER = lowercase_twin(HALF_SCALE_PATTERN)
QUARTER_SCALE_LOWER = lowercase_twin(QUARTER_SCALE_PATTERN)
A_UNIT_AND_A_HALF_LOWER = lowercase_twin(A_UNIT_AND_A_HALF)
HUNDREDS_ES_LOWER = lowercase_twin(HUNDREDS_ES)
FRACTION_LOWER = lowercase_twin(FRACTION_PATTERN)
RATIO_LOWER = lowercase_twin(RATIO_PATTERN)
RATIO_NOUN_LOWER = lowercase_twin(RATIO_NOUN_BETWEEN)


def language_code(language: str) -> str:
    """The two-letter code text2num reads for an article's language ("es-VE" -> "es")."""
    code = (language or "en").split("-")[0].split("_")[0].lower()
    return code if code in TEXT2NUM_LANGUAGES else "en"


def parse_number(text: str, *, language: str = "en") -> Decimal | None:
    """The value of a string that is one number and nothing else, or None.

    "235,000" -> 235000, "1.6 million" -> 1600000, "two dozen" -> 24,
    "doscientos treinta y cinco mil" -> 235000 (with language="es").
    """
    stripped = text.strip()
    mentions = find_numbers(stripped, language=language)
    if len(mentions) != 1:
        return None
    mention = mentions[0]
    if mention.start != 0 or mention.end != len(stripped):
        return None
    return mention.value


def find_numbers(text: str, *, language: str = "en") -> list[NumberMention]:
    """Every quantity in `text`, in order, none overlapping another."""
    lang = language_code(language)
    mentions: list[NumberMention] = []
    taken = bytearray(len(text))

    def take(mention: NumberMention) -> None:
        mentions.append(mention)
        taken[mention.start : mention.end] = b"\x01" * max(0, mention.end - mention.start)

    def free(start: int, end: int) -> bool:
        return taken.find(1, start, end) == -1

    lower = lowered_text(text)
    # Most articles have no half: the patterns that need one run only when it is there.
    english_half = "half" in lower
    halves = english_half or "medi" in lower
    # Likewise the shares ("a third of", "by a quarter", "un tercio") and Spanish round
    # counts ("un centenar"): each pattern needs one of these words.
    parts_en = holds_any(lower, PART_WORDS_EN)
    parts_es = holds_any(lower, ("tercio", "cuarta", "quinta"))
    fractions = parts_en or parts_es or "mitad" in lower or "décima" in lower
    # "durante media hora", "half an hour", "un cuarto de hora": a part of an hour.
    for start, end, value in hour_fractions(lower):
        take(NumberMention(start, end, value, in_words=True))
    for start, end, value in hours_and_a_part(lower) if lang == "es" else ():
        take(NumberMention(start, end, value, in_words=True, measure="hora"))
    # "by two hundredths of a second", "three-tenths of a second": a part of a second.
    for start, end, value in second_parts(lower) if lang == "en" else ():
        if free(start, end):
            take(NumberMention(start, end, value, in_words=True))

    for match in HALF_DOZEN_LOWER.finditer(lower) if halves else ():
        take(NumberMention(match.start(), match.end(), Decimal(6), in_words=True, dozens=True))
    for match in A_DOZEN_LOWER.finditer(lower) if holds_any(lower, ("dozen", "docena")) else ():
        if free(match.start(), match.end()):
            take(NumberMention(match.start(), match.end(), Decimal(12), in_words=True, dozens=True))

    for match in HALF_SCALE_LOWER.finditer(lower) if halves else ():
        if free(match.start(), match.end()):
            value = Decimal(SCALES[match.group("scale").lower()]) / 2
            # "medio millón", "half a million": rounded, approximately, as a count in dozens.
            take(NumberMention(match.start(), match.end(), tidy_decimal(value), in_words=True, dozens=True))
    for match in QUARTER_SCALE_LOWER.finditer(lower) if "quart" in lower or "cuarto" in lower else ():
        if free(match.start(), match.end()):
            share = Decimal("0.75") if match.group("part").lower().startswith(("three", "tres")) else Decimal("0.25")
            value = Decimal(SCALES[match.group("scale").lower()]) * share
            # Rounded as "half a million" is: read as approximately, as a count in dozens.
            take(NumberMention(match.start(), match.end(), tidy_decimal(value), in_words=True, dozens=True))
    for match in A_UNIT_AND_A_HALF_LOWER.finditer(lower) if halves or "quarter" in lower else ():
        if free(match.start(), match.end("article")):
            value = Decimal("1.25") if match.group("part").lower() == "quarter" else Decimal("1.5")
            take(NumberMention(match.start(), match.end("article"), value, in_words=True))
    for match in FRACTION_LOWER.finditer(lower) if fractions else ():
        fraction = fraction_mention(match)
        if (
            fraction is not None
            and free(match.start(), match.end())
            and not (
                match.group("count") is None
                and ORDINAL_PART_BEFORE.search(lower, max(0, match.start() - 12), match.start())
            )
        ):
            take(fraction)
    for match in FRACTION_AFTER_BOUND.finditer(text) if lang == "en" and parts_en else ():
        fraction = fraction_mention(match)
        if fraction is not None and free(match.start("fraction"), match.end("fraction")):
            take(replace(fraction, start=match.start("fraction"), end=match.end("fraction")))
    for match in FRACTION_AFTER_BY.finditer(text) if parts_en else ():
        fraction = fraction_mention(match)
        if fraction is not None and free(match.start("fraction"), match.end("fraction")):
            take(replace(fraction, start=match.start("fraction"), end=match.end("fraction")))
    for match in FRACTION_AFTER_CHANGE_ES.finditer(text) if lang == "es" and parts_es else ():
        fraction = fraction_mention(match)
        if fraction is not None and free(match.start("fraction"), match.end("fraction")):
            take(replace(fraction, start=match.start("fraction"), end=match.end("fraction")))
    for match in (
        HUNDREDS_ES_LOWER.finditer(lower) if lang == "es" and ("centenar" in lower or "millar" in lower) else ()
    ):
        if free(match.start(), match.end()):
            # Written out round, so approximately, as "two dozen" is.
            scale = 100 if match.group("scale").lower() == "centenar" else 1000
            value = tidy_decimal(Decimal(str(HUNDREDS_COUNTS[match.group("count").lower()] * scale)))
            take(NumberMention(match.start(), match.end(), value, in_words=True, dozens=True))
    for start, end, value in tens_counts(text) if lang == "es" else ():
        if free(start, end):
            take(NumberMention(start, end, value, in_words=True, dozens=True))
    for start, end, value in bare_mil_counts(text) if lang == "es" and "mil " in lower else ():
        if free(start, end):
            take(NumberMention(start, end, value))
    for fraction in more_fractions(text, lang):
        if free(fraction.start, fraction.end):
            take(fraction)
    for part in parts_of_a_point(text, lang):
        if free(part.start, part.end):
            take(part)
    ratios = bool(RATIO_WHOLE_LOWER.search(lower))
    for match in RATIO_LOWER.finditer(lower) if ratios else ():
        ratio = ratio_mention(match)
        if ratio is not None and free(match.start(), match.end()):
            take(ratio)
    for match in RATIO_NOUN_LOWER.finditer(lower) if ratios else ():
        ratio = ratio_mention(match)
        if ratio is not None and free(match.start(), match.end()):
            take(ratio)

    for match in VAGUE_LOWER.finditer(lower):
        if not free(match.start(), match.end()):
            continue
        words = match.group().lower()
        # After a number these words are a scale or a multiple ("dos millones",
        # "dos docenas", "1,6 millones"), read below, not a vague count.
        if words in SCALE_PLURALS and _number_before(text, match.start(), lang):
            continue
        take(NumberMention(match.start(), match.end(), None, vague=True, in_words=True))

    signs = CURRENCY_SIGNS
    if lang == "es":
        # "$1.200" in a text from Santiago de Chile is pesos (`claims.extraction.dollar_sign`).
        signs = {**CURRENCY_SIGNS_ES, "$": dollar_sign_currency(text)} if "$" in text else CURRENCY_SIGNS_ES
    # "1,380 calorías" in a text that writes "2.1 millones": a comma for thousands.
    marks = "en" if lang == "es" and "," in text and writes_decimal_points(text) else lang
    for match in DIGITS_PATTERN.finditer(text):
        start, end = match.start(), match.end()
        if not free(start, end):
            continue
        value = _digits_value(match.group("digits"), match.group("sep"), marks)
        if value is None:
            continue
        plain = match.group("sep") is None and not re.search(r"[.,]", match.group("digits"))
        suffix = (match.group("suffix") or "").lower()
        currency = sign_unit(signs, match.group("currency"))
        if suffix:
            # A bare "5m" is five metres; only money takes these abbreviations, and
            # the upper end of a range of money takes the sign of the lower ("$2-3bn").
            shared = CURRENCY_RANGE_BEFORE.search(text, max(0, start - 20), start) or MORE_MONEY_BEFORE.search(
                text, max(0, start - 120), start
            )
            # (MORE_MONEY_BEFORE ignores case, and "rs", "usd" or "fj$" in lower case is no sign.)
            currency = currency or (sign_unit(signs, shared.group("currency")) if shared else "")
            # "1.2m homes" counts millions; "a 5m wall" and "the 100m hurdles" are metres.
            count = PLURAL_NOUN_AFTER.match(text, end) and ("." in match.group("digits") or value < 100)
            if not currency and not count:
                continue
            value *= SCALE_SUFFIXES[suffix]
            plain = False
        else:
            scale = SCALE_AFTER_PATTERN.match(text, end)
            if scale:
                value *= SCALES[scale.group("word").lower()]
                end = scale.end()
                plain = False
                if lang == "es" and scale.group("word").lower() == "mil":
                    value, end = after_mil(text, end, value)
        measure = match.group("measure") or ""
        if (
            measure == "p"
            and not PRICE_BEFORE.search(text, max(0, start - 12), start)
            and not SHARE_OF_A_POUND_AFTER.match(text, end)
            and not (
                PENCE_GOVERNED_BEFORE.search(text, max(0, start - 16), start)
                and match.group("digits") not in VIDEO_RESOLUTIONS
                and POUNDS_NAMED.search(text)
            )
        ):
            # "at 184p", "from 290p to 210p": pence read where a price is quoted, or
            # as a share of a pound ("almost 70p of every pound it spends").
            continue
        if match.group("degrees"):
            # "41.3C", "41,3 ºC": a temperature.
            measure = "°" + (match.group("degrees").strip(" °º") or "C")
        take(
            NumberMention(
                start, end, tidy_decimal(value), currency=currency, measure=measure, plain_integer=plain and not measure
            )
        )

    for mention in windows_of_one(lower, lang):
        if free(mention.start, mention.end):
            take(mention)
    for mention in word_numbers(text, lang, taken):
        # "Forty-five crore rupees": text2num knows no Indian scale word.
        indian = INDIAN_SCALE_AFTER.match(text, mention.end) if mention.value is not None else None
        if indian:
            value = tidy_decimal(mention.value * SCALES[indian.group("word").lower()])
            mention = replace(mention, end=indian.end(), value=value)
        take(mention)
    for mention in multiple_mentions(lower, lang, free):
        take(mention)
    for mention in spans_of_one(lower, lang, english_half):
        if free(mention.start, mention.end):
            take(mention)

    mentions = multiplied_by(text, lower, lang, mentions)
    mentions.sort(key=lambda m: m.start)
    mentions = with_halves(text, mentions, lang)
    mentions = [with_dozen_and_percent(text, m) for m in mentions]
    # "cien por cien": the number in a percent sign is the sign's, no mention of its own.
    mentions = [m for i, m in enumerate(mentions) if not (i and mentions[i - 1].percent and m.start < mentions[i - 1].end)]
    mentions = [m for m in mentions if m.value is None or abs(m.value) < LARGEST_VALUE]
    mentions.sort(key=lambda m: m.start)
    return mentions


def _digits_value(digits: str, separator: str | None, lang: str) -> Decimal | None:
    """Read a run of digits with the marks the language uses.

    English writes 235,000.5 and Spanish 235.000,5. A single group written with
    the decimal mark ("1.600" in English, "1,600" in Spanish) is a decimal; a
    number written the other language's way ("3,5" in English) is read as a
    decimal too, as its writer meant.
    """
    decimal_mark = "," if lang in COMMA_DECIMAL_LANGUAGES else "."
    if separator:
        if separator == decimal_mark and digits.count(separator) == 1:
            return to_decimal(digits.replace(separator, "."))
        body = digits.replace(separator, "")
        return to_decimal(body.replace(",", "."))
    return to_decimal(digits.replace(",", "."))


def _number_before(text: str, position: int, lang: str) -> bool:
    """Whether the word just before `position` is a number ("1,6", "dos")."""
    match = WORD_BEFORE_PATTERN.search(text, max(0, position - 40), position)
    if not match:
        return False
    word = match.group(1)
    if word[-1].isdigit():
        return True
    try:
        text2num(word.lower(), lang)
    except ValueError:
        return False
    return True


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
