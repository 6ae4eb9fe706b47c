"""What a figure takes from the other figures of its article, once each has been read:
the unit of the same number said before ("by 50 basis points" … "Cutting by 50"), the
qualifier of the figure a bracket converts ("as much as 18 feet (5.5 meters)"), the
currency of an amount in millions with no noun, the other side's tally ("41 veces a
puerta, por 29 del Rioseco"), the votes of a vote's tally ("voted 61 to 34"), the noun
of the figure before for a number only described ("frente a los 36 habituales"), the share a number is after "De cada
100 reales, …", and whether a number in words only
says again a figure already counted ("Ninety-six million dollars", '"Nine days," she
said'; not "a million more") or after a definite article ("Las tres granjas" after "en tres granjas").
`claims.extraction.figures` reads the figures and calls these."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.non_claims import headline_end
from claims.extraction.number_words import NumberMention, tidy_decimal
from claims.extraction.unit_kinds import MONEY_NOUNS, MONEY_UNITS, PERCENT_UNIT, TIME_UNIT_WORD, TIMES_UNIT
from claims.extraction.units import NOT_A_PARTICIPLE, SCALE_WORD_AT_END


if TYPE_CHECKING:
    from claims.extraction.figure_reader import Figure


# An amount said again opens its sentence or quotation, as what the sentence is about:
# '"Ninety-six million dollars is a lot of money"'.
ECHO_OPENS_BEFORE = re.compile(r"(?:^|[.!?]\s+|\n|[\"“«]\s*)$")
# A quotation that opens on the number: '"Nine days," she said.'
QUOTATION_OPENS_BEFORE = re.compile(r"[\"“«]\s*$")
# '"Twelve years. That is what his life was worth?"': or a fragment of its own.
QUOTED_ALONE_AFTER = re.compile(r"(?:\s+[^\W\d_]+)?(?:[,.!?]?\s*[\"”»]|[.!?]\s)")
# "killed a million people and forced more than a million more to flee": a count of more
# of the same, besides the one said before.
FURTHER_COUNT_AFTER = re.compile(r"\s+(?:more|más)\b", re.IGNORECASE)


# "De cada 100 reales en multas, …", "Out of every 100 dollars raised, …": a clause
# that opens on a hundred of something makes the next number in its sentence a share.
EVERY_HUNDRED_BEFORE = re.compile(r"(?:^|[.;:!?]\s+|\n)[\"“«]?(?i:de\s+cada|out\s+of\s+every|of\s+every)\s+$")


def shares_of_every_hundred(text: str, figures: list[Figure]) -> list[Figure]:
    """ "De cada 100 reales en multas, el Estado recauda menos de 5": the hundred is the
    base and no figure of its own; the number the sentence then gives is a percentage
    of it (5 less than %)."""
    result = []
    base: Figure | None = None
    for figure in figures:
        if (
            figure.value == 100
            and not figure.vague
            and EVERY_HUNDRED_BEFORE.search(text, max(0, figure.start - 20), figure.start)
        ):
            base = figure
            continue
        if base is not None and not figure.vague and not re.search(r"[.!?\n]", text[base.end : figure.start]):
            figure = replace(figure, unit="%")
        elif base is not None:
            result.append(base)
        base = None
        result.append(figure)
    if base is not None:
        result.append(base)
    return result


def with_converted_qualifier(text: str, figure: Figure, before: Figure | None) -> Figure:
    """ "as much as 18 feet (5.5 meters)": a figure converted in brackets says what the
    one before it says, qualifier included."""
    if (
        before is None
        or figure.start != figure.number_start
        or before.qualifier in {"", "exact"}
        # "above 44 degrees Celsius (111 Fahrenheit)": the scale may end the unit before;
        # "up to 215 km per hour (134 mph)": so may the time it is measured over.
        or not re.fullmatch(
            # "about 195 km/h (121 mph)": or its abbreviation after a slash.
            r"(?:\s+(?:Celsius|Fahrenheit|centigrade|(?:per|por|an?)\s+(?:hour|hora|second|segundo))|/(?:h|hr|s))?"
            r"\s*\(\s*",
            text[before.end : figure.start],
        )
    ):
        return figure
    return replace(figure, qualifier=before.qualifier)


def with_repeated_unit(text: str, figure: Figure, earlier: list[Figure], later: list[Figure]) -> Figure:
    """ "cut its rate by 50 basis points … "Cutting by 50 is a big swing"": a number with
    nothing counted after it that repeats a figure the article gave before counts what
    that figure counted. A headline drops what it counts ("Nile floods displace 380,000",
    "Hosepipe ban for 2.3 million"): its number counts what the body counts when it tells
    the same number ("displaced 380,000 people", "2.3 million customers")."""
    if figure.unit or figure.vague or figure.value is None:
        return figure
    body_start = headline_end(text)
    told_again = [other for other in later if other.start >= body_start] if figure.end <= body_start else []
    for other in [*reversed(earlier), *told_again]:
        if other.value == figure.value and other.unit and not other.vague:
            return replace(figure, unit=other.unit)
    return figure


# "up from 958", "frente a los 12,5", "compared with 40": the figure before is compared.
COMPARED_BEFORE = re.compile(
    r"(?:\b(?:up|down)\s+from|\bcompared\s+with|\bagainst|\bfrente\s+a(?:\s+(?:los|las))?|"
    # "96 staff, well short of the 200 the agency says it needs".
    r"\bshort\s+of(?:\s+the)?|"
    # "beating the previous record of 149,500", "lejos del récord de 3,7 millones".
    r"\b(?:previous|old|former)\s+record\s+of|\br[eé]cord\s+(?:anterior\s+)?de|\banterior\s+r[eé]cord\s+de)\s+$",
    re.IGNORECASE,
)
# "finished with 14 points, three ahead of Kestrel", "40 points, two behind Leeds": a
# margin over another side, in what the figure before counted.
MARGIN_AFTER = re.compile(r"\s+(?:ahead\s+of|behind|clear\s+of|adrift\s+of)\b", re.IGNORECASE)
# "Of those counted, 1,163 were unsheltered", "De los atendidos, 40 …": part of the
# group the article counted last.
OF_THOSE_COUNTED_BEFORE = re.compile(
    r"\b(?:of\s+those|of\s+them|de\s+(?:ellos|ellas|los|las))\s+[a-záéíóúñ]+,\s+$", re.IGNORECASE
)
LONE_PARTICIPLE = re.compile(rf"{NOT_A_PARTICIPLE}(?:[a-záéíóúñ]+(?:ad|id)[oa]s?|[a-z]{{3,}}ed)", re.IGNORECASE)
SCALE_FACTORS = {"mil": 1000, "million": 10**6, "millions": 10**6, "millones": 10**6, "millón": 10**6}


# "lanzó 41 veces a puerta, por 29 del Rioseco": one side's tally set against the
# other's, named after it.
SIDE_TALLY_BEFORE = re.compile(r"(?:,\s+|\s)por\s+$")
SIDE_NAMED_AFTER = re.compile(r"\s+(?:del|de\s+(?:la|los|las))\s+[A-ZÁÉÍÓÚÑ]")


# "The Senate voted 61 to 34", "el pleno votó 14 a 11": a vote's tally counts votes.
VOTE_TALLY = re.compile(
    r"\b(?P<verb>voted|votó|votaron)\s+(?P<first>\d[\d,.]*)\s*(?:to|a|-|–)\s*(?P<second>\d[\d,.]*)(?![\d,.]*\s*%)",
    re.IGNORECASE,
)


def with_vote_tally_unit(text: str, figure: Figure) -> Figure:
    """Each side of a vote's tally with nothing counted after it counts votes:
    "voted 61 to 34" (votes), "votó 14 a 11" (votos)."""
    if figure.unit or figure.vague:
        return figure
    for match in VOTE_TALLY.finditer(text, max(0, figure.start - 40), figure.end + 30):
        if figure.start in (match.start("first"), match.start("second")):
            return replace(figure, unit="votes" if match.group("verb").lower() == "voted" else "votos")
    return figure


def with_side_tally_unit(text: str, figure: Figure, earlier: list[Figure]) -> Figure:
    """The tally of the other side counts what the first side's did: "41 veces a
    puerta, por 29 del Rioseco" (veces)."""
    if figure.unit or figure.vague or not earlier:
        return figure
    before = earlier[-1]
    between = text[before.end : figure.start]
    if not before.unit or len(between) > 60 or re.search(r"[.;!?]\s|\n", between):
        return figure
    if not SIDE_TALLY_BEFORE.search(text, max(0, figure.start - 10), figure.start):
        return figure
    if not SIDE_NAMED_AFTER.match(text, figure.end):
        return figure
    return replace(figure, unit=before.unit)


