"""A person named again by the age the text gave them: "the 54-year-old", "la mujer de
54 años".

Wire copy gives a person's age with their name ("Helen Price, 54,", "Carmen Ortega, de
54 años,", "Helen Price (54)", "54-year-old Helen Price") and then calls them by it:
"The 54-year-old said …", "«…», dijo la mujer de 54 años". Each such description becomes
a mention of that person (`claims.extraction.names.NameMention`, as in
`claims.extraction.speaker_descriptions`), so a speech verb after it, and a pronoun
later, reach the person. Only when exactly one person named before it was given that
age (with none given it, `claims.extraction.speakers` reads "the 29-year-old said" as
"she said": the person the text has just shown); a Spanish description needs a noun for a person ("la mujer", "el vecino", "el
joven"), so "el contrato de 30 años" is no one, of the person's gender when known.
"""

import re

from claims.extraction.caseless import first_character_guard
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gender import FEMININE_WORDS, MASCULINE_WORDS, gender_of_first_name, gender_of_words
from claims.extraction.names import NameMention, fold

# The age given with a name: "Helen Price, 54,", "Carmen Ortega, de 54 años,",
# "Helen Price (54)"; and before it: "54-year-old Helen Price".
AGE_AFTER = re.compile(r",\s+(?:de\s+)?(?P<age>\d{1,3})(?:\s+años)?\s*[,.]|\s+\((?P<bracketed>\d{1,3})\)")
AGE_BEFORE = re.compile(r"(?P<age>\d{1,3})-year-old\s+$")
# The age standing for the person: "the 54-year-old", "el hombre de 54 años", "la
# vecina, de 54 años,".
PERSON_NOUNS = (
    FEMININE_WORDS
    | MASCULINE_WORDS
    | frozenset("joven anciano anciana chico chica niño niña muchacho muchacha".split())
)
# Searched through the whole text, behind a look-ahead for its first letters
# (`caseless.first_character_guard`).
BY_AGE = first_character_guard(
    re.compile(
        r"\b(?:[Tt]he\s+(?P<en>\d{1,3})-year-old|(?:[Ee]l|[Ll]a)\s+(?P<noun>[a-záéíóúñ]+),?\s+de\s+(?P<es>\d{1,3})\s+años)\b"
    )
)


# Where the person is from, after the age: "the 22-year-old from Leeds", "el joven de 19
# años de Rosario".
ORIGIN_AFTER = re.compile(r"\s+(?:from|de)\s+[A-ZÁÉÍÓÚÑ][\w'-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w'-]+)*$")


def names_by_age(phrase: str) -> bool:
    """Whether a phrase is a person called by an age alone, or by an age and where they
    are from: "the 29-year-old", "la joven de 22 años", "the 22-year-old from Leeds"
    (not "el contrato de 30 años")."""
    match = BY_AGE.fullmatch(ORIGIN_AFTER.sub("", phrase.strip(" ,;:")))
    return match is not None and (not match.group("noun") or fold(match.group("noun")) in PERSON_NOUNS)


def people_by_age(text: str, people: list[NameMention]) -> list[NameMention]:
    """A mention for each "the 54-year-old", "la mujer de 54 años" that stands for
    the one person named before it with that age."""
    found = []
    for match in BY_AGE.finditer(text):
        if match.group("noun") and fold(match.group("noun")) not in PERSON_NOUNS:
            continue
        age = match.group("en") or match.group("es")
        aged = {fold(p.name): p for p in people if p.end <= match.start() and age_given(text, p) == age}
        if len(aged) != 1:
            continue
        (person,) = aged.values()
        gender = gender_of_words(match.group()) if match.group("noun") else None
        if gender and gender_of_first_name(person.name) not in (None, gender):
            # "el hombre de 54 años" is not Carmen Ortega, 54.
            continue
        found.append(
            NameMention(match.start(), match.end(), person.name, person.title, True, False, False, True, False)
        )
    return found


def age_given(text: str, person: NameMention) -> str | None:
    """The age the text set off with the person's name, if any: "Helen Price, 54,",
    "Carmen Ortega, de 54 años,", "Helen Price (54)", "54-year-old Helen Price"."""
    after = AGE_AFTER.match(text, person.end)
    if after is not None:
        return after.group("age") or after.group("bracketed")
    before = AGE_BEFORE.search(text, max(0, person.start - 20), person.start)
    return before.group("age") if before else None


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
