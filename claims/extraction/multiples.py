"""Changes and comparisons by a multiple, for `claims.extraction.numbers.find_numbers`:
how many times over, a figure in times ("veces" in Spanish).

- a change told in the past: "doubled", "has more than tripled", "se ha triplicado",
  "will more than double" (not "could double" nor "a double murder");
- a multiple as a noun or an adjective: "nearly triple its budget", "is double the
  national average", "casi el doble que en 2023", "duplica el promedio nacional",
  set off after a figure ("£500,000, double the prize paid in 2008", "$142 a ton,
  nearly double.") or after "for"/"at" ("for double our usual weekend") (not "double
  shifts", "the triple jump", "la vacuna triple vírica", "to double its budget");
- a change told in the present: "nearly doubles to $31 billion", "casi triplica su
  precio", "se triplica en Bolivia", "sigue duplicando la media" (not "si el precio se
  duplica", "una cosecha que duplicará la anterior", "busca duplicar la capacidad");
- a multiple decided or caused: "El Govern duplicará la ecotasa", "aprobó duplicar el
  impuesto", "un plan para triplicar su red", "provocó que casi se duplicara";
- "-fold" after a change: "rose more than tenfold", "a threefold increase";
- a count of times in one word: "twice as many patients", "flooded twice" (not "once
  or twice", "think twice", "the twice-daily service");
- "multiplied by four", "se multiplicaron por tres": the number after is how many
  times over (`multiplied_by`).
"""

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from decimal import Decimal

from claims.extraction.caseless import finds_any, first_character_guard, holds_any, opening_guard
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention, tidy_decimal

# "doubled", "se ha triplicado": a change by a multiple, told in the past. Not "could
# double", "a double murder" or a comparison of levels ("duplica el promedio").
MULTIPLIER_STEMS_EN = {"doubl": 2, "tripl": 3, "quadrupl": 4}
MULTIPLIER_STEMS_ES = {"duplic": 2, "triplic": 3, "cuadruplic": 4}
MULTIPLIERS = MULTIPLIER_STEMS_EN | MULTIPLIER_STEMS_ES
_EN_STEM = "|".join(MULTIPLIER_STEMS_EN)
_ES_STEM = "|".join(MULTIPLIER_STEMS_ES)
# Each pattern searched over the whole lower-cased text, here and below, sits behind a
# look-ahead for what its matches start with (`caseless.first_character_guard`, or the
# first four letters for a long list of wordings, `caseless.opening_guard`): re would
# otherwise try every wording at every word; the guards find the same matches two to
# four times faster.
MULTIPLIER_LOWER = first_character_guard(
    re.compile(
        # "Okoye doubled the lead from the penalty spot": a second goal, a match's score
        # on the way, no multiple ("doubled its lead in the polls" is one).
        rf"\b(?:(?P<stem>{_EN_STEM})ed(?!\s+the\s+(?:lead|advantage)\b)|(?P<stem_es>{_ES_STEM})(?:ó|aron|ado|ada|ados|adas)|"
        # "will more than double over three years": a change by a multiple the sentence
        # qualifies as a verb (not "more than double the figure", a comparison of levels).
        # A verb after a modal only: a headline's "more than double in a year" is left alone.
        r"(?:will|would|could|may|might|to)\s+more\s+than\s+"
        rf"(?P<stem_verb>{_EN_STEM})e(?!\s+(?:the|that|this|its|their|what|his|her|a|an)\b))\b"
    )
)

# "twice as many patients", "flooded twice": a count of times in one word, as "three
# times" and "dos veces" are. A multiple said as a noun or an adjective ("double the
# figure", "el doble que", "el triple de") compares two levels and is no figure; nor is
# "once or twice" (a few times), "think twice", "you look twice" (you doubt what you
# see), a frequency written onto a noun ("the twice-daily service") or "I'd pay it
# twice over" (an idiom for "gladly").
COUNT_OF_TIMES_LOWER = opening_guard(
    re.compile(
        r"(?<!once\sor\s)(?<!think\s)(?<!thought\s)(?<!look\s)(?<!looks\s)(?<!looked\s)"
        r"\b(?P<word>twice|thrice)\b(?![-‑]\w)(?!\s+over\b)"
    )
)
COUNTS_OF_TIMES = {"twice": 2, "thrice": 3}

