"""Numbers that label, place or convert rather than count, for
`claims.extraction.non_figures`:

- a place in a ranking: "ranked outside the top 150", "in the top 10", "el top 5",
  "ocupó el puesto 146", "subió al lugar 3";
- a tie-break in a set score: "7-6 (5)", "6-7 (3)";
- an exchange-rate note inside a paragraph: "… C$500 million ($1 = 1.3950 Canadian
  dollars) …", "(1 euro = 1,08 dólares)" (on a line of its own,
  `claims.extraction.furniture` drops the whole line);
- a moment ahead: "Dentro de diez años nadie se acordará", "in ten years' time",
  "ten years from now";
- a few picked out by a superlative, not counted: "its two biggest rivals", "the two
  market leaders", "sus dos principales competidores", "las tres mayores empresas" (in
  English only a firm's rivals: "the three main unions" counts them);
- things of a kind named by their numbers: "las líneas 1 y 4", "gates 3 to 7",
  "Articles 5 and 6"; a provision numbered with its parts joined: "Section 14-3504 of
  the Act", "el artículo 17.2 del Estatuto";
- the size of what a price is given per: "por carga de 125 kilos", "per bag of 50
  kilos"; the dozen a price is for: "the price of a dozen eggs", "A dozen large eggs
  sold for $7.09";
- a pay level naming what a study, a plan or a campaign is about: "a study of a
  federal $15 wage", "the campaign for a $20 minimum wage", "un estudio sobre un
  salario mínimo de 15 dólares" (the level a law sets is a figure: "rise to $15");
- a blood group, a letter that reads like zero: "type O supplies", "O negative",
  "blood group O", "sangre del grupo 0 negativo", "tipo O positivo";
- a few things pointed back to, as "both" does: "necesitaremos las dos cosas", "these
  two things";
- a place whose name opens with a number word: "vecina de Dos Hermanas", "near Two
  Rivers"; or holds one, capitalised, in running Spanish: "en el Plan Tres Mil", "el
  ejido El Diez";
- a round of a knockout draw, named by how many are left: "in the last 16", "a
  round-of-32 tie"; a darts board's bed: "finished on double 16";
- a lottery draw's numbers: "The winning numbers were 7, 19, 33, 41 and 56, with a
  Powerball of 12", "la combinación ganadora fue 4, 11, 23, 30, 38 y 45";
- a race named by its distance in a race report: "ran a personal best in the 400
  metres", "will also run the 200 metres", "ganó los 100 metros espalda" (a distance
  measured, "por encima de los 800 metros", "the 100 metres of track", counts);
- a weight class: "the women's 71-kilogram category", "en la categoría de menos de 57
  kilos", "un bronce logrado en menos de 73 kilos";
- how many unnamed sources speak: "Two executives …, speaking on condition of
  anonymity, told Reuters", "Directivos de dos hospitales, que pidieron omitir sus
  nombres, señalaron";
- a code written with a leading zero: "reportar fugas al 073", "el distrito de riego
  005" (no quantity is written so; "0,5" and "0.75" are fractions).

Each is anchored on what only these expressions have: "top" after "the", a bracket
after a set score, an equals sign after one unit of a currency, a superlative after a
determiner and a small number. Mission clocks ("T+3 minutes"), numbered addresses
("calle 7 n.º 6-54", "la cuadra 12") and kin's ages live in `claims.extraction.non_figures`.
"""

import re

from claims.extraction.caseless import holds_any, lowered_text, searched_as
from claims.extraction.end_anchored import guard_window_patterns

Span = tuple[int, int]

_SMALL = r"(?:two|three|four|five|dos|tres|cuatro|cinco|\d)"

RANKING = re.compile(r"\b(?:the|el|los|del)\s+top[\s-]+(?P<rank>\d{1,4})\b(?![.,]\d|\s*(?:%|percent|por\s+ciento))", re.I)

TIE_BREAK = re.compile(r"\b\d{1,2}-\d{1,2}\s*\((?P<points>\d{1,2})(?:-\d{1,2})?\)")

EXCHANGE_NOTE = re.compile(
    r"\(\s*(?:(?:US|C|A|NZ|HK)?[$€£¥]|S/)?\s?1\s*(?:[a-zA-Záéíóú]+\s+)?=\s*[^()=\n]{1,40}\)",
)

