"""Phone numbers, for `claims.extraction.non_figures`: a number a reader is told to
call, or written as only a phone number is, is no figure.

`phone_spans(text, lower)` finds the number after a word that announces it ("the
hotline on 1300 555 010", a first group of four digits being no thousands; "la línea
gratuita 900 100 200"), a short number to dial ("call 999", "llame al 112", "la línea
gratuita 024", "el número gratuito 4343", "el servicio de emergencias 911"), a short
number to reach someone on ("contact their bank on 159", "llamar a su banco al 159"),
or in groups ("call the town hall on 70 20 14 00"), an emergency number named before the
service it reaches ("the 112 emergency number", "the city's 911 dispatch"), a service
called with "al" ("alertaron al 112"), and numbers written as phones only
are: opening on a 0 in groups ("0800 123 456"), with an international or area code
("+34 91 123 45 67", "(555) 123-4567") or named with an article in groups ("el 900 222
000"), a line called by its own name before its number ("el teléfono de Salud Responde,
900 850 100,", "the Samaritans helpline, 116 123,") and a short code a message is sent to
("texting ERCOT to 47332", "envía la palabra AYUDA al 28014", "text BTP on 61016"), nine
digits that "número" announces ("habilitó el número 987 654 321"), a short number set off
by commas after its line ("A government hotline, 116, has opened") and a short code
dialled with its star ("la línea *462"). A number with thousands separators ("1 200 000")
is a quantity; one opening on a 0 ("al número 021 663 170") is not.
`claims.extraction.service_lines` reads the same patterns.

`dialled_spans(text, lower)`, which `phone_spans` adds, finds a number to dial named as
a call or who answers it ("a 999 call", "every 911 operator") and an emergency number
after a verb of calling ("people calling 911", "told to dial 999", "llamar al 112"):
this module is the one home of the numbers emergency lines use (`EMERGENCY_NUMBERS`).
"""

import re

from claims.extraction.caseless import holds_any, searched_as

Span = tuple[int, int]

# The numbers emergency lines use, called by their number alone ("called 300 customers"
# counts them: only these).
EMERGENCY_NUMBERS = ("911", "999", "112", "000", "111", "988")
# With the other short numbers of public services, which are named before the service
# they reach ("the 061 line", "the 101 service"; "called 101 customers" counts them).
SERVICE_NUMBERS = (*EMERGENCY_NUMBERS, "061", "062", "080", "088", "091", "092", "101")