# "nearly triple its budget", "is double the national average", "casi el doble que en
# 2023", "cerca del triple", "duplica el promedio nacional": a multiple told as a noun
# or an adjective is a figure in times, as "tripled" is. Not a word that names a thing
# ("double shifts", "a double-decker", "the triple jump", "el triple salto", "doble
# fila", "la vacuna triple vírica") nor "to double its budget" or "could double" (a
# plan or a hypothesis).
NOUN_MULTIPLES = {
    "doble": 2,
    "triple": 3,
    "cuádruple": 4,
    "quíntuple": 5,
    "double": 2,
    "quadruple": 4,
    "doubles": 2,
    "triples": 3,
    "quadruples": 4,
    "doubling": 2,
    "tripling": 3,
    "quadrupling": 4,
}
NOUN_MULTIPLE_ES_LOWER = first_character_guard(
    re.compile(
        r"\b(?:el|del|al)\s+(?P<word>doble|triple|cuádruple|quíntuple)"
        r"(?=\s*(?:[.,;:)»”\"]|$)|\s+(?:que|de|del|y|o|en|respecto|frente)\b)|"
        # "duplica el promedio nacional", "casi triplica su precio", "sigue duplicando la
        # media europea": the present and the gerund set a level against another, as the
        # past does (not "podría duplicar la producción", "busca duplicar la capacidad", "una
        # cosecha que duplicará la anterior": a hypothesis, a plan, a forecast).
        rf"\b(?P<stem>{_ES_STEM})(?:an?|ando)\s+(?=(?:el|la|los|las|lo|su|sus)\b)|"
        # "El precio de la papa se triplica en Bolivia": a change told in the present, as
        # "se triplicó" is (not "si el precio se duplica", a hypothesis, `_supposed`).
        rf"\bse\s+(?P<stem_se>{_ES_STEM})an?\b|"
        # "El Govern duplicará la ecotasa", "anunció que triplicará los controles": a
        # decision told in the future is a multiple, as "will more than double its
        # network" is (not "una cosecha que duplicará la anterior", a forecast of the
        # noun before, `FORECAST_RELATIVE_BEFORE`).
        rf"\b(?P<plan_fut>(?P<stem_fut>{_ES_STEM})ar[áa]n?)\s+(?=(?:el|la|los|las|su|sus)\b)|"
        # "aprobó este lunes duplicar el impuesto", "aprueba un plan para triplicar su red":
        # a multiple decided (not "busca duplicar", "quiere duplicar": a wish).
        r"\b(?:aprob|aprueb|acord|decidi|decide)\w*\s+(?:(?:este|esta|el|ayer|hoy)\s+(?:\w+\s+)?)?"
        r"(?:(?:un|el|una|la)\s+(?:plan|proyecto|programa|decreto|ley|medida|propuesta)\s+(?:para|de|que)\s+)?"
        rf"(?P<plan_dec>(?P<stem_dec>{_ES_STEM})ar)\s+(?=(?:el|la|los|las|su|sus)\b)|"
        # "provocó que el precio casi se duplicara": a change caused, told in the
        # subjunctive, happened (not "si se duplicara", `_supposed`).
        r"\b(?:provoc|caus|hizo|hicieron|llevó|llevaron)\w*\s+(?:a\s+)?que\s+[^.;:]{0,60}?"
        rf"\b(?P<plan_sub>se\s+(?P<stem_sub>{_ES_STEM})ar(?:a|an)\b)"
    )
)
# "una cosecha que duplicará la anterior": the future after a noun and "que" forecasts
# the noun's level.
FORECAST_RELATIVE_BEFORE = re.compile(r"\b(?:un|una|unos|unas|el|la|los|las|su|sus)\s+\w+\s+que\s+$")
PLAN_GROUPS = (("plan_fut", "stem_fut"), ("plan_dec", "stem_dec"), ("plan_sub", "stem_sub"))
NOUN_MULTIPLE_EN_LOWER = opening_guard(
    re.compile(
        r"\b(?:nearly|almost|about|around|roughly|more\s+than|over|less\s+than|close\s+to|some|is|was|were|are|been|be)"
        r"\s+(?:now\s+|still\s+|already\s+)?(?P<word>double|triple|quadruple)\s+"
        r"(?=(?:the|its|their|his|her|that|what|this|those|these|our|a|an|last)\b)|"
        # "£500,000, double the prize paid in 2008", "$142 a ton, nearly double.": set off
        # after a figure, a multiple of what comes next or of what was said before.
        r",\s+(?:(?:nearly|almost|about|around|roughly|more\s+than|over|less\s+than|close\s+to)\s+)?"
        r"(?P<word5>double|triple|quadruple)"
        r"(?=\s+(?:the|its|their|his|her|what|our|last)\b|\s*(?:[.,;:)”\"\n]|\Z))|"
        # "ordered for double our usual weekend", "paid at double the rate".
        r"\b(?:for|at)\s+(?P<word6>double|triple|quadruple)\s+(?=(?:the|its|their|his|her|what|our|last)\b)|"
        # "The cost nearly doubles to $31 billion", "more than doubles the record": a
        # change told in the present, qualified (not "the men's doubles final").
        r"\b(?:nearly|almost|about|roughly|more\s+than|less\s+than)\s+(?P<word7>doubles|triples|quadruples)\b(?![-‑])|"
        # "now sees double the number of patients" (not "to double the number", a plan);
        # a headline's "Asylum claims more than double in a year", a change told in the present.
        r"(?<!\bto\s)(?<!could\s)(?<!would\s)(?<!might\s)(?<!may\s)(?<!can\s)(?<!will\s)(?<!should\s)"
        r"\b(?P<word2>double|triple|quadruple)\s+(?=the\s+(?:number|amount|rate|level|figure|size|price|cost|average|total)\b)|"
        r"\bmore\s+than\s+(?P<word3>double|triple|quadruple)(?=\s+(?:in|since|over|after)\b)|"
        # "Demand triples forecasts", "applications double expectations", "sales now
        # double the target": a level set against another in the present, as Spanish
        # "triplica las previsiones" is (not a tennis "mixed doubles", "the doubles title").
        r"(?<!mixed\s)(?<!the\s)(?<![’']s\s)(?<!\bto\s)(?<!could\s)(?<!would\s)(?<!might\s)(?<!may\s)(?<!can\s)"
        r"(?<!will\s)(?<!should\s)\b(?P<word4>doubles|triples|quadruples|double|triple|quadruple)\s+"
        r"(?=(?:its\s+|their\s+|the\s+|last\s+year[’']s\s+|official\s+|government\s+|initial\s+|original\s+){0,2}"
        r"(?:forecasts?|expectations?|estimates?|predictions?|projections?|targets?)\b)|"
        # "pump prices nearly triple", "people who move pay roughly double.", "more than
        # doubling the country's output", "nearly tripling since 2023": a qualified multiple
        # wherever it stands (not "could almost double", "aims to roughly double": a hypothesis, a plan).
        r"(?<!could\s)(?<!can\s)(?<!may\s)(?<!might\s)(?<!would\s)(?<!should\s)(?<!\bto\s)"
        r"\b(?:nearly|almost|about|around|roughly|more\s+than|close\s+to|less\s+than)\s+"
        r"(?P<word8>doubling|tripling|quadrupling|double|triple|quadruple)\b(?![-‑])"
    )
)
# The words each language's pattern cannot match without (most texts hold none).
NOUN_MULTIPLE_WORDS_EN = ("double", "triple", "quadruple")
# Each English wording has its word, or its present "triples", before a space ("has
# doubled", in most texts that hold one of the words, has none).
NOUN_MULTIPLE_SPACED_EN = tuple(re.compile(rf"{word}s?[\s.,;:)”\"]|{word}\Z") for word in NOUN_MULTIPLE_WORDS_EN) + (
    re.compile(r"(?:doubl|tripl|quadrupl)ing\b"),
)
NOUN_MULTIPLE_WORDS_ES = ("doble", "triple", "cuádruple", "quíntuple", "duplic", "triplic", "cuadruplic")
# "se multiplicaron por tres", "multiplied by four": the number is how many times over.
MULTIPLIED_BY_BEFORE = re.compile(r"\b(?:multiplic\w*\s+por|multiplied\s+by)\s+$", re.IGNORECASE)

