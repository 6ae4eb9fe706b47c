"""Verbs that stand right after a count or a noun and are not what is counted.

`claims.extraction.units` stops a counted noun phrase at them: "The other two left
early", "40 stood in line" (irregular pasts that are no nouns), "dos tienen obra
iniciada" (a Spanish verb opening the predicate), "a third of the budget went" (a
verb after the noun); a participle before a preposition is a verb ("the record of 1.41
million recorded in 2019"); in a Spanish text, a word in -an or -en right after a count
is a verb in the plural ("12 corresponden a …", "15 cierran los domingos").
"""

import re

from claims.extraction.end_anchored import guard_window_patterns

PAST_VERBS = frozenset(
    "went came rose fell grew took made got saw won fled spent paid set held sold built seen given taken "
    # "23 dug out alive", "only 38 became vacant", "four sank".
    "dug became sank "
    # "The other two left early", "40 stood in line": irregular pasts that are no nouns.
    "left lost fought sent brought caught bought kept met stood struck told gave began broke chose drove flew "
    "threw wore sat slept stayed".split()
)
# "dos tienen obra iniciada", "12 están cerrados": a Spanish verb right after a count
# opens its predicate (Spanish drops the noun when the sentence named it).
SPANISH_VERBS_AFTER_A_COUNT = frozenset("tienen tenían están estaban siguen seguían quedan quedaban".split())

# "the record of 1.41 million recorded in 2019": a participle then a preposition is a verb.
PREPOSITIONS_AFTER_A_VERB = frozenset("in on at by during since last this between from".split())

OBJECT_PRONOUNS = frozenset({"him", "her", "them", "it", "us", "me", "you", "lo", "la", "los", "las", "le", "les"})

COMMON_VERBS = frozenset(
    """went came rose fell grew took made got saw won lost paid spent fled say says want wants live
    lives work works need needs support supports oppose opposes back backs favour favor believe
    believes think thinks use uses own owns earn earns vote votes voted live lived goes go gets get
    comes come remains remain makes make takes take va van iba iban irá irán supera superan
    fought left sent brought caught bought built held kept met ran sold stood struck told gave began
    broke chose drove flew rode threw wore
    fue fueron votó votaron apoyó apoyaron cree creen vive viven trabaja trabajan recibe reciben
    tiene tienen""".split()
)


# "12 corresponden a mayores de edad", "15 cierran los domingos", "45 permanecen
# abiertas": in Spanish a word in -an or -en right after a count is a verb in the
# plural, for a plural noun ends in -s; the words around it tell the text's language
# ("20 women", "300 stolen cars" are English).
SPANISH_PLURAL_PRESENT = re.compile(r"[a-záéíóúñ]{3,}(?:an|en)")
SPANISH_FUNCTION_WORDS = re.compile(r"\b(?:el|la|los|las|de|del|en|y|que|se|una|por|con|según)\b", re.IGNORECASE)

# "otros nueve mueren": `claims.extraction.more_of_the_same` reads more of what was
# counted from the verb it finds where the noun would be.
MORE_BEFORE_COUNT = re.compile(r"\b(?:otros|otras)\s+$", re.IGNORECASE)


def spanish_plural_present(text: str, word: str, position: int) -> bool:
    """Whether `word`, right after a count that starts at `position`, is a Spanish
    verb in -an/-en."""
    return (
        bool(SPANISH_PLURAL_PRESENT.fullmatch(word))
        and not MORE_BEFORE_COUNT.search(text, max(0, position - 8), position)
        and len(SPANISH_FUNCTION_WORDS.findall(text, max(0, position - 200), position + 100)) >= 3
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