# "dentro de dos años", "dentro de unas tres semanas", "se harán efectivas dentro de diez
# días", "in ten days' time": a moment ahead placed by the time from now, a date as "hace"
# is ("dentro de las próximas 48 horas" is a deadline, `claims.extraction.period_frames`).
AHEAD = re.compile(
    # "no prevén lluvias hasta dentro de al menos diez días": qualified as any "hace" is.
    r"\b(?:dentro\s+de\s+(?P<es>(?:(?:unos|unas|apenas|solo|sólo|casi|poco\s+más\s+de|menos\s+de|más\s+de|"
    r"al\s+menos|por\s+lo\s+menos)\s+)?"
    r"\w+\s+(?:años?|mes(?:es)?|décadas?|semanas?|días?|horas?))|"
    r"in\s+(?P<time>\w+\s+(?:years|months|decades|weeks|days|hours)['’]\s*time)|"
    r"(?P<now>\w+\s+(?:years|months|decades|weeks)\s+from\s+now))\b",
    re.I,
)

PICKED_OUT = re.compile(
    rf"\b(?:the|its|their|his|her|our|los|las|sus)\s+(?P<count>{_SMALL})\s+"
    # Not "grandes" alone: "sus cuatro grandes conciertos" counts them all, big as they are.
    r"(?:(?:principales|mayores)\s+[a-z]|más\s+grandes\b|"
    # In English only whom a firm competes with ("its two biggest rivals", "the two market
    # leaders"): a superlative before any other noun counts what it picks out ("the three
    # main unions", "its three oldest vessels", "the five largest hospitals"), as the
    # blind sets annotate it (8 of the 9 there).
    r"(?:biggest|largest|smallest|oldest|newest|latest|highest|lowest|richest|poorest|strongest|closest|main|leading|"
    r"major|top|principal|most\s+[a-z]+)\s+(?:[a-z]+\s+)?(?:rivals?|competitors?|challengers?)\b|"
    r"(?:market|industry|sector)\s+leaders?\b)",
    re.I,
)

# "Two executives at large drugmakers, speaking on condition of anonymity, told …",
# "Directivos de dos hospitales, que pidieron omitir sus nombres, señalaron …": how many
# unnamed sources speak describes the sourcing, not a fact reported.
ANONYMOUS_SOURCES = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=[.!?»”\"]\s))(?:[A-ZÁÉÍÓÚÑ][\wáéíóúñ]*\s+(?:de|of|at)\s+)?"
    r"(?P<count>(?i:two|three|four|five|dos|tres|cuatro|cinco|\d{1,2}))\s+[^,.;:!?\n]{1,60},\s+"
    r"(?i:speaking\s+on\s+(?:the\s+)?condition\s+of\s+anonymity|who\s+(?:asked|declined)\s+not\s+to\s+be|"
    r"who\s+declined\s+to\s+be|que\s+pidieron\s+(?:omitir|no\s+ser|el\s+anonimato|no\s+revelar)|"
    r"bajo\s+condición\s+de\s+anonimato)",
    re.MULTILINE,
)


# "a study of a federal $15 wage", "la propuesta de un salario mínimo de 15 dólares": a
# pay level that names the topic of a study, a plan or a campaign.
_TOPIC_EN = r"study|studies|analysis|report|proposal|proposals|plan|bill|campaign|push|fight|debate|calls?"
_TOPIC_ES = r"estudio|estudios|análisis|informe|propuesta|propuestas|plan|campaña|debate|lucha"
PAY_TOPIC = re.compile(
    rf"\b(?:(?:{_TOPIC_EN})\s+(?:of|on|for|over|into)\s+(?:a|an|the)\s+(?:[a-z]+\s+)?"
    r"(?P<en>[$€£]\s?\d[\d.,]*)\s+(?:(?:hourly|minimum|living)\s+)?(?:wage|salary|pay)\b|"
    rf"(?:{_TOPIC_ES})\s+(?:sobre|de|por)\s+(?:un|el)\s+(?:salario|sueldo)(?:\s+(?:mínimo|base|federal))?\s+de\s+"
    r"(?P<es>\d[\d.,]*\s*(?:dólares|euros|pesos|soles)))",
    re.I,
)


