"""A quotation introduced by a colon with no speech verb: who the words before it name.

`colon_frame` reads "Ruiz: «No vamos a cerrar»", "Lo cuenta Rosa Choc, vecina del
barrio: «…»", "Anna Price, a nurse at the clinic, put it simply: “…”" and the manner of
speaking that stands for the verb ("fue tajante: «…»", "She was blunt: “…”").
`claims.extraction.quotes` asks it after the frames of `claims.extraction.quotation_frames`.
"""

import re

from claims.extraction.attribution_frames import INTRO, Frame
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import FUNCTION_WORDS, PREPOSITIONS
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import IMPLIED_SUBJECT


# Who a colon before a quotation names: the words before it are a name ("Ruiz: “"), a
# clitic and a verb before one ("Lo cuenta Rosa Choc, de 41 años, …: «"), or a name
# opening a short sentence ("Anna Price, a nurse, put it simply: “").
NAME_RUN = r"[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+(?:de\s+la\s+|del\s+|de\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]+){0,3}"
CLITIC_VERB_THEN_NAME = re.compile(rf"(?:As[ií]\s+)?(?:[Ll]o|[Ll]a)\s+[a-záéíóúñ]+\s+(?P<name>{NAME_RUN})(?=[\s,:])")
NAME_OPENING = re.compile(rf"(?P<name>{NAME_RUN})(?=,\s|\s+[a-záéíóúñ])")
# "El propio Caicedo publicó …:", "La propia Ruiz lo escribió:": the person themself.
OWN_NAME_OPENING = re.compile(rf"(?:El\s+propio|La\s+propia)\s+(?P<name>{NAME_RUN})(?=\s+[a-záéíóúñ])")
# A description set off before the name that opens the clause, then a short predicate:
# whom a verb addressed ("Another resident, Tom Reyes, asked a reporter:", "Otra vecina,
# Ana Ruiz, preguntó a un periodista:") or how the person took it ("Su madre, Ana Ruiz,
# no pudo contener las lágrimas:", "Her father, Ray Quinn, could not hold back the
# tears:"); not "…, sostuvo que el mercado ha subido …:", whose reported words are a
# claim of their own.
NAME_SET_OFF_OPENING = re.compile(
    rf"[A-ZÁÉÍÓÚÑ][\w’'\-]*(?:\s+[\w’'\-]+){{0,4}},\s+(?P<name>{NAME_RUN}),\s+[a-záéíóúñ]+"
    rf"(?:\s+(?!(?:que|that)\b)[\w’'\-]+){{0,5}}$"
)

# A preposition whose object a name after it would be ("el informe de Ana Ruiz", "wrote
# to Mary Jones"): no subject.
GOVERNING_WORD = "(?:" + "|".join(sorted(PREPOSITIONS | {"del", "al", "en", "según"})) + ")"

# The same with more set off: a short opening before the person ("A su lado, la jubilada
# Norma Quiroga …", "Su capitana, Marta Ojeda, …", "Next to him, retired teacher Mary
# Jones …"), an age or a relative clause after the name (", de 72,", ", 74,", ", que
# anotó 22 puntos,", ", who scored twice,"), then a short predicate of their own, never
# "que"/"that" ("fue menos optimista:", "lo ve de otra manera:", "was less upbeat:").
NAME_WITH_ASIDES_OPENING = re.compile(
    rf"[^,:;]{{1,40}},\s+(?:(?!{GOVERNING_WORD}\s)[a-záéíóúñ]+\s+){{0,3}}(?P<name>{NAME_RUN})"
    rf"(?P<aside>,\s+(?:que|quien|who|de\s+\d+|\d+|aged\s+\d+)\b[^,:;]{{0,80}},)?"
    rf"\s+(?!(?:que|that|y|and|said|dijo)\b)[a-záéíóúñ]+(?:\s+(?!(?:que|that)\b)[\w’'\-]+){{0,5}}$"
)


# How someone spoke, before a colon and with no speech verb: "Preguntada por su
# continuidad, fue tajante: «…»", "se mostró contundente:", "She was blunt: “…”".
# Spanish leaves out the subject; English says it ("she", "he").
MANNER_OF_SPEAKING = re.compile(
    r"(?:^|,\s+|\b(?:y|e|and|but|pero)\s+)(?:(?P<pronoun>[Hh]e|[Ss]he|[ÉéEe]l|[Ee]lla)\s+)?"
    r"(?P<verb>(?:fue|se\s+mostró|ha\s+sido|se\s+ha\s+mostrado|was|has\s+been)\s+(?:muy\s+|very\s+|más\s+)?"
    r"(?:tajante|clar[oa]|contundente|rotund[oa]|categóric[oa]|firme|blunt|clear|categorical|emphatic|firm))$"
)


