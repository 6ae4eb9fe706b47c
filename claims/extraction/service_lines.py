"""Service lines: the sentences that tell readers where to call, go or ask.

A story often closes with a service line: a hotline and its hours, an office and its
address, a museum's opening times. They help a reader and state nothing an editor
would check, so `claims.extraction.furniture` blanks them. `service_spans(text, start,
end)` finds them in one line of the text:

- a sentence that tells readers whom to call, where to ask or where to go, and whose
  every number is a phone number, a street address or an opening time ("Residents
  with questions could call its hotline at 1-800-555-0142 between 7 a.m. and 10
  p.m.", "La emergencia de la empresa se atiende en el 0800-555-3342.", "Free kits
  are available from its centre at 14 Rankin Street or by calling 1300 652 771.",
  "Los trabajadores pueden consultar dudas en la línea gratuita del Ministerio, 01
  8000 513 100, o en las oficinas de la calle 7 n.º 6-54.");
- a sentence that only says when a place opens ("El museo, situado en el paseo de la
  Dársena, 1, abrirá de martes a domingo de 10.00 a 20.00 horas.");
- a clause that closes a sentence with a line's hours (", open from 7 a.m. to 9 p.m.",
  ", atendido de 8.00 a 20.00 horas").

A call is a service line when what is called is a line ("its hotline", "la línea
gratuita", "el teléfono") or the number itself ("call 211"); "call the Red Cross at
…" names a body and stays. News that a line was opened ("La Consejería ha habilitado
el teléfono …", "has set up a helpline") stays a claim, as the corpus annotates it.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.addresses import ADDRESS_PATTERNS
from claims.extraction.phone_numbers import PHONE_PATTERNS

Span = tuple[int, int]

DIGIT = re.compile(r"\d")

# A sentence inside a line: a full stop ends it unless an abbreviation or a number
# goes on ("a.m.", "n.º", "10.00", "p.m. and").
SENTENCE = re.compile(r"(?:[^.!?\n]|\.(?=[\wº°ª])|\.(?=\s+[a-z\d]))+[.!?]?")

CLOCK = r"\d{1,2}(?:[.:]\d{2})?(?:\s*(?:a\.\s?m\.?|p\.\s?m\.?|am|pm|h|hrs|horas)\b\.?)?"
DAYS = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|"
    r"sábado|domingo)s?"
)
# "from 7 a.m. to 9 p.m.", "between 7 a.m. and 10 p.m.", "de martes a domingo de 10.00 a
# 20.00 horas", "de 8.00 a 20.00 horas", "daily from 9am to 5pm".
HOURS = re.compile(
    rf"(?:(?:daily|every\s+day|todos\s+los\s+días|(?:de\s+|from\s+)?{DAYS}\s+(?:a|to|through)\s+{DAYS})\s*,?\s*)?"
    rf"(?:from|between|de|entre)\s+(?:las\s+)?{CLOCK}\s+(?:to|and|until|a|y|hasta)\s+(?:las\s+)?{CLOCK}",
    re.IGNORECASE,
)

# A line named as what is called: "its hotline at", "la línea gratuita 0800-…", "el
# teléfono", "the anonymous tip line at", "call 211", "llamar al 024".
LINE_WORD = (
    r"(?:hotline|helpline|(?:tip|phone|help|free|toll-free|information)\s*line|number|línea(?:\s+gratuita)?|"
    r"teléfono|número)"
)
CALL = re.compile(
    r"\b(?:can|could|may|should|pueden?|podrán?|deben?)\s+(?:call|ring|phone|text|llamar)\b"
    rf"(?:\s+(?:al?|el)?\s*(?=\+?\d)|[^.!?\n]{{0,40}}?\b{LINE_WORD}\b)",
    re.IGNORECASE,
)
# Where else readers are sent: to ask, to collect, to be served.
SERVICE_VERB = re.compile(
    r"\b(?:(?:can|could|may|should)\s+(?:contact|email|ask|get\s+(?:advice|information|help)|collect|pick\s+up)|"
    r"(?:is|are)\s+available\s+(?:from|at)|can\s+be\s+reached|answers\s+calls|"
    r"(?:pueden?|podrán?)\s+(?:consultar|informarse|contactar|dirigirse|acudir|recoger|solicitar)|"
    r"(?:se\s+)?atiende(?:n)?\s+en|están?\s+disponibles?\s+en)\b",
    re.IGNORECASE,
)
# A sentence about a place's opening times, ending with them.
OPENS = re.compile(
    rf"\b(?:abrirá|abre|abren|abrirán|estará\s+abiert[oa]|will\s+open|opens|open|is\s+open|will\s+be\s+open)\s+"
    rf"(?:{HOURS.pattern}|(?:de\s+|from\s+)?{DAYS}\s+(?:a|to|through)\s+{DAYS})\s*[.!?]?$",
    re.IGNORECASE,
)
# ", open from 7 a.m. to 9 p.m.", ", atendido de 8.00 a 20.00 horas": a line's hours.
HOURS_CLAUSE = re.compile(
    rf",\s*(?:open|abiert[oa]|atendid[oa]|disponible)\s+(?:{HOURS.pattern})(?=\s*[.!?]?\s*$)",
    re.IGNORECASE,
)
# "la línea gratuita del Ministerio, 01 8000 513 100": a number a line names after a comma.
APPOSED_NUMBER = re.compile(r",\s+(?P<number>\+?0\d[\d\s-]{6,16}\d)\b")
# "La Consejería ha habilitado el teléfono …": news that a line was opened.
LINE_OPENED = re.compile(
    r"\b(?:habilit[oóa]\w*|set\s+up|launched|opened|puesto\s+en\s+marcha|pusieron\s+en\s+marcha|"
    r"pone\s+en\s+marcha|abrió|abierto)\b",
    re.IGNORECASE,
)
# Every service line holds one of these (the patterns are not tried on other lines).
NEEDS = (
    "call", "ring", "phone", "text", "llam", "contact", "email", "ask", "get ", "collect", "pick up",
    "available", "reached", "answers", "consult", "informarse", "dirig", "acudir", "recoger", "solicit",
    "atiende", "disponible", "abre", "abrir", "abiert", "open", "atendid",
)  # fmt: skip
NEEDED = re.compile("|".join(re.escape(word) for word in NEEDS))


def service_spans(text: str, start: int, end: int) -> list[Span]:
    """The service sentences and hours clauses in the line `text[start:end]`."""
    if not DIGIT.search(text, start, end) or not NEEDED.search(text[start:end].lower()):
        # A phone number, an address and opening hours all hold a digit.
        return []
    spans = []
    for sentence in SENTENCE.finditer(text, start, end):
        words = sentence.group()
        if not DIGIT.search(words):
            continue
        if LINE_OPENED.search(words):
            clause = HOURS_CLAUSE.search(words)
            if clause:
                spans.append((sentence.start() + clause.start() + 1, sentence.end()))
            continue
        if _is_a_service_line(words):
            offset = len(words) - len(words.lstrip())
            spans.append((sentence.start() + offset, sentence.end()))
        elif clause := HOURS_CLAUSE.search(words):
            spans.append((sentence.start() + clause.start() + 1, sentence.end()))
    return spans


def _is_a_service_line(sentence: str) -> bool:
    if not (CALL.search(sentence) or SERVICE_VERB.search(sentence) or OPENS.search(sentence.strip())):
        return False
    contacts = _contact_spans(sentence)
    if not contacts:
        return False
    # Every number is part of a phone line, an address or the hours: a sentence with a
    # figure of its own ("could claim $100 by calling …") stays.
    return all(
        any(a <= digit.start() < b for a, b in contacts) for digit in DIGIT.finditer(sentence)
    )


def _contact_spans(sentence: str) -> list[Span]:
    spans = [match.span() for match in HOURS.finditer(sentence)]
    for pattern in PHONE_PATTERNS:
        spans += [match.span("number") for match in pattern.finditer(sentence)]
    for pattern in ADDRESS_PATTERNS:
        spans += [match.span() for match in pattern.finditer(sentence)]
    spans += [match.span("number") for match in APPOSED_NUMBER.finditer(sentence)]
    return spans


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
