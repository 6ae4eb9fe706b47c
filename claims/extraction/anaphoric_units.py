"""What a bare count counts when the noun stands in an earlier sentence (anaphora).

"The province has about 12,000 small growers. … About 9,000 sell to cooperatives",
"Crews attended 83 blazes last year. … In March they answered 31": a whole number
left with no unit by every rule of its own sentence counts the noun the text counted
last before it, in its own sentence or the two before (its paragraph or the one
before), when:

- the earlier figure counts things, a plural noun (not a share, a multiple, money, a
  measure, a length of time, nor a word after a number that names nothing); those are
  passed over ("Ticket prices start at £40. Some 9,000 had been sold" counts what the
  text counted before the price);
- the two are of one order, neither more than 20 times the other: a crowd of 79,460
  does not say what a total of 253 counts, nor three wickets what 287 does;
- money, a measure or a length of time, in its sentence or the one before, is carried
  only to a number reached by a change or a level of that amount ("El menú costará
  6,50 euros. El gasto pasará de unos 1.100 a 1.250", "41 días, cuando un año antes
  se situaba en 35");
- no quotation opens or closes between the two: a speaker's count and the article's
  are not read into each other;
- a part ("Of those, 612", "Del total, 147", "9,000 of them") is no larger than the
  whole it is taken from;
- the number is not given as a kind of figure ("beat the record of 590,000", "una
  media de 40"): that leaves what it counts to its own sentence's subject;
- in Spanish, an article or an approximator that shows the gender of the count
  ("unas 5.000", "los 9.000") agrees with the noun ("familias", "casos").

Only the units the figures were read with are carried, not one carried before.
When no figure before counted anything, a part "of them"/"de ellos" counts the plural
noun the pronoun refers to, the last one named in that reach ("Heat pumps are getting
cheaper. Britain installed 40,000 of them" -> pumps), across quotation marks too.
Otherwise the unit stays empty: a count the text never named is not guessed.
"""

import re
from dataclasses import replace

from claims.extraction.count_complements import adds_more, describes_the_count_before
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.figure_estimates import SENTENCE_BOUNDARY
from claims.extraction.figure_groups import OF_THOSE_AFTER
from claims.extraction.figure_reader import Figure, counts_things
from claims.extraction.count_verbs import COMMON_VERBS, PAST_VERBS
from claims.extraction.measure_words import MEASURES
from claims.extraction.unit_kinds import PERCENT_UNIT, TIMES_UNIT, is_a_duration
from claims.extraction.units import UNIT_STOP_WORDS, is_plural_head

# How far back the noun may stand: its own sentence or the two before, in its own
# paragraph or the one before.
PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
MAX_PARAGRAPH_BREAKS = 1
MAX_SENTENCES_BACK = 2

# "10 cents", "50 céntimos": money, however it is counted.
SMALL_MONEY = frozenset("cents cent pence céntimos centavos".split())

# How far apart a part and its whole, or a level and the one before, may be.
MAX_RATIO = 20

QUOTE_MARKS = re.compile(r"[\"“”«»]")

# "Of those, 612 …", "Del total, 147 …", "9,000 of them": a part, no larger than its whole.
PART_BEFORE = re.compile(
    r"\b(?:of\s+(?:those|them|these|which|whom|the\s+total)|del\s+total|de\s+(?:ellos|ellas|esos|esas|los\s+cuales|"
    r"las\s+cuales|ese\s+total))\s*,?\s+(?:[^\W\d_]+\s+){0,2}$",
    re.IGNORECASE,
)

# "beat the record of 590,000", "una media de 40": a noun that says what kind of figure
# leaves what it counts to its sentence's subject, which the sentence before does not name.
KIND_OF_FIGURE_BEFORE = re.compile(
    r"\b(?:record|peak|high|low|average|mean|median|level|total|récord|máximo|mínimo|media|promedio|nivel|total)\s+"
    r"(?:of|de)\s+(?:[^\W\d_]+\s+){0,2}$",
    re.IGNORECASE,
)