# "las líneas 1 y 4", "lines 2, 5 and 7", "Articles 5 and 6", "gates 3 to 7", "estratos 1,
# 2 y 3", "council tax bands 1 to 3": things of a kind named by their numbers (a social
# stratum, a tier, a band, a school grade included), as "la línea 3" names one
# (`claims.extraction.references.REFERENCE_BEFORE`).
_NUMBERED = (
    "lines", "líneas", "routes", "rutas", "platforms", "andenes", "gates", "puertas", "pages", "páginas",
    "articles", "artículos", "chapters", "capítulos", "sections", "secciones", "stages", "etapas", "levels",
    "niveles", "floors", "plantas", "terminals", "terminales", "lanes", "carriles", "tracks", "vías", "holes",
    "zones", "zonas", "exits", "salidas", "wards", "episodes", "episodios", "seasons", "temporadas",
    "channels", "canales", "categories", "categorías", "phases", "fases", "piers", "muelles", "halls",
    "pabellones", "districts", "distritos", "precincts", "comunas", "estratos", "strata", "tiers", "bands",
    "grades", "grados",
)  # fmt: skip
_LABEL = r"\d{1,4}[a-z]?"
# Two or more numbers joined by a conjunction, searched in the lower-cased text (rare,
# and cheap to find from their first digit), then the plural before them.
NUMBERS_JOINED = re.compile(
    rf"(?P<numbers>{_LABEL}(?:\s*,\s*{_LABEL})*,?\s+(?:y|e|and|or|o|to|a|al|&)\s+{_LABEL})\b"
    r"(?![.,]\d|\s*(?:%|percent|por\s+ciento))"
)
# What every such match holds, searched first: two digits joined by a conjunction.
CONJOINED_DIGITS = re.compile(r"\d[a-z]?,?\s+(?:y|e|and|or|o|to|a|al|&)\s+\d")
# A digit, a point or a comma before a match: it starts inside another number.
_PART_OF_A_NUMBER = frozenset("0123456789.,")
NUMBERED_BEFORE = re.compile(rf"\b(?:{'|'.join(_NUMBERED)})\s+$")


# "Section 14-3504 of the Commercial Law article", "el artículo 17.2 del Estatuto",
# "Rule 10.1": a provision numbered with its parts joined, a label read whole (not a
# range "from 14 to 3504").
PROVISION_CODE = re.compile(
    r"\b(?:sections?|secciones|sección|articles?|artículos?|rules?|reglas?|§)\s*"
    r"(?P<code>\d{1,4}[a-z]?(?:[-–.:]\d{1,5}[a-z]?)+)\b(?![.,]\d)"
)

# "2,9 millones de pesos por carga de 125 kilos", "$40 per bag of 50 kilos": the size of
# what a price or a rate is given per, part of its unit ("por valor de 1,2 millones" is
# the amount itself).
PER_MEASURE = re.compile(
    r"(?P<size>\d{1,3}(?:[.,]\d+)?\s*(?:kilos?|kg|kilogram(?:me)?s?|kilogramos?|pounds|lbs?|litres?|liters?|litros?|"
    r"gallons?|galones|toneladas?|tonnes?|tons?|arrobas?|quintales|quintal)\b)",
    re.IGNORECASE,
)
PER_BEFORE = re.compile(r"\b(?:per|each|por|cada)\s+[^\W\d_]{3,}\s+(?:of|de)\s+$", re.IGNORECASE)
# "the average price of a dozen large eggs rose to $6.23", "A dozen large eggs sold for
# $7.09", "el precio de una docena de huevos": the dozen a price is given for, no count.
DOZEN_PRICED = re.compile(
    r"\b(?i:price|prices|cost|costs|precio|precios|coste|costo)\s+(?:of|for|de)\s+(?P<priced>(?:a|one|una)\s+(?:dozen|docena))\b|"
    r"(?:^|(?<=[.!?»”\"]\s)|(?<=\n))(?P<sold>(?:A|One|Una)\s+(?:dozen|docena))\s+(?:de\s+)?(?:[^\W\d_][\w-]*\s+){1,4}?"
    r"(?:sold|sells|sell|cost|costs|fetched|fetches|went\s+for|se\s+vend[eií]a?|costaba|cuesta|costó|valía|vale)\b",
    re.MULTILINE,
)

