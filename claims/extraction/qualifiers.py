"""Qualifiers: what the words around a number say about it ("more than", "casi",
"up to", "about", "or more"); the qualifier a number's form implies when no word gives
one is `claims.extraction.form_qualifiers`'. The list of wordings and what each means
is in `claims.extraction.figures`' docstring.
"""

import re

from claims.extraction.caseless import lowercase_twin, lowered, opening_guard
from claims.extraction.change_ends import (
    CHANGE_BEFORE_HASTA,
    MORE_AFTER_ITS_UNIT,
    PRECIPITATION_AFTER,
    SHARE_AFTER_UN,
    a_gap_or_a_sized_change,
    after_a_coordinated_clause,
    starts_a_change,
)
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.enough_amounts import qualified_enough
from claims.extraction.measure_words import MEASURES
from claims.extraction.over_spans import PHASED_OVER_BEFORE, a_window_over, over_a_span
from claims.extraction.passing_words import a_passing_word_bounding_nothing
from claims.extraction.period_frames import a_deadline_ahead


# The roads whose limit is a value: "un tramo limitado a 60", "a stretch limited to 50 mph".
_NOT_AFTER_A_ROAD = "".join(
    rf"(?<!\b{road}\s)"
    for road in "tramo curva vía calle carretera autopista autovía zona road stretch section street motorway".split()
)

# "ha", "han", "había" …: the auxiliary of a Spanish compound tense ("no ha bajado de",
# "no han llegado a").
_HABER = r"(?:ha|han|he|hemos|había|habían|habíamos|habrá|habrán|haya|hayan|hubiera|hubieran)"