# A word one of PHONE_PATTERNS needs, by pattern: without one in the lower-cased text
# the pattern is not searched.
PHONE_NEEDS = [
    ("tel", "phone", "call", "llam", "línea", "line", "fax", "whatsapp", "móvil", "mobile", "número", "number"),
    (
        "call",
        "dial",
        "ring",
        "llam",
        "marqu",
        "marca",
        "teléfono",
        "phone",
        "line",
        "línea",
        "número",
        "number",
        "emergenc",
        "urgenc",
    ),
    ("contact", "call", "ring", "phon", "text", "llam", "comunic", "report", "denunci"),
    ("alert", "avis", "llam", "telefone", "contact", "recurri", "acudi"),
    ("number", "line", "dispatch", "operator", "service", "system", "centre", "center", "handler"),
    (" 0",),
    ("+", " 00"),
    ("(",),
    # "el 900 …", "al 91 …": the article, then a number's first digit.
    ("el 6", "el 7", "el 8", "el 9", "al 6", "al 7", "al 8", "al 9", "línea ", "teléfono "),
    ("teléfono", "telephone", "phone", "línea", "hotline", "helpline"),
    ("text", "sms", "mensaje", "enví", "envi"),
]
# What a phone line may be called between its word and its number: "la línea
# gratuita", "el teléfono de atención", "a free hotline".
FREE_LINE = (
    r"(?:\s+(?:gratuit[oa]|telefónic[oa]|free|toll-free|24-hour|"
    r"de\s+(?:ayuda|atención|emergencias?|urgencias?|información)))?"
)
# What may follow a short number that closes its clause: a mark, the end, or a word that
# opens another ("call 311 if you see one"; "called 300 customers" counts them).
CLOSING_ITS_CLAUSE = (
    r"(?=\s*(?:[.,;:!?)»”\"]|$)|\s+(?:if|or|and|to|for|when|from|y|o|si|para|cuando|desde|en\s+caso)\b)"
)
PHONE_PATTERNS = [
    # A phone number after the word that announces it.
    # "the hotline on 1300 555 010", "la línea gratuita 900 100 200".
    re.compile(
        r"\b(?:tel(?:éfono|ephone)?\.?|phone|call|calling|llame|llamar|llama|llamando|línea|hotline|helpline|fax|"
        # "a helpline for patients on 1800 555 019": whom the line is for, between.
        # "habilitó el número 987 654 321": a number announced as such, nine digits in
        # groups (`PHONE_WORD_BEFORE`; "la número 18.430 en la cola" is a place in it).
        rf"whatsapp|móvil|mobile|número|number){FREE_LINE}(?:\s+for\s+[a-z]+(?=\s+(?:on|at)\s))?\s*:?\s*(?:(?:on|at|al|el)\s+)?"
        r"(?P<number>\+?[\d(][\d\s().-]{5,20}\d)",
        re.IGNORECASE,
    ),
    # "call 999", "llame al 112", "la línea gratuita 024", "el número gratuito 4343", "the
    # free number 0300": a short number to dial ("el número 4343" alone may count).
    re.compile(
        r"\b(?:call|dial|ring|llame|llamar|llama|llamen|marque|marcar|marca|teléfono|phone|hotline|helpline|línea|"
        rf"(?:free|toll-free|emergency|phone|help)\s*line|(?:número|number)(?={FREE_LINE[3:-2]})|"
        # "El servicio de emergencias 911 recibió …", "la central de urgencias 112": a
        # service by the number that reaches it.
        r"(?:servicio|central|centro|sistema)(?=\s+de\s+(?:emergencias?|urgencias?)\s+\d)|"
        # "A government hotline, 116, has been opened": or set off by commas; "la línea
        # *462": a short code dialled with its star.
        rf"(?:free|toll-free|emergency|hotline|helpline)\s+number){FREE_LINE}(?:\s+|,\s+(?=\d{{3,4}},))"
        r"(?:al\s+|el\s+|on\s+)?\*?"
        r"(?P<number>\d{3,4})\b(?!\d|[.,]\d)",
        re.IGNORECASE,
    ),
    # "contact their bank immediately on 159", "llamar a su banco al 159": a short number
    # to reach someone on, closing its clause; "reportar cualquier emergencia al 911",
    # "denunciar de forma anónima al 089": or to report something to.
    re.compile(
        r"\b(?:contact(?:ed|ing|s)?|call(?:ed|ing|s)?|ring(?:ing|s)?|phon(?:e|ed|es|ing)|text(?:ed|ing|s)?|"
        r"contact(?:ar|e|en|ando)|llam(?:ar|e|en|ando)|comunic(?:arse|ándose)|comuníquen?se|"
        r"report(?:ar|e|en|ando)|denunci(?:ar|e|en|ando))"
        # "call the town hall on 70 20 14 00": or a line in groups of two to four digits.
        r"(?:\s+(?!on\b|at\b|al\b)[^\W\d_][\w’'-]*){1,5}\s+(?:on|at|al|en\s+el)\s+"
        r"(?P<number>\d{3,4}|\d{2,4}(?: \d{2,4}){2,4})\b(?![.,]?\d)"
        rf"{CLOSING_ITS_CLAUSE}",
        re.IGNORECASE,
    ),
    # "Los vecinos alertaron al 112", "llamaron al 091": a service of three digits named
    # with "al" after a verb of calling or turning to it ("pasó al 150" stays a figure).
    re.compile(
        r"\b(?:alert\w+|avis\w+|llam\w+|telefone\w+|contact\w+|recurri\w+|acudi\w+)\s+al\s+"
        r"(?P<number>\d{3})\b(?![.,]\d)",
        re.IGNORECASE,
    ),
    # "the 112 emergency number", "the city's 911 dispatch", "a 999 operator": an emergency
    # number named with an article or a possessive before the service it reaches, singular
    # and closing its noun phrase ("the 111 operators", "101 service stations" may be counted).
    re.compile(
        r"(?:\b(?:the|a|an|its|their|our|your|his|her)|['’]s)\s+"
        rf"(?P<number>{'|'.join(SERVICE_NUMBERS)})\s+"
        # "the 111 phone line": or the line named as a phone's.
        r"(?:emergency\s+|(?:tele)?phone\s+)?(?:number|line|helpline|hotline|dispatch|operator|service|system|"
        r"call\s+(?:centre|center|handler))\b(?![-’'])(?!\s+(?!(?:is|was|has|and|or|as|has|its)\b)[a-z]+s\b)",
        re.IGNORECASE,
    ),
    # "0800 123 456", "020 7946 0958", "01632 960418": a number that opens on a 0, in
    # groups, or an area code and a line of six or seven digits.
    re.compile(r"(?<![\d.,])(?P<number>\b0\d{1,4}(?:(?:[\s.-]\d{2,4}){2,4}|\s\d{6,7}))\b(?![.,]\d)"),
    # "+34 91 123 45 67", "(555) 123-4567": an international or area code.
    re.compile(r"(?P<number>(?:\+|\b00)\d{1,3}[\s.-]?(?:\(?\d{1,4}\)?[\s.-]?){2,5}\d{2,4})\b"),
    re.compile(r"(?P<number>\(\d{2,4}\)\s?\d{3,4}[\s.-]\d{3,4})\b"),
    # "el 900 222 000", "al 91 123 45 67", "la línea 900 100 200": a number named with an
    # article or as a line, in groups.
    re.compile(
        r"(?:(?<=\bel )|(?<=\bal )|(?<=\blínea )|(?<=\bteléfono ))(?P<number>[6-9]\d{1,2}(?: \d{2,3}){2,3})\b(?![.,]\d)"
    ),
    # "el teléfono de Salud Responde, 900 850 100, recibió …", "el teléfono gratuito Calle
    # Segura, 800 220 640, atiende …", "the Samaritans helpline, 116 123,": a line called by
    # its own name, then its number set off by a comma, in groups, with no noun after it
    # ("la línea Madrid Responde, 100 000 llamadas" would count).
    re.compile(
        r"(?:\b(?i:tel(?:éfono|ephone)|phone\s*line|línea|hotline|helpline)"
        rf"(?i:{FREE_LINE})(?:\s+(?:de|del|de\s+la|for|of|the))?"
        r"\s+[A-ZÁÉÍÓÚÑ][\w’'-]*(?:\s+(?:de|del|la|las|los|y|and|of|the|[A-ZÁÉÍÓÚÑ][\w’'-]*)){0,4}|"
        # "the Samaritans helpline, 116 123": the name before the line, as English puts it.
        r"\b[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,3}\s+(?i:hotline|helpline|phone\s*line)),\s+"
        r"(?P<number>[1-9]\d{2}(?: \d{2,3}){1,3})\b(?![.,]\d)(?=\s*(?:[,.;:)]|$))",
        re.MULTILINE,
    ),
    # "sign up for alerts by texting ERCOT to 47332", "envía la palabra AYUDA al 28014": a
    # short code a message is sent to, with no noun after it ("texted the link to 5000
    # subscribers" counts them).
    re.compile(
        r"\b(?:text(?:ing|ed|s)?|sms|mensaje(?:\s+de\s+texto)?|env[ií](?:ar|a|e|en|ando)\s+(?:la\s+palabra|un\s+sms))"
        # "text BTP on 61016": or the number the body is reached on.
        r"\s+(?:[^\s,.;:!?]+\s+){0,4}(?:to|al|on)\s+(?P<number>\d{4,6})\b(?![.,]\d)"
        r"(?=\s*(?:[,.;:)!?]|$)|\s+(?:to|for|and|or|if|para|y|o|si)\b)",
        re.IGNORECASE | re.MULTILINE,
    ),
]

