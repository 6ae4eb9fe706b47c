"""Whether a phrase could be who speaks: a name, a pronoun, "the colonel", "officials",
"fuentes del servicio de emergencias" — and not a clause such as "Guaidó canvassed
military bases" or "the results were encouraging". Every reader of frames
(`claims.extraction.attributions`, `claims.extraction.trailing_attributions`,
`claims.extraction.attribution_frames`, `claims.extraction.quotation_frames`) asks it
before taking words for a speaker.
"""

import re
from functools import lru_cache

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import (
    FUNCTION_WORDS,
    PREPOSITIONS,
    PRONOUNS,
    ROLE_NOUNS,
    ROLE_PLURALS,
    TITLES,
    is_capitalised,
)
from claims.extraction.speaker_phrases import person_after_a_body
from claims.extraction.spokespersons import SPOKESPERSON_FOR
from claims.extraction.speech_verbs import a_speech_verb_in


# The initials a body is also known by, after its name: "… Bancos, Cajas y Seguros (Adicae)",
# also before a comma: "El presidente de la Asociación Hotelera Insular (AHI), Guillermo Padrón".
ACRONYM_AFTER_NAME = re.compile(r"\s*\([A-ZÁÉÍÓÚÑ][\w.]{1,15}\)(?=,|$)")

DETERMINERS = frozenset(
    {"the", "a", "an", "one", "el", "la", "los", "las", "un", "una", "its", "their", "his", "her", "su", "sus"}
)

# "Este último", "esta última": the later of two people just named
# (`claims.extraction.order_references`), though "este" leads no other speaker.
THE_LATTER = re.compile(r"(?:este|esta)\s+últim[oa]", re.IGNORECASE)

# "otra madre", "otro vecino", "another passenger": one more of the people the text
# describes, not named ("otra vez", "another time" say when).
ANOTHER_ONE = re.compile(
    r"(?:otr[oa]|another)\s+(?!(?:vez|día|momento|ocasión|año|semana|mes|time|day|year|week|month)\b)[^\W\d_]",
    re.IGNORECASE,
)

PARTICIPLE_ADJECTIVES = frozenset({"armed", "united", "retired", "self-declared", "elected"})

# A role told by what its holder did, then the holder's name: "The MP who introduced
# the bill, Joanna Pryce", "la jueza que instruye el caso, Marta Gil", "The engineering
# firm that carried out the inspection, Corran Structures".
ROLE_BY_DEED_THEN_NAME = re.compile(
    r"(?P<role>(?:the|a|an|el|la|los|las|un|una)\s+(?:[\w’'-]+\s+){0,3}?)(?:who|that|which|que|quien)\s+"
    r"[^,;:\"“”«»()]{3,80},\s+(?P<name>[^,]+)",
    re.IGNORECASE,
)

# A role that became another, then the holder's name: "former quarterback turned
# analyst Todd Brannigan", "the banker-turned-author Ana Ruiz" has no verb at all.
ROLE_TURNED_ROLE = re.compile(
    r"\b[A-Za-z][\w-]*\s+turned\s+(?!(?:the|a|an|to|into|out|down|up|over|away|back|off|on|in|his|her|their|its)\b)"
    r"[a-z][\w-]*\s+(?:[A-ZÁÉÍÓÚÑ][\w’'-]*\s+){0,2}[A-ZÁÉÍÓÚÑ][\w’'-]*$"
)

# A role of one or two lower-case words, then "of"/"de" and nothing but a body's
# capitalised name (its own "de", "la", "y", "of", "the", "and" between):
# "the chairman of the Board of Governors of the Northern Ports Authority of Western
# Australia", "el presidente del Consejo Directivo Central de la Agencia Nacional de …".
_CAPITALISED = r"[A-ZÁÉÍÓÚÑ][\w’'\-]*"
_CONNECTOR = r"(?:de|del|la|las|los|el|y|e|of|the|and|for)"
ROLE_IN_A_LONG_NAMED_BODY = re.compile(
    rf"(?:the|el|la)\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+)?\s+(?:of\s+the|of|del|de\s+la|de\s+los|de\s+las|de)\s+"
    rf"{_CAPITALISED}(?:\s+(?:{_CONNECTOR}\s+)*{_CAPITALISED}){{4,}}"
)

