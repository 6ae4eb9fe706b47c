"""When a period after "in", "over", "the first" or "the last" is a figure rather than
the frame of its sentence, for `claims.extraction.figure_dates`.

"in the past 24 hours", "en las primeras 24 horas", "over the last five years" frame
what the sentence says; these say how long something took or goes on:

- the time something took, closing the clause that says what was done: "put the fire
  out in three hours", "nos dieron la noticia en diez minutos", "recibió 900.000
  visitantes en nueve días" (not a plan: "will be rebuilt in six hours");
- a result timed to a fraction: "touching in 51.58 seconds", "en 3,42 minutos";
- "last" the verb, for something set or forecast: "scheduled to last three days", "will
  last two weeks", "is expected to last three weeks";
- how long the speaker has been at something: "En 32 años que trabajo acá", "en los
  20 años que llevo en el puerto";
- by how much a time was bettered, cut or moved: "mejoró en 48 minutos el récord";
- the time spent: "spent his first three seasons in a flat", "pasó los últimos cinco
  años en prisión";
- a deadline: "within the next six months", "dentro de las próximas 48 horas";
- how long something set ahead goes on: "will stay shut for the next 14 days",
  "durante los próximos 14 días" (not a sum spread over it);
- the period a sentence speaks of, as its subject: "Las primeras 72 horas son
  decisivas", "The first 48 hours are critical";
- the gap since the last time, after a record or a denial: "the lowest level in 10
  years", "we have not seen this in 20 years", "la peor sequía en 50 años", "es la
  primera vez en veinte años", "no lo lograremos en dos años" (read in
  `claims.extraction.record_spans`).

"over" before a period or a span has its own module, `claims.extraction.over_spans`.
"""

import re

from claims.extraction.caseless import lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention
from claims.extraction.record_spans import (
    GAP_SINCE_LAST_TIME_BEFORE_LOWER,
    LONG_TIME_AFTER,
    PLANNED,
    a_gap_in_weeks_or_seasons,
    the_gap_since_the_last_time,
)

TIME_UNITS = (
    "years?|months?|weeks?|days?|hours?|minutes?|seconds?|decades?|centuries|century|nights?|seasons?|"
    "años?|meses|mes|semanas?|días?|horas?|minutos?|décadas?|siglos?|noches?|temporadas?"
)
# A unit of time right after a number: "30 days", "tres semanas".
TIME_UNIT_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\b", re.IGNORECASE)

# "put the fire out in three hours", "nos dieron la noticia en diez minutos", "912.000
# visitantes en nueve días": how long something took, said at the end of the clause
# after what was done. Units up to a day only: "in two years" and "en tres meses"
# frame a plan or a change far more often.
IN_BEFORE = re.compile(r"(?P<clause>[^.;:!?\n—,«»“”\"(]*)\b(?:in|en)\s+$", re.IGNORECASE)
SHORT_TIME_ENDING_CLAUSE = re.compile(
    # A line's end closes a headline: "El tren deja el viaje en 70 minutos".
    # "scored twice in 90 seconds from winger Tom Hale": who did it may follow. A closing
    # quotation mark ends a witness's clause too: "«El agua me llegaba a las rodillas en
    # dos minutos», relató".
    # A half or a quarter after the unit is part of the time: "hacíamos el recorrido en
    # dos horas y media, con calma".
    r"^\s+(?:seconds?|minutes?|hours?|days?|segundos?|minutos?|horas?|días?)"
    r"(?:\s+y\s+(?:medi[oa]|cuarto|tres\s+cuartos))?[ \t]*(?:[,.;:!?—)\n»”\"]|$|from\s|through\s)",
    re.IGNORECASE,
)


