"""Numbers a sentence holds without asserting them as counts, for
`claims.extraction.non_figures`:

- an alternative put as a hypothesis: "you pay for it whether there's one flight a day
  or twenty", "da igual que haya un vuelo al día o veinte", "ya sean dos o diez";
- an age given to the oldest or youngest of a group, its "years" left out: "el de
  mayor edad, 91", "la más joven, de 19", "the oldest, 91", "the youngest was 17", "the
  oldest woman to complete the course was 71";
- an age after a person's trade said with its complement, right after their name:
  "Marcela Soto, auxiliar de enfermería de 44 años,", "Pedro Gil, técnico de
  mantenimiento de 52 años";
- a few things pointed back to, not counted: "the two townships concerned", "the three
  firms in question", "los dos municipios en cuestión";
- how often something happened to the people a relative clause picks out: "customers
  who had been charged twice", "los clientes que fueron cobrados dos veces" (a rate,
  "who crosses twice a day", is still a figure);
- a change put as a hypothesis, a condition after it: "los precios podrían caer a la
  mitad si llueve", "fares could rise by as much as 20% if the firm passes the costs on"
  ("could rise to 170 million" with no condition is read elsewhere).

Each is anchored on words only these expressions have ("whether … or", "da igual",
"de mayor edad", "oldest", "concerned", "en cuestión", a name and a comma before a
trade).
"""

import re

from claims.extraction.caseless import holds_any, lowered_text

Span = tuple[int, int]

_WORD_NUMBER = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"a\s+hundred|a\s+thousand|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|"
    r"treinta|cuarenta|cincuenta|cien|mil"
)
_NUMBER = rf"(?:\d[\d.,]*|{_WORD_NUMBER})"

# "whether there's one flight a day or twenty", "da igual que haya uno o veinte": from
# the word that opens the alternative to the number that closes it.
ALTERNATIVE = re.compile(
    rf"\b(?:whether|no\s+matter\s+if|da\s+igual\s+(?:si|que)|no\s+importa\s+(?:si|que)|ya\s+sean?|"
    rf"tanto\s+si)\b[^.;:!?\n]{{0,60}}?\b(?:or|o|u|como\s+si)\s+{_NUMBER}\b(?!\s*(?:%|percent|por\s+ciento))",
    re.IGNORECASE,
)

# "el de mayor edad, 91", "la más joven, de 19", "the oldest, 91", "the youngest was 17":
# the age of the one picked out of a group by it; "The oldest woman to complete the
# course was 71", "the youngest player to score in a final is 16": of the one who holds
# a record, what picks them out told in a few words.
RANKED_AGE = re.compile(
    r"\b(?:(?:el|la)\s+de\s+(?:mayor|menor)\s+edad|(?:el|la)\s+más\s+(?:joven|anciana?|veteran[oa]|pequeñ[oa])|"
    r"the\s+(?:oldest|youngest|eldest))(?:\s+[a-záéíóúñ]+)?\s*(?:,\s*|(?:\s+[^\W\d_]+(?:[’']s)?){0,10}?"
    r"\s+(?:was|is|became|tenía|tiene|era)\s+(?:(?:just|only|aged)\s+)?)"
    r"(?:de\s+)?(?P<age>\d{1,3})\b(?![.,]\d)(?=\s*(?:[,.;)»”\"]|$|(?:años|years|y|and|but|when|cuando)\b))",
    re.IGNORECASE | re.MULTILINE,
)

# "Marcela Soto, auxiliar de enfermería de 44 años,": a name, a comma, a trade with its
# complement (a few lower-case words), then the age.
TRADE_AGE = re.compile(
    r"\b[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+,\s+(?!con\b|tras\b|desde\b)"
    r"[a-záéíóúñ]{4,}(?:\s+(?:de|del|en)\s+(?:la\s+|el\s+)?[a-záéíóúñ]+){1,2}\s+"
    r"(?P<age>de\s+\d{1,3}\s+años)(?=\s*[,.;)]|\s+(?:que|y|quien)\b)",
)

