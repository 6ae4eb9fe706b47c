"""The group a count is part of: "28 of them", "of which about 2,300 collapsed", "11 of
the 27 seats", "De los 12 proyectos …, solo tres": the patterns and readings that find the
noun a bare or partial count takes from a group named near it.

`claims.extraction.figure_reader` asks these when a number has no noun of its own;
`claims.extraction.figures` asks whether a count is a part of a group named before.
"""

import re
from collections import Counter

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention
from claims.extraction.units import counted_unit


# "of which about 2,300 collapsed", "28 of them", "de ellos": what the figure before counted.
OF_THOSE_BEFORE = re.compile(
    r"\b(?:of\s+which|of\s+whom|of\s+those|de\s+los\s+cuales|de\s+las\s+cuales|de\s+ellos|de\s+ellas)\s+"
    r"(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)

# "six of those shootings" names its group as "of the shootings" would: no "of them".
OF_THOSE_AFTER = re.compile(
    r"\s+(?:of\s+them|of\s+those(?!\s+[^\W\d_]{3,}s\b)|of\s+whom|of\s+which|de\s+ellos|de\s+ellas|de\s+los\s+cuales|de\s+las\s+cuales)\b",
    re.IGNORECASE,
)

# "the protesters", "los detenidos": a group a later "of them" may count.
NAMED_GROUP = re.compile(
    r"\b(?:the|these|those|los|las|estos|estas)\s+(?P<noun>(?!ellos\b|ellas\b|otros\b|otras\b|others\b)[a-záéíóúñ]{3,}s)\b",
    re.IGNORECASE,
)

# "11 of the 27 seats", "184.350 de los 301.200 electores": the second number's noun.
OF_THE_NUMBER = re.compile(
    r"\s+(?:of\s+the|out\s+of|of|of\s+its|of\s+their|de\s+los|de\s+las|de\s+sus|de\s+un\s+total\s+de)\s+"
    # "41 of New Mexico's 89 school districts": an owner's name may run to three words.
    # The words between are the whole's own ("of the last ten", "de las últimas cinco"),
    # not a span it was counted in ("three of them in the past decade").
    r"(?:(?:(?!(?:in|en|over|during|durante)\s)[A-ZÁÉÍÓÚÑ][\w-]*\s+){0,2}[A-ZÁÉÍÓÚÑ][\w-]*(?:[’']s?)?\s+|[a-z]+[’']s\s+)?"
    # "41.000 de los cerca de 46.500 miembros", "of the nearly 500 staff".
    r"(?:(?:cerca\s+de|casi|alrededor\s+de|unos|unas|nearly|almost|some|about|roughly)\s+)?$",
    re.IGNORECASE,
)


def part_of_the_number(text: str, mention: NumberMention, following: NumberMention) -> bool:
    """ "11 of the 27 seats", "184.350 de los 301.200 electores", and in Spanish with a
    bare "de" between two whole numbers, the first the smaller ("conectó 142 de 410
    golpes"): a part counted by what the second number counts. A whole of one is no
    whole ("Dos de los acusados han firmado un pacto": "un" is an article)."""
    if OF_THE_NUMBER.fullmatch(text, mention.end, following.start):
        return not following.lone_one
    return (
        text[mention.end : following.start] == " de "
        and mention.plain_integer
        and following.plain_integer
        and mention.value < following.value
        # "frente a las 340 de 2025": a count of a year, not a part of a number.
        and not 1000 <= following.value <= 2100
        and bool(counted_unit(text, following, following.end)[0])
    )


# "De los 12 proyectos anunciados desde 2019, solo …": a counted group opens the sentence.
GROUP_OPENS_SENTENCE = re.compile(
    r"(?:^|[.;:!?]\s+|\n|\bque\s+|\bthat\s+)[\"“«]?(?i:of\s+the|of\s+its|of\s+their|de\s+los|de\s+las|de\s+sus)\s+"
    r"\d[\d.,]*\s+[^.;:!?\n]{0,120}$"
)


# "Hunters who have registered …, more than 9,000 of them": a bare plural opening the
# sentence names the group too.
GROUP_OPENS_BARE = re.compile(r"(?:^|[.!?]\s+|\n)(?P<noun>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,}s)\s+(?:who|que|quienes)\b")


# "Los heridos fueron trasladados a los hospitales. Seis de ellos …": "of them" goes on
# about the group the sentence before opened with, not the place it went to.
PLACE_BEFORE = re.compile(r"\b(?:a|to|at|in|into|en|hacia|hasta|towards?)\s+$", re.IGNORECASE)
SUBJECT_OF_THE_SENTENCE_BEFORE = re.compile(
    r"(?:^|[.!?]\s+|\n)(?i:the|these|those|los|las|estos|estas)\s+"
    r"(?P<noun>(?!ellos\b|ellas\b|otros\b|otras\b|others\b)[a-záéíóúñ]{3,}s)\b[^.!?\n]{0,200}[.!?]\s+[\"“«]?$"
)


def group_named_last(text: str, position: int) -> str:
    start = max(0, position - 200)
    groups = list(NAMED_GROUP.finditer(text, start, position)) + list(GROUP_OPENS_BARE.finditer(text, start, position))
    if not groups:
        return ""
    last = max(groups, key=lambda group: group.start("noun"))
    subject = SUBJECT_OF_THE_SENTENCE_BEFORE.search(text, max(0, position - 300), position)
    if subject and PLACE_BEFORE.search(text, max(0, last.start() - 12), last.start()):
        # A group where the subject went is no group the subject's sentence counted.
        return subject.group("noun")
    # The capital a sentence opens with is no part of the noun.
    return last.group("noun").lower() if last.re is GROUP_OPENS_BARE else last.group("noun")


# "a crew of eight", "her team of three", "in a field of nine", "una tripulación de
# seis": a body's size told after "of" with no noun of its own counts the body, in its own
# word, as "a crowd of 48,312" does. "A leading group of five", "a pack of five" in a race
# count the field's members, in the text's own word for them ("riders", "runners"), and
# nothing where it has none ("a group of five gathered"); "the Group of Seven" is a name.
GROUP_SIZE_BEFORE = re.compile(
    r"\b(?:(?P<body>(?i:crew|team|field|squad|tripulación))|(?P<group>group|pack|bunch|grupo|pelotón))\s+(?:of|de)\s+$"
)
COMPETITORS = re.compile(
    r"\b(?:riders|runners|cyclists|drivers|skiers|swimmers|rowers|sailors|athletes|"
    r"ciclistas|corredores|corredoras|atletas|pilotos|nadadores|nadadoras|esquiadores)\b",
    re.IGNORECASE,
)


def group_size_unit(text: str, count_start: int) -> str:
    """What a count after "a crew of", "a group of" counts (see `GROUP_SIZE_BEFORE`), or ""."""
    size = GROUP_SIZE_BEFORE.search(text, max(0, count_start - 30), count_start)
    if not size:
        return ""
    if size.group("body"):
        return size.group("body").lower()
    members = Counter(word.group().lower() for word in COMPETITORS.finditer(text))
    return members.most_common(1)[0][0] if members else ""


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