# "scheduled to last three days", "will last two weeks", "said the talks would last 45
# days" (reported), "is expected to last three weeks", "could last 48 hours": "last" the
# verb, how long something set or forecast goes on (a forecast's length is a figure, as
# the corpus README settles), not "the last three days".
LAST_THE_VERB_BEFORE = re.compile(
    r"\b(?:(?:scheduled|set|due|planned|slated|expected|likely|forecast|projected|estimated)\s+to|will|would|shall|"
    r"could|may|might|[’']ll)\s+last\s+$",
    re.IGNORECASE,
)
# "Las primeras 72 horas son decisivas", "The first 48 hours are critical": the period
# is what the sentence speaks of, opening it, then a verb "to be".
PERIOD_AS_SUBJECT_BEFORE = re.compile(
    r"(?:^|[.!?]\s+|\n|[\"“«—–]\s*)(?:the|las|los)\s+(?:first|next|primer[oa]s|próxim[oa]s)\s+$", re.IGNORECASE
)
PERIOD_AS_SUBJECT_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:are|were|will\s+be|would\s+be|remain|son|eran|fueron|serán|serían|resultan|siguen\s+siendo)\b",
    re.IGNORECASE,
)


# "El tiempo medio de espera se situó en 142 días", "un plazo que la ley fija en 45 días
# hábiles", "la demora quedó en 20 minutos": the level a wait or a term is put at, not
# a period that frames the clause ("en 20 minutos llegó la ayuda").
LEVEL_SET_AT_BEFORE = re.compile(
    r"\b(?:se\s+)?(?:situó|sitúa|situaba|situará|sitúan|situaron|ubicó|ubica|ubicaba|fija|fijó|fijan|fijaba|"
    r"cifra|cifró|cifran|establece|estableció|establecen|quedó|queda|quedaba|quedaron|eleva|elevó|reduce|redujo|"
    r"mantiene|mantuvo|estima|estimó|estiman|calcula|calculó)\s+en\s+$",
    re.IGNORECASE,
)


# "mejoró en 48 minutos el récord", "redujo en 20 minutos el viaje", "adelantó en dos
# semanas la entrega": by how much a time was bettered, cut or moved, the thing changed
# after it ("mejoró en tres años" alone frames).
CHANGED_BY_BEFORE = re.compile(
    r"\b(?:mejor|rebaj|reduj|reduc|recort|acort|ampli|alarg|adelant|retras)[a-záéíóúñ]*\s+en\s+$", re.IGNORECASE
)
THING_CHANGED_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:el|la|los|las|su|sus|mi|mis|nuestro|nuestra|nuestros|nuestras)\s", re.IGNORECASE
)


# Before a window (`claims.extraction.figure_dates`), a count in words and a multiple are figures it is counted in too
# ("At least three rinks have closed in the past five years", "el precio se triplicó en
# las últimas seis semanas"; after one opening the sentence, "En tres años se construirán
# dos puentes" tells a plan).
WINDOW_COUNT_BEFORE = re.compile(
    r"\d|%|\b(?:hundred|thousand|million|billion|cien|cientos|mil|millón|millones|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b|"
    r"\b(?:doubl|tripl|quadrupl|dupl|cuadrupl)[a-záéíóú]*|"
    # A share in words is a count too ("fares have gone up by a quarter in three years",
    # "the roll has halved in 20 years", "redujo las ventas casi a la mitad en dos años",
    # "perdió un tercio de su cuota de mercado en tres años"); not a place or a moment ("en
    # la mitad de la cancha", "la mitad norte del puente", "the second half") nor part of
    # a typical amount ("la mitad de lo que llueve en un año", "a third of what we spend").
    r"(?:\b(?:an?|one|by)\s+(?:half|third|quarter|fifth)|\bhalv(?:ed|es|ing)|"
    r"(?<!\ben\s)(?<!\bpor\s)\b(?:la|una)\s+(?:mitad(?!\s+(?:norte|sur|este|oeste|oriental|occidental|superior|inferior|"
    r"izquierda|derecha|alta|baja)\b)|(?:tercera|cuarta|quinta)\s+parte)|"
    r"\bun\s+(?:tercio|quinto)|"
    r"\b(?:two|three|four|dos|tres|cuatro)[\s-]+(?:thirds|quarters|fifths|tercios|cuartas\s+partes|quintos))\b"
    r"(?![\s-]+(?:an?\s|time|way|hour|century)|[^.;:!?]*\b(?:what|lo\s+que)\b)",
    re.I,
)


