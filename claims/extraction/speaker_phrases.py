"""How a speaker is described, and what kind of source the description names.

A speaker phrase ("Venezuela’s interim president, Juan Guaidó", "a spokesman for the
Red Cross", "Prof. Helen Cho of the University of Leeds") is split into a name and the
role the text gives it (`parse_speaker`), and a new source's kind is guessed from how
the text names it (`source_kind_for`: a person, a government body, a media outlet…).
The names themselves, and the word lists both use, are found in `names`; the body a
spokesperson speaks for ("a spokesman for the Red Cross") in `spokespersons`.
"""

import re
from dataclasses import dataclass
from functools import lru_cache

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import (
    ARMED_WORDS,
    ARTICLES,
    CREDENTIALS,
    DETERMINERS_AND_ARTICLES,
    DOCUMENT_WORDS,
    FUNCTION_WORDS,
    GENERIC_ORGANISATION_PLURALS,
    GOVERNMENT_WORDS,
    INTERNATIONAL_NAMES,
    INTERNATIONAL_WORDS,
    MEDIA_WORDS,
    NAME_PARTICLES,
    ORGANISATION_TYPE_ACRONYMS,
    ORGANISATION_WORDS,
    PLACE_STARTERS,
    PLACE_WORDS,
    POSSESSIVE,
    PREPOSITIONS,
    PRONOUNS,
    ROLE_PLURALS,
    TITLES_AND_ROLES,
    _fold,
    fold,
    is_capitalised,
    strip_possessive,
    title_length,
    tokens,
)
from claims.extraction.places import is_place
from claims.extraction.speech_verbs import IMPLIED_PERSON
from claims.extraction.spokespersons import body_behind_a_spokesperson


@dataclass(frozen=True)
class SpeakerPhrase:
    """Who a phrase such as "Venezuela’s interim president, Juan Guaidó" names."""

    name: str | None
    role: str
    pronoun: str | None = None


# A person's own office speaking for them: "Her office said", "su despacho indicó".
OWN_OFFICE = re.compile(r"(?P<owner>[Hh]er|[Hh]is|[Ss]u)\s+(?:office|oficina|despacho)")
OFFICE_PRONOUNS = {"her": "she", "his": "he", "su": IMPLIED_PERSON}


