"""Who wrote, who photographed, and when: the credit lines around a story.

A story pasted from a news page keeps the lines its page puts around it: bylines,
agency credits, time stamps, photo credits and the captions they sign. None of them
is a claim. `claims.extraction.furniture` asks this module about each line:

- `is_byline_or_stamp(line)`: a line made only of names, places, dates and times,
  split by "|", "/" or a dash ("NURIA PARDO / TOMÁS RIVAS", "Sevilla | 14/05/2027 -
  09:05 CEST", "Mon 9 Aug 2027 07.30 BST", "By Carla Moss | Metro Reporter");
- `is_credit_line(line)`: the credits that close a story ("With files from …",
  "— With assistance from …", "To contact the editor responsible for this story:",
  "… contributed to this report.", "Con la colaboración de …") and an agency's
  sign-off ("xm/ld/ap");
- `has_credit_tail(line)`: a caption that ends in its photo credit ("… on Friday.
  REUTERS NEXT/Jo Lund", "… (Evening Post photo / Ken Adair)", "… / FOTO: LUIS
  REY", "… este lunes. MARTA SOLER");
- `caption_lines(text, lines, furniture)`: a caption on a line of its own next to a
  credit line of its own, in the page's head or in a block of its own;
- `UPDATE_STAMP`: the stamp that opens an update paragraph ("Update, 9:15 a.m. ET:"),
  whose sentence stays.

Each shape is narrow on purpose: a sentence of the story never is one of them.
"""

import re

from claims.extraction.caseless import holds_any
from claims.extraction.speech_verbs import SPEECH_VERB

Span = tuple[int, int]

UPPER = "A-ZÁÉÍÓÚÑÜÇ"
MONTHS = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|ene(?:ro)?|feb(?:rero)?|mar(?:zo)?|abr(?:il)?|mayo?|jun(?:io)?|"
    r"jul(?:io)?|ago(?:sto)?|sept?(?:iembre)?|set(?:iembre)?|oct(?:ubre)?|nov(?:iembre)?|dic(?:iembre)?)\.?"
)
WEEKDAYS = (
    r"(?:Mon(?:day)?|Tue(?:s|sday)?|Wed(?:nesday)?|Thu(?:rs|rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?|"
    r"lunes|martes|miércoles|jueves|viernes|sábado|domingo|lun|mié|jue|vie|sáb|dom)\.?,?"
)
ZONES = r"(?:GMT|UTC|CET|CEST|BST|WET|WEST|EST|EDT|CST|CDT|MST|MDT|PST|PDT|ET|PT|CT|MT|AEST|AEDT|h|hrs|horas|hora\s+local)"
DATE = (
    rf"(?:{WEEKDAYS}\s+)?(?:\d{{1,2}}/\d{{1,2}}/\d{{2,4}}|\d{{1,2}}\.\d{{1,2}}\.\d{{4}}|\d{{4}}-\d{{2}}-\d{{2}}|"
    rf"\d{{1,2}}\s+(?:de\s+)?{MONTHS},?(?:\s+(?:de\s+)?\d{{4}})?|{MONTHS}\s+\d{{1,2}}(?:,?\s+\d{{4}})?)"
)
TIME = rf"(?:(?:a\s+las|at)\s+)?\d{{1,2}}[:.]\d{{2}}(?:\s*(?:a\.m\.|p\.m\.|am|pm))?(?:\s*{ZONES}\b)?"
STAMP_WORD = r"(?:Updated|Published|Posted|Last\s+updated|Update|Actualizad[oa]|Publicad[oa]|Modificad[oa])"
STAMP = re.compile(
    rf"(?:{STAMP_WORD}\s*[:,]?\s+(?:el\s+|on\s+)?)?"
    rf"(?:{DATE}(?:\s*[,·]?\s*(?:[-–—|]\s*)?{TIME})?|{TIME}(?:\s*[,·]?\s*(?:[-–—|]\s*)?{DATE})?)",
    re.IGNORECASE,
)
# A name in capitals, as Spanish papers sign: "NURIA PARDO", "JUAN DE LA CRUZ".
CAPS_NAME = re.compile(rf"[{UPPER}][{UPPER}'’.-]+(?:\s+[{UPPER}][{UPPER}'’.-]*){{1,3}}")
WORD = rf"[{UPPER}][^\W\d_]*(?:['’.-][^\W\d_]*)*"
# Capitalised words without a digit: a place, a person, an outlet ("Las Palmas de
# Gran Canaria", "La Restinga (El Hierro)", "Carla Moss").
PLACE = re.compile(rf"{WORD}(?:\s+(?:de|del|la|las|los|el|{WORD})){{0,5}}(?:\s*\([^()\d\n]{{1,30}}\))?")
BY = re.compile(rf"(?:By|Por)\s+{WORD}(?:\s+(?:{WORD}|de|del|van|von|and|y|&))*")
ROLE = re.compile(
    rf"(?:{WORD}\s+)*(?:staff\s+)?(?:correspondent|writer|reporter|editor|columnist|staff|corresponsal|"
    r"redactor|redactora|periodista|enviad[oa]\s+especial)(?:\s+[\w'’.-]+){0,3}",
    re.IGNORECASE,
)
READING_TIME = re.compile(r"\d{1,2}\s*min(?:ute)?s?(?:\s+read|\s+de\s+lectura)", re.IGNORECASE)
# "Carla Moss in Rotterdam": the Guardian's byline, a line of its own.
NAME_IN_PLACE = re.compile(rf"{WORD}(?:\s+{WORD}){{1,2}}\s+(?:in|en)\s+{WORD}(?:\s+{WORD}){{0,2}}")
SEPARATORS = re.compile(r"\s+[|/·•]\s+|\s*\|\s*|\s+[-–—]\s+|\s+(?:y|and|&)\s+(?=[" + UPPER + r"]{2})")