# "spent his first three seasons in a shared flat", "pasó los últimos cinco años en
# prisión": the time spent, a figure, not a frame.
SPENT_THE_BEFORE = re.compile(
    r"\b(?:spen(?:t|d|ds|ding)|pas(?:ó|é|aron|amos)|(?:ha|han|he|hemos|había|habían)\s+pasado)\s+"
    r"(?:the|his|her|its|their|our|my|los|las|sus|mis|nuestros|nuestras)\s+"
    r"(?:first|last|past|primer[oa]s|últim[oa]s)\s+$",
    re.IGNORECASE,
)


# "within the next six months", "dentro de las próximas 48 horas": a deadline, a
# ceiling on the time (`claims.extraction.qualifiers`), not a frame.
WITHIN_THE_NEXT_BEFORE = re.compile(
    r"\b(?:within\s+the\s+(?:next|coming|following)|dentro\s+de\s+(?:los|las)\s+próxim[oa]s)\s+$", re.IGNORECASE
)
# "will stay shut for the next 14 days", "for at least the next two weeks", "seguirá
# cerrado durante los próximos 14 días": how long something set ahead goes on, as "will
# last" says (a sum spread over it, "will invest $40m over the next four years", stays
# background).
FOR_THE_NEXT_BEFORE = re.compile(
    r"\b(?:for\s+(?:at\s+least\s+)?the\s+(?:next|coming|following)|(?:durante|para)\s+(?:los|las)\s+próxim[oa]s)\s+$",
    re.IGNORECASE,
)
# "will map the damage over the next ten days", "will be released over the next 18
# months", "se pondrán en marcha en los próximos 18 meses", "en los próximos quince años
# se jubilará …": the time a plan, a forecast or a deadline gives, set ahead, a figure
# (corpus README) as "for the next" is; a sum spread over it is its window
# (`figure_dates._a_window`).
OVER_THE_NEXT_BEFORE = re.compile(
    r"\b(?:(?:over|in|during|throughout)\s+the\s+(?:next|coming)|(?:en|a\s+lo\s+largo\s+de)\s+(?:los|las)\s+próxim[oa]s)\s+$",
    re.IGNORECASE,
)
# "if the rain goes on for the next ten days", "si las lluvias siguen durante los
# próximos diez días": a length only supposed is no figure.
# Where a clause ends: a stop, a colon, a quotation mark, a bracket or a dash.
CLAUSE_BREAK = re.compile(r"[.;:!?\n«»“”\"()—]")
SUPPOSED_IN_CLAUSE = re.compile(r"\b(?:if|unless|si|salvo\s+que|a\s+menos\s+que|en\s+caso\s+de\s+que)\s", re.I)


def a_period_ahead(before: str) -> bool:
    """ "over the next 18 months", "for the next 14 days", "en los próximos 18 meses":
    a period set ahead, asserted unless its clause only supposes it; "in the next" or
    "en los próximos" opening the sentence frames it ("In the next 14 days the shelter
    will stay open")."""
    over = OVER_THE_NEXT_BEFORE.search(before)
    if (
        over
        and (
            SENTENCE_OPENS_BEFORE.search(before, 0, over.start())
            # "Sales rose in the next six months": told in the past, "the next" is the
            # months that followed, a frame; ahead is a plan's or a forecast's.
            or (
                over.group().lower().startswith("in")
                and not AHEAD_IN_CLAUSE.search(CLAUSE_BREAK.split(before[: over.start()])[-1])
            )
        )
    ):
        over = None
    if not over and not FOR_THE_NEXT_BEFORE.search(before):
        return False
    return not SUPPOSED_IN_CLAUSE.search(CLAUSE_BREAK.split(before)[-1])


