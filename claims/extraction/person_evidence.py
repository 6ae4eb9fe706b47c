"""What in the text around a capitalised name shows it is a person's, for
`claims.extraction.names` (`NameMention.evident`, and a lone word's `is_person`):
a title ("Sgt. Ana Ruiz"), a role before it ("union leader Ana Ruiz", "The club's
coach, Dutchman Rob Veen", "La técnica del Olivar, Sandra Ferrer,"), a trade before it
with an article ("la neumóloga pediatra Paula Restrepo", "the veteran physician"), an
apposition or relative clause after it ("Ana Ruiz, the union's leader", "Guadalupe
Rangel, que vende jitomate", "Ramón Gil, jubilado de 71 años,", "Francisca Undurraga,
economista jefe de …"), a speech verb after it ("Ana Ruiz said", "…, Íñigo Zabala,
advirtió") or, for a single word, the text calling it a name or giving its age ("gave
only his first name, Andi,", "Moussa, un maliense de 17 años") or a Spanish speech
verb before it ("sostuvo Ríos"). "He" prefers such a person to a bare name such as
"Northern Line".

The word lists (titles, roles, bodies' and places' words) are `names`'; `names` imports
this module late, as it does `name_forms`.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import (
    FUNCTION_WORDS,
    ORGANISATION_WORDS,
    PLACE_WORDS,
    PREPOSITIONS,
    ROLE_NOUNS,
    TITLES,
    TITLES_AND_ROLES,
)
from claims.extraction.speech_verbs import ENGLISH_SPEECH_VERBS, SPANISH_SPEECH_VERBS, by_first_letter, first_letters

# A role set off by a comma before a name: "El entrenador, el argentino Hugo Castaño",
# "The club's coach, Dutchman Rob Veen".
ROLE_BEFORE = re.compile(r"\b([^\W\d_]++),\s+(?:(?:el|la|the|a|an)\s+)?(?:[^\W\d_]++\s+)?$")
SPEECH_VERB_WORDS = f"{ENGLISH_SPEECH_VERBS}|{SPANISH_SPEECH_VERBS}"
# After a person's name: an apposition, a relative clause ("Guadalupe Rangel, que
# vende jitomate") or a speech verb.
PERSON_AFTER = re.compile(
    r"(?:[’']s?)?(?:,\s+(?:a|an|the|el|la|un|una|de\s+\d+\s+años|\d+,|who|whose|quien|que|cuy[oa]s?)[\s,]"
    # "Ramón Gil, jubilado de 71 años,", "Eva Sanz, madre de una alumna,": an age or a kin.
    r"|,\s+(?:[a-záéíóúñ]+\s+){1,2}de\s+\d{1,3}\s+años\b|,\s+(?:madre|padre|hij[oa]|herman[oa]|abuel[oa]|viud[oa])\s+de\s"
    rf"|\s+(?:also\s+|también\s+)?{first_letters(SPEECH_VERB_WORDS)}(?:{by_first_letter(SPEECH_VERB_WORDS)})\b)"
)
# A speech verb after the comma that closes a name set off by commas: "El secretario
# general del sindicato, Íñigo Zabala, advirtió" (not "…, a researcher at Corvane Labs,
# said", where the name ends someone else's apposition).
SET_OFF_SPEAKING = re.compile(
    rf",\s+(?:also\s+|también\s+)?{first_letters(SPEECH_VERB_WORDS)}(?:{by_first_letter(SPEECH_VERB_WORDS)})\b"
)
# A definite role and whose it is, set off before a name at the start of a clause:
# "La técnica del Olivar, Sandra Ferrer,", "The head of the union, Tom Reid,".
ROLE_OF_BODY_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n)(?:El|La|The)\s+(?P<role>[a-záéíóúñ]+)\s+(?:de|del|of)\s+[^,.;:!?\n]{1,60},\s+$"
)


def _role_before(text: str, start: int) -> bool:
    """Whether a role set off by a comma comes right before the name ("The club's
    coach, Dutchman Rob Veen"); asked only of a person not yet shown to be one."""
    role = ROLE_BEFORE.search(text[max(0, start - 60) : start])
    return role is not None and role.group(1).lower() in TITLES_AND_ROLES


def _role_of_body_before(text: str, start: int) -> bool:
    """Whether a definite role of a body's sets the name off before it ("La técnica del
    Olivar, Sandra Ferrer"): a role word, not a place's or a body's ("La sede de …")."""
    role = ROLE_OF_BODY_BEFORE.search(text, max(0, start - 90), start)
    return role is not None and role.group("role") not in ORGANISATION_WORDS | PLACE_WORDS


# A single word is a person's name when the text says it is one ("gave only his
# first name, Andi,") or gives its age ("Moussa, un maliense de 17 años", "Andi, 52,").
NAMED_AS = re.compile(r"\b(?:name|named|called|nombre|llamad[oa]|apodad[oa])[,:]?\s+$", re.IGNORECASE)
AGE_APPOSITION = re.compile(
    r",\s+(?:(?:a|an|un|una)\s+(?:[^\W\d_]+\s+){0,3}?)?(?:de\s+\d{1,3}\s+años|\d{1,3}-year-old|\d{1,3}\s*[,.])",
    re.IGNORECASE,
)


# A Spanish speech verb right before a single word makes it its subject: "sostuvo
# Ríos en declaraciones a …" ("told Reuters" is whom it was told). Grouped by first
# letter: the flat alternation, tried at every character before each name, cost more
# than the rest of reading names.
SPEAKER_AFTER_VERB = re.compile(
    rf"\b{first_letters(SPANISH_SPEECH_VERBS)}(?:{by_first_letter(SPANISH_SPEECH_VERBS)})\s+$", re.IGNORECASE
)


# A role without an article after a name: "Francisca Undurraga, economista jefe de …".
ROLE_WORD_AFTER = re.compile(r",\s+([a-záéíóúñ]+)\b")


def _role_after(text: str, end: int) -> bool:
    found = ROLE_WORD_AFTER.match(text, end)
    return bool(found) and found.group(1) in TITLES_AND_ROLES


def named_as_a_person(text: str, start: int, end: int) -> bool:
    return bool(
        NAMED_AS.search(text, max(0, start - 20), start)
        or AGE_APPOSITION.match(text, end)
        or SPEAKER_AFTER_VERB.search(text, max(0, start - 30), start)
    )


# An article and a few lower-case words right before a name: "la neumóloga pediatra
# Paula Restrepo", "the agricultural economist Anil Mehta".
ARTICLE_AND_WORDS_BEFORE = re.compile(r"\b(?:the|el|la|an?|una?)\s+((?:[a-záéíóúñ]+\s+){1,3})$", re.IGNORECASE)
# Endings of nouns that name what someone does: "neumóloga", "periodista", "pediatra",
# "economist", "physician", "bombero", "investigadora".
TRADE_ENDINGS = re.compile(r"(?:ólog[oa]|ista|iatra|er[oa]|or[a]?|ist|ian|ent[e]?|ante|ect|icer)$")


def _described_by_trade(before: str) -> bool:
    """Whether the words before a name describe a person by what they do ("la
    neumóloga pediatra", "the veteran physician"), which shows the name is one."""
    found = ARTICLE_AND_WORDS_BEFORE.search(before)
    if found is None:
        return False
    words = found.group(1).split()
    if any(w in FUNCTION_WORDS or w in PREPOSITIONS or w in PLACE_WORDS or w in ORGANISATION_WORDS for w in words):
        return False
    return any(w in TITLES or w in ROLE_NOUNS or TRADE_ENDINGS.search(w) for w in words)


def shows_a_person(text: str, start: int, end: int, raw: list[str], title_words: list[str], previous) -> bool:
    """Whether the text around a name (`raw`, after its `title_words`, between `start`
    and `end`; `previous` the word before it, `names.WORD_BEFORE`) shows it is a
    person's, not just a capitalised name (`names.NameMention.evident`)."""
    return bool(
        title_words
        or (len(raw) == 1 and named_as_a_person(text, start, end))
        or PERSON_AFTER.match(text, end)
        or _role_after(text, end)
        or (previous and previous.group(1).lower() in TITLES_AND_ROLES)
        or _role_before(text, start)
        or (len(raw) > 1 and _described_by_trade(text[max(0, start - 60) : start]))
        or (len(raw) > 1 and _role_of_body_before(text, start))
        or (text[max(0, start - 2) : start] == ", " and SET_OFF_SPEAKING.match(text, end))
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