MAX_BYLINE_WORDS = 20


def is_byline_or_stamp(line: str) -> bool:
    """Whether `line` holds only who wrote it, where and when."""
    line = line.strip()
    if not line or len(line.split()) > MAX_BYLINE_WORDS:
        return False
    if NAME_IN_PLACE.fullmatch(line) and len(line.split()) <= 6:
        return True
    segments = [segment.strip(" ,") for segment in SEPARATORS.split(line)]
    if BY.match(segments[0]):
        # "By Ana Ruiz, Health correspondent, Daily Planet": commas part a byline too.
        segments = [part.strip() for segment in segments for part in segment.split(",")]
    strong = False
    for segment in segments:
        if not segment:
            continue
        if STAMP.fullmatch(segment) or READING_TIME.fullmatch(segment) or CAPS_NAME.fullmatch(segment):
            strong = True
        elif BY.fullmatch(segment) or re.fullmatch(r"(?i:redacción|agencias|staff)", segment):
            strong = True
        elif not (PLACE.fullmatch(segment) or ROLE.fullmatch(segment)):
            return False
    return strong


# The credits that close a story, and an agency's initials signing off.
CLOSING_CREDITS = [
    re.compile(
        r"^[\s\-–—]*(?:With|Additional)\s+(?:files|assistance|additional\s+reporting|reporting|contributions?)\s+"
        r"(?:from|by)\s+[" + UPPER + r"]",
        re.IGNORECASE,
    ),
    re.compile(r"^[\s\-–—]*To\s+contact\s+the\s+(?:reporters?|editors?|authors?|writers?)\b", re.IGNORECASE),
    re.compile(
        r"\b(?:contributed|contributed\s+reporting)\s+(?:to\s+)?(?:this|the)\s+(?:report|story|article)\.?\s*$|"
        r"\bcontributed\s+reporting\.?\s*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^[\s\-–—]*(?:Con\s+(?:la\s+)?(?:colaboración|información\s+adicional)\s+de|"
        r"(?:Ha\s+)?colaborad[oa]\s+en\s+esta\s+información|Colaboró\s+en\s+esta\s+información)\b",
        re.IGNORECASE,
    ),
    re.compile(r"\b(?:ha|han)\s+colaborado\s+en\s+esta\s+(?:información|noticia|crónica)\.?\s*$", re.IGNORECASE),
    # "xm/ld/ap", "bur-kl/jm/sd": the initials of who wrote and edited the wire.
    re.compile(r"^[a-z]{1,5}(?:-[a-z]{1,5})?(?:/[a-z]{1,5}(?:-[a-z]{1,5})?){1,5}$"),
]


