"""Where the subject starts after the circumstance that opens the words right after a
Spanish speech verb: "ha señalado en declaraciones a los medios | el consejero de
Salud", "contó a Reuters | Marta Riquelme", "dijo a la AFP | Rosa Giménez", "lamentó en
Guayaquil | Fernanda Cevallos", or that no subject follows ("afirmó en rueda de
prensa", "dijo a la radio El Espectador"): the outlet, medium, street or place the
circumstance names is no part of who spoke. `claims.extraction.quotation_frames` reads
the frame around it.
"""

import re

from claims.extraction.gender import FIRST_NAMES
from claims.extraction.names import (
    FUNCTION_WORDS,
    ORGANISATION_WORDS,
    PLACE_STARTERS,
    PREPOSITIONS,
    STREET_NOUNS,
    fold,
    is_capitalised,
)


ARTICLES_AND_CONTRACTIONS = frozenset(
    "al del el la los las un una unos unas este esta estos estas ese esa su sus".split()
)
# The nouns a medium's name follows: "en la red social X", "en la plataforma Bluesky".
MEDIUM_NOUNS = frozenset("social sociales plataforma aplicación app".split())
# "a este diario", "a esta agencia": the outlet that writes the article, which no name
# follows.
DEMONSTRATIVES = frozenset("este esta estos estas this".split())
CIRCUMSTANCE_PREPOSITIONS = frozenset(
    "en tras durante ante desde hasta mediante bajo after before during in on at".split()
)


def subject_after_circumstance(words: str) -> int | None:
    """Where a subject starts after the circumstance that opens `words` ("en
    declaraciones a los medios | el consejero"), or None when there is none ("en rueda
    de prensa", "a la salida de la reunión", "en una entrevista con Radio Bética")."""
    found = list(re.finditer(r"\S+", words))
    placed = _person_after_a_place(found)
    if placed is not None:
        return placed
    after_an_outlet = None
    for i, word in enumerate(found[1:], start=1):
        previous = found[i - 1].group()
        if previous.isupper() and len(previous) > 1 and is_capitalised(word.group()) and not word.group().isupper():
            # "dijo a la AFP Rosa Giménez": an outlet's initials, then the speaker.
            return word.start()
        if (
            _after_an_outlet_told(found, i)
            and fold(word.group()) in FIRST_NAMES
            and i + 1 < len(found)
            and is_capitalised(found[i + 1].group())
        ):
            # "contó a Reuters Marta Riquelme": whom it was told, then a first name and
            # a surname, who speaks.
            return word.start()
        if previous.lower() in PREPOSITIONS | ARTICLES_AND_CONTRACTIONS | CIRCUMSTANCE_PREPOSITIONS or (
            is_capitalised(previous) and is_capitalised(word.group())
        ):
            # "con Radio Bética": a name carries on; "a EFE el abogado": a subject starts.
            continue
        if previous.lower() in MEDIUM_NOUNS | STREET_NOUNS and is_capitalised(word.group()):
            # "en la red social X", "en la calle Castilla": the medium's or the street's
            # name after its noun is where, not who ("en redes sociales la Mesa
            # Estudiantil": an article opens the subject).
            continue
        # "contó a los periodistas su madre, Paulina Vargas": a possessive opens a subject too,
        # and so does "un portavoz" ("explicó a Europa Press un portavoz de …").
        # "relató a la prensa uno de los heridos": "uno de" / "una de" opens one too.
        one_of = (
            word.group().lower() in {"uno", "una"} and i + 1 < len(found) and found[i + 1].group().lower() in {"de", "del"}
        )
        if one_of or word.group().lower() in {"el", "la", "los", "las", "su", "sus", "un", "una"} or (
            is_capitalised(word.group()) and word.group().lower() not in FUNCTION_WORDS
        ):
            if previous.lower() in ORGANISATION_WORDS and is_capitalised(word.group()):
                # "a la cadena SER | la jefa …" names the outlet; "a este diario |
                # Francisco Gil" the speaker, when no other subject follows, and so does a
                # person's first name after a place ("desde su cama del hospital Rosa
                # Quispe"). Other capitalised words name the outlet or the place ("a la
                # radio El Espectador", "con la emisora RPP"): no subject.
                if (i >= 2 and found[i - 2].group().lower() in DEMONSTRATIVES) or fold(word.group()) in FIRST_NAMES:
                    after_an_outlet = word.start() if after_an_outlet is None else after_an_outlet
                continue
            return word.start()
    return after_an_outlet


def _person_after_a_place(found: list[re.Match]) -> int | None:
    """ "en Guayaquil | Fernanda Cevallos": a place after "en" or "desde", then a known first
    name (two: "María José") and a surname closing the words, past a place's opening word."""
    k = len(found) - 2 - (len(found) > 5 and fold(found[-3].group()) in FIRST_NAMES)
    if k < 2 or found[0].group().lower() not in {"en", "desde"} or fold(found[k - 1].group()) in PLACE_STARTERS:
        return None
    return found[k].start() if all(is_capitalised(w.group()) for w in found[1:]) and fold(found[k].group()) in FIRST_NAMES else None


def _after_an_outlet_told(found: list[re.Match], i: int) -> bool:
    """Whether the words before found[i] are "a", "al" or "to" and one to three
    capitalised words, an outlet: "a Reuters", "a Europa Press"."""
    for k in range(i - 2, max(-1, i - 5), -1):
        if found[k].group().lower() in {"a", "al", "to"}:
            return all(is_capitalised(w.group()) for w in found[k + 1 : i])
        if not is_capitalised(found[k].group()):
            return False
    return False