def with_compared_unit(text: str, figure: Figure, earlier: list[Figure]) -> Figure:
    """ "1,163 were unsheltered, up from 958 a year earlier": a number with nothing
    counted that the sentence compares with the figure before it counts what that one
    counts (also when only a participle follows it: "frente a las 16 permitidas"), and
    takes its scale too ("costó 38 millones de euros frente a los 12,5");
    "Of those counted, 1,163 …" counts part of what the article counted last."""
    if figure.vague or figure.value is None or not earlier:
        return figure
    window = text[max(0, figure.start - 30) : figure.start]
    if COMPARED_BEFORE.search(window):
        before = earlier[-1]
        if "\n" in text[before.end : figure.start] or re.search(r"[.;!?]\s", text[before.end : figure.start]):
            return figure
        when = TIME_AFTER.match(text, figure.number_end)
        if figure.unit and when and figure.unit.lower() in when.group().lower():
            # "6,3 noches, frente a 5,1 la temporada anterior": when, not what.
            figure = replace(figure, unit="")
        compared = _of_the_same_order(text, figure, earlier)
        if compared is not before and (not figure.unit or figure.unit == before.unit):
            # "1,900 patients … waited over 12 hours, up from 1,240": the figure of the
            # compared number's order, not the nearest.
            return replace(figure, unit=compared.unit)
    elif OF_THOSE_COUNTED_BEFORE.search(window) and not figure.unit:
        before = next((other for other in reversed(earlier) if _counts_things(other)), None)
        if before is None or figure.start - before.end > 600:
            return figure
        return replace(figure, unit=before.unit)
    else:
        return figure
    if not _counts_things(before) and before.unit not in MONEY_UNITS:
        return figure
    if not figure.unit or (LONE_PARTICIPLE.fullmatch(figure.unit) and figure.unit != before.unit):
        # "no podrán superar las 10 personas, frente a las 16 permitidas hoy": a
        # participle says what is done to the things, the figure before what they are.
        return replace(figure, unit=before.unit)
    if figure.unit == before.unit and before.unit in MONEY_UNITS:
        scale = SCALE_WORD_AT_END.search(text, before.number_start, before.number_end)
        number = text[figure.number_start : figure.number_end]
        factor = SCALE_FACTORS.get(scale.group().lower(), 1) if scale else 1
        if factor > 1 and figure.value < 1000 and not SCALE_WORD_AT_END.search(number):
            # "38 millones de euros frente a los 12,5": the same millions.
            return replace(figure, value=tidy_decimal(figure.value * factor))
    return figure


