"""The roles a text gives a person next to their name, and who a role alone means.

"La concejala de Hacienda, Marta Ribes", "prosecutor Rachel Finch", "Judge Ana Ruiz"
and "Priya Natarajan, the company's head of infrastructure" give a person a role.
`roles_of` reads them (title, the words before the name, an apposition after it);
`claimed_role_head` says whether a speaker phrase is a definite role alone ("the
minister", "la fiscal", "el consejero"), which `claims.extraction.speakers` then
gives to the one person the text named with that role before, if there is exactly
one. An indefinite role ("a spokesperson", "una vecina") is someone no one named.
"""

import re

from claims.extraction.attributions import looks_like_speaker
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import ROLE_NOUNS, TITLES, fold
from claims.extraction.speaker_phrases import parse_speaker, role_head

# ", the club's coach", ", Northstar's chief executive": an article or a body's name
# in the possessive opens a role.
APPOSITION_AFTER = re.compile(
    r",\s+((?:(?i:the|a|an|el|la|un|una)|(?:[A-Z][\w&.-]*\s+){0,3}[A-Z][\w&.-]*[’']s)\s+[^,.;:“”«»\"\n]{2,80})"
)
ROLE_BEFORE_COMMA = re.compile(r"(?:^|[,.;:!?“”«»\"\n])\s*([^,.;:!?“”«»\"\n]{2,60}),\s+$")
DEFINITE_ROLE_BEFORE_COMMA = re.compile(r"\b((?:el|la|the)\s+[^\W\d_]+[^,.;:!?“”«»\"\n]{0,60}),\s+$", re.IGNORECASE)
WORDS_BEFORE = re.compile(r"((?:[^\W\d_]+\s+){1,2})$")
# A role whose portfolio lists several names, set off before a name: "La delegada de
# Urbanismo, Medio Ambiente y Movilidad del Ayuntamiento, Carmen Ibáñez", "el ministro
# de Industria, Energía y Minería, Gonzalo Ferrés" (`ROLE_BEFORE_COMMA` reads only
# the words after the list's last comma).
ROLE_WITH_A_LIST_BEFORE_COMMA = re.compile(
    r"(?:^|[,.;:!?“”«»\"\n])\s*([^,.;:!?“”«»\"\n]{2,60}\s(?:de|del|of|for)\s+[A-ZÁÉÍÓÚÑ][^,.;:!?“”«»\"\n]{0,40}"
    r"(?:,\s+[A-ZÁÉÍÓÚÑ][^,.;:!?“”«»\"\n]{0,40})*,?\s+(?:y|e|and)\s+[A-ZÁÉÍÓÚÑ][^,.;:!?“”«»\"\n]{0,60}),\s+$"
)
# "la directora de la ONT, la Dra. Beatriz Lasarte", "the trust's chief executive, Dr
# Ana Ruiz": the name after the comma carries an article or a title of its own.
TITLED_AFTER_COMMA = re.compile(r",\s+(?:(?:el|la|the)\s+)?(?P<title>[^\W\d_]+\.?\s+)?$", re.IGNORECASE)
DEFINITE = re.compile(r"(?:the|el|la)\s", re.IGNORECASE)
# Words that name a person by what they do, beyond the titles: "consejero", "fiscal".
EXTRA_PERSON_ROLES = frozenset(
    """consejero consejera ministra concejala alcaldesa presidenta directora jueza portavoz
    entrenadora jugadora abogada médica doctora investigadora economista jefa magistrado magistrada
    regidor regidora edil exalcalde exalcaldesa exregidor exregidora ganador ganadora vencedor vencedora
    acusado acusada defendant accused procesado procesada letrado letrada militar""".split()
)
# Other words the press uses for a role: "el regidor" is the mayor, "el edil" a mayor
# or a councillor, "the premier" the prime minister.
ROLE_SYNONYMS = {
    "regidor": {"alcalde"},
    "regidora": {"alcaldesa", "alcalde"},
    "edil": {"alcalde", "alcaldesa", "concejal", "concejala"},
    "exregidor": {"exalcalde"},
    "exregidora": {"exalcaldesa", "exalcalde"},
    # A lawyer is named again by another word for the trade: "añadió el letrado" after
    # "El abogado de Salvatierra, Ignacio Valcárcel"; "the attorney" after "his lawyer".
    "letrado": {"abogado"},
    "letrada": {"abogada", "abogado"},
    "lawyer": {"attorney", "counsel", "solicitor", "barrister"},
    "attorney": {"lawyer", "counsel"},
}
ROLE_PREFIX = re.compile(r"(?:vice|sub|ex|co)-?(?=[a-z]{4})")
PERSON_ROLE_WORDS = frozenset(fold(w) for w in TITLES | ROLE_NOUNS | EXTRA_PERSON_ROLES)


