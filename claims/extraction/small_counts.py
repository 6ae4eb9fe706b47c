"""Small counts in words whose noun is not right after them, for
`claims.extraction.figure_reader`:

- one casualty: "Un muerto y 23 heridos", "Una persona ha muerto", "One person was
  killed", "one man died" ("one" is otherwise a pronoun or an article, no figure);
- the toll of a second verb joined to a count the sentence gave: "has sickened at least
  1,340 people and killed nine" (people), as Spanish marks with "a" ("y mató a nueve");
- a part of a group named after "of"/"de" with a determiner or a possessive: "at
  three of the network's hospitals" (hospitals), "Dos de sus socios han pedido
  cambios" (socios), "with two of their children", "two of my banks", "dos de mis hijos". A superlative or a participle may stand
  before the plural ("two of the biggest companies", "two of its ageing vessels", "three of its main
  steel girders", "dos de las mayores empresas"). "two of the three" and "two of the
  world's biggest banks" (an owner and an adjective) stay for the other rules. A part
  opening its clause without a possessive counts when a verb of what befell it follows
  ("Dos de los adultos necesitaron hospitalización", "Three of the injured remain in
  hospital"), not when it reports speech ("Two of the officers said …").
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.speech_verbs import SPEECH_VERB_PLAIN

# "una herida" is a wound ("abrió una herida sobre el ojo", "el caso reabre una herida"),
# not a woman hurt, whom Spanish names ("una mujer herida", "una persona herida").
CASUALTY_NOUNS = frozenset("muerto muerta fallecido fallecida herido víctima dead fatality casualty".split())
CASUALTY_PLURALS = frozenset(
    "muertos muertas fallecidos fallecidas heridos heridas desaparecidos desaparecidas víctimas dead".split()
)
# Who one may be, and the plural the count is given in, as "two people" would be.
PERSON_NOUNS = {
    "persona": "personas",
    "person": "people",
    "man": "men",
    "woman": "women",
    "hombre": "hombres",
    "mujer": "mujeres",
    "niño": "niños",
    "niña": "niñas",
    "child": "children",
    "boy": "boys",
    "girl": "girls",
    "worker": "workers",
    "trabajador": "trabajadores",
}

DIED_AFTER = re.compile(
    r"\s+(?:ha\s+|has\s+|had\s+|have\s+)?(?:muerto|fallecido|murió|falleció|died|drowned|"
    r"(?:was|has\s+been|had\s+been)\s+(?:killed|injured|hurt|wounded)|perdió\s+la\s+vida|lost\s+(?:his|her)\s+life|"
    r"(?:ha\s+)?resultad[oa]\s+herid[oa]|resultó\s+herid[oa])\b",
    re.IGNORECASE,
)

PART_OF_GROUP_AFTER = re.compile(
    r"\s+(?:of\s+(?:(?P<the>the|these|those)\s+(?P<owner>[^\W\d_]+[’']s\s+)?|(?:its|their|his|her|our|your|my)\s+)|"
    r"de\s+(?:(?P<los>los|las|estos|estas|esos|esas)|sus|nuestros|nuestras|mis|tus)\s+)"
    # "two of the biggest companies", "two of its ageing vessels", "three of its main
    # steel girders", "dos de las mayores empresas": a superlative, a participle or
    # "main", "major", "key" may describe the group first.
    r"(?P<described>(?:[^\W\d_]{2,}est|[^\W\d_]{3,}ing|main|major|key|mayores|menores|principales|grandes|mejores|peores|"
    r"viej[oa]s|antigu[oa]s|nuev[oa]s|pequeñ[oa]s)\s+(?=(?:[a-z]{3,}(?<![s’'])\s+)?(?:[^\W\d_]{3,}s\b|people\b|children\b|"
    r"men\b|women\b)))?"
    # "four of its apartment complexes", "three of the care homes": an English noun
    # before the plural names the kind (`_without_a_spanish_modifier` keeps "de" out).
    r"(?P<modifier>(?!(?:and|but|who|that|which|were|are|was|have|had|has|said|not)\s)[a-z]{3,}(?<![s’'])\s+"
    r"(?=[a-z]{3,}s\b))?"
    # "two of the accused", "three of the injured": a group named by what befell it.
    r"(?P<noun>[^\W\d_]{3,}s|people|children|men|women|gente|accused|injured|wounded|detained|missing|displaced|"
    r"unemployed|homeless)\b(?![’'])",
    re.IGNORECASE,
)
PART_OF_GROUP_NO_MODIFIER_AFTER = re.compile(
    PART_OF_GROUP_AFTER.pattern.replace("(?P<modifier>", "(?P<modifier>(?!)", 1), re.IGNORECASE
)


def one_casualty(text: str, unit: str, unit_end: int) -> tuple[str, int] | None:
    """The unit and its end when "one"/"un" before `unit` counts someone killed or
    hurt ("One person died": "people", as the count after it will be); else None."""
    words = unit.split()
    if not words:
        return None
    if words[0].lower() in CASUALTY_NOUNS:
        return unit, unit_end
    head_end = text.find(words[0], max(0, unit_end - len(unit) - 2)) + len(words[0])
    if words[0].lower() in PERSON_NOUNS and DIED_AFTER.match(text, head_end):
        return PERSON_NOUNS[words[0].lower()], head_end
    return None


# "23 han resultado heridas", "más de 140 resultaron heridas": people, and how they
# were hurt.
HURT_AFTER = re.compile(
    r"\s+(?:han\s+|habían\s+)?(?:resultad[oa]s?|resultaron|quedaron|quedado)\s+(?P<how>herid[oa]s|afectad[oa]s|"
    r"intoxicad[oa]s|atrapad[oa]s)\b",
    re.IGNORECASE,
)


def hurt_people(text: str, position: int) -> str:
    """ "personas heridas" when the Spanish count ending at `position` is the subject
    of "resultaron heridas"; else ""."""
    match = HURT_AFTER.match(text, position)
    return f"personas {match.group('how').lower()}" if match else ""


# A verb right after a part of a group: "necesitaron", "han alcanzado", "remain".
ACTED_AFTER = re.compile(
    r"\s+(?:(?:han|habían|have|had|has)\s+)?(?:[a-záéíóúñ]{3,}(?:aron|ieron|an|en|ado|ido)|remain|remained|"
    r"needed|required|received|were|are|died|survived)\b",
)

# "Cuatro de los heridos se encuentran en la UCI", "Dos de los detenidos no han
# declarado": a reflexive or a negation before the verb of what befell the part.
ACTED_AFTER_SE = re.compile(r"\s+(?:se|no|no\s+se|ya|aún|todavía)(?=\s)")

# "at four of the region's busiest airports", "from two of the city's oldest schools":
# after a preposition the part is where something happened, not who they are.
PREPOSITION_BEFORE = re.compile(r"\b(?:at|in|from|to|on|across|into|of|for|with|between)\s+$", re.IGNORECASE)


def part_of_group(text: str, position: int, *, opens_clause: bool) -> tuple[str, int] | None:
    """The plural noun a small count is part of, and where it ends, when "of the …"
    or "de sus …" follows the number at `position`. A part opening its clause counts
    only among a group someone has ("Dos de sus socios han pedido cambios", "Two of
    the club's players"): "Two of the officers said …" describes who speaks."""
    match = PART_OF_GROUP_AFTER.match(text, position)
    if not match:
        return None
    if match.group("modifier") and text[match.start() : match.start("modifier")].split()[0].lower() == "de":
        # Spanish names the kind after its noun ("de sus centros de salud"): no modifier.
        match = PART_OF_GROUP_NO_MODIFIER_AFTER.match(text, position)
        if not match:
            return None
    if opens_clause and (match.group("los") or (match.group("the") and not match.group("owner"))):
        # "Dos de los adultos necesitaron hospitalización", "Three of the injured remain in
        # hospital": the part is what happened to it, unless its verb reports speech.
        reflexive = ACTED_AFTER_SE.match(text, match.end("noun"))
        verb = ACTED_AFTER.match(text, reflexive.end() if reflexive else match.end("noun"))
        if not verb or SPEECH_VERB_PLAIN.search(verb.group()):
            return None
    if (
        match.group("owner")
        and match.group("described")
        and not PREPOSITION_BEFORE.search(text, max(0, position - 60), _count_start(text, position))
    ):
        # "Two of the world's biggest banks merged": which ones the other rules decide.
        return None
    if match.group("modifier"):
        return match.group("modifier") + match.group("noun"), match.end("noun")
    return match.group("noun"), match.end("noun")


def _count_start(text: str, position: int) -> int:
    """Where the word of the count ending at `position` starts."""
    return len(text[:position].rstrip()) - len(text[:position].rstrip().split()[-1]) if text[:position].strip() else 0


# "…, and killed nine", "… and has injured three": a verb of an event's toll joined to
# what the sentence counted before.
TOLL_VERB_BEFORE = re.compile(
    r"(?:\band|,)\s+(?:(?:has|have|had)\s+)?(?:killed|injured|wounded|hurt|sickened|infected|"
    r"kills|injures|wounds|killing|injuring|wounding)\s+$",
    re.IGNORECASE,
)


def toll_in_words(text: str, count_start: int, *, counted_before: bool) -> str:
    """ "people" when the small count in words at `count_start` is the object of a verb
    of harm joined to a count the sentence gave ("sickened 1,340 people and killed
    nine"); else ""."""
    if counted_before and TOLL_VERB_BEFORE.search(text, max(0, count_start - 40), count_start):
        return "people"
    return ""


# "14 heridos, de los cuales cuatro están graves", "rescued 30 people, of whom two
# remain in hospital": a small count right after the words that take a part of the
# group counted before, as the subject of its verb, is a part of that group.
PART_OF_THOSE_BEFORE = re.compile(
    r"\b(?:de\s+(?:los|las)\s+(?:cuales|que)|of\s+(?:whom|which))\s+(?:(?:solo|sólo|only|just)\s+)?$", re.IGNORECASE
)
FINITE_VERB_AFTER = re.compile(
    r"\s+(?:(?:se|no|ya|aún|todavía|still|now|also)\s+)?(?:han|habían|fueron|son|eran|están|estaban|siguen|seguían|"
    r"permanecen|permanecían|were|are|remain|remained|have|had|"
    r"[a-záéíóúñ]{3,}(?:aron|ieron|an|en|aban|ían)|[a-z]{3,}ed)\b",
    re.IGNORECASE,
)


def part_of_those_counted(text: str, count_start: int, count_end: int) -> bool:
    """Whether the small count from `count_start` to `count_end` is a part of the group
    the sentence counted before, taken by "de los cuales", "of whom" and acting: "de
    los cuales nueve permanecen cerrados", "of which three were recovered"."""
    return bool(
        PART_OF_THOSE_BEFORE.search(text, max(0, count_start - 30), count_start)
        and FINITE_VERB_AFTER.match(text, count_end)
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