QUALIFIERS = [
    (
        "at_most",
        r"no\s+(?:more|wider|longer|taller|higher|heavier|deeper|larger|bigger|greater|thicker)\s+than|up\s+to|at\s+most|as\s+many\s+as|as\s+much\s+as|a\s+maximum\s+of|como\s+máximo|"
        # "within six months", "within the next six months", "dentro de las próximas 48
        # horas": a deadline.
        r"within(?:\s+the\s+(?:next|coming|following))?|dentro\s+de\s+(?:los|las)\s+próxim[oa]s|"
        # "hailstones as large as 2.75 inches", "waits as long as two hours": the
        # largest seen, a ceiling like "as much as".
        r"as\s+(?:large|big|high|long|heavy|deep|tall|wide|great|far|fast|strong)\s+as|"
        r"a\s+lo\s+sumo|en\s+un\s+plazo\s+(?:máximo\s+)?de|hasta\s+en|hasta|como\s+mucho|un\s+máximo\s+de|no\s+más\s+de|"
        # "con un tope de dos cilindros al mes", "un tope máximo de 50 toneladas": a cap.
        r"un\s+tope\s+(?:máximo\s+)?de|"
        # "a fee that could rise to 170 million": what a possible rise reaches is a
        # ceiling, not the figure (Spanish "podrían crecer hasta" is where a change
        # ends, `CHANGE_BEFORE_HASTA`).
        r"(?:could|may|might)\s+(?:rise|climb|increase|grow|swell|go\s+up)\s+to|"
        # "would be capped at 2,000 a year", "limitadas a 500": a cap is a ceiling; so
        # is a maximum a noun names ("una velocidad máxima de 300", "a maximum speed of").
        # A road limited to a speed has that limit, a value, not a ceiling on a count
        # ("una curva limitada a 30 kilómetros por hora", "a stretch limited to 50 mph").
        rf"capped\s+at|{_NOT_AFTER_A_ROAD}limited\s+to|"
        # "fees cannot exceed 300 dollars", as "no podrán superar" (`NEGATED_CLAUSE_BEFORE`).
        r"(?:cannot|can\s+not|can[’']t|must\s+not|may\s+not|should\s+not|shall\s+not|will\s+not|won[’']t)\s+"
        r"(?:exceed|top|surpass)|"
        rf"{_NOT_AFTER_A_ROAD}limitad[oa]s?\s+a|máxim[oa]s?\s+de|maximum\s+[a-z]+\s+of|"
        # "el periodo de incubación puede llegar a diez días", "una envergadura que puede
        # alcanzar los 3 metros", "gusts can reach 120 km/h": what something can get to
        # at its most is a ceiling, as "up to"/"hasta" are ("llegó a" what it did reach).
        r"(?:puede|pueden|podía|podían|podría|podrían|podrá|podrán|suele|suelen)\s+(?:llegar\s+a|alcanzar)|"
        r"(?:can|could|may|might)\s+reach|"
        # "el promedio no ha pasado de 230", "no pasa de 40 personas": what never went
        # past the number stayed at most at it ("pasó de 10 a 20" is a change, ruled out
        # in `qualifier_before`).
        r"no\s+(?:(?:ha|han|había|habían|habrá|habrán)\s+)?(?:pas(?:a|an|ó|aron|aba|aban|ará|arán|ado)|superado)\s+de|"
        # "recommends that levels not exceed 15", "sales did not exceed 40,000": a bare
        # negation bounds it as "must not exceed" does.
        r"(?:not|never)\s+(?:exceed|surpass)(?:ed|s)?|"
        # "at or below 2%", "igual o inferior al 3 %": the number is in, a bound (so "at or above" below).
        r"at\s+or\s+(?:below|under)|igual(?:es)?\s+o\s+(?:inferior(?:es)?\s+al?|menor(?:es)?\s+(?:que|de|a))",
    ),
    (
        "at_least",
        r"no\s+fewer\s+than|no\s+less\s+than|at\s+least|a\s+minimum\s+of|as\s+few\s+as|as\s+little\s+as|"
        r"at\s+or\s+(?:above|over)|igual(?:es)?\s+o\s+(?:superior(?:es)?\s+al?|mayor(?:es)?\s+(?:que|de|a))|"
        # "al menos durante tres semanas más", "at least for another month": a floor on
        # the length the clause gives.
        r"(?:al\s+menos|por\s+lo\s+menos|at\s+least)\s+(?:durante|for)|"
        # "al menos durante las próximas 48 horas", "for at least the next two weeks": a
        # floor on the period ahead.
        r"(?:al\s+menos|por\s+lo\s+menos|at\s+least)\s+(?:(?:durante|for)\s+)?(?:the|los|las)\s+"
        r"(?:next|coming|following|próxim[oa]s)|"
        r"al\s+menos|por\s+lo\s+menos|como\s+mínimo|un\s+mínimo\s+de|no\s+menos\s+de|"
        # "rara vez baja de los 180 días", "nunca baja de 20", "did not fall below 34C": what
        # seldom goes below a number is at least it ("fell below 34C" is `less_than`).
        r"(?:no|nunca|jamás|rara\s+vez)\s+(?:baja|bajan|bajaba|bajaban|bajará|bajarán|bajó|bajaron|"
        # "las mínimas no descienden de 20 grados": "descender" says it too.
        r"desciende|descienden|descendía|descendían|descenderá|descenderán|descendió|descendieron|"
        # "la mínima no ha bajado de 27 grados": a compound tense says it too.
        rf"{_HABER}\s+(?:bajado|descendido))\s+de|"
        r"(?:not|never|rarely|seldom|(?:did|does|do|would|has|have|had|wo)n['’]t)\s+(?:falls?|fell|fallen|drops?|"
        r"dropped|dips?|dipped|sinks?|sank|sunk|go|goes|went|gone)\s+(?:below|under)|"
        # "billetes desde 19 euros": a price from a number up (not a range "desde 3
        # hasta 5", `FROM_TO_AFTER`).
        r"desde",
    ),
    (
        "more_than",
        # "had rolled over 31 times", "handed over three supplements": a verb's particle, no bound.
        r"(?:well\s+|just\s+)?(?:more\s+than|(?<!rolled\s)(?<!rolls\s)(?<!roll\s)(?<!handed\s)(?<!hand\s)over)|"
        # "a trunk wider than 30 centimetres", "waves higher than four metres": a
        # measure compared is above the number ("no wider than" is a ceiling).
        r"(?<!no\s)(?:wider|longer|taller|higher|heavier|deeper|larger|bigger|greater|thicker)\s+than|upwards\s+of|in\s+excess\s+of|above|north\s+of|(?:poco\s+)?más\s+de|"
        # "arriba de 80%", "por arriba de los 30 grados": Mexican and Andean "por encima de".
        r"por\s+encima\s+de|(?:por\s+|(?<!de\s))arriba\s+de|superior(?:es)?\s+a|mayor(?:es)?\s+(?:de|que)|"
        r"topped|tops|topping|surpassed|surpasses|surpassing|exceeded|exceeds|exceeding|"
        # "revenue passed £100 million", "deaths pass 300", "the project passes 4 hectares":
        # money or a level past the number (`claims.extraction.passing_words`), not
        # "passed 14 tests".
        r"passed|passes|pass|"
        # "settlements that together exceed $50 billion", "as temperatures top 44C"
        # (`claims.extraction.passing_words` rules out "must not exceed" and "the top 10").
        r"exceed|surpass|top|"
        # "journey times can exceed 90 minutes", "often top 40C": what happens at times.
        r"(?:(?:will|would|could|can|may|might|to|set\s+to|expected\s+to|often|sometimes|regularly|routinely|"
        r"frequently)\s+(?:top|exceed|surpass)|"
        r"superó|superaron|supera|superan|superaba|superaban|rebasó|rebasaron|rebasa|rebasan|sobrepasó|sobrepasaron|sobrepasa|"
        r"sobrepasan|"
        # "el Gobierno espera que la producción supere las 850.000 toneladas": what is
        # expected or forecast past the number, in the subjunctive ("que no supere" a ceiling).
        r"(?:super|rebas|sobrepas)(?:e|en)|"
        # "superará las 1.700": the future and the conditional say it too.
        r"(?:super|rebas|sobrepas)(?:ará|arán|aría|arían)|"
        # "llegó a superar las 5.000", "tras haber superado los 4 euros": the
        # infinitive and the participle say it too ("no podrán superar" is a ceiling,
        # `NEGATED_CLAUSE_BEFORE`).
        r"(?:super|rebas|sobrepas)(?:ar|ad[oa]s?))"
        # "la plantilla supera hoy los 23.000": an adverb may come between.
        # "superarán por primera vez los 23.000 millones", "rebasó este año las 1.700".
        r"(?:\s+(?:ya|hoy|ahora|ampliamente|holgadamente|todavía|aún|por\s+primera\s+vez|"
        # "superó esta semana los 900 pesos", "rebasó el martes los 40 grados": when.
        r"(?:este|esta|el)\s+(?:año|mes|semana|mañana|tarde|noche|lunes|martes|miércoles|jueves|viernes|sábado|"
        r"domingo|fin\s+de\s+semana|verano|invierno|trimestre|semestre)|"
        r"esta\s+vez|de\s+nuevo|otra\s+vez|"
        # "llegó a superar en febrero los 5.000 dólares": a month (a year's digits would leave
        # the pattern unguarded, `end_anchored`).
        r"en\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|"
        # "vientos que superan con frecuencia los 100 km/h": how often it happens.
        r"con\s+frecuencia|a\s+menudo|a\s+veces|habitualmente|frecuentemente|regularmente|con\s+creces))?(?:\s+(?:los|las|el|la))?"
        # "superó la barrera de los 2.000 millones", "rebasa el umbral de 40 grados": the
        # line passed is the number.
        r"(?:\s+(?:barrera|cota|umbral|listón)\s+de)?|"
        # "pushes temperatures past 50C", "the debt climbed past $2 billion": a rise
        # carried beyond the number (not "the past 10 years", which has no rise).
        r"(?:push(?:es|ed|ing)?|climb(?:s|ed|ing)?|r(?:ose|ises?|isen|ising)|soar(?:s|ed|ing)?|surg(?:es?|ed|ing)|"
        r"jump(?:s|ed|ing)?|shot|edg(?:es?|ed|ing)|crept|creep(?:s|ing)?|went|go(?:es|ne|ing)?|sail(?:s|ed|ing)?)"
        r"(?:\s+(?!(?:the|this|these|in|over|during|for|of|on|at|by)\b)[a-z]+){0,2}?\s+past",
    ),
    (
        "less_than",
        r"(?:just\s+)?(?:fewer\s+than|less\s+than|under|below)|"
        # "no hemos visto ni la mitad": not even a share is below it (`NOT_EVEN_A_SHARE_AT`).
        r"ni\s+siquiera|ni|"
        r"(?<!no\s)(?:narrower|shorter|lower|lighter|smaller|thinner|shallower)\s+than|nearly|almost|just\s+shy\s+of|(?:poco\s+)?menos\s+de|casi|por\s+debajo\s+de|(?:por\s+|(?<!de\s))abajo\s+de|"
        r"inferior(?:es)?\s+a|menor(?:es)?\s+(?:de|que)|did\s+not\s+reach|failed\s+to\s+reach|fell\s+short\s+of|"
        # "no llegaron al 12 %", "Este año no han llegado a 14.000", a compound tense; "los
        # otros seis no llegaron en conjunto al 12 %": together, or yet, still short of it.
        # "prevé que la producción no llegue a las 150.000 toneladas", "Ayer no llegué a
        # 140": the subjunctive and the first person too.
        rf"no\s+(?:llegó|llega|llegaron|llegan|llegaba|llegaban|llegue|lleguen|llegué|llegara|llegaran|{_HABER}\s+llegado)"
        r"(?:\s+(?:en\s+conjunto|juntos|juntas|todavía|aún|siquiera))?\s+a|"
        # "Este año no voy a llegar ni a 30", "no llegará ni a los 200": short of it, even.
        r"no\s+(?:(?:voy|vas|va|vamos|van|iba|iban)\s+a\s+llegar|llegaré|llegarás|llegará|llegaremos|llegarán|llegaría|"
        r"llegaríamos|llegarían|llegamos|llego)\s+(?:ni\s+)?a|"
        r"no\s+(?:llegó|llega|llegaron|llegan)\s+ni\s+a|"
        r"(?:will\s+not|won['’]t|does\s+not|doesn['’]t|do\s+not|don['’]t)\s+(?:even\s+)?reach|"
        r"no\s+(?:alcanzó|alcanza|alcanzaron|alcanzan)|"
        # "el pueblo roza los 9.000 habitantes": it comes close to the number, below it.
        # "creció hasta rozar los 900 millones": the infinitive too, over the "hasta" before it.
        r"(?:roza|rozan|rozó|rozaron|rozaba|rozaban|rozará|rozar|rozando)(?:\s+(?:ya|hoy|ahora))?|"
        # "budget nears A$2 billion", "la deuda se acerca a los 900 millones": close to
        # it, from below.
        r"nears|neared|nearing|approaching|se\s+(?:acerca|acercan|acercaba|acercaban)\s+(?:ya\s+)?a|"
        # "el paro baja del 25 %", "el objetivo es bajar de los 3 millones": falls below it
        # ("baja del 25 % al 22 %" is where a change starts, `FROM_A_TO_B_AFTER`).
        r"(?:baja|bajan|bajó|bajaron|bajaba|bajaban|bajará|bajarán|bajaría|bajarían|bajar|bajando|bajado|"
        # "el objetivo es que la tasa baje del 23 %": the subjunctive, and "descender".
        r"baje|bajen|descienda|desciendan|desciende|descienden|descendió|descendieron|descender)\s+de",
    ),
    (
        "approximately",
        # "Turnout was estimated at 68 percent", "se estimó en un 55 %".
        # "the savings, estimated at £9m a year": so is the participle that describes a noun.
        # "calcula en 31.500 pesos el coste" is a reckoning, as "cifra en" is: exact
        # unless qualified ("calculó en unos 600").
        r"(?:(?:was|were|is|are|been)\s+)?estimated\s+at|se\s+estim(?:ó|a|an|aron)\s+en|"
        # "los técnicos estiman en 200.000 metros cúbicos el volumen": someone's estimate.
        r"estim(?:o|as|a|amos|an|ó|aron|aba|aban|ará|arán|aría|arían)\s+en|"
        # "a call roughly every 21 seconds", "roughly one every seven hours", "aproximadamente
        # cada cuatro años": the interval of a repetition, about that long.
        r"(?:about|around|roughly|approximately|aproximadamente|más\s+o\s+menos)\s+(?:(?:one|uno|una)\s+)?"
        r"(?:every|cada)|"
        r"about|around|roughly|some|approximately|approx\.|an\s+estimated|estimated|circa|close\s+to|"
        # "temperatures near 31C", "stayed near 84 degrees": close to the value, either side
        # (`claims.extraction.passing_words`; "happened near 12 farms" is a place).
        r"near|"
        # "at an estimated cost of $6.2 million", "an estimated bill of £40,000": the estimate
        # is the amount's, as in Spanish "un costo estimado de" below.
        r"estimated\s+(?:cost|price|value|bill|budget|loss|losses|damage|investment|spend)\s+of|"
        # "an estimated depth of 11 metres", "a policy estimated to cost £1 billion a year":
        # any measure the estimate names, and what something is estimated to cost or be.
        r"an\s+estimated\s+[a-z]{3,}\s+of|estimated\s+to\s+(?:cost|be|total|reach|be\s+worth)|"
        # "a penalty closer to 3 billion euros": nearer that number than the one before.
        r"closer\s+to|"
        # "will feed perhaps 60,000 people", "quizá 300 personas": a guess at the number.
        r"perhaps|maybe|possibly|quizás?|tal\s+vez|"
        r"in\s+the\s+region\s+of|(?:in|on)\s+the\s+order\s+of|more\s+or\s+less|alrededor\s+de|cerca\s+de|unos|unas|"
        r"aproximadamente|en\s+torno\s+a|del\s+orden\s+de|más\s+o\s+menos|cercan[oa]s?\s+a|"
        # "Son como 30.000 pesos": spoken "about" (not "así como 20", nor "partidas, como 3.400").
        r"(?<!así\s)(?<!tal\s)(?<![,;:(]\s)como|"
        # "con un costo estimado de 180 millones", "estimado inicialmente en US$5.346 millones".
        r"estimad[oa]s?(?:\s+(?:inicialmente|originalmente|entonces))?\s+(?:en|de)|"
        # "un coste aproximado de 86 millones": the adjective says it too.
        r"aproximad[oa]s?\s+(?:en|de)|"
        # "rondarán los 150.000 euros", "rondaría el 20 %": every tense of "rondar" (not the
        # noun "una ronda de", which takes no article before the number).
        r"(?:ronda|rondan|rondó|rondaron|rondará|rondarán|rondaría|rondarían|rondaba|rondaban|ronde|ronden|"
        # "ronda hoy los 2.100 pesos", "ronda ya los 7 euros": an adverb may come between.
        r"rondar|rondando|rondado)(?:\s+(?:ya|hoy|ahora|actualmente|todavía|aún))?",
    ),
]