def _manner_frame(manner: re.Match, start: int, position: int) -> Frame | None:
    """The frame of "fue tajante:" (the person named last) or "she was blunt:"."""
    pronoun = manner.group("pronoun")
    spanish = not manner.group("verb").startswith(("was", "has"))
    if pronoun is None and not spanish:
        return None
    speaker_start = start + (manner.start("pronoun") if pronoun else manner.start("verb"))
    return Frame(
        start=start + manner.start(),
        end=position,
        speaker=pronoun or IMPLIED_SUBJECT,
        speaker_start=speaker_start,
        attribution=re.sub(r"\s+", " ", manner.group("verb")),
        via=None,
        allegation=False,
    )


def colon_frame(text: str, start: int, position: int) -> Frame | None:
    """The speaker a colon right before a quotation names, with no speech verb: "Ruiz:
    «No vamos a cerrar»", "Lo cuenta Rosa Choc, vecina del barrio: «…»", "Anna Price,
    a nurse at the clinic, put it simply: “…”"."""
    head = text[start:position].rstrip()
    if not head.endswith(":"):
        return None
    head = head[:-1].rstrip()
    manner = MANNER_OF_SPEAKING.search(head)
    if manner is not None:
        return _manner_frame(manner, start, position)
    lead = len(head) - len(head.lstrip())
    words = head.strip()
    intro = INTRO.match(words)
    if intro is not None and intro.end() < len(words) and words[intro.end()].isupper():
        # "Por su parte, Nacho Ferrán se dirigió a sus seguidores: «…»": who opens the
        # clause after the intro.
        lead, words = lead + intro.end(), words[intro.end() :]
    if not words or len(words.split()) > 25 or re.search(r"[“”\"«»;]", words):
        return None
    if re.fullmatch(NAME_RUN, words) and words.split()[0].lower() not in FUNCTION_WORDS:
        if not _named_before(text, words, start):
            # "Update: “…”", "Nota: «…»" label what follows; a speaker is someone the
            # text introduced ("the mayor, Ana Ruiz, …" … "Ruiz: «…»").
            return None
        speaker, speaker_start, found = words, start + lead, None
    else:
        found = (
            CLITIC_VERB_THEN_NAME.match(words)
            or NAME_SET_OFF_OPENING.match(words)
            or OWN_NAME_OPENING.match(words)
            or NAME_OPENING.match(words)
        )
        if not _names_someone(text, found, start):
            # "Su capitana, Marta Ojeda, que anotó 22 puntos, no ocultó la decepción:".
            found = NAME_WITH_ASIDES_OPENING.fullmatch(words)
        if not _names_someone(text, found, start):
            return None
        speaker, speaker_start = found.group("name"), start + lead + found.start("name")
    if not looks_like_speaker(speaker):
        return None
    # What a relative clause says of the person ("cuya hija trabaja en el puerto")
    # stays a claim of its own; the rest of the words before the colon are the frame.
    relative = re.compile(r",\s+(?:cuy[oa]s?|whose|que|quien|who)\b").search(text, speaker_start, position)
    end = relative.start() if relative else position
    if found is not None and "aside" in found.re.groupindex and found.group("aside"):
        # ", de 24 años y camarero desde hace cinco,": what the aside says stays a claim.
        end = min(end, start + lead + found.start("aside"))
    return Frame(
        start=speaker_start,
        end=end,
        speaker=speaker,
        speaker_start=speaker_start,
        attribution=":",
        via=None,
        allegation=False,
    )


def _names_someone(text: str, found: re.Match | None, position: int) -> bool:
    """Whether a match's name may be a speaker's: no function word ("Su", "Al") and,
    alone, a word that named someone before."""
    if found is None or found.group("name").split()[0].lower() in FUNCTION_WORDS:
        return False
    return " " in found.group("name") or _named_before(text, found.group("name"), position)


def _named_before(text: str, name: str, position: int) -> bool:
    """Whether the last word of `name` named someone earlier in the text, in a run of
    two capitalised words or more ("Ana Ruiz" before "Ruiz:")."""
    last = re.escape(name.split()[-1])
    return bool(re.search(rf"[A-ZÁÉÍÓÚÑ][\w’'\-]*\s+(?:[A-ZÁÉÍÓÚÑ][\w’'\-]*\s+)*{last}\b", text[:position]))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