def roles_of(text: str, mention) -> list[str]:
    """The words that give a person mention a role: its title, a role before it ("La
    concejala de Hacienda, ", "union leader ") and an apposition after it (", the
    club's coach,")."""
    roles = [mention.title] if mention.title else []
    before = text[max(0, mention.start - 80) : mention.start]
    role = ROLE_BEFORE_COMMA.search(before) or WORDS_BEFORE.search(before, _last_words_start(before, 2))
    if not (role and names_a_role(role.group(1))) and re.search(r"\s(?:y|e|and)\s+[A-ZÁÉÍÓÚÑ]", before):
        role = ROLE_WITH_A_LIST_BEFORE_COMMA.search(text, max(0, mention.start - 160), mention.start) or role
    if not (role and names_a_role(role.group(1))):
        # "…, ha explicado a Europa Press el subdelegado del Gobierno en Valladolid,
        # Jacinto Merino": a definite role after the verb, before the comma.
        role = DEFINITE_ROLE_BEFORE_COMMA.search(before)
    if role and names_a_role(role.group(1)):
        # "El martes, Ana Pérez …" is a time, not a role.
        roles.append(role.group(1))
    titled = TITLED_AFTER_COMMA.search(before, _last_words_start(before, 3))
    if titled and titled.group(0).strip(", \n") and _is_a_title(titled.group("title")):
        # The role before the comma is the titled person's too.
        earlier = ROLE_BEFORE_COMMA.search(before[: titled.start()] + ", ")
        if earlier and names_a_role(earlier.group(1)):
            roles.append(earlier.group(1))
    after = APPOSITION_AFTER.match(text, mention.end)
    if after:
        roles.append(after.group(1))
    return roles


# Roles an event in the text gives a person: whoever "ganó"/"won" is the winner (and,
# after a vote, the one elected); whoever stands trial or is charged, the defendant.
ELECTED_WORDS = "electo electa elect"
WINNING = f"ganador ganadora vencedor vencedora winner {ELECTED_WORDS}"
DEFENDING = "acusado acusada defendant accused procesado procesada"
EVENT_AFTER = (
    (
        re.compile(r"\s+(?:ganó|won|wins|se\s+impuso|venció|se\s+proclamó|se\s+hizo\s+con|ha\s+ganado|has\s+won)\b"),
        WINNING,
    ),
    (
        re.compile(
            r",?\s+(?:(?:who\s+)?(?:is|was|has\s+been)\s+(?:accused|charged)|(?:está|fue)\s+acusad[oa]|acusad[oa]\s+de|"
            # "X, de 67 años, se enfrenta a una petición de ocho años de prisión", "X faces up to 10 years in prison".
            r"(?:[^,.;]{1,60},\s+)?(?:se\s+enfrenta\s+a|faces)\s+[^.;]{0,40}?(?:prisión|cárcel|prison|jail))\b",
            re.IGNORECASE,
        ),
        DEFENDING,
    ),
)
EVENT_BEFORE = re.compile(
    r"\b(?:(?:juicio|trial|proceso|case)\s+(?:contra|against|of)|(?:cárcel|prisión|prison|jail)\s+(?:para|for))\s+"
    r"(?:(?:el|la|the)\s+)?(?:[\w’'.-]+\s+){0,3}$",
    re.IGNORECASE,
)
# An office a person takes right after their name: "X, de Vecinos Unidos, se convierte en
# la primera alcaldesa de …", "X fue elegida alcaldesa", "X became the first female mayor".
BECOMING = re.compile(
    r"(?:,[^,.;]{1,60},)?\s+(?:se\s+convierte\s+en|se\s+convirtió\s+en|(?P<elected>fue\s+elegid[oa]|ha\s+sido\s+elegid[oa]|"
    r"was\s+elected|has\s+been\s+elected)|becomes|became)\s+"
    # The day it happened, between the verb and the office: "fue elegida este miércoles rectora".
    r"(?:(?:(?:este|el|on|this|last)\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ayer|hoy|yesterday|today)\s+)?(?:(?:el|la|the)\s+)?"
    r"(?:(?:primer[oa]?|nuev[oa]|first|new|female)\s+)*(?P<role>[a-záéíóúñ]+)\b",
    re.IGNORECASE,
)
# "La presidenta electa", "the president-elect": who was elected, whatever the office.
ELECTED = re.compile(r"\b(?:elect[oa]s?|elect)\b", re.IGNORECASE)