# "the two townships concerned", "los dos municipios en cuestión": things named before.
POINTED_BACK = re.compile(
    r"\b(?:the|los|las)\s+(?P<count>two|three|four|five|dos|tres|cuatro|cinco|\d)\s+[a-záéíóúñ]+\s+"
    r"(?:concerned|in\s+question|en\s+cuestión)\b",
    re.IGNORECASE,
)

# "customers who had been charged twice", "los usuarios que habían sido cobrados dos
# veces": who is meant, picked out by what happened to them, not a count asserted.
PICKED_OUT_BY_TIMES = re.compile(
    r"\b[a-záéíóúñ]{3,}s\s+(?:who|that|que|quienes)\s+(?:had\s+been|have\s+been|has\s+been|were|was|"
    r"han\s+sido|habían\s+sido|fueron|hayan\s+sido)\s+[a-záéíóúñ]+(?:ed|ad[oa]s|id[oa]s)\s+"
    r"(?P<count>twice|dos\s+veces)\b(?!\s+(?:a|an|per|al|por|every|each|cada|in|en)\b)",
    re.IGNORECASE,
)

# "los precios podrían caer a la mitad si llueve", "fares could rise by as much as 20%
# if the firm passes the costs on": a change put as what would follow a condition, a
# hypothesis, as the corpus README settles; from the verb of change to the condition.
CONDITIONAL_CHANGE = re.compile(
    r"\b(?:could|would|might|podría|podrían|podrá|podrán)\s+(?:(?:well|even|easily|incluso|fácilmente)\s+)?"
    r"(?:rise|fall|drop|climb|increase|decrease|grow|shrink|jump|soar|plunge|lose|gain|double|triple|halve|"
    r"caer|subir|bajar|crecer|aumentar|disminuir|perder|ganar|duplicarse|triplicarse|reducirse|dispararse|"
    r"desplomarse)\b(?P<change>[^.;:!?\n]{1,45}?)\s+(?:if|si|unless|a\s+menos\s+que)\s"
    # "could fall by a further 8% by 2040 if current trends continue": a projection to a
    # year, or of a trend going on, is a forecast the text reports.
    r"(?<!\b(?:19|20)\d\d\s(?:if|si)\s)(?!(?:current\s+|present\s+|these\s+)?trends?\s+continues?|nothing\s+changes|"
    r"(?:se\s+mantiene|contin[úu]a|sigue)\s+la\s+tendencia|nada\s+cambia)",
    re.IGNORECASE,
)

NEEDS = {
    "alternative": ("whether", "no matter", "da igual", "no importa", "ya sea", "tanto si"),
    "ranked_age": ("edad", "más joven", "más anciano", "más anciana", "más veteran", "más pequeñ", "oldest",
        "youngest", "eldest"),
    "trade_age": ("años",),
    "pointed_back": ("concerned", "in question", "en cuestión"),
    "picked_out_by_times": ("twice", "dos veces"),
    "conditional_change": ("could", "would", "might", "podr"),
}


def unasserted_spans(text: str) -> list[Span]:
    """The spans of the numbers above in `text`."""
    lower = lowered_text(text)
    spans: list[Span] = []
    if holds_any(lower, NEEDS["alternative"]):
        spans.extend(match.span() for match in ALTERNATIVE.finditer(text))
    if holds_any(lower, NEEDS["ranked_age"]):
        spans.extend(match.span("age") for match in RANKED_AGE.finditer(text))
    if holds_any(lower, NEEDS["trade_age"]):
        spans.extend(match.span("age") for match in TRADE_AGE.finditer(text))
    if holds_any(lower, NEEDS["pointed_back"]):
        spans.extend(match.span("count") for match in POINTED_BACK.finditer(text))
    if holds_any(lower, NEEDS["picked_out_by_times"]):
        spans.extend(match.span("count") for match in PICKED_OUT_BY_TIMES.finditer(text))
    if holds_any(lower, NEEDS["conditional_change"]) and holds_any(lower, ("if ", "si ", "unless", "a menos que")):
        spans.extend(match.span("change") for match in CONDITIONAL_CHANGE.finditer(text))
    return spans