# "prevé restablecer el servicio en las próximas 48 horas", "podrán ser recolocados en
# los próximos diez días": after what is to be done, with no figure of its own in the
# clause, "en los próximos" is the time by which it will be done, a ceiling as
# "dentro de" is (a count before it is counted in the period: "80 profesores se
# jubilarán en los próximos tres años"; opening the clause it frames it).
DEADLINE_AHEAD_BEFORE = re.compile(r"\ben\s+(?:los|las)\s+próxim[oa]s\s+$", re.IGNORECASE)
# Where its clause starts: a comma, a closing quotation mark, or "y que" opening a
# second thing said ("aseguró que había duplicado … y que esperaba normalizar …").
CLAUSE_BEFORE_A_DEADLINE = re.compile(r"[.,;:!?\n”»\"]|\b(?:y|e|pero)\s+que\b", re.IGNORECASE)
# "construir 2.000 viviendas en los próximos cuatro años", "presentará una reforma en los
# próximos seis meses", "en las próximas dos semanas": weeks, months and years ahead are
# the span of a plan, exact (some 40 in the blind sets, none a ceiling); a deadline is
# counted in hours or days ("en las próximas 48 horas").
WEEKS_OR_LONGER_AFTER = re.compile(
    r"^(?:(?!(?:horas?|días?|minutos?)\b)[\w.,]+\s+){1,3}?(?:semanas|meses|años|décadas)\b", re.IGNORECASE
)


def a_deadline_ahead(before: str, after: str = "") -> int | None:
    """Where "en los próximos" starts in `before` when it gives a deadline, else None;
    `after` starts at the number."""
    ahead = DEADLINE_AHEAD_BEFORE.search(before)
    if not ahead or WEEKS_OR_LONGER_AFTER.match(after):
        return None
    clause = CLAUSE_BEFORE_A_DEADLINE.split(before[: ahead.start()])[-1]
    if (
        len(re.findall(r"[^\W\d_]{2,}", clause)) < 2
        or WINDOW_COUNT_BEFORE.search(clause)
        or SUPPOSED_IN_CLAUSE.search(clause)
        or re.search(r"\b(?:y|e|pero|que)\s*$", clause)
    ):
        return None
    return ahead.start()


SENTENCE_OPENS_BEFORE = re.compile(r"(?:^|[.!?\n])[\s\"“«—–(]*$")
AHEAD_IN_CLAUSE = re.compile(
    rf"{PLANNED.pattern}|\b(?:expect|forecast|predict|project|warn|schedul|due\b|set\s+to\b)", re.IGNORECASE
)


# "En 32 años que trabajo acá nunca vi algo así", "en los 20 años que lleva en el cargo":
# how long someone has been at something, the clause after "que" says at what (not
# "en los dos años que vienen", a frame ahead).
IN_BEFORE_YEARS_AT = re.compile(r"\ben\s+(?:los\s+|las\s+)?$", re.IGNORECASE)
YEARS_AT_SOMETHING_AFTER = re.compile(
    r"^\s+(?:años|meses|semanas|días|décadas)\s+que\s+(?!(?:vienen|quedan|restan|faltan|siguen)\b)"
    r"(?:(?:lo|la|los|las|me|nos|le|les)\s+)?[a-záéíóúñ]+(?:o|amos|emos|imos|a|e|an|en)\b",
    re.IGNORECASE,
)


# "In 30 years of running races, I have never seen …", "en 20 años cultivando la
# tierra": how long someone has been doing what the words after say, a gerund; or at
# what, a noun: "in 15 years of business", "In 20 years in this business", "en 30 años
# de profesión", "En 40 años de campo" (not a sentence served: "en dos años de prisión").
IN_BEFORE_YEARS_DOING = re.compile(r"\b(?:in|en)\s+(?:(?:my|our|his|her|their|mis|sus|nuestros)\s+)?$", re.IGNORECASE)
YEARS_DOING_AFTER = re.compile(
    r"^\s+(?:years|decades|años|décadas)\s+(?:of\s+[a-z]{3,}ing|(?:de\s+)?[a-záéíóúñ]{3,}(?:ando|iendo)|"
    r"(?:of|in|de|en)\s+(?:(?:this|the|my|our|his|her|their|mi|su|mis|sus|nuestro|nuestra|este|esta|el|la|los|las)\s+)?"
    r"(?!(?:prison|jail|custody|age|edad|prisión|cárcel|condena|reclusión|vida|life)\b)[a-záéíóúñ]{3,})\b",
    re.IGNORECASE,
)