@lru_cache(maxsize=4096)
def parse_speaker(phrase: str) -> SpeakerPhrase:
    """Split a speaker phrase into a name and the role the text gives it.

    "Venezuela’s interim president, Juan Guaidó" -> ("Juan Guaidó", "Venezuela’s
    interim president"); "Colonel Rubén Paz" -> ("Rubén Paz", "Colonel");
    "Colombia’s Foreign Ministry" stays whole, its owner being part of the name;
    "the colonel" -> (None, "the colonel"); "he" -> pronoun "he".
    """
    phrase = re.sub(r"\s+", " ", phrase).strip(" ,;:")
    if phrase.lower() in PRONOUNS:
        return SpeakerPhrase(name=None, role="", pronoun=phrase.lower())
    office = OWN_OFFICE.fullmatch(phrase)
    if office is not None:
        # "Her office said": the office speaks for the person "her" stands for.
        return SpeakerPhrase(name=None, role="", pronoun=OFFICE_PRONOUNS[office["owner"].lower()])
    head = phrase.split(", ")[0]
    if ONE_OF_A_BODY.match(head) and not any(_is_proper_name(p) for p in phrase.split(", ")[1:]):
        if body_behind_a_spokesperson(head) is None:
            # "Un dirigente de la Federación de Cooperativas", "una fuente del
            # Ministerio": one of a body's people no one named speaks for no one.
            return SpeakerPhrase(name=None, role=phrase)
    # "La Asociación de Usuarios de Bancos, Cajas y Seguros (Adicae)": one body whose
    # name lists things, known by its initials too.
    phrase = re.sub(r"\s*\([A-ZÁÉÍÓÚÑ][\w.]{1,15}\)$", "", phrase)
    listing = BODY_NAME_WITH_A_LIST.fullmatch(phrase)
    if listing and any(w.lower() in ORGANISATION_WORDS for w in listing.group("name").split()):
        return SpeakerPhrase(name=listing.group("name"), role="")
    parts = [p.strip() for p in phrase.split(", ") if p.strip()]
    parts = [p for p in parts if not re.match(r"(?:who|which|que|quien)\b", p, re.IGNORECASE)]
    # "Dr. Lee, M.D." and "John Smith, Jr.": a credential is neither name nor role.
    parts = [p for p in parts if fold(p).rstrip(".") not in CREDENTIALS] or parts[:1]
    phrase = ", ".join(parts)
    if len(parts) > 1:
        named = [p for p in parts if _is_proper_name(p)]
        if named:
            name = named[0]
            return _with_title(name, ", ".join(p for p in parts if p is not name), apposition=True)
        first = parse_speaker(parts[0])
        if first.name and not first.pronoun:
            # "la geóloga Irene Vidal, de la Universidad del Norte".
            return SpeakerPhrase(name=first.name, role=", ".join(filter(None, [first.role, *parts[1:]])))
        for later in parts[1:]:
            affiliated = _name_of_affiliation(later, tokens(later))
            if affiliated is not None:
                # "Her lawyer, Ben Ruiz of the Legal Aid Society": the name after the
                # role, then where the person is from.
                others = [p for p in parts if p is not later]
                return SpeakerPhrase(name=affiliated.name, role=", ".join([*others, affiliated.role]))
        for later in parts[1:]:
            inner = parse_speaker(later) if re.match(r"(?:el|la|the|a|an)\s+[a-záéíóúñ]", later) else None
            if inner is not None and inner.name and inner.role and source_kind_for(inner.name, inner.role) == "person":
                # "la directora de la unidad, la cirujana plástica Mariela Cedeño": a
                # role, then another role with the name it gives.
                others = [p for p in parts if p is not later]
                return SpeakerPhrase(name=inner.name, role=", ".join([*others, inner.role]))
        phrase = ", ".join(parts)
    if RELATIVE_OF_SOMEONE.match(phrase):
        # "El hijo del alcalde Pedro Gil", "the widow of Peter Hill": a relative of
        # the one named speaks, not the one named.
        return SpeakerPhrase(name=None, role=phrase)
    words = tokens(phrase)
    body = body_behind_a_spokesperson(phrase)
    if body is not None:
        return SpeakerPhrase(name=body, role=phrase)
    role_led = _role_of_a_body(phrase, words)
    if role_led is not None:
        return role_led
    affiliated = _name_of_affiliation(phrase, words)
    if affiliated is not None:
        return affiliated
    if words and words[0][2].lower() in ROLE_PLURALS and not _ends_in_a_persons_name(words):
        # "fuentes del servicio de bomberos", "officials at the ministry": people no
        # one named.
        return SpeakerPhrase(name=None, role=phrase)
    organisation = any(
        strip_possessive(w.lower()) in ORGANISATION_WORDS or w.lower() in DOCUMENT_WORDS for _, _, w in words
    )
    # The run of capitalised words that ends the phrase.
    k = len(words)
    while k > 0 and (is_capitalised(words[k - 1][2]) or (words[k - 1][2].lower() in NAME_PARTICLES and k < len(words))):
        if k < len(words) and words[k - 1][2][-2:] in ("’s", "'s") and POSSESSIVE.search(words[k - 1][2]):
            break
        if k < len(words) and words[k - 1][2].lower() in ORGANISATION_TYPE_ACRONYMS:
            break
        k -= 1
    run = [w for w in words[k:]]
    while run and (
        run[0][2] in {"the", "a", "an", "el", "la", "los", "las"}
        or run[0][2].lower() in {"the", "a", "an"}
        or (run[0][2].lower() in ARTICLES and title_length([w for _, _, w in run[1:]]) > 0)
    ):
        # "the Red Cross"; "la Dra. Elena Vidal" is Elena Vidal, a doctor.
        run = run[1:]
    person = person_after_a_body(phrase)
    if person is not None:
        # "la climatóloga de la Universidad de Sevilla Ana Gil": the body, then the
        # person's first name and surname.
        return SpeakerPhrase(name=phrase[person:], role=phrase[:person].strip())
    run_words = {strip_possessive(w.lower()) for _, _, w in run}
    # "College President Alan Price": a body's title before a person's name.
    titled = bool(run) and title_length([w for _, _, w in run]) > 0
    if run and (titled or not run_words & ORGANISATION_WORDS) and not _after_preposition(words, run):
        return _with_title(phrase[run[0][0] :], _without_lone_determiner(phrase[: run[0][0]]))
    capitalised = [w for _, _, w in words if is_capitalised(w) and w.lower() not in FUNCTION_WORDS]
    if organisation and capitalised:
        if len(parts) > 1 and not any(is_capitalised(w) for w in parts[0].split()[1:]) and (
            role_head(parts[0]) in TITLES_AND_ROLES
        ):
            # "her lawyer, the head of the Eastside Legal Aid Society": a person's
            # roles, the body only where they work; no one named.
            return SpeakerPhrase(name=None, role=phrase)
        # "Colombia’s Foreign Ministry", "Venezuela’s ministry of defense": an
        # organisation is named by its description.
        return SpeakerPhrase(name=_without_determiner(phrase), role="")
    if _describes_an_organisation([w for _, _, w in words]):
        # "the regional health office", "la oficina regional de salud": no proper
        # name, but an organisation a reader can identify, so it is who speaks. A
        # description keeps its article; "the ministry" alone could be any and stays
        # a role, as do people ("the colonel", "a spokesperson for the ministry").
        return SpeakerPhrase(name=phrase, role="")
    if body_joined_by_a_preposition(phrase):
        # "Harlow Parents for Choice": one body's name, its words joined by "for".
        return SpeakerPhrase(name=_without_determiner(phrase), role="")
    # "the mayor of Piura", "a spokesperson for the Red Cross": the name is the
    # object of a preposition, not the speaker's.
    return SpeakerPhrase(name=None, role=phrase)