# "casi el 40 %", "más del 50 %", "opera casi al 95 %": Spanish puts an article between
# the qualifier and a percentage.
QUALIFIER_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in QUALIFIERS)
    # "ha caído casi a la mitad": "a" too.
    + r")(?:l|\s+(?:el|la|los|las|un|una|al|a))?"
    # "al menos otras cuatro empresas", "at least another four firms": more of the
    # same, bounded by the qualifier all the same.
    + r"(?:\s+(?:otros|otras|another|a\s+further))?"
    # "up to the equivalent of £1,300", "hasta el equivalente a 300 euros": the qualifier
    # bounds the amount a conversion gives.
    + r"(?:\s+(?:the\s+)?equivalent\s+of|\s+equivalentes?\s+(?:al?|del?)(?:\s+(?:un|una))?|"
    # "an area about the size of 1,600 football pitches", "casi la superficie de 300
    # campos": the qualifier bounds the measure the number gives.
    + r"\s+the\s+(?:size|area|length|height|weight|width)\s+of|"
    + r"\s+(?:el|la)\s+(?:tamaño|superficie|extensión|longitud|altura|peso)\s+de)?"
    # "by up to inflation plus 3 percentage points", "hasta el IPC más dos puntos": the
    # bound is on the sum, and so on the points added to the index.
    + r"(?:\s+(?:the\s+)?(?:rate\s+of\s+)?(?:inflation|cpi|rpi|(?:la\s+)?inflación|(?:el\s+)?ipc)\s+(?:plus|más))?"
    + r"\s+$",
    re.IGNORECASE,
)