# "the past two years", "los últimos ocho años": a span that reaches up to now.
RECENT_SPAN_BEFORE = re.compile(
    r"\b(?P<lead>in|en|de|of|over|during|durante|for)\s+(?:the|los|las)\s+(?:last|past|previous|últim[oa]s|pasad[oa]s)\s+$",
    re.IGNORECASE,
)
# A perfect tense, what has gone on up to now: "has governed", "we've seen", "hemos
# perdido", "han sido diagnosticados".
PERFECT_TENSE = re.compile(
    r"\b(?:has|have|had|[’']ve)\s+(?:(?:not|never|already|also|just|only|all)\s+)*"
    r"(?!(?:to|a|an|the|no|any|some|more|less|two|three|four|five)\b)[a-z]{3,}\b|"
    r"\b(?:ha|han|he|hemos|había|habían|habíamos)\s+(?:(?:sido|estado|ya|no)\s+)?"
    r"[a-záéíóúñ]+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|cho|sto)\b",
    re.IGNORECASE,
)
RECENT_UNIT_AFTER = re.compile(
    r"^\s+(?:years?|months?|weeks?|decades?|años?|meses|semanas?|décadas?)\b(?!\s+(?:de|of)\b)", re.I
)
# "cases have risen sharply over the past two decades": a change with no figure of its
# own, framed by the span (the window of a figure is read in `figure_dates._a_window`).
UNMEASURED_CHANGE = re.compile(
    r"(?:risen|fallen|grown|increased|decreased|declined|dropped|climbed|soared|surged|plunged|doubled|tripled|"
    r"halved|changed|improved|worsened|evolved|subido|bajado|crecido|aumentado|caído|disminuido|descendido|"
    r"cambiado|mejorado|empeorado|evolucionado)$",
    re.IGNORECASE,
)
# A window's units: not minutes or seconds, a moment of a match ("in the last ten minutes").
RECENT_WINDOW_UNIT_AFTER = re.compile(
    r"^\s+(?:years?|months?|weeks?|days?|hours?|decades?|seasons?|nights?|años?|meses|semanas?|días?|horas?|"
    r"décadas?|temporadas?|noches?)\b(?!\s+(?:de|of)\b)",
    re.I,
)
# No window: a change told with no count ("Deaths fell in the past 24 hours", "La ciudad
# cambió mucho en los últimos diez años") or a noun a participle with no auxiliary
# qualifies ("Las lluvias acumuladas en …"; not "ha afectado en las últimas 24 horas").
CHANGE_BEFORE = re.compile(
    r"\b(?:rose|risen|fell|fallen|grew|grown|(?:increas|decreas|declin|dropp|climb|chang|improv|worsen|evolv|soar|"
    r"surg|plung)ed|subió|bajó|cayó|creció|aumentó|disminuyó|descendió|cambió|mejoró|empeoró|evolucionó|"
    r"(?:sub|baj|aument|cambi|mejor|empeor|evolucion)ado|(?:crec|ca|descend|disminu)ído)(?:\s+[a-z]+){0,2}\s+$",
    re.IGNORECASE,
)
PARTICIPLE_OF_A_NOUN_BEFORE = re.compile(
    r"\b(?P<word>[a-záéíóúñ]+)\s+[a-záéíóúñ]{3,}(?:ad|id)[oa]s?(?:\s+(?:en|de)\s+(?:el|la|los|las)\s+[a-záéíóúñ]+)?\s+$",
    re.IGNORECASE,
)
AUXILIARY = frozenset("ha han he hemos había habían hubo fue fueron era eran es son sido está estaba se".split())


def _describes_a_noun(clause: str, rest: str) -> bool:
    participle = PARTICIPLE_OF_A_NOUN_BEFORE.search(clause)
    change = CHANGE_BEFORE.search(clause) and not WINDOW_COUNT_BEFORE.search(clause + rest.split(",")[0])
    return bool(change or (participle and participle.group("word").lower() not in AUXILIARY))


