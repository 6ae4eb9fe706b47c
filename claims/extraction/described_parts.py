"""A part of a group that the sentence says is something counts that something: "Eleven
of those stranded were children" is 11 children, "Cinco de los fallecidos eran niños" 5 niños, "apenas siete de ellas son mujeres" 7
mujeres, "de los que unos 400 son hembras reproductoras" 400 hembras reproductoras. A
part the sentence says something happened to ("Two of them were hospitalized", "Cuatro
de ellos fueron trasladados") counts the group it is taken from, and a part taken "of
the" group it names ("two of the three judges") counts that group's noun, as before.
A part set after its whole with no verb ("12 people died, two of them children", "20
muertos, nueve de ellos niños") counts the noun it is said to be as well, and so does a
bare count that opens its clause and is said to be a plural noun ("The museum had 140,000
visitors; about 85,000 were foreign tourists", "16 son empleados"). A medal's metal is
the noun a part of the medals is said to be ("won 17 medals, seven of them gold")."""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.units import PRENOMINAL_ADJECTIVES

# "of them were", "of those stranded were", "de ellas son": a part, then what it is.
# "Three of the dead were children", "Cinco de los fallecidos eran niños": the group
# named by one word after its article.
PART_THEN_COPULA_AFTER = re.compile(
    r"\s+(?:of\s+(?:them|those|these)(?:\s+(?!were\b|are\b)[a-z]+)?\s+(?:were|are)|"
    r"of\s+the\s+(?!were\b|are\b)[a-z]+\s+(?:were|are)|"
    r"de\s+(?:ellos|ellas|estos|estas|esos|esas|(?:los|las)\s+[a-záéíóúñ]+)\s+(?:eran|son|fueron))\s+",
    re.IGNORECASE,
)
# "de los que unos 400 son", "of whom 30 were": the part after a relative of the group.
RELATIVE_PART_BEFORE = re.compile(
    r"\b(?:de\s+(?:los|las)\s+(?:que|cuales)|of\s+(?:whom|which))\s+"
    r"(?:(?:unos|unas|about|some|around|nearly|almost|casi|cerca\s+de|apenas|only|solo)\s+)?$",
    re.IGNORECASE,
)
RELATIVE_COPULA_AFTER = re.compile(r"\s+(?:were|are|eran|son|fueron)\s+", re.IGNORECASE)
# ", two of them children,", ", nueve de ellos niños.": a part with no verb, the noun
# it is ends the phrase.
PART_WITHOUT_VERB_AFTER = re.compile(r"\s+(?:of\s+(?:them|whom)|de\s+(?:ellos|ellas))\s+", re.IGNORECASE)
# A clause opening after the noun ends the phrase too: "14 de ellas menores de edad cuando
# fueron captadas".
PHRASE_ENDS_AFTER = re.compile(r"\s*(?:[,.;:)\n]|$)|\s+(?:and|y|e|when|cuando)\s")
# "dos de ellas menores de edad", "tres de ellos estudiantes de medicina": a Spanish noun
# with its complement, "de" and one word with no article, is the noun said.
COMPLEMENT_ES = re.compile(r"\s+de\s+(?!(?:el|la|los|las|un|una|unos|unas|su|sus)\b)[a-záéíóúñ]{3,}\b", re.IGNORECASE)
# "; about 85,000 were foreign tourists", "16 son empleados": a bare count opening its
# clause, a word of how many before it at most.
COUNT_OPENS_CLAUSE_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s*|,\s*(?:(?:and|but|while|y|pero)\s+)?|\b(?:and|but|while|y|pero)\s+)"
    r"(?:(?:about|around|some|roughly|nearly|almost|only|just|unos|unas|casi|cerca\s+de|alrededor\s+de|"
    r"apenas|solo|sólo|the\s+other|the\s+remaining|los\s+otros|las\s+otras)\s+)?$",
    re.IGNORECASE,
)
# The noun a part is said to be: a plural noun, with an adjective before it in English
# ("young children") or after it in Spanish ("hembras reproductoras"); not a participle
# ("hospitalized", "trasladados"), an adjective in -ous or a word such as "as" or "less".
# A medal's metal names the medals it counts ("17 medals, seven of them gold").
NOUN_EN = re.compile(
    r"(?:(?P<adjective>[a-z]{3,})\s+)?"
    r"(?P<noun>children|women|men|people|gold|silver|bronze|[a-z]{3,}s(?<!ss)(?<!ous)(?<!us)(?<!is))\b(?![-‑])"
)
# Spanish adjectives that end as nouns do are left out by their endings ("neumáticas",
# "activos", "peligrosas", "vulnerables", "trasladados").
NOT_A_NOUN_ENDING = r"(?<!ados)(?<!adas)(?<!idos)(?<!idas)(?<!icos)(?<!icas)(?<!ivos)(?<!ivas)(?<!osos)(?<!osas)(?<!bles)"
NOUN_ES = re.compile(
    rf"(?P<noun>[a-záéíóúñ]{{2,}}s{NOT_A_NOUN_ENDING})"
    rf"(?:\s+(?P<adjective>[a-záéíóúñ]{{3,}}s{NOT_A_NOUN_ENDING}(?<!des)(?<!las)(?<!los)))?\b"
)
NOT_NOUNS = frozenset(
    {"thus", "always", "sometimes", "perhaps", "various", "nuevos", "nuevas", "todos", "todas", "ambos", "muchos",
     "pocos", "otros", "otras", "sus", "nos", "les", "las", "los", "unos", "unas", "más", "menos", "tres", "dos",
     "seis", "his", "hers", "its", "yours", "ours", "theirs", "this", "those", "these", "was", "has", "does",
     # "dos de ellos graves": a state, not a noun.
     "graves", "leves", "estables"}
)