# "rose more than tenfold", "a threefold increase", "grew fivefold": how many times over
# a change went, as "tripled" says, in times as the corpus counts every multiple ("manifold"
# and "twofold" in "a twofold aim" name no change: a change word must follow or come before).
FOLDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twenty": 20,
    "hundred": 100,
    "thousand": 1000,
}
FOLD_LOWER = first_character_guard(
    re.compile(
        r"\b(?P<count>two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|\d+(?:\.\d+)?)[-‑]?fold\b"
        r"(?=\s+(?:increase|rise|jump|growth|surge|expansion|gain)\b|\s*(?:[.,;]|$|\s+(?:in|since|over|from|to|between|by|"
        r"within|during|after|compared|and|but|while|as|last|this|on|at|against|when|with)\b))"
    )
)
FOLD_CHANGE_NOUNS = ("increase", "rise", "jump", "growth", "surge", "expansion", "gain")
FOLD_CHANGE_BEFORE = re.compile(
    r"\b(?:rose|risen|rises|grew|grown|grows|increased|increases|jumped|jumps|climbed|climbs|soared|soars|surged|"
    r"multiplied|expanded|went\s+up|gone\s+up)\s+(?:(?:more\s+than|nearly|almost|about|roughly|some|over)\s+)?$"
)


NOUN_MULTIPLE_GROUPS = ("word", "word2", "word3", "word4", "word5", "word6", "word7", "word8")
# "Si el precio se duplica, …", "cuando la demanda se triplica": a change supposed,
# looked for in its clause before the verb.
QUALIFIED_REFLEXIVE_BEFORE = re.compile(
    r"\b(?:casi|prácticamente)\s+(?P<pronoun>se)\s+(?:(?:ha|han|había|habían)\s+)?$"
)
SUPPOSED_BEFORE = re.compile(r"\b(?:si|cuando|when|if)\b[^.,;:]*$")


