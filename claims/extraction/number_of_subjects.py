"""A level or a change whose subject is "the number of …" counts what that names, for
`claims.extraction.figure_reader`, when nothing after the number names it (also with a
change's size and span in between, "ha caído un 45 % desde 2014, hasta unas 1.700"):

"El número de oficinas bancarias ha caído un 45 % desde 2014, hasta unas 1.700"
(oficinas bancarias), "el número de jugadores federados ha pasado de unos 3.500 en 2019
a más de 11.000" (jugadores federados), "the number of people counted sleeping rough …
was 3,898" (people counted sleeping rough). "The number of", "el número de", "la cifra
de", "the total of" open the sentence or a clause, or are the object of a verb that takes
the count to a level ("bringing the number of infected flocks in the state to 17", "elevó
el número de damnificados a más de 600"); the number is the level or an end of the
change: right after "hasta", "to", "a", "de", "was", "fue de", "stood at", "reached",
"passed", "alcanzó", "superar" (an article and a qualifier allowed). What is counted is
the noun phrase after "of"/"de", up to four words, ending before a preposition, a verb
(a participle may open it: "infected flocks") or a comma; it wins over a noun the
sentence counted before (`level_unit`) unless the two share a word.
"""

import re

from claims.extraction.units import clean_unit

NUMBER_OF_SUBJECT = re.compile(
    r"(?:^|[.!?,]\s+|\n|\b(?:que|that)\s+|\b[a-záéíóúñ]{3,}\s+)(?:el|la|the)\s+(?:número|cifra|total|number|count)\s+(?:de|of)\s+"
    r"(?P<noun>(?:[^\W\d_]+\s+){0,6})",
    re.IGNORECASE,
)
# Right before the number: where the change ends or starts, or the level it is.
LEVEL_BEFORE = re.compile(
    r"\b(?:hasta(?:\s+superar)?|a|to|de|from|was|is|stood\s+at|reached|alcanzó|alcanza|superó|fue\s+de|es\s+de|"
    r"se\s+situó\s+en|passed|topped|exceeded|surpassed)\s+(?:(?:los|las|the)\s+)?$",
    re.IGNORECASE,
)
# "the number of sick people had passed 200": a verb read as the qualifier starts the count.
PASSING_AT = re.compile(r"(?:passed|passes|topped|exceeded|surpassed)\s", re.IGNORECASE)
SENTENCE_BREAK = re.compile(r"[.!?][\s\"”»]|\n")
# Where the noun phrase counted ends.
NOUN_ENDS = frozenset(
    """de del en a al por para con desde hasta entre sobre que se ha han había habían ya
    in on at of for from to by with since between that which who has have had was were is are will would
    rose fell grew dropped climbed reached stood""".split()
)
MAX_WORDS = 4


def number_of_unit(text: str, count_start: int) -> str:
    """What the number whose words (qualifier included) start at `count_start` counts
    when it is the level of "the number of …" in its sentence; "" otherwise."""
    if not (LEVEL_BEFORE.search(text, max(0, count_start - 30), count_start) or PASSING_AT.match(text, count_start)):
        return ""
    subjects = list(NUMBER_OF_SUBJECT.finditer(text, max(0, count_start - 300), count_start))
    if not subjects or SENTENCE_BREAK.search(text, subjects[-1].end(), count_start):
        return ""
    subject = subjects[-1]
    words = []
    for word in subject.group("noun").split():
        lower = word.lower()
        if (
            lower in NOUN_ENDS
            or (words and re.search(r"(?:ó|ió|ed)$", lower))
            or not word.isalpha()
            or len(words) == MAX_WORDS
        ):
            break
        words.append(word)
    return clean_unit(" ".join(words))


def level_unit(number_of: str, from_sentence: str) -> str:
    """Which of two names for what a level counts to keep: what "the number of …" names
    ("bringing the number of infected flocks … to 17" over "poultry farms" the sentence
    named before), unless the two share a word ("people" for "the number of people
    without power", "flights cancelled" for "the number of flights cancelled")."""
    if not number_of or set(from_sentence.lower().split()) & set(number_of.lower().split()):
        return from_sentence
    return number_of