# "type O supplies", "O negative", "grupo 0 negativo": a blood group by its letter (text2num
# reads a lone "O" as zero), after the word for a group or before its Rh sign.
BLOOD_GROUP = re.compile(
    r"\b(?:(?i:type|group|grupo|tipo)\s+(?P<group>[O0])\b(?!\s*[.,]\d)|"
    r"(?P<rh>O)\s*(?i:negative|positive|neg|pos|negativo|positivo)\b)"
)

# Words (lower-cased) a pattern cannot match without: a text holding none of them is
# not scanned, which leaves every span as it was (most texts hold none of these forms).
# "necesitaremos las dos cosas", "these two things matter": a few things pointed back
# to, as "both" does, not counted.
BOTH_THINGS = re.compile(
    r"\b(?i:las|the|these|those|estas|esas|ambas)\s+(?P<count>(?i:dos|tres|two|three))\s+(?i:cosas|things)\b"
)

# "vecina de Dos Hermanas", "vive en Tres Cantos", "a farm near Two Rivers": a place
# whose name opens with a number word, capitalised after a lower-case preposition in a
# sentence that is not in title case (the word before the preposition is lower-case
# too), so "Storm Hits Homes in Two Counties" keeps its count.
_NUMBER_WORD_CAPITALISED = (
    r"Dos|Tres|Cuatro|Cinco|Seis|Siete|Ocho|Nueve|Diez|Cien|Mil|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Hundred"
)
# "productor de Treinta y Tres", "near Twenty Mile Creek": a name that opens with a
# ten or is a compound number, each word capitalised ("de treinta y tres" in running
# text is a count).
_TENS_CAPITALISED = r"Veinte|Treinta|Cuarenta|Cincuenta|Sesenta|Setenta|Ochenta|Noventa|Twenty|Thirty|Forty|Fifty"
_PLACE_PREPOSITION = r"(?:de|en|desde|hacia|in|of|from|at|near)"
NAMED_PLACE = re.compile(
    rf"\b[a-záéíóúñ][\wáéíóúñ]*,?\s+{_PLACE_PREPOSITION}\s+"
    rf"(?:(?P<count>{_NUMBER_WORD_CAPITALISED}|{_TENS_CAPITALISED})\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+|"
    rf"(?P<compound>(?:{_TENS_CAPITALISED})\s+y\s+(?:{_NUMBER_WORD_CAPITALISED}|Uno|Una|One))\b)"
)
# "en el Plan Tres Mil", "en el ejido El Diez": a Spanish number word capitalised inside
# a name, after a capitalised word of it (or its article) that follows a lower-case word,
# so the sentence is running text ("Dos niños", at a sentence's start, counts); one space
# between, as a name is written (a headline's last word, then the body's first, has a
# line break between).
_NAME_NUMBER_WORD = (
    r"(?:Dos|Tres|Cuatro|Cinco|Seis|Siete|Ocho|Nueve|Diez|Once|Doce|Quince|Veinte|Treinta|Cuarenta|Cincuenta|Cien|Mil)"
)
NAME_WITH_A_NUMBER = re.compile(
    rf"(?<=[a-záéíóúñ] )(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+|El|La|Los|Las) (?P<count>{_NAME_NUMBER_WORD}(?: Mil)?)\b"
)
# The number word it needs, one search that rules out nearly every text.
NAME_WITH_A_NUMBER_CORE = re.compile(rf" {_NAME_NUMBER_WORD}\b")
# The preposition and the capitalised number word every match of it holds: one search,
# which rules out nearly every text, before the pattern tries each word of one (the
# words it needs, " dos ", " two ", are in most texts that write a number out).
NAMED_PLACE_CORE = re.compile(rf"\s{_PLACE_PREPOSITION}\s+(?:{_NUMBER_WORD_CAPITALISED}|{_TENS_CAPITALISED})")