def a_recent_span_asserted(before: str, after: str) -> bool:
    """ "ha gobernado la región durante los últimos ocho años", "Durante los últimos 18
    meses hemos perdido dinero", "Everything we have done over the past three years",
    "el episodio más intenso de los últimos siete años": a span up to now that a perfect
    tense says something went on over, or a record is measured over (not "Las lluvias
    acumuladas en los últimos tres años", where the span frames a noun)."""
    recent = RECENT_SPAN_BEFORE.search(before)
    unit = RECENT_WINDOW_UNIT_AFTER.match(after)
    if not recent or not unit:
        return False
    clause = CLAUSE_BREAK.split(before[: recent.start()])[-1]
    rest = CLAUSE_BREAK.split(after[unit.end() :])[0]
    opens = SENTENCE_OPENS_BEFORE.search(before, 0, recent.start())
    if (
        recent.group("lead").lower() in ("in", "over", "en")
        and not _describes_a_noun(clause, rest)
        # "In the last two years she rebuilt the farm": it frames a clause with no count.
        and not (opens and not WINDOW_COUNT_BEFORE.search(rest))
    ):
        # "in the past 60 days", "en las últimas 48 horas", "Inflows over the past 18
        # months": the window up to now, a figure wherever it stands (corpus README; 121
        # of 125 annotated). "durante" is how long it went on, read by its perfect tense.
        return True
    if not RECENT_UNIT_AFTER.match(after):
        return False
    perfect = PERFECT_TENSE.search(clause) or (not clause.strip(" ,") and PERFECT_TENSE.search(rest))
    if perfect and not UNMEASURED_CHANGE.match(perfect.group().split()[-1]):
        return True
    return bool(GAP_SINCE_LAST_TIME_BEFORE_LOWER.search(lowered(before[: recent.start()] + "in ")))


# "My son has not been outside in six weeks", "no ha llovido en tres semanas": a perfect
# tense denied, then a short span, the gap since the last time as "in 20 years" is.
DENIED_PERFECT_BEFORE = re.compile(
    r"(?:\b(?:has|have|had)\s+(?:not|never)|\b(?:hasn|haven|hadn)[’']t|\b(?:no|nunca)\s+(?:(?:se|lo|la|le|nos|me)\s+)?"
    r"(?:ha|han|he|hemos|había|habían))\s+[^.;:!?\n—«»“”\"(]{0,60}\b(?:in|en)\s+$",
    re.IGNORECASE,
)
SHORT_SPAN_AFTER = re.compile(r"^\s+(?:weeks|days|semanas|días)\b", re.IGNORECASE)


def _a_period_asserted(before: str, after: str) -> bool:
    """ "scheduled to last three days", "Las primeras 72 horas son decisivas": how long
    something goes on, or a period the sentence is about, not one that frames it."""
    if (
        LAST_THE_VERB_BEFORE.search(before)
        or WITHIN_THE_NEXT_BEFORE.search(before)
        or a_period_ahead(before)
        or LEVEL_SET_AT_BEFORE.search(before)
        or (CHANGED_BY_BEFORE.search(before) and THING_CHANGED_AFTER.match(after))
        or SPENT_THE_BEFORE.search(before)
        or a_deadline_in_a_condition(before, after)
    ):
        return True
    if IN_BEFORE_YEARS_AT.search(before) and YEARS_AT_SOMETHING_AFTER.match(after):
        return True
    if IN_BEFORE_YEARS_DOING.search(before) and YEARS_DOING_AFTER.match(after):
        return True
    if LONG_TIME_AFTER.match(after) and the_gap_since_the_last_time(before):
        return True
    if a_gap_in_weeks_or_seasons(before, after):
        return True
    if SHORT_SPAN_AFTER.match(after) and DENIED_PERFECT_BEFORE.search(before[-120:]):
        return True
    if a_recent_span_asserted(before, after):
        return True
    return bool(PERIOD_AS_SUBJECT_BEFORE.search(before) and PERIOD_AS_SUBJECT_AFTER.match(after))