# A noun for a phone line opening the match, the number right after it.
PHONE_WORD_BEFORE = re.compile(
    r"^(?i:tel(?:éfono|ephone)?|phone|línea|hotline|helpline|número|number)\s+(?:(?:on|at|al|el)\s+)?\d"
)
# The short numbers to dial, to reach someone on, of a service and to text: no length
# needed.
SHORT_NUMBERS = (*PHONE_PATTERNS[1:5], PHONE_PATTERNS[-1])
NAMED_NUMBER = PHONE_PATTERNS[-3]
# A line called by its own name: its number, whatever its groups look like.
NAMED_LINE_NUMBER = PHONE_PATTERNS[-2]
PHONE_SEARCHES = [searched_as(pattern) for pattern in PHONE_PATTERNS]


def phone_spans(text: str, lower: str) -> list[Span]:
    """The spans of the phone numbers in `text` (`lower`, its lower-cased twin)."""
    spans: list[Span] = []
    for pattern, (search, in_lower), needs in zip(PHONE_PATTERNS, PHONE_SEARCHES, PHONE_NEEDS, strict=True):
        if holds_any(lower, needs):
            # The number's digits, spaces and marks are the same in the lower-cased text.
            for match in search.finditer(lower if in_lower else text):
                number = match.group("number")
                digits = sum(c.isdigit() for c in number)
                short = pattern in SHORT_NUMBERS
                # "el teléfono 073 285": announced as a phone and opening on a 0, no
                # quantity, however short.
                announced = pattern is PHONE_PATTERNS[0] and number.startswith("0") and digits >= 5
                # "el teléfono 211 967 000": nine digits right after a word for a phone line
                # are its number, in groups of three as a quantity's thousands would be.
                named_line = pattern is PHONE_PATTERNS[0] and digits >= 9 and PHONE_WORD_BEFORE.search(match.group())
                if (
                    announced
                    or named_line
                    or (
                        (digits >= 7 or short or pattern is NAMED_LINE_NUMBER)
                        and (pattern in (NAMED_NUMBER, NAMED_LINE_NUMBER) or not _thousands(number))
                    )
                ):
                    spans.append(match.span("number"))
    spans.extend(dialled_spans(text, lower))
    return spans