# Searched in the lower-cased words before every number (`claims.extraction.caseless`),
# only from the words one of its wordings can start with.
QUALIFIER_BEFORE_LOWER = opening_guard(lowercase_twin(QUALIFIER_BEFORE))

QUALIFIER_AFTER = [
    ("more_than", re.compile(r"^(?:\s*\+|-plus\b)")),
    (
        "at_least",
        re.compile(
            r"^\s+(?:or\s+more|o\s+más|at\s+(?:the\s+)?least|como\s+mínimo|al\s+menos|por\s+lo\s+menos)\b", re.I
        ),
    ),
    (
        "at_most",
        re.compile(
            r"^\s+(?:or\s+(?:fewer|less|faster|quicker)|o\s+menos|o\s+más\s+rápido|at\s+(?:the\s+)?most|tops|como\s+mucho|como\s+máximo)\b",
            re.I,
        ),
    ),
    ("approximately", re.compile(r"^\s+(?:or\s+so|more\s+or\s+less|o\s+así|más\s+o\s+menos)\b", re.IGNORECASE)),
    # "300-odd fans": a round number and a few more or fewer ("a 40-odd-year-old" is an age).
    ("approximately", re.compile(r"^-odd\b(?!-)", re.IGNORECASE)),
]
# Any of them, asked once: most numbers are followed by none, and their wordings need
# not be tried in turn.
QUALIFIER_AFTER_ANY = re.compile(
    "|".join(f"(?i:{p.pattern})" if p.flags & re.IGNORECASE else f"(?:{p.pattern})" for _, p in QUALIFIER_AFTER)
)


