"""Numbers that give background rather than a figure to check, for
`claims.extraction.non_figures` (how old a body is, "in its 126-year history", "en sus
34 años de historia", is a length of time and a figure, as the corpus README settles):

- an age a rule sets: "retrasará la edad de jubilación hasta los 68 años", "raise the
  retirement age to 67", "jubilarse a los 65" (an age, as "a los 70 años" is), "lower
  the voting age to 16", "la edad mínima para votar es de 16 años", the age one stops
  working at ("can retire at 48", "must work until 67", "trabajar hasta los 67"), and a second age
  for others after it ("sigue en 57 años para las mujeres y 62 para los hombres");
- "the two sides", "las dos partes", "ambos bandos": the parties to a dispute, not a
  count of two; "las dos cámaras", "the two chambers": the halves of a parliament;
  "between the two countries": the pair a relation runs between (English);
- parties the text has named, speaking together: "the two clubs said", "los dos
  gobiernos anunciaron", "according to the three companies", "los dos ejecutivos han
  calificado", "the two leaders described";
- the size and make-up of a household: "una familia tipo de cuatro integrantes -dos
  adultos y dos niños-", "a family of five", "a household of four (two adults and two
  children)";
- the wait that names a waiting-list measure: "the number of patients waiting more
  than 78 weeks", "el número de pacientes que esperan más de seis meses" (the figure
  is the count, not the wait that defines who is counted).
"""

import re

from claims.extraction.caseless import finds_any, holds_any, lowercase_twin, lowered_text
from claims.extraction.end_anchored import guard_window_patterns

Span = tuple[int, int]

_N = (
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta)"
)

RETIREMENT_AGE = re.compile(
    r"\b(?:edad\s+(?:legal\s+|mínima\s+|ordinaria\s+)?de\s+(?:jubilación|retiro)|jubila(?:rse|ción|rán?|ría)|"
    # "can take early retirement from 60 to 63": retirement, then the age it is taken at.
    r"retir(?:arse|o)|(?:retirement|pension|pensionable|state\s+pension)\s+age|retirement(?=\s+(?:from|at)\s+\d\d\b)|"
    # "who can retire at 48", "must work until 67 to receive a full pension", "trabajar
    # hasta los 67": the age one stops working at ("work until 11" is a time of day).
    r"retir(?:e|es|ed|ing)(?=\s+at\s+\d\d\b)|"
    # An age closes its clause or has "years"/"años" after it ("worked until 60 homes had
    # power" counts homes).
    r"(?:work(?:s|ed|ing)?|trabaj(?:ar|ando|en|e))(?=\s+(?:until|till|hasta)\s+(?:the\s+age\s+of\s+|los\s+)?[4-9]\d"
    r"(?:\s+(?:years|años)\b|\s*[,.;:!?\"”»)]|\s+(?:to|and|or|either|for|in|y|o|para|como|ni)\b))|"
    # "lowering the voting age to 16", "the minimum age remains 18", "la edad mínima para
    # votar es de 16 años": the age a right starts at.
    r"(?:voting|minimum|legal|drinking|school[\s-]leaving|marriage|marriageable)\s+age|age\s+of\s+consent|"
    r"edad\s+(?:mínima|legal)(?:\s+(?:para|de)\s+[a-záéíóúñ]+)?|edad\s+(?:de\s+voto|para\s+votar|de\s+votar))\b"
    # "La edad de jubilación no cambia: sigue en 57 años": a colon may come between.
    r"[^.;!?\d]{0,40}?\b(?:to|from|at|of|until|till|hasta|a|desde|en|de|remains|remain|stays|is|was)\s+(?:los\s+)?"
    r"(?P<age>\d{2})(?:\s+(?:años|years))?\b(?![.,]\d|\s*%)"
    # "would rise from 66 to 67", "de 65 a 67 años": the age it moves to, after the one it
    # moves from.
    r"(?:\s+(?:to|a|hasta)\s+(?:los\s+)?(?P<to>\d{2})(?:\s+(?:años|years))?\b"
    r"(?![.,]\d|\s*%))?"
    # "sigue en 57 años para las mujeres y 62 para los hombres": a second age, for others.
    r"(?:\s+(?:para|for)\s+(?:[^\W\d_]+\s+){1,3}(?:y|and)\s+(?:(?:los|las)\s+)?(?P<second>\d{2})\b(?![.,]\d|\s*%))?",
    re.IGNORECASE,
)