# Two roles of one person, the second without an article ("el presidente del Conare y
# rector de la Universidad de Cartago del Sur", "the chair of the board and chief
# executive of Harlow Foods"); "y la ministra" would be a second person.
TWO_ROLES = re.compile(
    r"(?P<first>(?P<article>the|el|la)\s[^,;:]+?)\s+(?:y|e|and)\s+(?P<second>[a-záéíóúñ]+\s[^,;:]+)", re.IGNORECASE
)

AUXILIARIES = frozenset(
    "is are was were will would can could should must been being es son fue fueron era eran está están será".split()
)


# An article and a title before a name: "la doctora", "the professor", "el juez".
NAME_TITLES = "|".join(sorted(TITLES | {"doctora", "profesora", "profesor", "jueza", "juez"}, key=len, reverse=True))
TITLED_NAME = re.compile(rf"^(?:the|el|la)\s+(?:{NAME_TITLES})\s+(?=[A-ZÁÉÍÓÚÑ])")


@lru_cache(maxsize=4096)
def looks_like_speaker(phrase: str) -> bool:
    """Whether a phrase could be who is speaking: a name, a pronoun, "the colonel",
    "officials" — and not a clause such as "Guaidó canvassed military bases"."""
    phrase = ACRONYM_AFTER_NAME.sub("", phrase.strip(" ,"))
    if not phrase or re.search(r"[“”\"«»;:()\[\]]", phrase):
        return False
    words = re.findall(r"[\w’'\-]+", phrase)
    if not words:
        return False
    if len(words) > 12:
        if ROLE_IN_A_LONG_NAMED_BODY.fullmatch(phrase):
            # "el presidente del Consejo Directivo Central de la Agencia Nacional de
            # Puertos Marítimos": a person's role, then only the long name of its body
            # ("el consejo de la Agencia …" is a body, not a role).
            from claims.extraction.roles import claimed_role_head  # roles reads frames: import late.

            return claimed_role_head(phrase) is not None
        person = person_after_a_body(phrase)
        if person is not None:
            # "la climatóloga de la Universidad Federal de Rio Grande do Sul Beatriz
            # Kessler": a role, the long name of its body, then the person's name.
            return looks_like_speaker(phrase[:person])
        joined = TWO_ROLES.fullmatch(phrase)
        if joined is not None:
            # "el presidente del Conare y rector de la Universidad de Cartago del Sur":
            # one person's two roles, the second without its article.
            from claims.extraction.roles import claimed_role_head  # roles reads frames: import late.

            second = f"{joined['article']} {joined['second']}"
            return (
                looks_like_speaker(joined["first"])
                and looks_like_speaker(second)
                and claimed_role_head(joined["first"]) is not None
                and claimed_role_head(second) is not None
            )
        # "el patrón mayor de la Cofradía de Pescadores de Burela, Xosé Manuel Rañal": a
        # long role may lead a name.
        role, _, name = phrase.rpartition(", ")
        # "…, la doctora Marta Segovia": the name after its title.
        name = TITLED_NAME.sub("", name)
        if bool(role) and len(name.split()) <= 4 and _is_a_name(name) and looks_like_speaker(role):
            return True
        # "Prof. Henrik Dahl, a sea-level specialist at the Bergen Climate Institute in
        # Norway": a name, then a long apposition that says who they are.
        return _a_name_and_its_long_apposition(phrase)
    lowered = [w.lower() for w in words]
    if len(words) == 1 and lowered[0] in PRONOUNS:
        return True
    if any(w in {"that", "which", "who", "que", "if", "when", "because"} for w in lowered):
        return _a_role_by_deed_then_name(phrase)
    # "The son of Mayor Hill": English "son", not Spanish "son" (they are).
    if a_speech_verb_in(phrase) or any(w in AUXILIARIES and _is_an_auxiliary(words, i) for i, w in enumerate(words)):
        # "the results were encouraging" is a clause, not who speaks.
        return False
    lowercase = [
        w for w in words if not is_capitalised(w) and w.lower() not in DETERMINERS | {"of", "de", "del", "for", "and"}
    ]
    if ROLE_TURNED_ROLE.search(phrase):
        # "former quarterback turned analyst Todd Brannigan": one role become another.
        lowercase.remove("turned")
    if any(w.endswith("ed") and w not in PARTICIPLE_ADJECTIVES for w in lowercase):
        return False
    if any(is_capitalised(w) and w.lower() not in FUNCTION_WORDS for w in words):
        # "Ana Gil, de 45 años y madre de tres hijos": a name and what she is.
        return len(lowercase) <= 5 or _a_name_and_its_apposition(phrase)
    if ((lowered[0] in DETERMINERS or ANOTHER_ONE.match(phrase)) and len(words) <= 6) or THE_LATTER.fullmatch(phrase):
        return True
    if lowered[0] in ROLE_PLURALS and len(words) <= 7 and (len(words) == 1 or lowered[1] in PREPOSITIONS | {"del"}):
        # "fuentes del servicio de emergencias", "officials at the ministry".
        return True
    return len(words) <= 2 and lowered[-1] in ROLE_PLURALS


