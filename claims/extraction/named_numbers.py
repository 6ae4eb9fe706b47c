"""A number that is part of a name: "Resolution 2334", "Article 5", "Windows 10",
"Vuelo 447", asked by `claims.extraction.figure_dates.not_a_figure` of a plain integer
with no qualifier after a capitalised word. Not when the capitalised word is an
ordinary one ("In 2013", "The 300 soldiers", "Another 300", "Otros 300"), a Spanish
verb opening its sentence ("Murieron 162 personas", "Hay 300 familias"), or a name
the count is only set beside: a place ("en Castilla y León 212 accidentes"), whom it
is asked of ("ha solicitado al Ministerio 75 plazas"), its owner ("Ohio's 88
counties"), what was done that often ("flew the Vega-Lite 23 times"), whom time was
granted ("has given Sarovar 30 days"), time passing after it ("vuelve a San Sebastián
20 años después") or an item of a list after a count ("nine seats,
Labour 11", `claims.extraction.gapped_lists`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gapped_lists import gapped_item
from claims.extraction.names import FUNCTION_WORDS, WEEKDAYS_AND_MONTHS
from claims.extraction.number_words import NumberMention
from claims.extraction.period_frames import TIME_UNIT_AFTER
from claims.extraction.units import is_plural_head, unit_words

# The capitalised word right before the number: "Resolution 2334".
CAPITALISED_WORD_BEFORE = re.compile(r"([A-ZÁÉÍÓÚÑ][\w’']*)\s+$")
# "vuelve a San Sebastián 20 años después", "the Libertadores 16 years later": time
# passing between two events after a name, not a name's number.
TIME_PASSING_AFTER = re.compile(
    r"\s+(?:years?|months?|weeks?|days?|hours?|decades?|años?|meses|mes|semanas?|días?|horas?|décadas?)\s+"
    r"(?:later|earlier|after|before|on|después|antes|más\s+tarde)\b",
    re.IGNORECASE,
)
# "23 times", "tres veces": how often, not a name's number.
COUNT_OF_TIMES_AFTER = re.compile(r"\s+(?:times|veces|ocasiones)\b", re.IGNORECASE)

# "has given Sarovar 30 days", "dio a Hidrosur 30 días": a verb granting time, then whom.
TIME_GRANTED_BEFORE = re.compile(
    r"\b(?:gave|given|give|gives|giving|granted|grant|grants|allowed|allows|dio|dieron|da|dan|concedió|concede|"
    r"concedieron|otorgó|otorga|otorgaron)\s+(?:a\s+)?[A-ZÁÉÍÓÚÑ][\w’']*\s+$"
)

# What comes right before the first word of a sentence, a quotation's marks or the
# dash that opens a reply ("—Llevamos 19 horas sin luz —contó …") included.
SENTENCE_OPENING = re.compile(r"(?:[.!?…][”\"»’)]*\s+|\n\s*)[\"“«¿¡(\[—–]*$")

# Spanish verbs that open a sentence before their subject: "Hay", "Murieron", "Llegaban",
# "Llevamos", "Quedan", "Hace"; and a speaker's own "Pago 900 euros", "Cobro 1.100 euros" (not
# a name such as "Vuelo 447" or "Artículo 155").
SPANISH_VERB_FIRST = re.compile(
    # "Esperé 16 años por este anillo": a speaker's own past ("-é") too.
    r"hay|había|habrá|[a-záéíóúñ]+(?:ron|aban|ían|rá|rán|ó|é|amos|emos|imos|an|en)|"
    # Irregular pasts and the copula: "Hubo 81 casos", "Fueron 12 los heridos", "Son 40 familias".
    r"hubo|tuvo|hizo|fue|son|eran|estuvo|quedó|"
    # "Hace 22 años que trabajo acá": how long it has been, "hace" opening the sentence.
    r"hace|hacía|"
    # "Lleva 16 meses esperando", "Llevaba 14 meses en detención provisional": how long
    # someone has been at something, "llevar" opening the sentence in the singular too.
    r"lleva|llevaba|"
    r"pago|cobro|gano|gasto|debo|tengo|llevo|trabajo|ingreso|recibo|vendo|compro|necesito|ahorro|cuido",
    re.IGNORECASE,
)


# "se registraron en Castilla y León 212 accidentes", "in New South Wales 40 schools …":
# a place named after "en"/"in", then a count of what follows.
PLACE_BEFORE = re.compile(
    r"\b(?:en|in)\s+(?:[A-ZÁÉÍÓÚÑ][\w’'.-]*\s+(?:(?:y|and|de|del|of|la|las|los|el)\s+)?){1,4}$"
)


def _counted_by_its_owner(text: str, mention: NumberMention, word: str) -> bool:
    """ "New Mexico's 89 school districts", "Ohio's 88 counties": a possessive is no part
    of a name, so the plural noun phrase after the number is what it counts."""
    words = unit_words(text, mention.end)
    return bool(
        word.endswith(("'s", "’s"))
        and words
        and all(w[:1].islower() for w in words[:3])
        and any(is_plural_head(w) for w in words[:3])
    )


def _counted_in_a_place(text: str, mention: NumberMention, before: str) -> bool:
    words = unit_words(text, mention.end)
    return bool(
        PLACE_BEFORE.search(before) and words and words[0][:1].islower() and is_plural_head(words[0])
    )


# "ha solicitado al Ministerio 75 plazas", "reclamó a la Junta 40 médicos": whom the
# count is asked of or given to, named after "a" (Spanish marks the indirect object).
INDIRECT_OBJECT_NAME_BEFORE = re.compile(r"\b(?:al|a\s+(?:la|los|las))\s+[A-ZÁÉÍÓÚÑ][\w’']*\s+$")


def _asked_of_a_body(text: str, mention: NumberMention, before: str) -> bool:
    words = unit_words(text, mention.end)
    return bool(
        INDIRECT_OBJECT_NAME_BEFORE.search(before) and words and words[0][:1].islower() and is_plural_head(words[0])
    )


# "Another 300 will be hired", "Otros 300 …": words that add to a count, not names.
QUANTIFIERS = frozenset({"another", "otros", "otras", "apenas", "solo", "sólo", "todos", "todas"})
# Capitalised words before a number that do not make it part of a name, in one set.
NOT_NAME_WORDS = FUNCTION_WORDS | WEEKDAYS_AND_MONTHS | QUANTIFIERS


def opens_sentence(text: str, position: int) -> bool:
    """Whether `position` is where a sentence's first word starts."""
    return not text[:position].strip(' \t"“«¿¡([—–') or bool(
        SENTENCE_OPENING.search(text, max(0, position - 8), position)
    )


