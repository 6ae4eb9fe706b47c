"""Page furniture: the words around an article that are not the article.

Text pasted from a news page brings more than the story: photo credits and
captions, datelines, bylines, page stamps ("08:15 GMT Read more"), cookie banners,
subscription prompts and footers with the publisher's address. None of it is a
claim. `furniture_spans(text)` finds it, and `blank_furniture(text)` returns the text
with it replaced by spaces (line breaks kept), so that the extractor reads only the
story while every offset still points into the text as stored.

What counts as furniture:

- a photo credit in brackets anywhere: "(Photo: Jane Doe/Agency)", "(Foto: EFE)";
- a whole line that is a credit or a caption with a credit ("Rescuers search the
  rubble. REUTERS/Jane Doe", "Photo: Getty Images", "Foto: Ana Pérez / EFE");
- a dateline opening a paragraph: "MADRID, 3 mar (Reuters) -", "LONDON (AP) —",
  "Lima, 4 de mayo (EFE).-", "GENEVA —";
- a line that is a byline, a stamp or a prompt: "By Jane Doe", "Reporting by …;
  Editing by …", "(Reporte de …; Editado en español por …)", "Updated 08:15 GMT", "08:15 GMT Read more", "Leer más",
  "Advertisement", "Share this article", "Subscribe for £1", "Suscríbete",
  "We use cookies …", "Accept all cookies", "© 2026 Daily Planet. All rights
  reserved.", "12 Fleet Street, London EC4Y 1AA", and contact lines ("For tickets
  call +44 20 7946 0958", "Información: www.example.org"; not news that a line was
  opened: "The council set up a helpline on …");
- the bylines, closing credits, stamps and captions `claims.extraction.credits`
  knows ("NURIA PARDO / TOMÁS RIVAS", "Sevilla | 14/05/2027 - 09:05 CEST", "— With
  files from …", "xm/ld/ap", a caption ending in its credit or beside a credit line),
  and the stamp that opens an update paragraph ("Update, 9:15 a.m. ET:");
- a sentence telling readers whom to call ("… are advised to call the hotline on …")
  and the other service lines `claims.extraction.service_lines` knows (a hotline and
  its hours, an office and its address, a museum's opening times);
- a caption labelled as one ("Photo caption: …", "Image caption: …", "Pie de foto:
  …") and a wire's exchange-rate note on a line of its own ("($1 = 1.3950 Canadian
  dollars)");
- a short paragraph repeated elsewhere in the text (a caption or a pull quote
  printed twice): the copy inside a longer paragraph, or the later one of two
  equal paragraphs, is kept; the other is furniture.

A line is only ever furniture as a whole when it is short (a prompt or a stamp,
not a paragraph that happens to mention cookies).
"""

import re

from claims.extraction.credits import (
    UPDATE_STAMP,
    caption_lines,
    has_credit_tail,
    is_byline_or_stamp,
    is_credit_line,
)
from claims.extraction.caseless import holds_any, lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.service_lines import LINE_OPENED, service_spans

Span = tuple[int, int]

MAX_FURNITURE_WORDS = 30
MAX_CAPTION_WORDS = 45

CREDIT_WORDS = r"(?:Photo|Photos|Photograph|Picture|Pictures|Image|Images|Foto|Fotos|Fotografía|Imagen|Imágenes|Credit|Crédito|Video|Vídeo)"
AGENCIES = (
    r"Reuters|REUTERS|AP|AFP|EFE|Europa\s+Press|dpa|DPA|Bloomberg|ANSA|Xinhua|IPS|EP|Getty\s+Images|"
    r"Getty|AFP/Getty\s+Images|PA|PA\s+Media|Anadolu|Sputnik|TASS|Kyodo|Yonhap|Notimex|Télam|Andina|NYT|"
    r"EUROPA\s+PRESS|Efe|Servimedia|SERVIMEDIA|XINHUA|Agencias|AGENCIAS|Colpisa|COLPISA|Prensa\s+Latina"
)

# "(Photo: Jane Doe/Agency)", "(Foto: EFE)", "(Photo by Jane Doe)".
INLINE_CREDIT = re.compile(rf"\(\s*{CREDIT_WORDS}(?:\s+by|\s+de|\s*:)\s*[^()\n]{{1,80}}\)", re.IGNORECASE)