def is_credit_line(line: str) -> bool:
    """Whether `line` is a closing credit or an agency's sign-off."""
    line = line.strip()
    lower = line.lower()
    if not holds_any(lower, CLOSING_CREDIT_NEEDS):
        return False
    return any(pattern.search(line) for pattern in CLOSING_CREDITS)


# Every closing credit holds one of these (the patterns are not tried on other lines).
CLOSING_CREDIT_NEEDS = ("with", "additional", "contact", "contribut", "colabor", "con ", "/")


CREDIT_WORD = (
    r"(?:Photo|Photos|Photograph|Picture|Image|Image\s+source|Foto|Fotos|Fotografía|Imagen|Credit|Crédito)"
)
NAME = rf"[{UPPER}][\w'’.-]*(?:\s+(?:de|del|la|[{UPPER}][\w'’.-]*)){{0,3}}"
CREDIT_TAILS = [
    # "… on Friday. Photograph: Jo Lund/PA", "… / FOTO: LUIS REY", "… Credit: Alamy".
    re.compile(rf"(?:^|[\s.,;/|])(?i:{CREDIT_WORD})\s*:\s*[^:.!?\n]{{1,50}}$"),
    # "(Evening Post photo / Ken Adair)", "(Foto de Ana Gil)".
    re.compile(
        r"\((?:[^()\n]{0,40}\s)?(?i:photo|foto|photograph|fotografía|image|imagen)s?\s*(?:/|:|by\b|de\b)\s*[^()\n]{1,60}\)\s*$"
    ),
    # "(Ken Adair / Evening Post)".
    re.compile(rf"\(\s*{NAME}\s*/\s*{NAME}\s*\)\s*$"),
    # "REUTERS NEXT/Jo Lund", "THE CANADIAN PRESS/Jo Lund" (a byline spaces its slash:
    # "NURIA PARDO / TOMÁS RIVAS").
    re.compile(rf"(?:^|\s)[{UPPER}][{UPPER}'’.&-]+(?:\s+[{UPPER}][{UPPER}'’.&-]+){{0,3}}/\s*{NAME}\s*$"),
    # "… este lunes. MARTA SOLER", "… este lunes. MARTA SOLER (EFE)".
    re.compile(rf"[.!?]\s+{CAPS_NAME.pattern}(?:\s*\([{UPPER}][\w .]{{1,25}}\))?\s*$"),
]
BRACKETED_TAILS = CREDIT_TAILS[1:3]
MAX_CAPTION_WORDS = 45


def has_credit_tail(line: str) -> bool:
    """Whether `line` is a caption ending in its photo credit (or the credit alone)."""
    line = line.strip()
    if not line or line[-1] in ".!?" or len(line.split()) > MAX_CAPTION_WORDS:
        return False
    end = line[-70:]
    if not ("/" in end or ":" in end or ")" in end or end.split()[-1].isupper()):
        # Every credit tail holds a slash, a colon, a bracket or a name in capitals.
        return False
    for pattern in CREDIT_TAILS:
        tail = pattern.search(line)
        if tail and (pattern not in BRACKETED_TAILS or _is_caption(line[: tail.start()])):
            # A credit in brackets may also close a sentence of the story ("… went on
            # strike. (Photo: …)"): the line is a caption only if the rest reads as one.
            return True
    return False