# A relative or friend of someone, who speaks for themselves: "El hijo del alcalde
# Pedro Gil", "the eldest son of Mayor Hill", "la viuda de Luis Mora".
RELATION_NOUNS = (
    r"sons?|daughters?|wife|husband|widow(?:er)?|brothers?|sisters?|father|mother|parents|"
    r"nephew|niece|cousin|grand(?:son|daughter|mother|father)|uncle|aunt|partner|fianc[ée]e?|"
    r"(?:girl|boy)friend|friends?|relatives?|hij[oa]s?|espos[oa]|mujer|marido|viud[oa]|herman[oa]s?|"
    r"padres?|madre|sobrin[oa]s?|prim[oa]s?|niet[oa]s?|abuel[oa]s?|t[ií][oa]s?|pareja|novi[oa]|"
    r"amig[oa]s?|suegr[oa]|yerno|nuera|cuñad[oa]s?|familiares"
)
# An indefinite one of a body's people: "un dirigente de la Federación …", "una fuente
# del Ministerio", "a source at the Treasury" (lower-case words between, no name).
ONE_OF_A_BODY = re.compile(
    r"(?i:un|una|a|an|one)\s+(?:[a-záéíóúñ-]+\s+){1,3}?(?:de|del|of|at|from|in|en)\s+(?:the\s+|la\s+|el\s+)?[A-ZÁÉÍÓÚÑ]",
)
RELATIVE_OF_SOMEONE = re.compile(
    rf"(?:(?:the|a|an|el|la|los|las|un|una|su|sus|his|her|their)\s+)?(?:[a-z]+\s+)?(?:{RELATION_NOUNS})"
    rf"(?:\s+[a-záéíóúñ]+)?\s+(?:of|de|del)\s",
    re.IGNORECASE,
)


_CAPITALISED = r"[A-ZÁÉÍÓÚÑ][\w’'\-]*"
BODY_NAME_WITH_A_LIST = re.compile(
    rf"(?:(?:[Tt]he|[Ee]l|[Ll]a|[Ll]os|[Ll]as)\s+)?(?P<name>{_CAPITALISED}"
    rf"(?:\s+(?:(?:de|del|de\s+la|de\s+los|de\s+las|of|for)\s+)?{_CAPITALISED})*"
    rf"(?:,\s+{_CAPITALISED})+\s+(?:y|e|and)\s+{_CAPITALISED}(?:\s+{_CAPITALISED})*)"
)


# A body's name whose capitalised words a lower-case preposition joins: "Harlow Parents
# for Choice", "Eastfield Friends of the River". Two capitalised words at least before
# it, so a word capitalised only by opening the sentence ("Members of Congress") and a
# title ("Minister for Health", "the Mayor of Harlow") stay roles.
BODY_JOINED_BY_A_PREPOSITION = re.compile(
    rf"(?:[Tt]he\s+)?(?P<head>{_CAPITALISED}(?:\s+{_CAPITALISED})+)\s+(?:for|of|against|without|por|contra|sin)\s+"
    rf"(?:the\s+|la\s+|el\s+|los\s+|las\s+)?(?P<object>{_CAPITALISED}(?:\s+{_CAPITALISED}){{0,3}})"
)