def _is_an_auxiliary(words: list[str], i: int) -> bool:
    """Whether words[i], spelt as an auxiliary, is one: "son" before "of" or after an
    English determiner ("her son", "the eldest son") is a noun."""
    if words[i].lower() != "son":
        return True
    after_of = i + 1 < len(words) and words[i + 1].lower() == "of"
    return not (after_of or (i and words[i - 1].lower() in SON_DETERMINERS))


# Words before an English noun "son", never before Spanish "son" (they are).
SON_DETERMINERS = frozenset("the a her his their my our your whose eldest youngest elder younger only".split())


# A comma that is not a number's thousands separator ("40,000").
CLAUSE_COMMA = re.compile(r",(?!\d)")


def _a_name_and_its_apposition(phrase: str) -> bool:
    name, comma, rest = phrase.partition(", ")
    return bool(comma) and len(name.split()) <= 4 and _is_a_name(name) and not CLAUSE_COMMA.search(rest) and len(rest.split()) <= 9


# An apposition after a name, opening with an article: "a specialist at …", "una
# experta del …".
# A comma between digits ("some 75,000 square kilometres") is a number's, no clause's.
LONG_APPOSITION = re.compile(r"(?:a|an|the|un|una|el|la)\s(?:[^,;:“”«»\"]|(?<=\d),(?=\d))+", re.IGNORECASE)


def _a_name_and_its_long_apposition(phrase: str) -> bool:
    name, comma, rest = phrase.strip().partition(", ")
    return (
        bool(comma)
        # "Prof. Henrik Dahl", "La profesora Inés Calvo": a name, after its role or not;
        # "A spokeswoman for the Office for Students": a body's, after its spokesperson.
        and (
            len(name.split()) <= 6
            and _is_a_name(" ".join(name.split()[-2:]))
            or len(name.split()) <= 10
            and _is_a_name(name.split()[-1])
            and SPOKESPERSON_FOR.match(name) is not None
        )
        and looks_like_speaker(name)
        and len(rest.split()) <= 16
        and (LONG_APPOSITION.fullmatch(rest.strip(" ,")) is not None or _a_role_without_article(rest))
        and not a_speech_verb_in(rest)
    )


def _a_role_without_article(words: str) -> bool:
    """ "profesor de la Pontificia Universidad Católica Madre y Maestra", "director of
    the Lowland Water Trust": Spanish and headline English drop the article before a
    role held at a body."""
    found = ROLE_AT_A_BODY.fullmatch(words.strip(" ,"))
    return found is not None and found.group("role").lower() in TITLES | ROLE_NOUNS


ROLE_AT_A_BODY = re.compile(r"(?P<role>[^\W\d_]+)\s+(?:de|del|of|at)\s[^,;:“”«»\"]+")


def _a_role_by_deed_then_name(phrase: str) -> bool:
    found = ROLE_BY_DEED_THEN_NAME.fullmatch(phrase)
    return (
        found is not None
        and len(found.group("name").split()) <= 4
        and _is_a_name(found.group("name"))
        and looks_like_speaker(found.group("role"))
    )


def _is_a_name(words: str) -> bool:
    return bool(words) and all(is_capitalised(w) or w.lower() in {"de", "del", "la"} for w in words.split())


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
