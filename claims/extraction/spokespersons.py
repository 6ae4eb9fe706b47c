"""Who speaks for a body rather than for themselves: "a spokesman for the Red Cross",
"fuentes del Ministerio de Cultura", "a Northgrid spokeswoman", "Northgate Rail's
spokesman", "analysts at Barrow Securities". `body_behind_a_spokesperson` gives the body
such a phrase speaks for, when the text names it; `claims.extraction.speaker_phrases`
asks it while splitting a speaker phrase into a name and a role. `body_by_its_owner`
reads the text for the body a spokesperson named by an owner's word alone speaks for
("A Hartley’s spokeswoman" after "Hartley’s Bakery"); `claims.extraction.speakers` asks it.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import FUNCTION_WORDS, ORGANISATION_WORDS, strip_possessive


# Who speaks for a body rather than for themselves: "a spokesman for the Red Cross",
# "fuentes del Ministerio de Cultura", "a Northgrid spokeswoman".
SPOKESPERSON_WORDS = r"spokes(?:man|woman|person|people|men|women)|portavo(?:z|ces)|vocer[oa]s?|fuentes|sources"
SPOKESPERSON_FOR = re.compile(
    rf"(?:(?:a|an|the|one|two|un|una|el|la|los|las|unos|unas)\s+)?(?:{SPOKESPERSON_WORDS})\s+"
    rf"(?:for|of|at|from|de|del)\s+(?P<body>.+)$",
    re.IGNORECASE,
)
# "An FBI spokesperson in Cincinnati": where the spokesperson is stays out of the body.
# A body's name may join its words with "of" or "and": "A Ministry of Health spokeswoman".
SPOKESPERSON_AFTER = re.compile(
    rf"(?:[Aa]n?|[Tt]he|[Oo]ne)\s+(?P<body>[A-ZÁÉÍÓÚÑ][\w’'\-]*\s+"
    rf"(?:(?:(?:of|for|and|&)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]*\s+){{0,4}})(?:{SPOKESPERSON_WORDS})"
    rf"(?:\s+(?:in|at)\s+[A-ZÁÉÍÓÚÑ][\w’'\-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w’'\-]*){{0,3}})?$"
)
# "Northgate Rail's spokesman", "the Red Cross's spokeswoman": the owner is the body,
# when its name is a body's ("Laura Kent's spokesman" speaks for a person, no one named).
SPOKESPERSON_OF_OWNER = re.compile(
    rf"(?:[Tt]he\s+)?(?P<body>[A-ZÁÉÍÓÚÑ][\w’'\-]*(?:\s+(?:(?:of|for|and|&)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]*){{0,4}})"
    rf"[’']s?\s+(?:(?:chief|main|official|senior)\s+)?(?:{SPOKESPERSON_WORDS})$"
)


# "Analysts at Barrow Securities", "economistas de Banco Ribera": a firm's analysts
# speak for the firm whose note they wrote, as its spokesperson would.
ANALYSTS_AT = re.compile(
    r"(?:(?:the|los|las|unos|unas)\s+)?(?:analysts|economists|strategists|analistas|economistas|estrategas)\s+"
    r"(?:at|from|with|de|del)\s+(?P<body>[A-ZÁÉÍÓÚÑ].+)$",
    re.IGNORECASE,
)


def body_behind_a_spokesperson(phrase: str) -> str | None:
    """The body a spokesperson speaks for, when the text names it: "a spokesman for
    the British Museum" -> "British Museum", "fuentes del Ministerio de Cultura
    consultadas por esta agencia" -> "Ministerio de Cultura". Its words are the
    body's; a spokesperson for someone no one named ("for the mayor", "del
    ministerio") stays a role."""
    match = SPOKESPERSON_FOR.match(phrase) or SPOKESPERSON_AFTER.match(phrase) or ANALYSTS_AT.match(phrase)
    if match is None:
        owner = SPOKESPERSON_OF_OWNER.match(phrase)
        return _owner_as_a_body(owner.group("body")) if owner else None
    run = re.match(
        r"(?:(?:the|el|la|los|las)\s+)?(?P<name>[A-ZÁÉÍÓÚÑ][\w’'\-]*(?:\s+(?:(?:de|del|of|for|y|and|de\s+la|"
        r"de\s+los|de\s+las)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]*)*)",
        match.group("body").strip(),
    )
    if run is None:
        return None
    name = run.group("name")
    if name[-2:] in ("’s", "'s"):
        # "a spokesperson for the EU's foreign policy chief": the spokesperson speaks for
        # what the owner has; a role of it is no one named, a body of it ("the UN's
        # refugee agency") is that body. The owner's possessive alone is no one.
        rest = match.group("body").strip()[run.end() :].strip()
        if not rest:
            # "the Red Cross's spokeswoman": the owner itself.
            return _owner_as_a_body(name[:-2])
        if not any(strip_possessive(w.lower()) in ORGANISATION_WORDS for w in rest.split()):
            return None
        return f"{name} {rest}"
    # speaker_phrases asks this module while it splits a phrase: import late.
    from claims.extraction.speaker_phrases import _kind_from_words, names_a_body

    if name.lower() in FUNCTION_WORDS or _kind_from_words(name, "") == "person" and not names_a_body(name):
        return None
    return name


def _owner_as_a_body(owner: str) -> str | None:
    """The owner of a spokesperson ("Northgate Rail's spokesman", "NATO's
    spokeswoman") when its name is a body's by its form; a single word that is no
    acronym may be a person's surname ("Kent's spokesman") and names no one."""
    words = owner.split()
    if len(words) == 1 and not owner.isupper():
        return None
    from claims.extraction.speaker_phrases import names_a_body  # speaker_phrases asks this module: import late.

    return owner if names_a_body(owner) else None


# A spokesperson of a body named by its owner's word alone: "A Hartley’s spokeswoman".
OWNED_SPOKESPERSON = re.compile(
    rf"(?:[Aa]n?|[Tt]he|[Oo]ne)\s+(?P<owner>[A-ZÁÉÍÓÚÑ][\w\-]+)[’']s\s+(?:{SPOKESPERSON_WORDS})"
)
# A body named by an owner in the possessive and capitalised words: "Hartley’s Bakery".
OWNED_BODY = re.compile(r"\b(?P<owner>[A-ZÁÉÍÓÚÑ][\w\-]+)[’']s(?:\s+[A-ZÁÉÍÓÚÑ][\w\-]+){1,3}")


def body_by_its_owner(text: str, phrase: str, position: int) -> str | None:
    """The body a spokesperson named by an owner's word alone speaks for ("A
    Hartley’s spokeswoman" -> "Hartley’s Bakery"): the one body text[:position] named
    by that owner in the possessive and capitalised words. The word alone may be a
    person's surname ("Kent's spokesman"), so a body the text did not name so, or two,
    is no one."""
    owned = OWNED_SPOKESPERSON.fullmatch(phrase.strip())
    if owned is None:
        return None
    names = {
        re.sub(r"\s+", " ", found.group())
        for found in OWNED_BODY.finditer(text, 0, position)
        if found["owner"] == owned["owner"]
    }
    return names.pop() if len(names) == 1 else None


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