def body_joined_by_a_preposition(phrase: str) -> bool:
    """Whether `phrase` is a body's name joined by a preposition: not a title nor people
    by their trade before it, nor a person's name after it ("Supporters of Ana Ruiz")."""
    found = BODY_JOINED_BY_A_PREPOSITION.fullmatch(phrase)
    if found is None:
        return False
    head = [w.lower() for w in found["head"].split()]
    if any(w in TITLES_AND_ROLES or w in ROLE_PLURALS or w in FUNCTION_WORDS for w in head):
        return False
    from claims.extraction.gender import FIRST_NAMES  # gender reads names: import late.

    # "Ben Ruiz of the Legal Aid Society": a person, then where they are from.
    return not any(_fold(part.split()[0]) in FIRST_NAMES for part in (found["head"], found["object"])) and not is_place(
        found["object"]
    )


def _ends_in_a_persons_name(words: list[tuple[int, int, str]]) -> bool:
    """ "police chief Mark Otieno": a known first name and a capitalised word end it."""
    from claims.extraction.gender import FIRST_NAMES  # gender reads names: import late.

    return len(words) >= 3 and is_capitalised(words[-1][2]) and _fold(words[-2][2]) in FIRST_NAMES


def names_a_body(name: str) -> bool:
    """Whether a capitalised name is a body's by its form: more than one word and no
    person's first name ("Red Cross", "Northgrid Energy"), or an acronym ("ACNUR")."""
    from claims.extraction.gender import FIRST_NAMES  # gender reads names: import late.

    words = name.split()
    if len(words) == 1:
        return words[0].isupper() or fold(words[0]) not in FIRST_NAMES
    return fold(words[0]) not in FIRST_NAMES and not title_length(words)


def _role_of_a_body(phrase: str, words: list[tuple[int, int, str]]) -> SpeakerPhrase | None:
    """ "el presidente de la cooperativa San Isidro", "the head of the Harbor Union": a
    person's role in a body, not the body, and no one named; "El investigador de la
    Universidad de Zaragoza Andrés Vicente" names the person after the body."""
    from claims.extraction.gender import FIRST_NAMES  # gender reads names: import late.

    lowered = [w.lower() for _, _, w in words]
    first = 1 if lowered and lowered[0] in ARTICLES else 0
    # "El exvicepresidente de la Diputación …": a role once held is a role.
    role = re.sub(r"^ex-?(?=[a-záéíóúñ]{3})", "", lowered[first]) if len(words) > first else ""
    if len(words) < first + 3 or role not in TITLES_AND_ROLES:
        return None
    if lowered[first + 1] not in {"de", "del", "of", "at", "for", "from"}:
        return None
    titled = is_capitalised(words[first][2])
    for cut in range(first + 3, len(words) - 1):
        if (
            _fold(words[cut][2]) in FIRST_NAMES
            and all(is_capitalised(w) for _, _, w in words[cut:])
            and lowered[cut - 1] not in NAME_PARTICLES | PREPOSITIONS | ARTICLES
        ):
            return SpeakerPhrase(name=phrase[words[cut][0] :], role=phrase[: words[cut][0]].strip())
    if titled:
        return _portfolio_before_a_name(phrase, words) if not first else None
    return SpeakerPhrase(name=None, role=phrase)


def _portfolio_before_a_name(phrase: str, words: list[tuple[int, int, str]]) -> SpeakerPhrase | None:
    """ "Minister for Coastal Planning Nadia Orr", "Secretario de Obras Públicas Íñigo
    Mena": a capitalised title with its portfolio and no article, then a name of two
    capitalised words the portfolio's own words do not take (no body's or place's
    word), whatever the first name."""
    lowered = [fold(w) for _, _, w in words]
    if len(words) < 5 or any(w in ARTICLES for w in lowered[1:]):
        return None
    if not all(is_capitalised(w) or w in NAME_PARTICLES | PREPOSITIONS for _, _, w in words[2:]):
        return None
    portfolio, name = words[2:-2], words[-2:]
    if not any(is_capitalised(w) and fold(w) not in NAME_PARTICLES for _, _, w in portfolio):
        return None
    if lowered[-3] in NAME_PARTICLES | PREPOSITIONS or any(
        fold(w) in ORGANISATION_WORDS | PLACE_WORDS or not is_capitalised(w) for _, _, w in name
    ):
        return None
    if any(is_place(w) for _, _, w in name) or is_place(" ".join(w for _, _, w in name)):
        return None
    return SpeakerPhrase(name=phrase[name[0][0] :], role=phrase[: name[0][0]].strip())