def event_roles(text: str, mention) -> list[str]:
    """The roles an event right around a person's name gives them: "Lucía Campos ganó
    la segunda vuelta" (the winner, the one elected), "el juicio contra Ramón Vidal",
    "Tom Hale, who is charged with fraud" (the defendant)."""
    roles = [words for pattern, words in EVENT_AFTER if pattern.match(text, mention.end)]
    if becoming := BECOMING.match(text, mention.end):
        # "Irene Cuesta … se convierte en la primera alcaldesa", "was elected mayor".
        roles.append(becoming.group("role"))
        if becoming.group("elected") and is_a_role_word(fold(becoming.group("role"))):
            # "fue elegida rectora": "la rectora electa" after the vote, as after "ganó".
            roles.append(ELECTED_WORDS)
    if EVENT_BEFORE.search(text, max(0, mention.start - 60), mention.start):
        roles.append(DEFENDING)
    return roles


def _is_a_title(word: str | None) -> bool:
    return word is None or fold(word.strip().rstrip(".")) in PERSON_ROLE_WORDS


def _last_words_start(text: str, count: int) -> int:
    """Where the last `count` words of `text` (runs of non-spaces) start, or 0. A
    pattern anchored at the end that spans at most that many words matches nowhere
    before, and searching from there spares trying every earlier character.

    Read backwards in one match ("\\s" is exactly what `str.isspace` is), rather than
    character by character in Python."""
    return len(text) - _LAST_WORDS_BACK[count].match(text[::-1]).end()


# `_last_words_start`'s patterns, by how many words they cross: each word's spaces
# after it and its characters, taken whole.
_LAST_WORDS_BACK = {count: re.compile(rf"(?:\s*+\S*+){{{count}}}") for count in (2, 3)}


def names_a_role(words: str) -> bool:
    return any(is_a_role_word(fold(w).strip(".")) for w in re.findall(r"[\w’'.]+", words))


def is_a_role_word(folded: str) -> bool:
    """Whether a folded word names a person's role, also with a prefix of rank or of
    the past: "viceministro", "subdirectora", "exconsejero", "vice-chair"."""
    if folded in PERSON_ROLE_WORDS:
        return True
    prefix = ROLE_PREFIX.match(folded)
    return prefix is not None and folded[prefix.end() :] in PERSON_ROLE_WORDS


def claimed_role_head(phrase: str) -> str | None:
    """The role a speaker phrase gives alone, when it is a definite one: "the
    minister" -> "minister", "la fiscal" -> "fiscal", "el consejero de Salud" ->
    "consejero"; None for "a spokesperson", "the company" or a name."""
    if not DEFINITE.match(phrase) or any(w[:1].isupper() for w in phrase.split()[1:2]):
        return None
    if ELECTED.search(phrase):
        return "electo"
    head = fold(role_head(phrase))
    return head if is_a_role_word(head) else None


# Titles that say a role: "Justice Mary Quinn" is the judge, "Sgt. Ana Ruiz" the sergeant.
ROLE_OF_TITLE = {
    "justice": "judge",
    "dr": "doctor",
    "sgt": "sergeant",
    "det": "detective",
    "insp": "inspector",
    "gen": "general",
    "col": "colonel",
    "capt": "captain",
    "cmdr": "commander",
    "sen": "senator",
    "rep": "representative",
    "gov": "governor",
    "prof": "professor",
    "magistrado": "juez",
    "magistrada": "jueza",
}


def same_role(head: str, roles: list[str]) -> bool:
    """Whether any of a person's roles has that head word (or its other gender:
    "consejero", "consejera"; or the role a title says: "Justice" is a judge)."""
    heads = {head, *ROLE_SYNONYMS.get(head, ())}
    for role in roles:
        words = re.findall(r"[\w’']+", fold(role))
        for word in words + [ROLE_OF_TITLE[w] for w in words if w in ROLE_OF_TITLE]:
            if word in heads or (len(word) > 4 and word[:-1] == head[:-1] and {word[-1], head[-1]} <= {"a", "o"}):
                return True
    return False


def names_someone(phrase: str) -> bool:
    """Whether a phrase only names someone by their role, with or without a name ("El
    portavoz de la oposición", "Northpeak's head of infrastructure", "Saints coach
    Eleanor Briggs"): no verb, so nothing a fact-checker could check."""
    if "," in phrase or not looks_like_speaker(phrase) or any(_is_verb_like(w) for w in phrase.split()):
        return False
    if fold(role_head(phrase)) in PERSON_ROLE_WORDS:
        return True
    parsed = parse_speaker(phrase)
    return parsed.name is not None and names_a_role(parsed.role)


def _is_verb_like(word: str) -> bool:
    """ "celebró", "aseguraron", "backed": a word that makes a phrase a clause."""
    lower = word.lower()
    return (len(lower) > 3 and lower.endswith(("ó", "aron", "ieron", "ed"))) or lower in VERB_WORDS


VERB_WORDS = frozenset(
    "is are was were has have had will would es son fue fueron era eran está están ha han será".split()
)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