# A paragraph-opening dateline: a place in capitals or a capitalised place with a
# date, an agency in brackets, and a dash.
DATELINE = re.compile(
    r"^[ \t]*(?:[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ'.-]+(?:[ /][A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ'.-]+){0,3}"
    r"|[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:[ -][A-ZÁÉÍÓÚÑ][a-záéíóúñ]+){0,2})"
    # The province in brackets: "ALMAGRO (Ciudad Real), 3 dic".
    r"(?:\s*\([A-ZÁÉÍÓÚÑ][^()\n]{1,30}\))?"
    r"(?:,\s*[^()\n\-–—]{1,40}?)?"
    rf"(?:\s*\((?:{AGENCIES}|[A-Z][A-Za-z .]{{1,25}})\))?"
    r"\s*(?:\.-|[-–—]+)\s+",
    re.MULTILINE,
)
# The dateline a wire prints on a line of its own, or before the first sentence
# without a dash: a place, the day (with or without its month) and a known agency:
# "HUESCA, 8 (EUROPA PRESS)", "LONDON, March 3 (Reuters)", "Quito, 5 (Efe)".
DATELINE_ALONE = re.compile(
    r"^[ \t]*(?:[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ'.-]+(?:[ /][A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ'.-]+){0,3}"
    r"|[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:[ -][A-ZÁÉÍÓÚÑ][a-záéíóúñ]+){0,2})"
    r"(?:\s*\([A-ZÁÉÍÓÚÑ][^()\n]{1,30}\))?"
    r"(?:,\s*(?:[A-Z][a-z]{2,8}\.?\s+)?\d{1,2}(?:\s+(?:de\s+)?[A-Za-záéíóú]{3,10}\.?)?(?:,?\s+(?:de\s+)?\d{4})?)?"
    rf"\s*\((?:{AGENCIES})\)[ \t]*(?:$|(?=[A-ZÁÉÍÓÚÑ¿¡«\"“]))",
    re.MULTILINE,
)
# The agency is what marks a dateline; without it the place must be in capitals.
DATELINE_AGENCY = re.compile(rf"\((?:{AGENCIES}|[A-Z][A-Za-z .]{{1,25}})\)")
DATELINE_CAPITALS = re.compile(r"^[ \t]*[A-ZÁÉÍÓÚÑ]{3,}")

# Lines that are furniture as a whole, when short.
FURNITURE_LINES = [
    # Credits and captions that end in a credit.
    re.compile(rf"^\(?\s*{CREDIT_WORDS}(?:\s+by|\s+de|\s*:)", re.IGNORECASE),
    re.compile(rf"(?:\b(?:{AGENCIES})\s*/\s*[A-ZÁÉÍÓÚÑ][\w'.-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w'.-]+){{0,3}}|"
               rf"/\s*(?:{AGENCIES}))\s*$"),
    # Bylines and wire credits.
    re.compile(r"^(?:By|Por)\s+[A-ZÁÉÍÓÚÑ][\w'.-]+(?:\s+(?:[A-ZÁÉÍÓÚÑ][\w'.-]+|and|y|&|de|del))*\s*$"),
    re.compile(r"^\(?\s*(?:Reporting|Additional\s+reporting|Writing|Editing|Edited)\s+by\b", re.IGNORECASE),
    re.compile(
        r"^\(?\s*(?:Con\s+información\s+de|Información\s+de|Redacción|Edición\s+de|Reporte\s+de|"
        r"Reportaje\s+de|Escrito\s+por|Editado\s+(?:en\s+español\s+)?por)\b",
        re.IGNORECASE,
    ),
    # Stamps: times, updates, reading time.
    re.compile(
        r"^(?:(?:Updated|Published|Posted|Last\s+updated|Actualizado|Publicado|Modificado)\b|"
        r"\d{1,2}[:.]\d{2}\s*(?:GMT|UTC|CET|CEST|BST|EST|EDT|h|am|pm|a\.m\.|p\.m\.)(?!\w)|\d{1,2}:\d{2}\s*$)",
        re.IGNORECASE,
    ),
    re.compile(r"\b\d+\s*(?:min(?:ute)?s?\s+read|min\s+de\s+lectura)\b", re.IGNORECASE),
    # Prompts.
    re.compile(
        r"^(?:Read\s+more|Leer\s+más|Lee\s+también|Más\s+información|See\s+also|Related|Relacionad[oa]s?|"
        r"Advertisement|Publicidad|Share\s+this|Compartir|Follow\s+us|Síguenos|Sign\s+up|Regístrate|"
        r"Subscribe|Suscríbete|Subscribers?\s+only|Newsletter|Listen\s+to\s+this|Escuchar\s+(?:la\s+)?noticia|"
        r"Click\s+here|Haga\s+clic|Haz\s+clic|Most\s+read|Lo\s+más\s+leído|Skip\s+to|"
        r"Ir\s+al\s+contenido|Log\s+in|Iniciar\s+sesión)\b",
        re.IGNORECASE,
    ),
    re.compile(r"\b(?:Read\s+more|Leer\s+más)\s*[.…»>]*\s*$", re.IGNORECASE),
    re.compile(
        r"\b(?:subscribe|subscription|suscríbete|suscripción)\b.{0,40}(?:[£$€]\s?\d|\d\s?[£$€]|for\s+free|gratis)",
        re.IGNORECASE,
    ),
    # Navigation words alone on a line.
    re.compile(
        r"^(?:Home|Inicio|Menu|Menú|Share|Watch|Ver\s+vídeo|Comments?|Comentarios|Anuncio|Related|"
        r"Portada|Search|Buscar|More|Más)(?:\s*[|/·>»]\s*[\w ]{1,20}){0,6}\s*$",
        re.IGNORECASE,
    ),
    # Cookie banners and legal footers.
    re.compile(
        r"\b(?:(?:we|this\s+site|this\s+website)\s+uses?\s+cookies|cookie\s+(?:policy|settings|preferences)|"
        r"accept\s+(?:all\s+)?cookies|(?:usamos|utilizamos|este\s+sitio\s+utiliza)\s+cookies|"
        r"política\s+de\s+cookies|aceptar\s+(?:todas\s+)?(?:las\s+)?cookies|privacy\s+policy|"
        r"política\s+de\s+privacidad|terms\s+of\s+(?:use|service)|aviso\s+legal)\b",
        re.IGNORECASE,
    ),
    re.compile(r"(?:©|\(c\)|Copyright\b)|\b(?:All\s+rights\s+reserved|Todos\s+los\s+derechos\s+reservados)\b", re.IGNORECASE),
    # Contact lines: a web address, an e-mail or a phone number on a short line.
    re.compile(
        r"\bwww\.\S+|https?://\S+|\b[\w.+-]+@[\w-]+\.[\w.]+|"
        r"\b(?:tel(?:éfono|ephone)?\.?|phone|call|llame|fax|whatsapp)\s*:?\s*\+?\(?\d[\d\s().-]{6,}\d|"
        r"\+\d{1,3}[\s.-]?\d[\d\s.-]{6,}\d",
        re.IGNORECASE,
    ),
    # A postal address on a line of its own.
    re.compile(
        r"^\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'-]+\s+){1,3}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Square|"
        r"Place|Way|Drive|Court|Embankment)\b"
    ),
    re.compile(r"^(?i:calle|c/|avenida|avda\.?|plaza|paseo)\s+[^\n]{1,40}\d{1,5}\b.{0,40}\d{5}"),
]