def _verb_before_its_subject(text: str, mention: NumberMention, word: str) -> bool:
    """ "Murieron 162 personas", "Hay 300 familias": Spanish puts the verb first, and
    a capitalised verb opening the sentence is not a name like "Resolution 2334"."""
    if not SPANISH_VERB_FIRST.fullmatch(word):
        return False
    word_start = len(text[: mention.start].rstrip()) - len(word)
    if not opens_sentence(text, word_start):
        return False
    # "Tenemos 600 operarios trabajando": the plural noun may come before a word that
    # describes it.
    words = unit_words(text, mention.end)
    return any(is_plural_head(word) for word in words) or bool(
        re.match(r"\s+de\s+(?:los|las|sus)\s+\d", text[mention.end : mention.end + 12])
    )


# A word in lower case or a possessive before a capitalised number word, perhaps with
# short function words between ("the Six Nations", "a women's Six Nations match", "wait for
# Six Nations win", "el hospital de Dos Hermanas"); a Title Case headline capitalises
# the word before those ("Storm Hits Homes in Two Counties").
_FUNCTION_BEFORE = r"(?:in|of|for|the|a|an|and|to|at|on|by|de|del|la|el|los|las|en|y)"
LOWER_WORD_BEFORE = re.compile(
    rf"(?:(?<![\w’'-])(?!{_FUNCTION_BEFORE}\s)[a-záéíóúñ][\w’'-]*|['’]s?)\s+(?:{_FUNCTION_BEFORE}\s+)*$"
)
CAPITALISED_WORD_AFTER = re.compile(r"\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]")
NAME_ENDS_AFTER = re.compile(
    r"\s*(?:[,.;:)!?»”\"]|$)|\s+(?:con|y|e|en|a|de|del|que|and|with|to|in|on|at|which|who)\b", re.MULTILINE
)


# "on Monday by the Three Rivers Mobility Authority": only function words and a
# capitalised word before it, the number word still names a thing when its line is no
# Title Case headline, a line with a word of four letters or more in lower case.
LOWERCASE_WORD = re.compile(r"(?<![\w’'])[a-z]{4,}\b")


def named_number_word(text: str, mention: NumberMention, before: str) -> bool:
    """Whether a number in words is part of a name: capitalised inside its sentence, after
    a word in lower case or a possessive, or on a line that is no Title Case headline, and
    before another capitalised word ("the Six Nations", "the Nine Network", "Dos
    Hermanas", "the Four Courts", "by the Three Rivers Mobility Authority"); a Title Case
    headline ("Fire Kills Six People", "Storm Hits Homes in Two Counties") capitalises the
    word before it too."""
    if not (mention.in_words and text[mention.start].isupper() and not opens_sentence(text, mention.start)):
        return False
    if not CAPITALISED_WORD_AFTER.match(text, mention.end):
        # "la estación porteña de Once con la localidad", "En el andén de Once, a las
        # siete": a name of one word, after a word in lower case, before no noun.
        return bool(NAME_ENDS_AFTER.match(text, mention.end) and LOWER_WORD_BEFORE.search(before))
    if LOWER_WORD_BEFORE.search(before):
        return True
    line_start = text.rfind("\n", 0, mention.start) + 1
    line_end = text.find("\n", mention.end)
    return bool(LOWERCASE_WORD.search(text[line_start : line_end if line_end >= 0 else len(text)]))


def part_of_a_name(text: str, mention: NumberMention, before: str, after: str) -> bool:
    """Whether the number (a plain integer with no qualifier) after `before` is part
    of a name: "Resolution 2334"; "In 2013" or "The 300 soldiers" are ordinary words
    before it."""
    word = CAPITALISED_WORD_BEFORE.search(before)
    return bool(
        word
        and word.group(1).lower() not in NOT_NAME_WORDS
        and not _verb_before_its_subject(text, mention, word.group(1))
        and not _counted_in_a_place(text, mention, before)
        and not _asked_of_a_body(text, mention, before)
        and not _counted_by_its_owner(text, mention, word.group(1))
        # "nine seats, Labour 11, …": an item of a list after a count, its noun left out.
        and not gapped_item(text, mention.start, mention.end)
        # "has flown the Vega-Lite 23 times": how often, after the name.
        and not COUNT_OF_TIMES_AFTER.match(after)
        and not TIME_PASSING_AFTER.match(after)
        # "has given Sarovar 30 days to pay": the time granted to the one named.
        and not (TIME_UNIT_AFTER.match(after) and TIME_GRANTED_BEFORE.search(before))
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