def _name_of_affiliation(phrase: str, words: list[tuple[int, int, str]]) -> SpeakerPhrase | None:
    """ "Prof. Helen Cho of the University of Leeds", "Ana Ruiz, de la Universidad del
    Sur": a person's name, then where they are from, which is their role."""
    cut = next(
        (i for i, (_, _, w) in enumerate(words) if i >= 2 and w.lower() in {"of", "from", "at", "de", "del"}), None
    )
    if cut is None:
        return None
    before = [w for _, _, w in words[:cut]]
    led = _role_leading_a_name(before)
    if led is None:
        return None
    leading, before = before[:led], before[led:]
    titles = title_length(before)
    name_words = before[titles:]
    lowered = [fold(w) for w in name_words]
    if len(name_words) < 2 or any(w in ORGANISATION_WORDS or w in PLACE_WORDS for w in lowered):
        return None
    if is_place(" ".join(name_words)) or lowered[0] in PLACE_STARTERS | ARTICLES:
        # "La Defensoría del Pueblo": a person's name does not open with an article.
        return None
    title = " ".join([*leading, *before[:titles]])
    role = ", ".join(filter(None, [title, phrase[words[cut][0] :].strip()]))
    return SpeakerPhrase(name=" ".join(name_words), role=role)


def _role_leading_a_name(words: list[str]) -> int | None:
    """How many words before the capitalised name that ends `words` are a role in lower
    case ("Head teacher Ann Ward", "la directora Ana Ruiz", "chief executive Ann
    Ward"), 0 when every word is capitalised; None when the words are no role and a
    name ("the mayor", "Professor of Medicine Ann Ward")."""
    k = len(words)
    while k > 0 and is_capitalised(words[k - 1]):
        k -= 1
    if k == 0 or k == len(words):
        return 0 if k == 0 else None
    leading = [w.lower() for w in words[:k]]
    if leading[0] in ARTICLES:
        leading = leading[1:]
    if not 1 <= len(leading) <= 3 or not all(w.isalpha() and w not in FUNCTION_WORDS for w in leading):
        return None
    if not all(w.islower() for w in words[1:k]):
        return None
    return k


def person_after_a_body(phrase: str) -> int | None:
    """Where a person's name starts after a role and the body they are from, all in
    capitals after the role ("la climatóloga de la Universidad de Sevilla Ana Gil", "la
    climatóloga de la Universidad Federal de Rio Grande do Sul Beatriz Kessler"): a
    known first name after the body's word, with one or two surnames after it; None
    when there is none ("la Universidad de Sevilla") or no role leads ("la Universidad
    Rey Juan Carlos")."""
    from claims.extraction.gender import FIRST_NAMES  # gender reads roles, which read this: import late.

    words = tokens(phrase)
    folded = [fold(w) for _, _, w in words]
    body = next((i for i, w in enumerate(folded) if w in ORGANISATION_WORDS), None)
    if body is None:
        return _person_after_a_named_body(words, folded, FIRST_NAMES)
    if not any(w.islower() and w not in ARTICLES | PREPOSITIONS for _, _, w in words[:body]):
        return None
    if not all(is_capitalised(w) or w in BODY_NAME_LINKS for _, _, w in words[body:]):
        return None
    for i in range(body + 2, len(words) - 1):
        if folded[i] in FIRST_NAMES and 2 <= len(words) - i <= 3 and is_capitalised(words[i - 1][2]):
            if folded[i - 1] in TITLES_AND_ROLES:
                return None
            if all(is_capitalised(words[j][2]) and folded[j] not in ORGANISATION_WORDS for j in range(i, len(words))):
                return words[i][0]
    return None


# A role in lower case and the preposition that ties it to its body: "la analista de",
# "el ingeniero de", "la meteoróloga del", "an analyst at".
ROLE_OF_A_NAMED_BODY = re.compile(
    r"(?:(?:el|la|the|an?)\s+)?(?:[a-záéíóúñ-]+\s+){1,2}(?:de\s+la|del|de|of\s+the|of|at)\s+(?=[A-ZÁÉÍÓÚÑ])"
)