def described_noun(text: str, start: int, end: int, language: str, *, counted: bool = True) -> tuple[str, int] | None:
    """The noun that the part counted at `text[start:end]` is said to be, and where it
    ends; None when the sentence says no such thing. A bare count that opens its clause
    ("The other two are turkey farms") is relabelled only when it was read as a figure
    (`counted`), never made one."""
    after = PART_THEN_COPULA_AFTER.match(text, end)
    if after is None and (copula := RELATIVE_COPULA_AFTER.match(text, end)) and (
        RELATIVE_PART_BEFORE.search(text, max(0, start - 40), start)
        or (counted and COUNT_OPENS_CLAUSE_BEFORE.search(text, max(0, start - 20), start))
    ):
        after = copula
    verbless = after is None
    if verbless:
        after = PART_WITHOUT_VERB_AFTER.match(text, end)
    if after is None:
        return None
    noun = (NOUN_ES if language.startswith("es") else NOUN_EN).match(text, after.end())
    if noun is None or noun.group("noun").lower() in NOT_NOUNS | PRENOMINAL_ADJECTIVES:
        # "dos fueron malos", "three are new": an adjective, not a noun.
        return None
    complement = None
    if verbless and not PHRASE_ENDS_AFTER.match(text, noun.end()):
        complement = COMPLEMENT_ES.match(text, noun.end()) if language.startswith("es") else None
        if complement is None or not PHRASE_ENDS_AFTER.match(text, complement.end()):
            # "two of them children's books": the noun must end the phrase.
            return None
    if language.startswith("es"):
        words = noun.group(0) if noun.group("adjective") else noun.group("noun")
        if complement is not None:
            words = text[after.end() : complement.end()]
        return words, after.end() + len(words)
    adjective = noun.group("adjective")
    if adjective and adjective.lower() in NOT_NOUNS | {"all", "also", "still", "not", "now", "mostly", "mainly", "both"}:
        return None
    return noun.group(0), noun.end()


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