TWO_SIDES = re.compile(
    r"\b(?:the\s+two\s+(?:sides|parties|camps|chambers)|las\s+dos\s+partes|los\s+dos\s+bandos|ambos\s+bandos|"
    r"las\s+dos\s+cámaras(?!\s+de\s+(?:seguridad|vigilancia|vídeo|video|tráfico|fotos)))\b",
    re.IGNORECASE,
)


# "talks between the two countries", "journeys between the two cities", "lost 8% of its
# residents between the two counts": the pair a relation runs between, named again, not
# a count of two (in English; the Spanish sets count "entre las dos islas").
BETWEEN_THE_TWO = re.compile(r"\bbetween\s+the\s+(?P<two>two)\s+[a-z]+s\b(?![’'])", re.IGNORECASE)


# "the two clubs said", "los dos gobiernos anunciaron", "according to the three
# companies": parties the text has named, speaking together, not a count of them.
_SPOKE = (
    r"said|say|says|told|announced|agreed|confirmed|added|stated|dijeron|afirmaron|anunciaron|informaron|"
    r"señalaron|indicaron|acordaron|confirmaron|explicaron|aseguraron|comunicaron|coincidieron|calificaron|"
    r"described|dicho|anunciado|afirmado|señalado|acordado|confirmado|calificado|asegurado|coincidido"
)
# Searched in the lower-cased text from each count word, the rarest part of these forms.
PARTY_COUNT = re.compile(r"(?:two|three|four|dos|tres|cuatro)\b")
# "the two clubs", then ", said" or "han anunciado" right after them …
PARTIES_AFTER = re.compile(
    r"\s+(?:[^\W\d_]+\s+)?[^\W\d_]+s\b(?P<spoke>,?\s+(?:have\s+|han\s+|had\s+|habían\s+)?"
    rf"(?:{_SPOKE})\b)?"
)
# … or "according to", "según", "informaron", "said" right before them.
PARTIES_BEFORE = re.compile(rf"(?:\b(?P<verb>{_SPOKE}|according\s+to|según)\s+)?\b(?:the|los|las)\s+$")


# "the number of patients waiting more than 78 weeks", "el número de pacientes que
# esperan más de seis meses": a measure, then who it counts, defined by how long they
# wait ("the share of pupils missing more than 10 days" counts the days missed).
MEASURE_THRESHOLD = re.compile(
    r"\b(?:number|share|proportion|percentage|número|proporción|porcentaje)\s+(?:of|de)\s+"
    r"(?:[^\W\d_][\w’'-]*\s+){1,4}?(?:waiting|waited|wait|esperan|esperaban|esperando|en\s+espera)\s+"
    r"(?:more\s+than|longer\s+than|over|at\s+least|más\s+de|al\s+menos)\s+"
    r"(?P<threshold>\d{1,3}|one|two|three|four|five|six|eight|ten|twelve|eighteen|un|una|dos|tres|cuatro|"
    r"cinco|seis|ocho|diez|doce|dieciocho)\s+(?:weeks|months|days|years|hours|semanas|meses|días|años|horas)\b",
    re.IGNORECASE,
)

_MEMBERS = r"(?:\d|two|three|four|five|six|seven|eight|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho)"
# "una familia tipo de cuatro integrantes -dos adultos y dos niños-", "a family of
# five", "a household of four (two adults and two children)".
HOUSEHOLD = re.compile(
    rf"\b(?:familias?|family|families|hogar(?:es)?|households?)(?:\s+tipo)?\s+(?:de|of)\s+(?P<size>{_MEMBERS})\b"
    r"(?:\s+(?:integrantes|miembros|personas|members|people))?"
    rf"(?:\s*[-–—(,:]\s*(?P<adults>{_MEMBERS})\s+(?:adultos|adults|padres|parents)\s+(?:y|and)\s+"
    rf"(?P<children>{_MEMBERS})\s+(?:niños|niñas|hijos|hijas|menores|children|kids))?\b",
    re.IGNORECASE,
)