# "answering a 999 call", "every 911 operator": a number to dial, named by an article
# before it and the call or the person who takes it after
# ("911 calls rose 20%" may count calls); "the first 911 call was placed at 12:41": one
# call picked out by its order, singular ("the first 100 calls" counts them).
DIALLED_NUMBER = re.compile(
    r"\b(?:a|an|the|every|each|any|no)\s+(?:(?P<order>first|second|third|last|initial|original|only|single)\s+)?"
    r"(?P<number>\d{3})\s+(?:call|operator|call\s+handler|dispatcher)(?(order)|s?)\b(?!-)",
    re.IGNORECASE,
)

# "people calling 911", "told to dial 999", "llamar al 112": an emergency number after a
# verb of calling.
_EMERGENCY_NUMBER = rf"(?:al\s+|el\s+)?(?P<number>{'|'.join(EMERGENCY_NUMBERS)})\b(?![.,]\d)"
CALLED_NUMBER = re.compile(
    r"\b(?:call|calls|calling|called|dial|dials|dialling|dialing|dialled|dialed|ring|ringing|"
    rf"llamar|llamaron|llamó|llamen|llame|llamando|marcar|marcaron|marcó|marquen|marque)\s+{_EMERGENCY_NUMBER}",
    re.IGNORECASE,
)
# "Residents can request one by calling 311", "call 211 or visit": any short number
# dialled, right after the verb and closing its clause ("calling 300 customers" counts).
CALLED_SHORT_NUMBER = re.compile(
    r"\b(?:call|calling|dial|dialling|dialing|llamar|llame|llamen|llamando|marcar|marque|marquen|marcando)\s+"
    rf"(?:al\s+|el\s+)?(?P<number>\d{{3}})\b(?![.,]?\d){CLOSING_ITS_CLAUSE}",
    re.IGNORECASE,
)

# What each of the two patterns above cannot match without, searched in the lower-cased
# text first: the number and the word or space right after or before it ("1,000" and
# "called" in one text are common; an emergency number called is not).
DIALLED_NUMBER_CORE = re.compile(r"\d{3}\s+(?:call|operator|dispatcher)")
CALLED_NUMBER_CORE = re.compile(rf"\s{_EMERGENCY_NUMBER}")
# The numbers alone, found from their digits rather than at every space: CALLED_NUMBER_CORE
# finds something where one of them follows a space.
EMERGENCY_NUMBER_ALONE = re.compile(rf"(?:{'|'.join(EMERGENCY_NUMBERS)})\b(?![.,]\d)")


def _an_emergency_number_called(lower: str) -> bool:
    """`CALLED_NUMBER_CORE.search(lower)`: an emergency number after a space (or after
    "al"/"el" and a space, as the core allows), most numbers like them being the last
    digits of a larger one ("1,000")."""
    return any(match.start() and lower[match.start() - 1].isspace() for match in EMERGENCY_NUMBER_ALONE.finditer(lower))


DIALLED_NEEDS = ("call", "operator", "handler", "dispatcher")


def dialled_spans(text: str, lower: str) -> list[Span]:
    """The spans of the numbers dialled in `text` (`lower`, its lower-cased twin): named as
    a call or who answers it, or after a verb of calling."""
    spans: list[Span] = []
    if holds_any(lower, DIALLED_NEEDS) and DIALLED_NUMBER_CORE.search(lower):
        spans.extend(match.span("number") for match in DIALLED_NUMBER.finditer(text))
    if holds_any(lower, EMERGENCY_NUMBERS) and _an_emergency_number_called(lower):
        spans.extend(match.span("number") for match in CALLED_NUMBER.finditer(text))
    if holds_any(lower, ("call", "dial", "llam", "marc")):
        spans.extend(match.span("number") for match in CALLED_SHORT_NUMBER.finditer(text))
    return spans


def _thousands(number: str) -> bool:
    """ "1 200 000", "1.200.000": a number with thousands separators, not a phone ("021 663
    170", opening on a 0, is one)."""
    groups = re.split(r"[\s.]", number.strip())
    return (
        len(groups) > 1
        and not (len(groups[0]) > 1 and groups[0].startswith("0"))
        and not number.startswith(("+", "(", "00"))
        and len(groups[0]) <= 3
        and all(len(g) == 3 for g in groups[1:])
    )
