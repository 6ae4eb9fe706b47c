"""Street addresses, whose numbers place a door rather than count, for
`claims.extraction.non_figures`: "12 Fleet Street", "1140 N. Oak Street", "calle Mayor
12", "Avenida de Mayo, 1370", "paseo de la Dársena, 1", "calle 7 n.º 6-54" (Colombia),
"the 1400 block of Elm Street".

Each pattern runs only when a word it needs is in the text: most articles have no
street address, and the extractor must stay fast.
"""

import re

Span = tuple[int, int]

ADDRESS_NEEDS = [
    (
        "Street",
        "St",
        "Road",
        "Rd",
        "Avenue",
        "Ave",
        "Lane",
        "Boulevard",
        "Blvd",
        "Square",
        "Place",
        "Way",
        "Drive",
        "Court",
        "Terrace",
        "Row",
        "Crescent",
        "Embankment",
    ),
    (
        "calle",
        "Calle",
        "c/",
        "C/",
        "venida",
        "vda",
        "Av.",
        "av.",
        "laza",
        "aseo",
        "arrera",
        "amino",
        "ronda",
        "Ronda",
        "ravesía",
        "úa",
        "lorieta",
    ),
    ("calle", "Calle", "arrera", "iagonal", "ransversal", "cl.", "Cl.", "cra.", "Cra.", "kr.", "Kr."),
    ("block of",),
]
STREET_WORDS = (
    r"Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Boulevard|Blvd\.?|Square|Place|Way|Drive|Court|"
    r"Terrace|Row|Crescent|Embankment"
)
ADDRESS_PATTERNS = [
    # "1140 N. Oak Street": an American street may open with its compass letter.
    re.compile(rf"\b\d{{1,5}}[A-Za-z]?\s+(?:[NSEW]{{1,2}}\.\s+)?(?:[A-Z][\w’'-]+\s+){{1,3}}(?:{STREET_WORDS})(?!\w)"),
    re.compile(
        r"\b(?i:calle|c/|avenida|avda\.?|av\.|plaza|paseo|carrera|camino|ronda|travesía|rúa|glorieta)\s+"
        r"(?:(?:de\s+la\s+|de\s+las\s+|de\s+los\s+|de\s+|del\s+|la\s+|las\s+|los\s+|el\s+)?"
        r"[A-ZÁÉÍÓÚÑ][\wáéíóúñ.]*\s*){1,4},?\s*(?:n[º°o]\.?\s*)?\d{1,5}\b"
    ),
    # "calle 7 n.º 6-54", "carrera 15 # 88-21", "calle 52 número 13-64": a Colombian
    # address, the street by its number and the door by the crossing street's.
    re.compile(
        r"\b(?i:calle|carrera|avenida|diagonal|transversal|cl\.|cra\.|kr\.)\s+\d{1,3}[A-Za-z]?\s*"
        r"(?:n\.?\s?[º°o]\.?|#|no\.|(?i:número))\s*\d{1,3}[A-Za-z]?\s*-\s*\d{1,3}\b"
    ),
    # "the 1400 block of Elm Street": where an American report places an event.
    re.compile(r"\b\d{2,5}\s+block\s+of\b"),
]

# An address pattern's words, looked for in one pass over the text (most of them start
# with a capital, which re finds quickly) rather than one pass for each word: the
# same test as `holds_any(text, needs)`.
ADDRESS_NEEDED = [re.compile("|".join(re.escape(word) for word in needs)) for needs in ADDRESS_NEEDS]


def address_spans(text: str) -> list[Span]:
    """The spans of the street addresses in `text`, pattern by pattern."""
    spans: list[Span] = []
    for pattern, needed in zip(ADDRESS_PATTERNS, ADDRESS_NEEDED, strict=True):
        if needed.search(text):
            spans.extend(match.span() for match in pattern.finditer(text))
    return spans