# Words (lower-cased) a pattern cannot match without: a text holding none of them is
# not scanned, which leaves every span as it was.
NEEDS = {
    "retirement": ("jubila", "retir", "pension", "work", "trabaj", "voting age", "minimum age", "legal age", "drinking age",
        "leaving age", "marriage age", "marriageable age", "age of consent", "edad mínima", "edad legal",
        "edad de voto", "edad para votar", "edad de votar"),
    "two_sides": ("sides", "parties", "camps", "partes", "bandos", "chambers", "cámaras"),
    "parties_speaking": ("two", "three", "four", "dos", "tres", "cuatro"),
    "parties_speaking_words": ("said", "say", "told", "announced", "agreed", "confirmed", "added", "stated",
        "according", "según", "dijeron", "afirmaron", "anunciaron", "informaron", "señalaron", "indicaron",
        "acordaron", "confirmaron", "explicaron", "aseguraron", "comunicaron", "coincidieron", "calificaron",
        "described", "dicho", "anunciado", "afirmado", "señalado", "acordado", "confirmado", "calificado",
        "asegurado", "coincidido"),
    "household": ("famil", "hogar", "household"),
    "measure": ("number of", "share of", "proportion of", "percentage of", "número de", "proporción de",
        "porcentaje de"),
    "measure_wait": ("wait", "esper"),
}

# The two patterns above that start with a long list of words, searched case-sensitively
# in the lower-cased text: the same spans, found faster (`claims.extraction.caseless`).
HOUSEHOLD_LOWER = lowercase_twin(HOUSEHOLD)
# The household's word and "de"/"of" after it, found from the word's literal opening:
# "families fled", "number of families" have none.
HOUSEHOLD_OF = tuple(re.compile(rf"{stem}[a-z]*(?:\s+tipo)?\s+(?:de|of)\s") for stem in ("famil", "hogar", "household"))
MEASURE_THRESHOLD_LOWER = lowercase_twin(MEASURE_THRESHOLD)


def background_spans(text: str) -> list[Span]:
    """The spans of the numbers above in `text`."""
    lower = lowered_text(text)
    spans = []
    if holds_any(lower, NEEDS["retirement"]):
        for match in RETIREMENT_AGE.finditer(text):
            spans.extend(match.span(name) for name in ("age", "to", "second") if match.group(name))
    if holds_any(lower, NEEDS["household"]) and finds_any(lower, HOUSEHOLD_OF):
        for match in HOUSEHOLD_LOWER.finditer(lower):
            spans.extend(match.span(name) for name in ("size", "adults", "children") if match.group(name))
    if holds_any(lower, NEEDS["measure"]) and holds_any(lower, NEEDS["measure_wait"]):
        spans.extend(match.span("threshold") for match in MEASURE_THRESHOLD_LOWER.finditer(lower))
    if holds_any(lower, NEEDS["two_sides"]):
        spans.extend(match.span() for match in TWO_SIDES.finditer(text))
    if "between the two" in lower:
        spans.extend(match.span("two") for match in BETWEEN_THE_TWO.finditer(text))
    if holds_any(lower, NEEDS["parties_speaking"]) and holds_any(lower, NEEDS["parties_speaking_words"]):
        for match in PARTY_COUNT.finditer(lower):
            start = match.start()
            if start and lower[start - 1].isalpha():
                continue
            before = PARTIES_BEFORE.search(lower, max(0, start - 30), start)
            after = PARTIES_AFTER.match(lower, match.end()) if before else None
            if after and (after.group("spoke") or before.group("verb")):
                spans.append(match.span())
    return spans


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