# "in the 400 metres", "run the 200 metres", "the 100 metres final", "ganó los 100
# metros espalda", "en los 1.500 metros lisos": a race named by its distance, one of the
# distances races are run or swum over, after a verb of racing or before the race's
# kind (not "por encima de los 800 metros", "the 100 metres of track"), in a text about
# races (RACE_REPORT_WORDS).
_RACE_DISTANCE = r"(?P<distance>50|60|100|110|200|400|800|1[,.]?500|3[,.]?000|5[,.]?000|10[,.]?000)"
RACE_EVENTS = (
    re.compile(
        r"\b(?:in|run|ran|runs|running|won|win|wins|winning|race|raced|races|racing|swam|swim|swims)\s+the\s+"
        rf"{_RACE_DISTANCE}\s?(?:metres|meters|m)\b(?!\s*(?:of|from|away|long|deep|high|wide|below|above)\b)",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\bthe\s+{_RACE_DISTANCE}\s?(?:metres|meters|m)\s+(?:final|heats?|semi-?finals?|title|hurdles|freestyle|"
        r"backstroke|breaststroke|butterfly|medley|relay)\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:ganó|gana|ganar|corrió|corre|correr|nadó|nada|nadar|en|de)\s+los\s+{_RACE_DISTANCE}\s?metros\s+"
        r"(?:lisos|vallas|espalda|libres?|braza|mariposa|estilo|obstáculos|marcha)\b",
        re.IGNORECASE,
    ),
)
RACE_REPORT_WORDS = (
    "athlet", "atlet", "sprint", "hurdle", "vallas", "relay", "relevo", "swimm", "nadador", "piscina", "medal",
    "medalla", "heats", "eliminatoria", "personal best", "marca personal", "championships", "campeonato", "olympic",
    "olímpic", "juegos",
)
NEEDS = {
    "ranking": ("top",),
    "tie_break": ("(",),
    "exchange": ("=",),
    "ahead": ("dentro", "time"),
    "picked_out": (
        "biggest", "largest", "smallest", "oldest", "newest", "latest", "highest", "lowest", "richest", "poorest",
        "strongest", "closest", "main", "leading", "major", "top", "principal", "mayores", "grandes", "most",
        "market", "industry", "sector",
    ),
    "pay_topic": ("wage", "salary", "pay", "salario", "sueldo"),
    "anonymous": ("anonymity", "asked", "declined", "pidieron", "anonimato"),
    "numbered": _NUMBERED,
    "provision": ("section", "secci", "article", "artículo", "rule", "regla", "§"),
    "per_measure": ("per ", "each ", "por ", "cada "),
    "blood_group": ("type o", "group o", "grupo o", "tipo o", "grupo 0", "tipo 0", "o neg", "o pos"),
    "both_things": ("cosas", "things"),
    "named_place": (" dos ", "veinte y ", "treinta y ", "cuarenta y ", "cincuenta y ", "sesenta y ", "setenta y ",
        "ochenta y ", "noventa y ", " twenty ", " thirty ", " forty ", " fifty ", " tres ", " cuatro ", " cinco ", " seis ", " siete ", " ocho ", " nueve ", " diez ",
        " cien ", " mil ", " two ", " three ", " four ", " five ", " six ", " seven ", " eight ", " nine ", " ten ",
        " hundred "),
    "drawn": ("numbers", "número", "combinación", "powerball", "mega ball", "bonus ball", "lucky star", "complementario",
        "reintegro", "superbola"),
    "rank_place": ("puesto ", "lugar ", "escalón ", "peldaño "),
    "race_event": ("metres", "meters", "metros"),
    "draw_round": ("last 16", "last 32", "last 64", "last 128", "last eight", "last sixteen", "last thirty",
        "last-16", "last-32", "last-64", "last-eight", "round of", "round-of", "double ", "treble ", "triple ", "doble "),
    "measure_unit": ("kilo", "kg", "pound", "lb", "litr", "liter", "gallon", "galon", "tonel", "tonne", " ton",
        "arroba", "quintal"),
}


# "knocked out in the last 16", "a round-of-32 tie", "reached the last eight": a round of
# a knockout draw named by how many are left in it ("in the last 16 games", "the last
# eight years" count); "on double 16", "missed treble 20": a darts board's bed.
_ROUND = r"(?:16|32|64|128|eight|sixteen|thirty-two)"
DRAW_ROUND = re.compile(
    rf"\b(?:the|a|their|his|her|its)\s+last[\s-](?P<last>{_ROUND})\b(?![.,]\d)"
    # "beyond the last 32 of a ranking event": of the event whose round it is.
    r"(?=\s*(?:[,;:)!?—–]|\.(?!\d)|$)|\s+(?:of\s+(?:the|a|an|this|that|its)|stage|round|tie|match|clash|draw|and|or|at|in|on|"
    r"for|with|after|before|when|where|against|exit|defeat|win|victory|but|is|was|were|are)\b)|"
    rf"\bround[\s-]of[\s-](?P<round>{_ROUND})\b(?![.,]\d)|"
    r"\b(?:on|at|hit|hits|hitting|missed|misses|missing|found|finds|finding|the|a|en|al|el)\s+"
    r"(?:double|treble|triple|doble)\s+(?P<bed>1\d|20|[1-9])\b(?![.,]\d|\s*(?:%|per|times|veces|-|‐))",
    re.IGNORECASE | re.MULTILINE,
)

# "Guatemala ocupó el puesto 146 en el índice", "subió al puesto 3 de la tabla": a place
# in a ranking, as "ranked 146th" is ("300 puestos de trabajo" counts).
RANK_PLACE = re.compile(
    r"\b(?:el|del|al|en\s+el|ocupa|ocupó|ocupaba|ocupará)\s+(?:puesto|lugar|escalón|peldaño)\s+(?:número\s+|n\.?º\s+)?"
    r"(?P<place>\d{1,3})\b(?![.,]\d|\s*%|\s+(?:años|meses|semanas|días|horas|minutos|veces)\b)",
    re.IGNORECASE,
)

# "The winning numbers were 7, 19, 33, 41 and 56, with a Powerball of 12", "la
# combinación ganadora fue 4, 11, 23, 30, 38 y 45, complementario 9": a draw's numbers
# name balls, not counts.
_BALL = r"\d{1,2}(?![.,]\d)"
DRAWN_NUMBERS = re.compile(
    r"\b(?:(?:winning|drawn|lucky)\s+numbers?|números?\s+(?:ganadores|premiados|agraciados)|"
    r"combinación\s+(?:ganadora|premiada|agraciada))\s*(?:were|are|was|is|:|fueron|son|fue|es)?\s*:?\s+"
    rf"(?P<list>{_BALL}(?:\s*(?:,|\band\b|\by\b|-)\s*{_BALL})*)|"
    r"\b(?:Powerball|Mega\s+Ball|bonus\s+ball|Lucky\s+Stars?|complementario|reintegro|superbola)\s*"
    rf"(?:of|was|is|de|:|fue|es|el)?\s*(?P<ball>{_BALL})\b",
    re.IGNORECASE,
)
BALL = re.compile(r"\d{1,2}")

# "ten years from now": the words AHEAD needs when it holds neither "dentro" nor "time".
FROM_NOW = re.compile(r"from\s+now")



# "competes in the women's 71-kilogram category", "campeona del mundo en la categoría de
# menos de 57 kilos", "un bronce logrado por Ortuño en menos de 73 kilos": a weight class
# names the category a fighter or a lifter competes in, as "a 10-point plan" names a plan
# ("bajó de peso en más de 20 kilos" is a change).
WEIGHT_CLASS = re.compile(
    r"\b(?P<en>\d{2,3})[- ](?:kilogram|kg|kilo)\s+(?:category|class|division|weight\s+class)\b|"
    r"\b(?:categor(?:ía|ías)\s+de|(?:oro|plata|bronce|medalla|campe(?:ón|ona)|impuso|ganó|logrado|compite)\b"
    r"[^.;:!?\d\n]{0,40}?\ben)\s+(?:menos|más)\s+de\s+(?P<es>\d{2,3})\s+(?:kilos|kg)\b",
    re.IGNORECASE,
)

# Each pattern as it is searched over the whole text (`claims.extraction.caseless.searched_as`).
# "reportar fugas al 073", "El distrito de riego 005": a whole number opening on a zero
# is a code, a service's number or a district's, never a count ("0,5", "0.75" and a
# score "2-0" are not matched; a phone number in groups is `phone_numbers`').
ZERO_LED_CODE = re.compile(r"(?<![\d.,:/-])\b(?P<code>0\d{1,3})\b(?![.,:/]\d)")


_WHOLE_TEXT_PATTERNS = (RANKING, TIE_BREAK, EXCHANGE_NOTE, AHEAD, PICKED_OUT, PAY_TOPIC, ANONYMOUS_SOURCES)
_SEARCHES = {pattern: searched_as(pattern) for pattern in (*_WHOLE_TEXT_PATTERNS, PER_MEASURE)}


def _found(pattern: re.Pattern, text: str, lower: str):
    """`pattern.finditer(text)`, as fast as `_SEARCHES` finds it: the same spans."""
    search, in_lower = _SEARCHES[pattern]
    return search.finditer(lower if in_lower else text)


def labelling_spans(text: str) -> list[Span]:
    """The spans of the numbers above in `text`."""
    lower = lowered_text(text)
    spans = [match.span("rank") for match in _found(RANKING, text, lower)] if holds_any(lower, NEEDS["ranking"]) else []
    if holds_any(lower, NEEDS["tie_break"]):
        spans.extend(match.span("points") for match in _found(TIE_BREAK, text, lower))
    if holds_any(lower, NEEDS["exchange"]):
        spans.extend(match.span() for match in _found(EXCHANGE_NOTE, text, lower))
    if holds_any(lower, NEEDS["ahead"]) or FROM_NOW.search(lower):
        for match in _found(AHEAD, text, lower):
            group = next(name for name in ("es", "time", "now") if match.group(name))
            spans.append(match.span(group))
    if holds_any(lower, NEEDS["picked_out"]):
        spans.extend(match.span("count") for match in _found(PICKED_OUT, text, lower))
    if holds_any(lower, NEEDS["pay_topic"]):
        spans.extend(match.span("en" if match.group("en") else "es") for match in _found(PAY_TOPIC, text, lower))
    if holds_any(lower, NEEDS["anonymous"]):
        spans.extend(match.span("count") for match in _found(ANONYMOUS_SOURCES, text, lower))
    if holds_any(lower, NEEDS["numbered"]) and CONJOINED_DIGITS.search(lower):
        spans.extend(
            match.span("numbers")
            for match in NUMBERS_JOINED.finditer(lower)
            if lower[match.start() - 1 : match.start()] not in _PART_OF_A_NUMBER
            and NUMBERED_BEFORE.search(lower, max(0, match.start() - 16), match.start())
        )
    if holds_any(lower, NEEDS["provision"]):
        spans.extend(match.span("code") for match in PROVISION_CODE.finditer(lower))
    if holds_any(lower, NEEDS["blood_group"]):
        spans.extend(match.span("group" if match.group("group") else "rh") for match in BLOOD_GROUP.finditer(text))
    if holds_any(lower, NEEDS["measure_unit"]) and holds_any(lower, NEEDS["per_measure"]):
        spans.extend(
            match.span("size")
            for match in _found(PER_MEASURE, text, lower)
            if PER_BEFORE.search(text, max(0, match.start() - 40), match.start())
        )
    if "dozen" in lower or "docena" in lower:
        spans.extend(match.span("priced" if match.group("priced") else "sold") for match in DOZEN_PRICED.finditer(text))
    if holds_any(lower, NEEDS["both_things"]):
        spans.extend(match.span("count") for match in BOTH_THINGS.finditer(text))
    if holds_any(lower, NEEDS["named_place"]) and NAMED_PLACE_CORE.search(text):
        spans.extend(match.span("count" if match.group("count") else "compound") for match in NAMED_PLACE.finditer(text))
    if NAME_WITH_A_NUMBER_CORE.search(text):
        spans.extend(match.span("count") for match in NAME_WITH_A_NUMBER.finditer(text))
    if holds_any(lower, NEEDS["drawn"]):
        for match in DRAWN_NUMBERS.finditer(text):
            if match.group("ball"):
                spans.append(match.span("ball"))
            else:
                start = match.start("list")
                spans.extend((start + ball.start(), start + ball.end()) for ball in BALL.finditer(match.group("list")))
    if holds_any(lower, NEEDS["rank_place"]):
        spans.extend(match.span("place") for match in RANK_PLACE.finditer(text))
    if holds_any(lower, NEEDS["race_event"]) and holds_any(lower, RACE_REPORT_WORDS):
        spans.extend(match.span("distance") for pattern in RACE_EVENTS for match in pattern.finditer(text))
    if holds_any(lower, NEEDS["draw_round"]):
        spans.extend(
            match.span(next(name for name in ("last", "round", "bed") if match.group(name)))
            for match in DRAW_ROUND.finditer(text)
        )
    if "kilo" in lower or "kg" in lower:
        spans.extend(match.span("en" if match.group("en") else "es") for match in WEIGHT_CLASS.finditer(text))
    spans.extend(match.span("code") for match in ZERO_LED_CODE.finditer(text))
    return spans


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