# "65 % la probabilidad", "un 25 por ciento las posibilidades": the share an estimate
# gives a probability (`qualifier_before`).
A_PROBABILITY_AT = re.compile(
    r"[\d.,]+\s*(?:%|por\s+ciento)\s+(?:la|las)\s+(?:probabilidad|posibilidad)(?:es)?\b", re.IGNORECASE
)


def qualifier_before(before: str, number_start: int, text: str) -> tuple[str, int | None]:
    if before.endswith((" -", " −")):
        # "hasta -9 grados", "of up to -20 degrees": a minus between the words and the digits.
        before, number_start = before[:-1], number_start - 1
    match = QUALIFIER_BEFORE_LOWER.search(lowered(before))
    if not match:
        if before.endswith(("os ", "as ")) and (
            deadline := a_deadline_ahead(
                text[max(0, number_start - 300) : number_start], text[number_start : number_start + 60]
            )
        ) is not None:
            # "prevé restablecer el servicio en las próximas 48 horas": a deadline.
            return "at_most", max(0, number_start - 300) + deadline
        return qualified_enough(before, number_start)
    name = next(key for key, value in match.groupdict().items() if value)
    hasta_at = number_start - (len(before) - match.start())
    word = match.group(name).lower()
    if word.startswith(("mayor", "menor")) and ELDEST_OF_BEFORE.search(text, max(0, hasta_at - 8), hasta_at):
        # "el mayor de cinco hermanos", "la menor de tres hijas": the eldest or the
        # youngest of them, not more or fewer than the number.
        return "", None
    if (
        word.startswith("ni")
        and not NOT_EVEN_A_SHARE_AT.match(text, number_start - (len(before) - match.end()))
        and not (
            # "no esperar ni un día": not a single one, no bound.
            not ONE_AT.match(text, number_start)
            and NEGATED_CLAUSE_BEFORE.search(text, max(0, hasta_at - 50), hasta_at)
            and not NOR_AGAIN_AFTER.match(text, number_start)
            and not NOR_BEFORE.search(text, max(0, hasta_at - 50), hasta_at)
        )
    ):
        # "ni 20 euros ni 30": neither, nor; a share is bounded so, and so is a number
        # after a negation ("hoy no quedan ni 300", "no sacábamos ni 200 kilos").
        return "", None
    if name == "approximately" and word.startswith("estim") and A_PROBABILITY_AT.match(text, number_start):
        # "estimó en un 65 % la probabilidad de que …": a probability is an estimate as
        # it stands; the estimate gives its value, not an approximation of it.
        return "", None
    if word == "como" and AS_MUCH_AS_BEFORE.search(text, max(0, hasta_at - 60), hasta_at):
        # "consume tanto alimento como 350.000 personas": a comparison, not "about".
        return "", None
    if word == "desde" and (
        FROM_TO_AFTER.match(text, number_start) or YEAR_AT.match(text, number_start) or starts_a_change(text, hasta_at)
    ):
        return "", None
    if word.startswith(("baj", "desc", "no ")) and FROM_A_TO_B_AFTER.match(text, number_start):
        return "", None
    if name == "more_than" and PHASED_OVER_BEFORE.search(before):
        # "will be phased in over 18 months": the span of a change, not "more than".
        return "", None
    if word == "over" and a_window_over(before, text[number_start : number_start + 40]):
        # "will be repaid over five years", "rose 6% over two years": the window another
        # figure of the clause is counted in, not "more than" ("in over 20 years" is).
        return "", None
    if word == "over" and over_a_span(before, text[number_start : number_start + 40]):
        # "spread over 15 years", "flew over 312 reefs", "3,400 km over 21 stages".
        return "", None
    if word in {"over", "under"} and MONEY_BEFORE_ITS_NOUN.match(text, number_start):
        # "jailed over $310 million fraud", "row over £2bn contract": a headline drops
        # the article of "over a £3.2m contract"; the amount describes the noun.
        return "", None
    if name in {"less_than", "more_than"} and ENGLISH_PREPOSITION_ARTICLE.search(match.group(0)):
        # "under a £3.2m contract", "over a 10-year period": the word governs the
        # noun the number describes; it compares nothing.
        return "", None
    if (
        word == "hasta"
        # "olas de hasta 5 metros", "encarecer el precio hasta en 0,40 soles" (by up
        # to): a ceiling even after a change.
        and not OF_BEFORE_HASTA.search(text, max(0, hasta_at - 4), hasta_at)
        and (
            CHANGE_BEFORE_HASTA.search(
                text,
                after_a_coordinated_clause(text, _after_a_relative(text, max(0, hasta_at - 140), hasta_at), hasta_at),
                hasta_at,
            )
            or a_gap_or_a_sized_change(text, hasta_at)
        )
        # "reduciría las emisiones hasta un 90 %": by up to that share, not a level.
        and not SHARE_AFTER_UN.match(text, number_start - (len(before) - match.end(name)))
        # "podría crecer hasta 40 centímetros más": by up to that much more.
        and not MORE_AFTER_ITS_UNIT.match(text, number_start)
        # "cayeron hasta 400 milímetros de lluvia": rain falls, nothing changes.
        and not PRECIPITATION_AFTER.match(text, number_start)
    ):
        return "", None
    if SUBJUNCTIVE_PASSING.match(word) and (
        ONE_AT.match(text, number_start)
        or not (
            FORECAST_BEFORE.search(text, max(0, hasta_at - 120), hasta_at)
            # "la parte del salario que no supere los 2,3 salarios mínimos": a ceiling.
            or NEGATED_CLAUSE_BEFORE.search(text, max(0, hasta_at - 50), hasta_at)
        )
    ):
        # "la parte que supere los 40.000 euros", "hasta que supere una inspección": a
        # line drawn or a condition, not what is forecast past the number.
        return "", None
    if word.startswith("within") and AREA_MEASURE_AT.match(text, number_start):
        # "everyone within a 5-kilometre radius of the plant": the size of the area, not a ceiling.
        return "", None
    if a_passing_word_bounding_nothing(word, before, match, text, number_start):
        # "must not exceed", "the top 10", "near 12 farms", "a weekly pass $30", "passed 14 tests".
        return "", None
    if re.fullmatch(r"un\s+tope\s+(?:máximo\s+)?de", match.group(name), re.IGNORECASE) and not (
        COUNTED_NOUN_AFTER_NUMBER.match(text, number_start)
    ):
        # "La plantilla tiene un tope de 25.": with no noun after it, the cap's own number.
        return "", None
    if re.fullmatch(r"(?:un|a)\s+(?:máximo|maximum|tope(?:\s+máximo)?)\s+(?:de|of)", match.group(name), re.IGNORECASE) and (
        REACHED_BEFORE.search(text, max(0, hasta_at - 30), hasta_at)
    ):
        # "El río alcanzó un máximo de 6,2 metros": the peak it reached, not a ceiling.
        return "", None
    if (MEASURED_MAXIMUM.fullmatch(word) or re.fullmatch(r"máxim[oa]s?\s+de", word)) and not (
        CEILING_KEPT_BEFORE.search(text, max(0, hasta_at - 30), hasta_at)
    ) and (word.startswith("maximum") or MEASURED_PEAK_BEFORE.search(text, max(0, hasta_at - 30), hasta_at)):
        # "una temperatura máxima de 49,6 grados", "a maximum depth of 281 metres": a
        # peak measured, not a ceiling ("una velocidad máxima de 300", "plazo máximo").
        return "", None
    if (
        name == "more_than"
        and NEGATED_CLAUSE_BEFORE.search(text, max(0, hasta_at - 50), hasta_at)
        and not (
            (
                NOT_DONE_FOR_BEFORE.search(text, max(0, hasta_at - 60), hasta_at)
                # "No full survey has been carried out in over 20 years": the span since
                # the last one, more than the number; "no se renuevan desde hace más de
                # un año" too, the span since it last happened.
                or IN_A_SPAN_BEFORE.search(text, max(0, hasta_at - 4), hasta_at)
                or SINCE_AGO_BEFORE.search(text, max(0, hasta_at - 12), hasta_at)
            )
            and TIME_UNIT_AT.match(text, number_start - (len(before) - match.end()))
        )
    ):
        # "no pharmacy would lose more than 2%", "ningún hogar pagará más de 30 euros":
        # what is denied above the number is a ceiling.
        return "at_most", hasta_at
    if (
        name == "less_than"
        and word.startswith(("menos", "less", "fewer", "poco menos"))
        and NEGATED_CLAUSE_BEFORE.search(text, max(0, hasta_at - 50), hasta_at)
    ):
        # "no encuentro ni un estudio por menos de 750", "nobody paid less than 30":
        # what is denied below the number is a floor.
        return "at_least", hasta_at
    return name, number_start - (len(before) - match.start())