# A number reached by a change or a level of an amount: "pasará de unos 1.100 a",
# "rose from 1,700 to", "se situaba en", "down from", "frente a los".
CHANGE_OR_LEVEL_BEFORE = re.compile(
    # "de unos 1.100 a 1.250", "from 1,700 to 2,000": the end of a change its start named.
    r"(?:\b(?:from|de|desde)\s+(?:[^\W\d_]+\s+){0,2}\d[\d.,]*\s+(?:to|a|hasta)|"
    r"\b(?:up|down)\s+from|\bcompared\s+with|\bfrente\s+a(?:\s+(?:los|las))?|"
    r"\b(?:rose|rise[sn]?|rising|fell|fall(?:s|en|ing)?|climb(?:s|ed|ing)?|drop(?:s|ped|ping)?|"
    r"gr(?:ew|own|ows?|owing)|increas(?:e[sd]?|ing)|decreas(?:e[sd]?|ing)|went|go(?:es)?|jump(?:s|ed)?|"
    r"cut|cuts|reduc(?:e[sd]?|ing)|rais(?:e[sd]?|ing)|stood|stands?|settled|"
    r"pas(?:ó|aron|a|an|ará|arán|aría|arían|ado)|sub(?:ió|ieron|e|en|irá|irán)|baj(?:ó|aron|a|an|ará|arán)|"
    r"ca(?:yó|yeron|e|en|erá|erán)|aument(?:ó|aron|a|an|ará|arán)|crec(?:ió|ieron|e|en|erá|erán)|"
    r"descend(?:ió|ieron|e|en)|se\s+situ(?:ó|aron|aba|aban|ará)|se\s+sitú(?:a|an)|qued(?:ó|aron|a|an|ará)|"
    r"reduc(?:ió|e|en|irá)|redujo|recort(?:ó|a|ará)|elev(?:ó|a|ará))"
    r"\b[^.;:!?\n\d]{0,40}?\b(?:from|to|at|de|desde|a|hasta|en))\s+$",
    re.IGNORECASE,
)

# Spanish words before a number that show its gender.
MASCULINE_BEFORE = re.compile(r"\b(?:unos|los|esos|estos|otros|algunos|aquellos)\s+$", re.IGNORECASE)
FEMININE_BEFORE = re.compile(r"\b(?:unas|las|esas|estas|otras|algunas|aquellas)\s+$", re.IGNORECASE)


def _gender_of_count(text: str, figure: Figure) -> str:
    before = text[max(0, figure.number_start - 20) : figure.number_start]
    if MASCULINE_BEFORE.search(before):
        return "m"
    if FEMININE_BEFORE.search(before):
        return "f"
    return ""


def _gender_of_noun(unit: str) -> str:
    """The gender a Spanish plural shows by its ending ("familias", "casos"); "" when
    it does not ("productores", "personas" is feminine)."""
    first = unit.split()[0].lower() if unit.split() else ""
    if first in {"personas", "gente"}:
        return "f"
    if first.endswith("as"):
        return "f"
    if first.endswith("os"):
        return "m"
    return ""


def _names_things(unit: str) -> bool:
    """A plural noun counted ("trips", "trasplantes de riñón", "people"), not a word
    read after a number that names no thing ("packed")."""
    words = unit.split()
    return (
        bool(words)
        and (is_plural_head(words[0]) or is_plural_head(words[-1]))
        and words[0].lower() not in SMALL_MONEY
    )


def _same_order(figure: Figure, other: Figure) -> bool:
    """Whether two counts are within a factor of MAX_RATIO of each other: "86 runs …
    scored 112", "171 trasplantes … 147"; a crowd of 79,460 does not say what a total
    of 253 counts, nor three wickets what 287 does."""
    if other.value is None or other.value <= 0:
        return False
    ratio = figure.value / other.value
    return 1 / MAX_RATIO <= ratio <= MAX_RATIO


def _carries_an_amount(text: str, figure: Figure) -> bool:
    """Whether the number is reached by a change or a level ("pasará de unos", "to")."""
    return bool(CHANGE_OR_LEVEL_BEFORE.search(text, max(0, figure.start - 80), figure.start))


def _is_bare_count(figure: Figure) -> bool:
    """A whole number with no unit: "Some 9,000", "147", not "2.5" nor "dozens"."""
    return (
        not figure.unit
        and not figure.vague
        and figure.value is not None
        and figure.value == figure.value.to_integral_value()
        and figure.value > 0
    )


# "60,000 of them", "quince de ellos": a part of what the pronoun refers to.
OF_THEM_AFTER = re.compile(r"\s+(?:of\s+them|de\s+(?P<gender>ellos|ellas))\b", re.IGNORECASE)
# A plural noun, the head of its phrase: punctuation or a word that ends a phrase follows.
PLURAL_WORD = re.compile(r"(?<![\w’'-])(?P<word>[^\W\d_]{3,})(?=\s*[,.;:!?)]|\s+(?P<next>[^\W\d_]+))")
# A capitalised word opens its sentence or is a name.
SENTENCE_OPENING = re.compile(r"(?:^|[.!?…][”\"»’)]*)\s*$")
PRONOUNS_AND_QUANTIFIERS = frozenset(
    "others ones yours ours theirs hers his its this these those us ellos ellas otros otras todos todas "
    "muchos muchas varios varias algunos algunas demás".split()
)


def _ends_a_noun_phrase(following: str) -> bool:
    """Whether the word after a plural ends its phrase: a function word or a verb
    ("pumps are", "tickets sold out", "roads in")."""
    return following in UNIT_STOP_WORDS or following in COMMON_VERBS or following in PAST_VERBS or (
        following.endswith("ed") and len(following) > 4
    )