def _person_after_a_named_body(words: list[tuple[int, int, str]], folded: list[str], first_names) -> int | None:
    """Where a person's name starts after a role and a body the text names by its own
    name alone, with no body's word ("la analista de Adex Lucía Barreda", "la
    meteoróloga del Senamhi Gabriela Rosas", "el catedrático de Derecho Administrativo
    Jorge Salcedo"): a known first name and one or two surnames close the phrase, the
    body's name before them. Not a saint's or a place's name ("el campus de San Pedro
    Sula") nor a name right after the preposition ("la obra de Gabriel García Márquez"
    names whose work, not who speaks)."""
    phrase_words = [w for _, _, w in words]
    role = ROLE_OF_A_NAMED_BODY.match(" ".join(phrase_words))
    if role is None or folded[0] in ORGANISATION_WORDS:
        return None
    body = len(role.group().split())
    if body >= len(words) or folded[body] in first_names:
        return None
    if not all(is_capitalised(w) or w in BODY_NAME_LINKS for w in phrase_words[body:]):
        return None
    for i in range(len(words) - 3, len(words) - 1):
        if (
            i > body
            and folded[i] in first_names
            and is_capitalised(phrase_words[i - 1])
            and folded[i - 1] not in PLACE_STARTERS | TITLES_AND_ROLES
            and all(is_capitalised(w) and fold(w) not in ORGANISATION_WORDS | PLACE_WORDS for w in phrase_words[i:])
        ):
            return words[i][0]
    return None


# The small words a body's name may hold: "Universidad Federal de Rio Grande do Sul".
BODY_NAME_LINKS = frozenset("de del la las los y e do da dos das of the and for".split())


def _with_title(name: str, role: str, *, apposition: bool = False) -> SpeakerPhrase:
    """The name without its title; the title joins the role, before an apposition
    ("Sgt., a former officer") and after words that led the name ("Peru’s Prime
    Minister")."""
    words = name.split()
    titles = words[: title_length(words)]
    if titles:
        parts = [" ".join(titles), role] if apposition else [role, " ".join(titles)]
        role = (", " if apposition else " ").join(filter(None, parts))
    return SpeakerPhrase(name=" ".join(words[len(titles) :]), role=role)


def _after_preposition(words: list[tuple[int, int, str]], run: list[tuple[int, int, str]]) -> bool:
    """Whether a run of capitalised words is the object of a preposition ("the mayor
    of Piura", "el alcalde de Piura", "a spokesperson for the Red Cross")."""
    index = next(i for i, word in enumerate(words) if word[0] == run[0][0])
    if index > 0 and run[0][2] in NAME_PARTICLES - {"la"}:
        # "de Piura" after "el alcalde"; "De la Rúa" opening the phrase is a name.
        return True
    while index > 0 and words[index - 1][2].lower() in ARTICLES:
        index -= 1
    return index > 0 and words[index - 1][2].lower() in PREPOSITIONS


def _without_lone_determiner(role: str) -> str:
    """ "the" in "the Red Cross" is not a role."""
    role = role.strip(" ,")
    return "" if role.lower() in ARTICLES else role


def _describes_an_organisation(words: list[str]) -> bool:
    """Whether a description's head noun is an organisation and something besides the
    head says which one: "the regional health office", "the country's civil defence
    agency", "el ministerio de salud", but not "the ministry" or "the army's spokesman"."""
    lowered = [w.lower() for w in words]
    spanish = bool(lowered) and lowered[0] in {"el", "la", "los", "las", "un", "una"}
    while lowered and lowered[0] in DETERMINERS_AND_ARTICLES:
        lowered.pop(0)
    owner = [i for i, w in enumerate(lowered) if w[-2:] in ("’s", "'s") and POSSESSIVE.search(w)]
    head_words = lowered[owner[-1] + 1 :] if owner else lowered
    preposition = next((i for i, w in enumerate(head_words) if w in PREPOSITIONS), len(head_words))
    head_words = head_words[:preposition]
    if not head_words:
        return False
    head = head_words[0] if spanish else head_words[-1]
    if head not in ORGANISATION_WORDS or head in GENERIC_ORGANISATION_PLURALS:
        return False
    content = [w for w in lowered if w not in DETERMINERS_AND_ARTICLES and w not in PREPOSITIONS]
    return len(content) >= 2