# "frente a 5,1 la temporada anterior", "up from 40 last year": when the number compared
# was counted, read as its noun.
TIME_AFTER = re.compile(
    r"\s+(?:la|el|the)\s+(?:temporada|año|edición|semana|mes|campaña|season|year|week|month)\s+"
    r"(?:anterior|pasad[oa]|previous|before)\b|\s+last\s+(?:season|year|week|month)\b",
    re.IGNORECASE,
)


COMPLEMENT_BEFORE = re.compile(
    r"\b(?:en|in|on|at|over|during|across|durante|sobre|de|del|for)\s+(?:(?:sus|su|los|las|el|la|the|its|their)\s+)?$",
    re.IGNORECASE,
)


def _of_the_same_order(text: str, figure: Figure, earlier: list[Figure]) -> Figure:
    """The figure a number is compared with: the one just before it, unless that one is
    over ten times bigger or smaller (and no amount in millions the number shares) and
    the earlier figure of the sentence counting things closest to it in size is within
    three times, or, when the nearest is a complement after a preposition, within thirty
    times and three times closer ("60 quintales en sus 12 hectáreas, frente a los 1.400":
    quintales; not "612 stores … about three bags a year, compared with more than 110")."""
    before = earlier[-1]
    if _ratio(before, figure) <= 10 or SCALE_WORD_AT_END.search(text, before.number_start, before.number_end):
        return before
    closest = before
    for other in reversed(earlier[:-1]):
        between = text[other.end : figure.start]
        if "\n" in between or re.search(r"[.;!?]\s", between):
            break
        if _counts_things(other) and _ratio(other, figure) < _ratio(closest, figure):
            closest = other
    if _ratio(closest, figure) <= 3:
        return closest
    if COMPLEMENT_BEFORE.search(text, max(0, before.start - 20), before.start):
        # "60 quintales en sus 12 hectáreas, frente a los 1.400": the nearest only says where.
        return closest if _ratio(closest, figure) <= min(30, _ratio(before, figure) / 3) else before
    return before


def _ratio(one: Figure, other: Figure) -> float:
    if not one.value or not other.value or one.value <= 0 or other.value <= 0:
        return float("inf")
    return float(max(one.value, other.value) / min(one.value, other.value))