# A caption labelled as one ("Photo caption: …", "Image caption: …", "Pie de foto: …"),
# as long as a caption may be, credit and all.
CAPTION_LABEL = re.compile(rf"^\(?\s*(?:(?:{CREDIT_WORDS})\s+caption|Caption|Pie\s+de\s+foto)\s*:", re.IGNORECASE)
# A wire's exchange-rate note on a line of its own: "($1 = 1.3950 Canadian dollars)",
# "(1 euro = 1,08 dólares)", "(£1 = $1.27)".
EXCHANGE_RATE_NOTE = re.compile(
    r"^\(\s*(?:[A-Z]{0,3}[$€£¥]\s?1|1\s+[^\W\d_]+(?:\s+[^\W\d_]+)?)\s*=\s*[A-Z]{0,3}[$€£¥]?\s?\d[\d.,]*"
    r"(?:\s+[^\W\d_]+){0,3}\s*\)$"
)


def furniture_spans(text: str) -> list[Span]:
    """The spans of page furniture in `text`, in order, none overlapping."""
    spans: list[Span] = []
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text)]
    line_spans = furniture_lines(text)
    spans.extend(line_spans)
    for start, end in lines:
        if (start, end) in line_spans:
            continue
        dateline = DATELINE.match(text, start, end)
        if dateline and _is_a_dateline(dateline.group()):
            spans.append((start, dateline.end()))
        elif "(" in text[start:end]:
            dateline = DATELINE_ALONE.match(text, start, end)
            if dateline:
                spans.append((start, dateline.end()))
        update = UPDATE_STAMP.match(text, start, end)
        if update:
            spans.append((start, update.end()))
        spans.extend(match.span() for match in INLINE_CREDIT.finditer(text, start, end))
        if holds_any(text[start:end], READER_SERVICE_NEEDS):
            spans.extend(match.span() for match in READER_SERVICE.finditer(text, start, end))
        spans.extend(service_spans(text, start, end))
    return _merged(spans)