# A credit line alone: "Photo: Jo Lund/AAP", "(Foto: EFE)", "REUTERS/Jo Lund".
CREDIT_ALONE = re.compile(
    rf"\(?\s*(?i:{CREDIT_WORD})s?\s*(?:by\b|de\b|:)\s*[^.!?\n]{{1,60}}|"
    rf"[{UPPER}][{UPPER}'’.&-]+(?:\s+[{UPPER}][{UPPER}'’.&-]+){{0,3}}/\s*{NAME}\)?"
)
# A sentence ends after a word, not after an initial ("Raymond T. Castellano").
SENTENCE_END = re.compile(r"(?<=[^\W\d_]{2})[.!?][\"”»]?\s+[" + UPPER + r"¿¡\"“«]")
QUOTE_MARKS = re.compile(r"[\"“”«»]")
MAX_CAPTION_SENTENCE_WORDS = 35
# A caption shows a picture in the present ("Smoke rises behind …", "Las jugadoras
# celebran …"); a sentence that tells what happened is the story's.
PAST_TENSE = re.compile(
    r"\b(?:was|were|had|has|have|did|ha|han|había|habían|fue|fueron|era|eran|went|came|rose|fell|took|made|"
    r"gave|won|lost|began|left|ran|met|held|paid|sold|built|kept|brought|caught|found|led|spent|struck|"
    r"stood|sent|broke|drove|grew|knew|saw|told|thought|wrote|became|died)\b|"
    r"\b[^\W\d_]{3,}(?:ed|ó|aron|ieron)\b",
    re.IGNORECASE,
)
# "LONDON (AP) —", "OVIEDO, 3 may —": a story's first paragraph.
DATELINE_OPENING = re.compile(rf"[{UPPER}]{{3,}}\b[^.\n]{{0,40}}?\s[-–—]+\s")
# A headline: a short first line with no closing full stop.
HEADLINE_SHAPE = re.compile(r"[^\n]{1,160}[^\s.!?…:;,\"”»’]")
# A paragraph of the story's body: long, or more than one sentence.
MIN_BODY_WORDS = 40


def caption_lines(text: str, lines: list[Span], furniture: set[Span]) -> list[Span]:
    """The captions on lines of their own beside a credit line of its own.

    A caption is one sentence without a quotation or a speech verb, just above or
    below the credit (one blank line between at most). It counts when it lies in the
    page's head, before the first paragraph of the body, or when it and the credit
    form a block of their own between blank lines.
    """
    rows = _rows(text, lines)
    head_ends = next((i for i, row in enumerate(rows) if row and _is_body(text, row)), len(rows))
    if not rows or rows[0] is None or not HEADLINE_SHAPE.fullmatch(text[rows[0][0] : rows[0][1]].strip()):
        # No headline, no page head: the text opens with its story.
        head_ends = 0
    captions = []
    for i, row in enumerate(rows):
        if not row or not CREDIT_ALONE.fullmatch(text[row[0] : row[1]].strip()):
            continue
        for step in (-1, 1):
            j = i + step
            blank = 0
            while 0 <= j < len(rows) and rows[j] is None and blank < 1:
                j, blank = j + step, blank + 1
            if not 0 < j < len(rows) or rows[j] is None or rows[j] in furniture:
                # The text's first line is its headline, never a caption.
                continue
            beyond = j + step
            alone = blank == 0 and 0 <= beyond < len(rows) and rows[beyond] is None
            if (j < head_ends or alone) and _is_caption(text[rows[j][0] : rows[j][1]]):
                captions.append(rows[j])
    return captions


def _rows(text: str, lines: list[Span]) -> list[Span | None]:
    """The text's lines in order, blank lines as None."""
    rows: list[Span | None] = []
    position = 0
    for start, end in lines:
        rows.extend([None] * max(text.count("\n", position, start) - 1, 0))
        rows.append((start, end) if text[start:end].strip() else None)
        position = end
    return rows


def _is_body(text: str, row: Span) -> bool:
    line = text[row[0] : row[1]].strip()
    return len(line.split()) > MIN_BODY_WORDS or bool(SENTENCE_END.search(line))


def _is_caption(line: str) -> bool:
    line = line.strip()
    return (
        len(line.split()) <= MAX_CAPTION_SENTENCE_WORDS
        and not SENTENCE_END.search(line)
        and not QUOTE_MARKS.search(line)
        and not SPEECH_VERB.search(line)
        and not PAST_TENSE.search(line)
        and not DATELINE_OPENING.match(line)
    )


# "Update, 9:15 a.m. ET:", "Actualización, 18.30 h:": the stamp before an update.
UPDATE_STAMP = re.compile(
    rf"^[ \t]*(?:Update|Updated|UPDATE|Actualización|ACTUALIZACIÓN|Última\s+hora)\s*[,:]?\s*"
    rf"(?:{TIME}|{DATE})(?:\s*,?\s*(?:{TIME}|{DATE}))?\s*[:\-–—]\s*",
    re.MULTILINE | re.IGNORECASE,
)