def _referent_of_them(text: str, figure: Figure) -> str:
    """The plural noun "them"/"ellos" refers to: the last head of a plural noun phrase
    (a plural followed by punctuation or a word that ends a phrase, not a verb, a
    pronoun, a measure, a length of time or "times") in the number's sentence or the
    two before, its paragraph or the one before ("Heat pumps are getting cheaper.
    Britain installed 40,000 of them" -> pumps); "" when none stands there."""
    of_them = OF_THEM_AFTER.match(text, figure.number_end)
    if not of_them:
        return ""
    gender = {"ellos": "m", "ellas": "f"}.get((of_them.group("gender") or "").lower(), "")
    start = figure.number_start
    boundaries = [m.end() for m in SENTENCE_BOUNDARY.finditer(text, max(0, start - 400), start)]
    back = MAX_SENTENCES_BACK + 1
    window_start = boundaries[-back] if len(boundaries) >= back else max(0, start - 400)
    window = text[window_start:start]
    # Its paragraph or the one before; a pronoun refers across a quotation's marks
    # ("Tickets sold out within an hour. “I bought 200 of them,” she said").
    breaks = list(PARAGRAPH_BREAK.finditer(window))
    if len(breaks) > MAX_PARAGRAPH_BREAKS:
        window = window[breaks[-1 - MAX_PARAGRAPH_BREAKS].end() :]
    for match in reversed(list(PLURAL_WORD.finditer(window))):
        word = match.group("word")
        lower = word.lower()
        following = (match.group("next") or "").lower()
        if (
            not is_plural_head(word)
            or lower in UNIT_STOP_WORDS
            or lower in COMMON_VERBS
            or lower in PRONOUNS_AND_QUANTIFIERS
            or (match.group("next") and not _ends_a_noun_phrase(following))
            or MEASURES.fullmatch(lower)
            or TIMES_UNIT.fullmatch(lower)
            or is_a_duration(lower)
            or (word[:1].isupper() and not SENTENCE_OPENING.search(window[: match.start()]))
        ):
            continue
        if gender and _gender_of_noun(lower) and _gender_of_noun(lower) != gender:
            continue
        return lower
    return ""


def with_anaphoric_unit(text: str, figure: Figure, earlier: list[Figure], language: str = "en") -> Figure:
    """`figure`, if a bare count, counting the noun the text counted last before it
    (see the module's docstring); else `figure` as it was."""
    if not _is_bare_count(figure):
        return figure
    counted = _with_counted_unit(text, figure, earlier, language)
    if counted.unit:
        return counted
    # "Heat pumps are getting cheaper. Britain installed 40,000 of them": the noun
    # "them" refers to, when the text counted none before.
    referent = _referent_of_them(text, figure)
    return replace(figure, unit=referent) if referent else figure


def _with_counted_unit(text: str, figure: Figure, earlier: list[Figure], language: str) -> Figure:
    before = text[max(0, figure.start - 40) : figure.start]
    if KIND_OF_FIGURE_BEFORE.search(before):
        return figure
    part = bool(PART_BEFORE.search(before) or OF_THOSE_AFTER.match(text, figure.number_end))
    gender = _gender_of_count(text, figure) if language.startswith("es") else ""
    for at in range(len(earlier) - 1, -1, -1):
        other = earlier[at]
        if other.vague or not other.unit or other.end > figure.start:
            continue
        between = text[other.end : figure.start]
        if len(PARAGRAPH_BREAK.findall(between)) > MAX_PARAGRAPH_BREAKS or QUOTE_MARKS.search(between):
            return figure
        if PERCENT_UNIT.match(other.unit) or TIMES_UNIT.fullmatch(other.unit):
            continue
        if len(SENTENCE_BOUNDARY.findall(between)) > MAX_SENTENCES_BACK:
            return figure
        if not counts_things(other.unit):
            if _carries_an_amount(text, figure) and len(SENTENCE_BOUNDARY.findall(between)) <= 1:
                return replace(figure, unit=other.unit)
            continue
        if gender and _gender_of_noun(other.unit) and _gender_of_noun(other.unit) != gender:
            continue
        if (
            describes_the_count_before(text, earlier, at)
            and counts_things(earlier[at - 1].unit)
            and not adds_more(text, figure.number_end)
        ):
            # "412 singers from 29 countries. … Only 12 reached the final": the count the
            # complement describes, not the complement's noun.
            continue
        if not _names_things(other.unit) or not _same_order(figure, other):
            continue
        if part and figure.value > other.value:
            # "About 40 boats sailed. Of those, 612 …": no part of them.
            continue
        return replace(figure, unit=other.unit)
    return figure


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