# "frente a los 36 habituales", "las cuatro existentes", "16 femeninas": words that say
# which of the things counted before, or how they are, and never name things themselves.
DESCRIBING_WORDS = frozenset(
    """habitual habituales actual actuales existente existentes anterior anteriores previo previos previa previas
    usual usuales permanente permanentes temporal temporales directo directos directa directas
    femenino femeninos femenina femeninas masculino masculinos masculina masculinas nuevo nuevos nueva nuevas
    adicional adicionales disponible disponibles operativo operativos operativa operativas""".split()
)


# "350 permanent ones", "180 international ones": English says the describing word with
# "ones" (not "loved ones", "little ones", people of their own).
DESCRIBED_ONES = re.compile(r"(?!(?:loved|little|young|dear)\s)[a-z-]+\s+ones", re.IGNORECASE)


def with_described_unit(text: str, figure: Figure, earlier: list[Figure]) -> Figure:
    """ "24 buques diarios, frente a los 36 habituales", "24 selecciones masculinas y 16
    femeninas", "12 mil empleos durante la obra y 4 mil permanentes", "1,000 construction
    jobs and 350 permanent ones": a number followed only by a word that describes (in
    English with "ones") counts what the figure before it in its sentence counted
    (buques, selecciones, empleos, jobs), that figure's own describing words left out (all
    but its head noun before "ones")."""
    described = figure.unit.lower() in DESCRIBING_WORDS or DESCRIBED_ONES.fullmatch(figure.unit)
    if figure.vague or not described or not earlier:
        return figure
    before = earlier[-1]
    between = text[before.end : figure.start]
    if len(between) > 200 or "\n" in between or re.search(r"[.;!?]\s", between):
        return figure
    if not _counts_things(before) and before.unit not in MONEY_UNITS:
        return figure
    noun = " ".join(word for word in before.unit.split() if word.lower() not in DESCRIBING_WORDS)
    if noun and DESCRIBED_ONES.fullmatch(figure.unit):
        # "252 domestic flights and 180 international ones": the head noun alone.
        noun = noun.split()[-1]
    return replace(figure, unit=noun) if noun else figure


def _counts_things(figure: Figure) -> bool:
    return bool(figure.unit) and not figure.vague and not (
        PERCENT_UNIT.fullmatch(figure.unit) or TIMES_UNIT.fullmatch(figure.unit) or figure.unit in MONEY_UNITS
    )


def with_money_unit(text: str, figure: Figure, earlier: list[Figure], later: list[Figure]) -> Figure:
    """ "… 3.200 millones de euros. Las cuentas incluyen 14 millones para …": an amount in
    millions with no noun counts the money the article counted last. "La multa asciende
    a 1,2 millones": an amount that a word for money is said to reach counts the
    currency the article names, before it or else after it, not fines."""
    if figure.vague:
        return figure
    named_money = _a_word_for_money(figure.unit) and figure.unit not in text[figure.number_end : figure.end]
    if named_money:
        candidates = [*reversed(earlier), *later]
    elif (not figure.unit or _participle_after(text, figure)) and SCALE_WORD_AT_END.search(
        text, figure.number_start, figure.number_end
    ):
        # "niega haber desviado 3,4 millones" in a headline: else the currency the
        # article gives the same amount in later ("3,4 millones de euros"), or, a
        # headline's amount rounded, one it rounds ("una deuda de 186 millones" over "un
        # pasivo de 186,4 millones de euros").
        candidates = [
            *reversed(earlier),
            *(other for other in later if other.value == figure.value or _rounded_in_headline(text, figure, other)),
        ]
    else:
        return figure
    for other in candidates:
        # "(unos 41 millones de dólares)": a conversion in brackets is not the money counted.
        if other.unit in MONEY_UNITS and not CONVERSION_BEFORE.search(text, max(0, other.start - 12), other.start):
            return replace(figure, unit=other.unit)
    return figure


def _rounded_in_headline(text: str, figure: Figure, other: Figure) -> bool:
    """Whether `figure`, an amount in the headline, is `other`, said in the body, rounded
    to the last digit the headline writes ("186 millones" for 186,4 millones, "11
    millones" for 11,3 millones; not "30 millones" for 34 millones)."""
    end = headline_end(text)
    if figure.value is None or other.value is None or figure.end > end or other.start < end:
        return False
    digits = re.sub(r"\D", "", text[figure.number_start : figure.number_end].split()[0])
    if not digits or int(digits) == 0:
        return False
    step = figure.value / int(digits)
    return abs(other.value - figure.value) * 2 < step