def _supposed(lower: str, start: int) -> bool:
    return SUPPOSED_BEFORE.search(lower, max(0, start - 80), start) is not None


def multiple_mentions(lower: str, lang: str, free: Callable[[int, int], bool]) -> Iterator[NumberMention]:
    """The multiples in the lower-cased text, each where `free` says no mention is
    yet; the caller takes each before the next is looked for."""
    for match in MULTIPLIER_LOWER.finditer(lower) if holds_any(lower, MULTIPLIERS) else ():
        start = match.start("stem_verb") if match.group("stem_verb") else match.start()
        if match.group("stem_es"):
            # "que casi se duplicaron", "casi se ha triplicado": the mention opens with
            # its pronoun and auxiliary, for the qualifier before them to bound it.
            reflexive = QUALIFIED_REFLEXIVE_BEFORE.search(lower, max(0, start - 40), start)
            start = reflexive.start("pronoun") if reflexive else start
        if free(start, match.end()):
            # "has more than doubled", "se triplicó": how many times over, a figure.
            value = MULTIPLIERS[match.group("stem") or match.group("stem_es") or match.group("stem_verb")]
            unit = "veces" if lang == "es" else "times"
            yield NumberMention(start, match.end(), Decimal(value), in_words=True, measure=unit)
    if lang == "es":
        noun_multiples, multiples_named = NOUN_MULTIPLE_ES_LOWER, holds_any(lower, NOUN_MULTIPLE_WORDS_ES)
    else:
        noun_multiples, multiples_named = NOUN_MULTIPLE_EN_LOWER, finds_any(lower, NOUN_MULTIPLE_SPACED_EN)
    for match in noun_multiples.finditer(lower) if multiples_named else ():
        word = next((g for g in NOUN_MULTIPLE_GROUPS if g in match.re.groupindex and match.group(g)), None)
        stem = match.group("stem_se") if "stem_se" in match.re.groupindex and match.group("stem_se") else None
        start, end = match.span(word) if word else match.span()
        plan = next((pair for pair in PLAN_GROUPS if pair[0] in match.re.groupindex and match.group(pair[0])), None)
        if plan:
            stem = match.group(plan[1])
            start, end = match.span(plan[0])
            if plan[0] == "plan_fut" and FORECAST_RELATIVE_BEFORE.search(lower, max(0, start - 40), start):
                continue
            if plan[0] != "plan_dec" and _supposed(lower, start):
                continue
        if stem and _supposed(lower, start):
            continue
        if free(start, end):
            value = NOUN_MULTIPLES[match.group(word)] if word else MULTIPLIERS[stem or match.group("stem")]
            yield NumberMention(start, end, Decimal(value), in_words=True, measure="veces" if lang == "es" else "times")
    for match in FOLD_LOWER.finditer(lower) if lang == "en" and "fold" in lower else ():
        changed_before = FOLD_CHANGE_BEFORE.search(lower, max(0, match.start() - 40), match.start())
        noun_after = lower[match.end() :].lstrip().startswith(FOLD_CHANGE_NOUNS)
        if (changed_before or noun_after) and free(match.start(), match.end()):
            count = match.group("count")
            value = Decimal(FOLDS[count]) if count in FOLDS else tidy_decimal(Decimal(count))
            yield NumberMention(match.start(), match.end(), value, in_words=count in FOLDS, measure="times")
    for match in COUNT_OF_TIMES_LOWER.finditer(lower) if lang == "en" and holds_any(lower, COUNTS_OF_TIMES) else ():
        if free(match.start(), match.end()):
            value = COUNTS_OF_TIMES[match.group("word")]
            yield NumberMention(match.start(), match.end(), Decimal(value), in_words=True, measure="times")


def multiplied_by(text: str, lower: str, lang: str, mentions: list[NumberMention]) -> list[NumberMention]:
    """The mentions, a number after "multiplied by", "multiplicaron por" read in times."""
    if "multipl" not in lower:
        return mentions
    return [
        replace(m, measure="veces" if lang == "es" else "times")
        if m.value is not None and not m.measure and MULTIPLIED_BY_BEFORE.search(text, max(0, m.start - 30), m.start)
        else m
        for m in mentions
    ]


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