NOT_EVEN_A_SHARE_AT = re.compile(
    r"\s*(?:la\s+mitad|un\s+tercio|una\s+cuarta|un\s+cuarto|(?:la|una)\s+(?:tercera|cuarta|quinta|décima)\s+parte)\b",
    re.IGNORECASE,
)
# "no pagó ni 20 euros ni 30": "ni" again after the number, neither … nor.
NOR_AGAIN_AFTER = re.compile(r"[^.;:!?\n]{0,40}?\bni\b", re.IGNORECASE)
ONE_AT = re.compile(r"(?:un|una|uno)\b", re.IGNORECASE)
# "espera que la producción supere las 850.000 toneladas", "la recaudación, que prevé
# supere los 150 millones": the subjunctive of "superar" after a forecast.
SUBJUNCTIVE_PASSING = re.compile(r"(?:super|rebas|sobrepas)en?\b")
FORECAST_BEFORE = re.compile(
    r"\b(?:prev(?:é|én|eía|eían|ía|ían)|esper(?:a|an|aba|aban|amos|aría|arían)|estim(?:a|an|aba|aban)|"
    r"calcul(?:a|an|aba|aban)|proyect(?:a|an)|confí(?:a|an)|pronostic(?:a|an))\b[^.;:!?\n]*$",
    re.IGNORECASE,
)
# "un tope de dos cilindros", "un tope de 50 toneladas": a noun counted after the number.
COUNTED_NOUN_AFTER_NUMBER = re.compile(r"\S+\s+(?!(?:y|o|en|a|al|por|para|de|del|que|con|según)\b)[a-záéíóúñ]{3,}", re.I)
NOR_BEFORE = re.compile(r"\bni\s[^.;:!?\n]*$", re.IGNORECASE)
# "within a 1-kilometer radius", "within a 10-mile zone": a measure written onto the area
# it sizes, which "within" places things inside.
AREA_MEASURE_AT = re.compile(
    r"[\d.,]+-(?:" + MEASURES.pattern + r")\s+(?:radius|zone|area|perimeter|cordon)\b", re.IGNORECASE
)
AS_MUCH_AS_BEFORE = re.compile(r"\b(?:tant[oa]s?|tan|mism[oa]s?|igual)\b[^.;:!?\n]*$", re.IGNORECASE)
ELDEST_OF_BEFORE = re.compile(r"\b(?:el|la)\s+$", re.IGNORECASE)
OF_BEFORE_HASTA = re.compile(r"\b(?:de|con)\s+$", re.IGNORECASE)

