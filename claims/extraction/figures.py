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
  the verbs "topped", "surpassed", "exceeded", "can exceed", "superó", "superaba",
  "rebasó", and a "+" ("1,000+");
- at_least: "at least", "no fewer than", "al menos", "por lo menos", "or more";
- at_most: "up to", "at most", "as many as", "as large as", "no more than", "within" ("within 14
  days"), "hasta", "en un plazo de", "or fewer", "cannot exceed", and a "more than"
  its clause denies ("no pharmacy would lose more than 2%", "ningún hogar pagará más de
  30 euros");
- less_than: "fewer than", "less than", "under", "below", "menos de", and also
  "nearly", "almost", "casi", "roza", "nears": "nearly 1,000" says the true figure is below 1,000 and
  close to it, so a fact-checker tests it as an upper bound, not as a round number;
- approximately: "about", "around", "roughly", "some", "an estimated", "close to",
  "was estimated at", "se estimó en", "estimado (inicialmente) en", "un coste estimado
  de", "unos", "alrededor de", "cerca de";
- exact, whatever the words before: an expectation a comparison names ("por encima del
  0,4 % que esperaban los analistas") and a target however round ("pledged to create
  one million jobs");
- multiples told in the past ("more than doubled", "se triplicó") are 2 or 3 "times",
  and so is a count of times ("three times as high", "twice as many", "dos veces");
  and so is a multiple said as a noun or an adjective ("nearly triple its budget",
  "casi el doble que", "cerca del triple", "se multiplicaron por tres");
  "a" after a qualifier before a unit ("more than a year") is one; a conversion in
  brackets ("as much as 18 feet (5.5 meters)") takes the qualifier before it;
- with no qualifier word, a count in dozens ("two dozen", "un centenar", "medio
  millar"), half of an order of magnitude ("medio millón", "half a million") and a
  round sum the sentence weighs as such ("One thousand defectors is not many") are
  approximately: writing a number out that way rounds it. An order of magnitude in
  words ("a thousand dollars", "un millón de adultos", "mil familias"), a count of
  them ("three thousand pounds", "tres mil pacientes", "trescientos euros"), digits
  ("235,000", "1.6 million") and percentages ("ninety percent") are exact;
- vague counts ("dozens", "a handful", "several dozen", "varias decenas") have no
  value and no qualifier;
- fractions ("a third of the budget", "la mitad de los votos") are percentages of
  what follows "of": value rounded to one decimal (33.3), qualifier from the words
  before ("about a third" -> approximately, "nearly half" -> less_than) and, with
  none, "exact" when the share is exact (a half, a quarter) and "approximately"
  when rounding changed it (a third, two-thirds). A Spanish share may also be the
  subject of its verb with no "de" ("… y un tercio contrata excursiones"), and "reduce
  a la mitad" halves: 50%.

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
the noun phrase ("410 mostly young volunteers" -> volunteers). A bare count takes the
noun of the figure in its sentence or the one before ("La aerolínea canceló 40 vuelos.
Se cancelaron 58" -> vuelos), a number said again counts what it counted the first
time ("by 50 basis points" … "Cutting by 50"), and an amount said of a word for money ("La multa
asciende a 1,2 millones") counts the currency the article names.

Where the rules live: this module reads the numbers of a text in turn (ranges, rates
"per 100,000", the unit carried over from the figure before, money in millions) and
`claims.extraction.figure_reader` reads each one into a `Figure`;
`claims.extraction.figure_dates` says which numbers date or frame rather than count,
`claims.extraction.qualifiers` reads the qualifier, `claims.extraction.units` the
unit after the number and `claims.extraction.sentence_units` the unit its sentence
gives, `claims.extraction.figure_estimates` who puts a figure at a value, and
`claims.extraction.figure_context` what a figure takes from the others in its article.
"""

import re
from dataclasses import replace

from claims.extraction.caseless import lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.anaphoric_units import with_anaphoric_unit
from claims.extraction.audience_units import with_audience_unit
from claims.extraction.count_complements import adds_more, describes_the_count_before, head_count
from claims.extraction.described_parts import described_noun
from claims.extraction.figure_context import (
    CONVERSION_BEFORE,
    FURTHER_COUNT_AFTER,
    names_again,
    shares_of_every_hundred,
    restates_in_words,
    with_compared_unit,
    with_described_unit,
    with_side_tally_unit,
    with_vote_tally_unit,
    with_converted_qualifier,
    with_money_unit,
    with_repeated_unit,
)
from claims.extraction.change_ranges import BY_BEFORE, a_range_after_by
from claims.extraction.figure_dates import MONTH_AFTER, SCORE_WORDS
from claims.extraction.figure_estimates import SENTENCE_BOUNDARY
from claims.extraction.figure_groups import NAMED_GROUP, OF_THOSE_AFTER
from claims.extraction.figure_reader import RANGE_FROM_BEFORE, Figure, counts_things, read_figure
from claims.extraction.money_amounts import with_money_before, with_money_said_again
from claims.extraction.reference_levels import with_measured_unit
from claims.extraction.non_figures import inside, non_figure_spans
from claims.extraction.number_words import SCALES, NumberMention, tidy_decimal
from claims.extraction.numbers import SCALE_SUFFIXES, find_numbers
from claims.extraction.or_ranges import a_guess_ahead, an_or_guess
from claims.extraction.sentence_units import SUBJECT_OF_A_VERB_AFTER, unit_from_sentence
from claims.extraction.time_parts import joined_time
from claims.extraction.unit_kinds import PERCENT_UNIT, TIMES_UNIT, counted_after_a_share, is_a_duration, is_a_share
from claims.extraction.units import counted_unit


# "entre un 3 y un 6 %", "entre el 30 % y el 40 %", "entre los 500 y los 700 metros": the
# article may come before each ("entre las 10 y las 14 horas" is a time of day).
RANGE_BETWEEN_BEFORE = re.compile(r"\b(?:between|entre)\s+(?:un\s+|una\s+|el\s+|la\s+|los\s+)?$", re.IGNORECASE)

YEAR_PREPOSITION_BEFORE = re.compile(r"\b(?:in|en|since|desde|during|durante)\s+$", re.IGNORECASE)

RANGE_FROM_OPENING = re.compile(r"(?:^|[.;:!?]\s+|\n)[\"“«]?(?P<from>from|de|desde)\s+$", re.IGNORECASE)

RANGING_FROM_BEFORE = re.compile(
    r"\b(?:range[sd]?|ranging|var(?:y|ies|ied)|van|va|iban|irán|irá|irían|iría|oscilan|oscila|oscilaban|varían|varía|"
    # "La tormenta dejó de 10 a 15 muertos", "se esperan de 200 a 300 asistentes": a toll
    # or a forecast given as a range; "pasó de 500 a 800" is a change.
    r"dejó|dejaron|causó|causaron|provocó|provocaron|hubo|habrá|esperan|calculan|estiman|prevén)\s+"
    r"(?P<from>from|de|desde)\s+$",
    re.IGNORECASE,
)

# "penas de cuatro a seis años", "multas de 600 a 3.000 euros", "fines from £100 to
# £1,000": what a penalty may be is a range (a change names its verb or a noun of
# change: "bajó de 40 a 35", "una subida de 5 a 10 euros").
PENALTY_RANGE_FROM_BEFORE = re.compile(
    r"\b(?:penas?|condenas?|multas?|sanci(?:ón|ones)|inhabilitación|arrestos?|fines?|penalt(?:y|ies)|"
    r"(?:jail|prison)\s+(?:terms?|sentences?)|sentences?)\s+(?:(?:de\s+)?(?:prisión|cárcel)\s+)?"
    r"(?P<from>de|from)\s+$",
    re.IGNORECASE,
)

# "entre -5 y -3 grados": the upper bound may be below zero too.
RANGE_AND = re.compile(r"\s+(?:and|y)\s+(?:un\s+|una\s+|el\s+|la\s+|los\s+)?[-−]?", re.IGNORECASE)

RANGE_TO = re.compile(r"\s*[-–—]\s*|\s+to\s+", re.IGNORECASE)

SCALES_BY_WORD = {**SCALES, **SCALE_SUFFIXES}

SCALE_AT_END = re.compile(
    r"(?<=[\d\s])(?:" + "|".join(sorted(SCALES_BY_WORD, key=len, reverse=True)) + r")$", re.IGNORECASE
)


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
        duration, parts = joined_time(text, mentions, index, language)
        if parts:
            # "2 hours 19 minutes": one figure, in minutes.
            figures += [duration] if duration else []
            index += parts
            continue
        after_range = mentions[index + 2] if index + 2 < len(mentions) else None
        whole_range = _range(text, mention, following, language, after_range, figures) if following else None
        if whole_range:
            figures.append(whole_range)
            index += 2
            continue
        if following and a_guess_ahead(text, mention, following, language):
            index += 2  # "se va a sentir en dos o tres semanas": neither is a figure.
            continue
        if figures and _is_a_rate_base(text, figures[-1], mention):
            # "4.1 per 100,000 inhabitants": the base is part of the rate's unit.
            figures[-1] = _with_rate_base(text, figures[-1], mention)
            index += 1
            continue
        previous = _previous_count(text, figures, mention.start, mention.end)
        in_paragraph = figures[-1] if figures and "\n" not in text[figures[-1].end : mention.start] else None
        # "La aerolínea canceló 40 vuelos. Se cancelaron 58": the sentence before may
        # name what a bare count counts.
        nearby = (
            # "412 cantantes de 29 países. Solo 12 llegaron": the singers, not the countries.
            head_count(text, figures, mention.end)
            if in_paragraph and len(SENTENCE_BOUNDARY.findall(text, in_paragraph.end, mention.start)) <= 1
            else None
        )
        figure = read_figure(
            text,
            mention,
            language=language,
            rest_unit=_the_rest_of(text, mention, figures),
            whole_unit=_whole_of(text, mention, figures),
            previous_unit=previous.unit if previous else "",
            following=following,
            paragraph_unit=in_paragraph.unit if in_paragraph else "",
            nearby_unit=nearby.unit if nearby else "",
        )
        if (
            mention.value is not None
            and not (mention.measure or mention.percent or mention.fraction)
            and not (figure is not None and PERCENT_UNIT.fullmatch(figure.unit))
            and (described := described_noun(text, mention.start, mention.end, language, counted=figure is not None))
        ):
            # "Eleven of those stranded were children": the part counts what it is said to be.
            noun, noun_end = described
            figure = (
                replace(figure, unit=noun, end=max(figure.end, noun_end))
                if figure is not None
                else Figure(mention.start, noun_end, mention.start, mention.end, mention.value, "exact", noun, False)
            )
        if (
            figure is not None
            and not restates_in_words(text, mention, figure, figures)
            and not names_again(text, mention, figure, figures)
        ):
            figures.append(figure)
        index += 1
    figures = shares_of_every_hundred(text, figures)
    figures = [with_repeated_unit(text, figure, figures[:i], figures[i + 1 :]) for i, figure in enumerate(figures)]
    for i, figure in enumerate(figures):
        figures[i] = with_vote_tally_unit(
            text, with_side_tally_unit(text, with_compared_unit(text, figure, figures[:i]), figures[:i])
        )
        figures[i] = with_described_unit(text, figures[i], figures[:i])
    figures = [
        with_converted_qualifier(text, figure, figures[i - 1] if i else None) for i, figure in enumerate(figures)
    ]
    figures = [with_money_unit(text, figure, figures[:i], figures[i + 1 :]) for i, figure in enumerate(figures)]
    figures = [with_anaphoric_unit(text, figure, figures[:i], language) for i, figure in enumerate(figures)]
    figures = with_money_before(text, [with_audience_unit(text, figure) for figure in figures])
    return with_measured_unit(text, with_money_said_again(text, figures))


# "9.3 deaths per 1,000 live births", "4,1 por cada 100.000 habitantes".
RATE_BASE_BEFORE = re.compile(r"\s+(?:per|for\s+every|por\s+cada|por)\s+", re.IGNORECASE)


def _is_a_rate_base(text: str, rate: Figure, mention: NumberMention) -> bool:
    """Whether `mention` is the base of the rate before it: a round 100 or more right
    after "per" or "por cada"."""
    return (
        not rate.vague
        and not (mention.vague or mention.percent or mention.currency or mention.measure)
        and mention.value is not None
        and mention.value >= 100
        and bool(RATE_BASE_BEFORE.fullmatch(text, rate.end, mention.start))
    )


def _with_rate_base(text: str, rate: Figure, base: NumberMention) -> Figure:
    _, base_end = counted_unit(text, base, base.end)
    per = text[rate.end : max(base_end, base.end)].strip()
    return replace(rate, end=max(base_end, base.end), unit=f"{rate.unit} {per}".strip())


WINDOW_BEFORE = re.compile(
    r"\b(?:past|last|next|coming|previous|over|in|within|últim[oa]s|próxim[oa]s|en)\s+(?:the\s+)?$", re.IGNORECASE
)


def _previous_count(
    text: str, figures: list[Figure], position: int, end: int | None = None, further: bool = False
) -> Figure | None:
    """The last figure in the sentence before `position`, passing over shares: in
    "1,9 millones, un 12 % más y casi medio millón más" the half million counts what
    the first figure did. A count that is the subject of a verb (its number ending at
    `end`) passes over a length of time too: in "612 have waited longer than 52 weeks,
    and 38 have waited …" the 38 go on counting what the 612 did."""
    subject = end is not None and bool(SUBJECT_OF_A_VERB_AFTER.match(text, end))
    recent = figures[-4:]
    for at in range(len(recent) - 1, -1, -1):
        figure = recent[at]
        if not _same_sentence(text, figure.end, position):
            return None
        if describes_the_count_before(text, recent, at) and not (further or (end is not None and adds_more(text, end))):
            # "14.318 atletas de 78 países … y 12.905 cruzaron la meta": the count the
            # complement describes is the one the sentence goes on counting.
            continue
        if CONVERSION_BEFORE.search(text, max(0, figure.start - 12), figure.start):
            # "145 million euros ($157 million) that could rise to 170 million": a
            # conversion in brackets is not what the article goes on counting.
            continue
        if is_a_duration(figure.unit) and (
            subject or WINDOW_BEFORE.search(text, max(0, figure.start - 40), figure.start)
        ):
            # "6,240 lines in the past 12 months … and 5,400 a year": the window another
            # figure is counted in counts nothing the sentence goes on counting.
            continue
        if whole := counted_after_a_share(figure.unit):
            return replace(figure, unit=whole)
        if not is_a_share(figure.unit) and not TIMES_UNIT.fullmatch(figure.unit):
            return figure
    return None


def _range(
    text: str,
    low: NumberMention,
    high: NumberMention,
    language: str,
    after: NumberMention | None = None,
    earlier: list[Figure] | None = None,
) -> Figure | None:
    """ "between 200 and 300 people", "200-300 people", "200 to 300 protesters",
    "entre 200 y 300 personas", "seis o siete personas", "3-5%", "entre 1,3 y 1,4 millones": one figure, the lower bound "at_least", counting
    what follows the upper one. "From 200 to 300" is a change, not a range, a pair of
    years ("2010-2015") is a period and "a 3-1 win" a score."""
    if low.vague or high.vague or low.value is None or high.value is None:
        return None
    if low.measure == "times":
        # "Sales tripled to 3,000 units", "se duplicaron hasta 800": a change by a
        # multiple, then where it ended.
        return None
    if low.percent and not high.percent:
        return None
    gap = text[low.end : high.start]
    if len(gap) > 7 and len("".join(gap.split())) > 7:
        # What joins a range's numbers is spaces and at most seven letters or marks ("and
        # una -", "to", "o un", "-"): two numbers further apart are no range, and none of
        # the patterns below is asked.
        return None
    before = text[max(0, low.start - 30) : low.start]
    # "entre -5 y -3 grados": a minus before the lower bound.
    minus = before.endswith((" -", " −"))
    between = RANGE_BETWEEN_BEFORE.search(before[:-1] if minus else before)
    if between and RANGE_AND.fullmatch(gap):
        start = low.start - (len(before) - between.start())
    elif (
        RANGE_TO.fullmatch(gap)
        and not RANGE_FROM_BEFORE.search(before)
        and (
            not BY_BEFORE.search(before)
            # "climbed by 96,000 to 1.82 million": the size of a change, then where it
            # ends; "cut water use by 15 to 20 percent": a range of one change.
            or a_range_after_by(text, low, high, language)
        )
    ):
        start = low.start
    elif (ranging := RANGING_FROM_BEFORE.search(before) or PENALTY_RANGE_FROM_BEFORE.search(before)) and re.fullmatch(
        r"\s+(?:a|to)\s+", gap, re.IGNORECASE
    ):
        # "Estimates range from 2,000 to 3,000 deaths", "van de 2.000 a 3.000": a range.
        start = low.start - (len(before) - ranging.start("from"))
    elif (
        an_or_guess(text, low, high)
        # "houses of two or three storeys" describes them, as "three storeys" would.
        and read_figure(text, high, language=language) is not None
        and not a_guess_ahead(text, low, high, language)
    ):
        # "seis o siete personas", "two or three times": a guess between two near
        # numbers is a range, at least the lower one.
        start = low.start
    elif (opening := RANGE_FROM_OPENING.search(before)) and re.fullmatch(r"\s+(?:a|to)\s+", gap, re.IGNORECASE):
        # "; de 30 a 40 casas sufrieron daños", "From 200 to 300 people attended": no
        # change opens the clause, so it is a range.
        start = low.start - (len(before) - opening.start("from"))
    else:
        return None
    if low.plain_integer and high.plain_integer and all(1000 <= m.value <= 2100 for m in (low, high)):
        return None
    if (
        low.plain_integer
        and high.plain_integer
        and high.value <= 31
        and MONTH_AFTER.match(text[high.end : high.end + 20])
    ):
        # "use-by dates between 14 and 22 September", "entre 14 y 22 de septiembre": days
        # of a month, each a date.
        return None
    if low.plain_integer and 1000 <= low.value <= 2100 and YEAR_PREPOSITION_BEFORE.search(before):
        # "Sales grew in 2023 to 4,500 cars": a year, then where the change ended.
        return None
    # "between 52 and 58 of the 150 seats": what the number after "of the" counts.
    upper = read_figure(text, high, in_range=True, language=language, following=after)
    if upper is None:
        return None
    if not (upper.unit or high.currency or high.measure or high.percent):
        # "ended 3-1": a score, not a range; but "between 1,600 and 1,700 a year" says
        # it is one, and counts what its sentence names ("incursions numbered …").
        if not between:
            return None
        # "runs 140 shops and plans to open between 10 and 12 more": more of what the
        # sentence counted before.
        previous = (
            _previous_count(text, earlier, low.start, further=True)
            if earlier and FURTHER_COUNT_AFTER.match(text, high.end)
            else None
        )
        upper = replace(upper, unit=unit_from_sentence(text, low, start, language, previous.unit if previous else ""))
    if SCORE_WORDS.match(upper.unit):
        return None
    low_value = -low.value if between and minus else low.value
    scale = SCALE_AT_END.search(text, high.start, high.end)
    multiplier = SCALES_BY_WORD[scale.group().lower()] if scale else None
    if multiplier and low_value < high.value / multiplier:
        # "2-3 million", "$2-3bn", "entre 8.000 y 9.000 millones": the scale belongs to
        # both when the lower number is below the upper one as written (not "between
        # 800,000 and 1.2 million").
        low_value = tidy_decimal(low_value * multiplier)
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


# "the other seven", "los otros dos", "the remaining 40": the rest of a group counted.
THE_REST_BEFORE = re.compile(
    r"\b(?:the\s+other|the\s+remaining|los\s+otros|las\s+otras|los\s+restantes|las\s+restantes)\s+$", re.I
)
# "los 38 restantes", "las otras 12": Spanish may put "restantes" after the number.
THE_ARTICLE_BEFORE = re.compile(r"\b(?:los|las)\s+$", re.I)
RESTANTES_AFTER = re.compile(r"\s+restantes\b", re.I)
# "Only 9 of the animals survived": a part taken "of the" whole names the whole again.
PARTITIVE_BETWEEN = re.compile(r"\s+(?:of\s+the|of\s+those|of\s+these|de\s+(?:los|las|esos|esas|estos|estas))\s+", re.I)


def _the_rest_of(text: str, mention: NumberMention, earlier: list[Figure]) -> str:
    """What "the other seven" counts: the noun of a whole counted nearby of which a part
    was counted too ("Of the 22 economists, 15 … The other seven"), so that the part
    and the rest add up to the whole."""
    if mention.value is None or not (
        THE_REST_BEFORE.search(text, max(0, mention.start - 20), mention.start)
        or (
            THE_ARTICLE_BEFORE.search(text, max(0, mention.start - 6), mention.start)
            and RESTANTES_AFTER.match(text, mention.end)
        )
    ):
        return ""
    counted = [
        f for f in earlier if mention.start - f.end < WHOLE_WINDOW and f.value is not None and counts_things(f.unit)
    ]
    parts = [f for f in counted if mention.start - f.end < 400]
    for whole in counted:
        for part in parts:
            if part is whole or part.value + mention.value != whole.value:
                continue
            if part.unit == whole.unit:
                return whole.unit
            if PARTITIVE_BETWEEN.fullmatch(text, part.number_end, part.end - len(part.unit)):
                # "47 whales … Only 9 of the animals survived. The remaining 38": the
                # part named the whole by another word, which the rest goes on using.
                return part.unit
            if part.start > whole.end:
                # "Of 40 migrants rescued, 31 were men. The other nine": a part said to
                # be something else is still a part of the whole.
                return whole.unit
    return ""


# How far before a part ("Cuatro de ellos", "the other 13") the whole it is taken from
# may have been counted: a story counts the whole in its opening paragraphs.
WHOLE_WINDOW = 1500

# A part the sentence describes rather than counts: "Two of them were children", "Tres
# de ellos eran menores" (not "were rescued", "were flown", "eran atendidos").
DESCRIBED_PART = re.compile(
    r"\s+(?:of\s+them|de\s+ellos|de\s+ellas)\s+(?:were|are|was|is|eran|son|era|es)\s+"
    r"(?!\w+(?:ed|ad[oa]s?|id[oa]s?)\b|(?:flown|taken|given|driven|shown|thrown|held|hurt|hit|left|found|brought|"
    r"caught|kept|sent|put|shot|struck|born|seen|beaten|stolen|chosen|bitten|swept|dug)\b"
    # "Eleven of them were in Lisbon", "dos de ellos eran de Cádiz": where they were is
    # nothing they are said to be.
    r"|(?:in|at|on|from|near|inside|outside|en|de|del|desde|cerca)\b)",
    re.IGNORECASE,
)


# "Of those, 612 have waited", "De ellos, 40 siguen ingresados": a sentence that opens on
# a part of what was counted before.
OF_THOSE_OPENING = re.compile(
    r"(?:^|[.;:!?]\s+|\n)(?:of\s+(?:those|them|these)|de\s+(?:ellos|ellas|estos|estas|esos|esas))\s*,\s+$",
    re.IGNORECASE,
)


# "The total was up 23% and beat the previous record of 1.52 million", "La cifra supera
# el récord de 2019": a sentence about the figure the story gave last.
TOTAL_WORDS = ("total", "figure", "tally", "count", "cifra", "recuento")
TOTAL_OPENING = re.compile(
    r"(?:(?:the|this|that)\s+(?:total|figure|tally|count)|(?:la|esa|esta)\s+cifra|(?:el|ese|este)\s+(?:total|recuento))"
    # The figure itself is the subject ("The total cost" is another noun).
    r"\s+(?:was|is|has|had|beat|beats|topped|tops|surpassed|exceeded|es|fue|ha|había|supera|superó|bate|batió)\b",
    re.IGNORECASE,
)


def _opens_on_the_total(text: str, position: int) -> bool:
    """Whether the sentence of `position` opens on "The total" or "La cifra"."""
    line_start = text.rfind("\n", 0, position) + 1
    # The opening holds no digit nor number word: if it is there, its noun comes before
    # the number, in the number's own line.
    if _first_total_word_end(text, line_start) > position:
        return False
    ends = [m.end() for m in SENTENCE_BOUNDARY.finditer(text, line_start, position)]
    start = ends[-1] if ends else line_start
    return bool(TOTAL_OPENING.match(text, start))


# The article read last, and where the first of `TOTAL_WORDS` ends in each of its lines
# asked about (by where the line starts): every number of a line asks the same.
_total_word_ends: tuple[str, dict[int, int]] = ("", {})


def _first_total_word_end(text: str, line_start: int) -> int:
    """Where the first of `TOTAL_WORDS` in the line that starts at `line_start` ends, in
    lower case, or past the end of the text when the line holds none: a word ends
    before a number when it is in the line up to the number. Read once a line rather
    than once a number, each line's words lower-cased and searched again."""
    global _total_word_ends
    article, ends = _total_word_ends
    if article is not text:
        ends = {}
        _total_word_ends = (text, ends)
    if line_start not in ends:
        line_end = text.find("\n", line_start)
        line = lowered(text[line_start : line_end if line_end >= 0 else len(text)])
        found = [at + len(word) for word in TOTAL_WORDS if (at := line.find(word)) >= 0]
        ends[line_start] = line_start + min(found) if found else len(text) + 1
    return ends[line_start]


# Time counted as so many separate days or nights, which a part "of them" can be taken from.
COUNTED_DAYS = frozenset("days nights días noches".split())


def _whole_of(text: str, mention: NumberMention, earlier: list[Figure]) -> str:
    """What "four of them" counts when the sentence counted nothing before it: the
    noun of the last whole counted before, larger than the part ("Rescatan a 17
    mineros … Cuatro de ellos fueron trasladados"), not a group named in a paragraph
    before ("los rescatistas"). A group named in the part's own paragraph is what it
    counts ("Los detenidos … prisión para cinco de ellos"), as is the group named last."""
    if mention.value is None or DESCRIBED_PART.match(text, mention.end):
        return ""
    if not (
        OF_THOSE_AFTER.match(text, mention.end)
        or OF_THOSE_OPENING.search(text, max(0, mention.start - 20), mention.start)
        or _opens_on_the_total(text, mention.start)
    ):
        return ""
    paragraph_start = text.rfind("\n", 0, mention.start) + 1
    if OF_THOSE_AFTER.match(text, mention.end) and NAMED_GROUP.search(text, paragraph_start, mention.start):
        return ""
    of_them = bool(OF_THOSE_AFTER.match(text, mention.end))
    for figure in reversed(earlier):
        if mention.start - figure.end > WHOLE_WINDOW:
            break
        if (
            figure.value is not None
            and figure.value > mention.value
            and not figure.vague
            and (
                (counts_things(figure.unit) and counts_things(figure.unit.split()[0]))
                # "spent 14 nights abroad. Eleven of them were in Lisbon": days or
                # nights counted one by one are a whole too.
                or (of_them and figure.unit.lower() in COUNTED_DAYS)
            )
        ):
            # "100 horas de trabajos" counts hours, whatever follows.
            return figure.unit
    return ""


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