# A sentence that tells readers whom to call: "Anyone with information can call 101 or
# contact Crimestoppers.", "Las víctimas pueden denunciar … en el teléfono 091.",
# "Callers are advised to ring the hotline on …", "pueden llamar a la línea gratuita 024".
READER_SERVICE = re.compile(
    r"(?:(?<=[.!?]\s)|(?<=^))[A-ZÁÉÍÓÚÑ][^.!?\n]{0,60}?\b(?:can|may|should|pueden|puede|deben|debe|"
    r"(?:is|are)\s+(?:advised|urged|encouraged)\s+to|se\s+(?:recomienda|aconseja))\s+"
    r"(?:(?:call|ring|phone|text|llamar\s+al)\s+|(?:call|ring|phone|contact|book|text|email|llamar|contactar|"
    r"denunciar|pedir\s+cita|consultar)\b[^.!?\n]{0,100}?\b(?:on|at|al|el|del|teléfono|telephone|number|número|"
    r"línea|hotline|helpline|gratuita|gratuito)\s+)"
    r"\+?\d[\d ]{1,14}\d\b(?!\s*(?:%|(?!(?:or|o|and|y)\b)[^\W\d_]))[^.!?\n]{0,60}[.!?]",
    re.MULTILINE,
)
# READER_SERVICE needs one of its verbs ("can", "pueden", "debe" …), case and all: a
# line without one is not searched (the pattern tries every character of it).
READER_SERVICE_NEEDS = ("can", "may", "should", "pued", "deb", "advised", "urged", "encouraged", "recomienda", "aconseja")


def furniture_lines(text: str) -> set[Span]:
    """The spans of the lines of `text` that are furniture as a whole."""
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text)]
    furniture = set(_furniture_lines(text, lines))
    return furniture | set(caption_lines(text, lines, furniture))


def blank_furniture(text: str) -> str:
    """`text` with its furniture replaced by spaces: same length, same line breaks."""
    spans = furniture_spans(text)
    if not spans:
        return text
    parts = []
    position = 0
    for start, end in spans:
        parts.append(text[position:start])
        parts.append(re.sub(r"[^\n]", " ", text[start:end]))
        position = end
    parts.append(text[position:])
    return "".join(parts)


def _furniture_lines(text: str, lines: list[Span]):
    stripped = {}
    first = True
    for start, end in lines:
        line = text[start:end].strip()
        if not line:
            continue
        stripped[(start, end)] = line
        words = len(line.split())
        if words <= MAX_FURNITURE_WORDS and _is_furniture_line(line):
            yield start, end
        elif words <= MAX_CAPTION_WORDS and (CAPTION_LABEL.match(line) or EXCHANGE_RATE_NOTE.match(line)):
            yield start, end
        elif (words <= MAX_FURNITURE_WORDS and is_credit_line(line)) or has_credit_tail(line) or (
            not first and is_byline_or_stamp(line)
        ):
            # The first line is the headline, never a byline (an all-capitals headline
            # would otherwise read as a name in capitals).
            yield start, end
        first = False
    yield from _repeated_captions(stripped)


# The slower patterns run only on a line holding a word they need.
NEEDED_WORDS = {
    FURNITURE_LINES[1]: ("/",),
    FURNITURE_LINES[6]: ("min",),
    FURNITURE_LINES[8]: ("more", "más"),
    FURNITURE_LINES[9]: ("subscri", "suscri"),
    FURNITURE_LINES[11]: ("cookie", "privacy", "privacidad", "terms", "aviso"),
    FURNITURE_LINES[12]: ("©", "(c)", "copyright", "rights", "derechos"),
    FURNITURE_LINES[13]: ("www.", "http", "@", "tel", "phone", "call", "llame", "fax", "whatsapp", "+"),
}


CONTACT_LINE = FURNITURE_LINES[13]


def _is_furniture_line(line: str) -> bool:
    lower = lowered(line)
    for pattern in FURNITURE_LINES:
        needs = NEEDED_WORDS.get(pattern)
        if needs and not holds_any(lower, needs):
            continue
        if pattern.search(line):
            return not (pattern is CONTACT_LINE and LINE_OPENED.search(line))
    return False


def _repeated_captions(lines: dict[Span, str]):
    """A short paragraph that appears again, whole, elsewhere in the text: the first of
    two equal paragraphs, or one whose words are inside a longer one."""
    folded = {span: " ".join(line.casefold().split()) for span, line in lines.items()}
    joined = "\n".join(folded.values())
    equal: dict[str, list[Span]] = {}
    for span, line in folded.items():
        equal.setdefault(line, []).append(span)
    for span, line in folded.items():
        words = line.count(" ") + 1
        if words > MAX_CAPTION_WORDS or words < 4:
            continue
        same = equal[line]
        if len(same) > 1 and span != same[-1]:
            yield span
        elif joined.count(line.rstrip(".")) > len(same):
            yield span


def _is_a_dateline(words: str) -> bool:
    return bool(DATELINE_AGENCY.search(words) or DATELINE_CAPITALS.match(words))


def _merged(spans: list[Span]) -> list[Span]:
    merged: list[Span] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