# "desde 3 hasta 5 euros", "desde los 500 a los 700 metros": a range or a change, not
# a floor.
FROM_TO_AFTER = re.compile(
    r"[\d.,]+(?:\s+[^\W\d_]+){0,3}?\s+(?:hasta|a|al)\s+(?:(?:el|la|los|las)\s+)?\d", re.IGNORECASE
)
# "baja del 25 % al 22 %", "bajó de 4 a 3 millones": from one number to another.
FROM_A_TO_B_AFTER = re.compile(
    r"[\d.,]+\s*(?:%|por\s+ciento\b)?(?:\s+[^\W\d_]+){0,3}?\s+(?:hasta|a|al)\s+(?:(?:el|la|los|las)\s+)?\d",
    re.IGNORECASE,
)
# "desde 2019": since a year, not a floor.
YEAR_AT = re.compile(r"(?:1[5-9]|20)\d\d\b(?![.,]\d)")
# "strike over 3.5% pay offer", "quits over £46,000 expenses row": a share and a
# compound noun of up to three words do so too.
_NOT_A_NOUN_AFTER_AN_AMOUNT = (
    r"(?!(?:worth|apiece|each|annually|more|less|last|this|next|year|month|week|day|and|or|in|of|to|for|from|a|the|"
    r"million|billion|trillion|on|at|by|with|than|per|cent|percent|up|down|off|again|now|then|so|ago|"
    # "over 20% higher": a comparison, not a noun the amount describes.
    r"[a-z]+er\s+than|higher|lower|cheaper|dearer|faster|slower|greater|larger|smaller|bigger|better|worse)\b)"
)
MONEY_BEFORE_ITS_NOUN = re.compile(
    r"(?:(?:[$£€]|[A-Z]{1,3}\$)\s?[\d.,]+(?:\s*(?:million|billion|trillion|m|bn|k))?|[\d.,]+\s?%)\s+"
    rf"(?:{_NOT_A_NOUN_AFTER_AN_AMOUNT}[a-z]{{3,}}\s+){{0,2}}{_NOT_A_NOUN_AFTER_AN_AMOUNT}"
    r"[a-z]{3,}(?<!s)(?<!ed)(?=\s*(?:[.,;:!?\n]|$)|\s+(?:in|of|at|for|by|with|against|case|scheme|trial|probe)\b)"
)
# "under a", "over an": an English word of comparison before an article.
ENGLISH_PREPOSITION_ARTICLE = re.compile(r"^(?:under|over|below|above)\s+an?\s*$", re.IGNORECASE)