# "si no hay acuerdo en 48 horas", "if the sum was not paid within 10 days", "si no
# recibe fondos en un plazo de 30 días": the deadline a condition sets, an ultimatum, is a
# length of time the sentence asserts (the corpus README), when nothing else in the
# condition is counted ("if prices rise 5% in two years" imagines both) and no comma
# closes the condition first ("Si sigue así, en veinte años …" places a moment ahead).
A_DEADLINE_IN_A_CONDITION_BEFORE = re.compile(
    r"\b(?:if|unless|si|salvo\s+que|a\s+menos\s+que)\s+"
    r"(?:(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|million|dos|tres|"
    r"cuatro|cinco|seis|siete|ocho|nueve|diez|doce|veinte|cien|mil|millones)\b)[^\W\d]+[’']?[^\W\d]*\s+){0,10}?"
    r"(?:en|in|within)\s+(?:(?:un\s+plazo\s+(?:máximo\s+)?de|the\s+next|los\s+próximos|las\s+próximas)\s+)?$",
    re.IGNORECASE,
)


def a_deadline_in_a_condition(before: str, after: str) -> bool:
    """ "si no hay acuerdo en 48 horas": the time a condition gives, counted from now."""
    return bool(TIME_UNIT_AFTER.match(after) and A_DEADLINE_IN_A_CONDITION_BEFORE.search(before[-120:]))


# "«En dos horas no quedó nada»", '"In ten minutes the water was up to my knees"', "«…
# En 48 horas perdimos el trabajo de todo un año»": a short time opening what a witness
# says, then what happened in it, is how fast it happened, a figure (not a plan or a
# moment ahead: "«En dos días podemos tenerlo listo»"). In the article's voice ("En 20
# minutos llegó la ayuda") it stays the frame of its sentence.
OPENING_IN_BEFORE = re.compile(r"(?:[«“\"—]\s*|[«“\"][^«»“”\"\n]*[.!?]\s+)(?:in|en)\s+$", re.IGNORECASE)
SHORT_TIME_OPENING_AFTER = re.compile(
    r"^\s+(?:seconds?|minutes?|hours?|days?|nights?|segundos?|minutos?|horas?|días?|noches?)\b,?"
    r"(?P<rest>(?:\s+[^\W\d_]+){2}[^.;:!?\n«»“”\"]*)",
    re.IGNORECASE,
)


def _time_taken_opening(before: str, after: str) -> bool:
    """ "«En dos horas no quedó nada»": a short time opening a sentence of a quotation,
    then what happened in it (not a plan)."""
    if not OPENING_IN_BEFORE.search(before):
        return False
    taken = SHORT_TIME_OPENING_AFTER.match(after)
    return bool(taken) and not PLANNED.search(taken.group("rest")) and not ABLE_TO.search(taken.group("rest"))


# "En dos días podemos tenerlo listo": what can be done in a time is a promise.
ABLE_TO = re.compile(r"\b(?:puedo|puedes|podemos|podéis|podr[a-záéí]+|pudiera[a-z]*)\b", re.IGNORECASE)


def _time_taken(before: str, after: str) -> bool:
    """ "in 40 minutes" closing a clause that says what was done, not a plan."""
    # The short time after first: IN_BEFORE reads the whole clause before, at length.
    if not SHORT_TIME_ENDING_CLAUSE.match(after):
        return False
    match = IN_BEFORE.search(before)
    if not match:
        return False
    clause = match.group("clause")
    return len(clause.split()) >= 2 and not PLANNED.search(clause)


# "touching in 51.58 seconds", "en 3,42 minutos": a time measured to a fraction of a
# second or a minute is a result timed, never a period that frames the sentence.
SHORT_TIME_AFTER = re.compile(r"^\s+(?:seconds?|minutes?|segundos?|minutos?)\b", re.IGNORECASE)


def _a_timed_result(mention: NumberMention, after: str) -> bool:
    value = mention.value
    return value is not None and value != value.to_integral_value() and bool(SHORT_TIME_AFTER.match(after))


def a_period_measured(mention: NumberMention, before: str, after: str) -> bool:
    """Whether the period after a framing word is measured rather than framing."""
    return (
        _time_taken(before, after)
        or _time_taken_opening(before, after)
        or _a_timed_result(mention, after)
        or _a_period_asserted(before, after)
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