# The Spanish words for money an adjective follows ("las pérdidas acumuladas"); in
# English a word after one is a noun of its own ("loss adjusters").
SPANISH_MONEY_NOUNS = re.compile(
    r"beneficios?|pérdidas?|presupuestos?|inversi(?:ón|ones)|deudas?|ingresos|facturación|costes?|costos?|multas?|"
    r"subvenci(?:ón|ones)|ayudas?|fondos?|déficit|superávit|sanci(?:ón|ones)|indemnizaci(?:ón|ones)|importes?|gastos?"
)


def _a_word_for_money(unit: str) -> bool:
    """ "la multa", "las pérdidas acumuladas", "el coste final": a word for money, alone or,
    in Spanish, with one adjective after it (not "de …", what it is of)."""
    words = unit.split()
    return bool(MONEY_NOUNS.fullmatch(unit)) or (
        len(words) == 2
        and bool(SPANISH_MONEY_NOUNS.fullmatch(words[0]))
        and words[1].isalpha()
        and words[1].islower()
        and words[1] not in {"de", "del", "of", "en", "in", "por", "per", "para", "for"}
    )


CONVERSION_BEFORE = re.compile(r"\(\s*(?:(?:unos|unas|about|some|around|roughly)\s+)?$", re.IGNORECASE)


def _participle_after(text: str, figure: Figure) -> bool:
    """ "los 12,5 millones presupuestados": a participle right after the millions (no
    "de") says what the money was, not what it is in."""
    return bool(LONE_PARTICIPLE.fullmatch(figure.unit)) and bool(
        re.match(r"\s+" + re.escape(figure.unit) + r"\b", text[figure.number_end : figure.end])
    )


# "Las tres granjas", "the two shelters": a definite article before the number.
DEFINITE_BEFORE = re.compile(r"\b(?:the|these|those|los|las|estos|estas|esos|esas)\s+$", re.IGNORECASE)
# "over the three days", "durante los cuatro días de competición": a span of time after a
# preposition of a window and the article.
WINDOW_BEFORE = re.compile(
    r"\b(?:over|across|during|throughout|in|durante|en|a\s+lo\s+largo\s+de)\s+(?:the|los|las)\s+$", re.IGNORECASE
)


def names_again(text: str, mention: NumberMention, figure: Figure, earlier: list[Figure]) -> bool:
    """ "… en tres granjas del municipio. … Las tres granjas pertenecen a …", "its two
    shelters … the larger of the two shelters": the same small number in words of the
    same things after a definite article points back at a figure already counted.
    Digits ("Los 17 mineros que permanecían atrapados") say the figure again, and the
    corpus counts them again. A figure told only in the headline is not yet counted: the
    body's first telling is the news itself ("Rescatan con vida a los siete mineros" over
    "Los siete mineros que quedaron atrapados … fueron rescatados")."""
    if not mention.in_words or figure.value is None or figure.vague or not figure.unit or figure.start != figure.number_start:
        return False
    if not DEFINITE_BEFORE.search(text, max(0, figure.start - 8), figure.start):
        return False
    head = figure.unit.split()[0].lower()
    if TIME_UNIT_WORD.fullmatch(head) and WINDOW_BEFORE.search(text, max(0, figure.start - 30), figure.start):
        # "a three-day tournament … 120,000 tickets were sold over the three days": the span
        # a figure was counted over is its window, a figure of its own, though named before.
        return False
    body_start = headline_end(text)
    return any(
        other.value == figure.value and other.unit.split()[:1] == [head] and other.start >= body_start
        for other in earlier
    )


def restates_in_words(text: str, mention: NumberMention, figure: Figure, earlier: list[Figure]) -> bool:
    """ "… C$96 million … «Ninety-six million dollars is a lot of money»": a large amount
    spelled out again in words is the figure already counted, not a new one; so is a
    quotation that opens by repeating one ("roughly nine days of revenue … "Nine days,"
    she said")."""
    if not mention.in_words or figure.value is None:
        return False
    if figure.value >= 1000:
        if FURTHER_COUNT_AFTER.match(text, mention.end) or not ECHO_OPENS_BEFORE.search(
            text, max(0, mention.start - 4), mention.start
        ):
            # "They bought two votes for one and a half billion crowns": a claim of its own.
            return False
        return any(other.value == figure.value and _same_kind(other.unit, figure.unit) for other in earlier)
    echoed = QUOTATION_OPENS_BEFORE.search(text, max(0, mention.start - 3), mention.start) and QUOTED_ALONE_AFTER.match(
        text, mention.end
    )
    return bool(echoed) and any(
        other.value == figure.value and other.unit.split()[:1] == figure.unit.split()[:1] for other in earlier
    )


def _same_kind(unit: str, other: str) -> bool:
    return unit == other or (unit in MONEY_UNITS and other in MONEY_UNITS)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