def _is_proper_name(part: str) -> bool:
    if body_joined_by_a_preposition(part):
        # "Harlow Parents for Choice".
        return True
    words = part.split()
    if len(words) > 1 and words[0].lower() in ARTICLES and title_length(words[1:]):
        # "la Dra. Carmen Ortega".
        words = words[1:]
    return (
        bool(words)
        and all(is_capitalised(w) or w.lower() in NAME_PARTICLES for w in words)
        and is_capitalised(words[0])
        and words[0].lower() not in FUNCTION_WORDS
        and not POSSESSIVE.search(words[-1])
        # "Ashbury's MP", "Northgrid's CEO": a role written in capitals, not a name.
        and not (len(words) > 1 and POSSESSIVE.search(words[-2]) and words[-1].lower() in TITLES_AND_ROLES)
    )


# The words `_kind_from_words` and `role_head` read: runs of letters, apostrophes and hyphens.
KIND_WORD = re.compile(r"[\w’'\-]+")
# An article opening a name, and a body's initials: "la OMS".
ARTICLE_FIRST = re.compile(r"^(?:the|el|la|los|las)\s+", re.IGNORECASE)
INITIALS = re.compile(r"[A-ZÁÉÍÓÚÑ]{2,8}")


def _without_determiner(phrase: str) -> str:
    return ARTICLE_FIRST.sub("", phrase)


def source_kind_for(name: str, role: str = "", *, intermediary: bool = False) -> str:
    """The kind of a new source (a `sources.SourceKind` value) from its name and role.

    An `intermediary` (whom the words were told to or who relayed them: "told El
    Tiempo", "Por Radio Vigo") is a media outlet unless its name is a person's."""
    kind = _kind_from_words(name, role)
    if kind != "person":
        return kind
    from claims.extraction.gender import FIRST_NAMES  # gender reads names: import late.

    words = name.split()
    if words and not title_length(words) and fold(words[0]) not in FIRST_NAMES:
        if intermediary:
            return "media_outlet"
        if len(words) > 1 and words[0] in {"The", "El", "La", "Los", "Las"}:
            # "El Tiempo", "La Nación": a person's name does not start with an article.
            return "organization"
    return kind


def _kind_from_words(name: str, role: str) -> str:
    if role and body_behind_a_spokesperson(role) == name:
        # "a spokesman for the Red Cross": the text says the Red Cross is a body.
        kind = _kind_from_words(name, "")
        return "organization" if kind == "person" else kind
    name_words = {strip_possessive(w.lower()) for w in KIND_WORD.findall(name)}
    if name_words & DOCUMENT_WORDS:
        return "document"
    # The words of the name and the role (no word runs across the space between them).
    words = name_words | {strip_possessive(w.lower()) for w in KIND_WORD.findall(role)} if role else name_words
    if words & MEDIA_WORDS:
        return "media_outlet"
    if INTERNATIONAL_NAMES.search(name) or name_words & INTERNATIONAL_WORDS:
        return "international_body"
    if name_words & GOVERNMENT_WORDS:
        return "government_body"
    if name_words & ARMED_WORDS or " armed forces" in f" {name.lower()}":
        return "armed_force"
    if name_words & ORGANISATION_WORDS or body_joined_by_a_preposition(name):
        return "organization"
    if role_head(role) in ORGANISATION_WORDS:
        # "Control Ciudadano, the NGO", "Voluntad Popular, the opposition party".
        return "organization"
    if not role and INITIALS.fullmatch(_without_determiner(name.strip()).replace(".", "")):
        # "FEMA", "la OMS": an organisation known by its initials.
        return "organization"
    return "person"


def role_head(role: str) -> str:
    """The noun a role is about: "a student leader at the Central University" ->
    "leader", "the NGO" -> "ngo", "una líder estudiantil de la universidad" -> "líder"."""
    words = [strip_possessive(w.lower()) for w in KIND_WORD.findall(role)]
    before = next((i for i, w in enumerate(words) if w in PREPOSITIONS), len(words))
    head_words = [w for w in words[:before] if w not in DETERMINERS_AND_ARTICLES]
    if not head_words:
        return ""
    spanish = words[0] in {"el", "la", "los", "las", "un", "una"}
    return head_words[0] if spanish else head_words[-1]


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