# "conocerse que", "anunció que", "después de que": a "que" after a verb or "de" opens
# what was known or said, not a relative clause about a noun.
COMPLETIVE_QUE_BEFORE = re.compile(
    r"\b(?:[a-záéíóú]+(?:ar|er|ir|arse|erse|irse|ó|aron|ieron)|dijo|dijeron|de)\s+$", re.IGNORECASE
)


def _after_a_relative(text: str, start: int, end: int) -> int:
    """Where the last relative "que" in text[start:end] begins, or `start`: "la caída …,
    tras el plan que ofrecía hasta 7.000 euros" starts anew at "que", and a change
    before it does not govern its "hasta" ("la deuda, que bajó hasta" still does)."""
    last = text.rfind("que ", start, end)
    while last != -1 and last > start and text[last - 1].isalpha():
        last = text.rfind("que ", start, last)
    if (
        last != -1
        and COMPLETIVE_QUE_BEFORE.search(text, start, last)
        and text[start:end].rstrip().endswith(",")
        and "," not in text[last:end].rstrip()[:-1]
    ):
        # "subieron un 1,2 % tras conocerse que la huelga seguía, hasta 9.650 dólares":
        # the clause a verb's "que" opened (no relative) ends at the comma right before
        # "hasta", which goes back to the change before it.
        return start
    return start if last == -1 else last


# A clause with a negation, up to the qualifier: "no pharmacy would lose", "nadie pagará".
NEGATED_CLAUSE_BEFORE = re.compile(
    r"\b(?:no|not|never|nobody|none|n[’']t|nunca|nadie|ningún|ninguna|ninguno)\b[^.;:!?,\n]{0,40}$", re.IGNORECASE
)


IN_A_SPAN_BEFORE = re.compile(r"\b(?:in|en)\s+$", re.IGNORECASE)
SINCE_AGO_BEFORE = re.compile(r"\bdesde\s+hace\s+$", re.IGNORECASE)

# "have not been resurfaced for more than 30 years", "no ha llovido durante más de
# 40 días": how long something has not happened, a span passed, not a ceiling.
NOT_DONE_FOR_BEFORE = re.compile(
    r"(?:\b(?:have|has|had)\s+(?:not|never)|\b(?:haven|hasn|hadn)[’']t|\bno\s+(?:se\s+)?(?:ha|han|había|habían))\b"
    r"[^.;:!?,\n]{0,40}\b(?:for|durante|in|en)\s+$",
    re.IGNORECASE,
)
TIME_UNIT_AT = re.compile(
    r"\s*(?:\d[\d.,]*|[a-záéíóúñ]+)\s+(?:years?|months?|weeks?|days?|decades?|años?|mes(?:es)?|semanas?|días?|"
    r"décadas?)\b",
    re.IGNORECASE,
)

# "registró una temperatura máxima de", "a maximum gust of": a peak measured ("se conserva
# a una temperatura máxima de 4 grados" is a ceiling kept to).
MEASURED_PEAK_BEFORE = re.compile(r"\b(?:temperaturas?|rachas?|ráfagas?|profundidad|ventaja)\s+$", re.IGNORECASE)
CEILING_KEPT_BEFORE = re.compile(r"\b(?:a\s+una|at\s+a)\s+(?:[^\W\d_]+\s+)?$", re.IGNORECASE)
MEASURED_MAXIMUM = re.compile(r"maximum\s+(?:temperature|gust|depth|lead)\s+of")
REACHED_BEFORE = re.compile(
    r"\b(?:alcanz[a-záéíóú]*|registr[a-záéíóú]*|marc[a-záéíóú]*|lleg[a-záéíóú]*\s+a|reached|hit|recorded)"
    # "marcó el jueves un máximo de 1.320 megavatios": when, between.
    r"(?:\s+(?:el|este|esta|on|last)\s+[^\W\d_]+)?\s+$",
    re.IGNORECASE,
)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
