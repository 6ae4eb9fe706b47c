"""Numbers a sentence mentions without asserting them as figures.

`claims.extraction.figure_dates` knows numbers that date or frame a sentence; this
module knows the ones that are there for another reason, asked by
`claims.extraction.figure_reader` about each number it reads (the span of a record,
"mínimos de tres décadas", "its highest in 20 years", is no such number: the sentence
asserts it, and `claims.extraction.period_frames` reads it):

- a hypothesis: "si baja de 3,50 …", "if the price falls below $3 …" (a threshold
  someone imagines, not a quantity anyone measured), and whenever a condition holds:
  "When it's 12 degrees outside, …", "cuando hace 40 grados" (a share a speaker puts
  as their own condition is a figure: "If we lose 30% of the crop, …"), and a share
  in words in what the condition would bring: "If it breaks, half of Bor will be under
  water", "Si pagan lo mismo, arranco la mitad";
- a wish: "Lo ideal sería que el donante viniera dos o tres veces al año", "ojalá
  vengan 500 personas", "nos gustaría ver cien socios más", "I'd want to see three or
  four years of data", "Hotels had hoped for two full days of competition", the sleep
  or rest someone longs for: "Then sleep for a week", "Ahora toca descansar dos días"
  (what someone wants or wanted, not what is or was; "I'd like to thank the 300
  volunteers" thanks people who came, and "the firm hopes to hire 40 staff" is a plan,
  both figures);
- a multiple after a verb in the conditional: "en Europa nos costaría el triple", "Sin
  ese subsidio, el pasaje costaría el doble", "we would have seen twice as many
  transfers" (a comparison with what is not, as "could double" is; "costó el doble" and
  "will be twice as high" are told or forecast, figures);
- a small count under a negation: "la sequía no se resuelve con dos tormentas",
  "you can't fix this with three new buses" (what is denied is not counted);
- time judged as it was lived: "dos años muy duros", "two difficult years" (how long
  someone has been at something is a duration the sentence asserts, a figure: "a
  forklift driver for 16 years", "Llevamos tres años avisando");
- how often, where it defines the group a sentence is about: "Drivers who use the
  toll road twice a day now pay …", "Los conductores que lo cruzan dos veces al día …";
- a group the text counted before, named again by its number: "my nephew was one of
  the eleven", "era uno de los once" ("two of the 11 victims" counts);
- "a"/"un" read as one where it is an article: "cerca de un antiguo río" ("cerca de"
  is near, not about), "almost a year";
- an example someone imagines: "A family farm with 800 acres has far less room", "Un
  trabajador con 20 años cotizados puede jubilarse", "A typical family of four pays …"
  (any such farm, not one counted; "A boat with 40 migrants capsized" tells an event),
  and whoever a worked example is about, by what they earn: "Someone on a salary of
  £30,000 will pay £250 more", "Una familia que gane 30.000 euros pagará 200 más" (the
  consequence is the figure);
- a size that only describes a group or a home inside another noun phrase: "los
  gastos de alojamiento de un elenco de doce actores", "the cost of a team of five
  engineers"; the parts of one thing: "un piso de tres habitaciones", "una comisión de
  cinco miembros", "un hotel de cuatro estrellas"; a parent's children: "madre de tres
  hijos".
"""

import re

from claims.extraction.caseless import holds_any, lowercase_twin, lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.figure_dates import TIME_UNITS
from claims.extraction.number_words import NumberMention
from claims.extraction.period_frames import a_deadline_in_a_condition

# Time, and the seasons a farm or a dig counts in.
_TIME = rf"(?:{TIME_UNITS}|campañas?)"

TIME_AFTER = re.compile(rf"\s+{_TIME}\b", re.IGNORECASE)

# A conditional clause opened a few words before the number, with no comma between.
CONDITION_BEFORE = re.compile(
    r"\b(?:if|unless|si|salvo\s+que|a\s+menos\s+que|"
    # "When it's 12 degrees outside, …", "cuando hace 40 grados": whenever it is so.
    r"when(?:ever)?\s+it(?:[’']s|\s+is|\s+gets)|cuando\s+(?:hace|estamos\s+a))\s+(?:[^\s,;:.!?]+\s+){0,10}$",
    re.IGNORECASE,
)

# "If we lose 30% of the crop, …", "Si perdemos el 40 % de la cosecha": what a speaker
# fears or plans for their own, a share of what they have, is the figure of the quote,
# not a threshold someone imagines.
A_CONDITION_OF_OUR_OWN = re.compile(
    r"\b(?:if\s+(?:we|i)\s+[a-z]+|si\s+[a-záéíóúñ]+(?:amos|emos|imos|áramos|iéramos))\s+(?:(?:el|un)\s+)?$",
    re.IGNORECASE,
)


# A wish in the number's own clause, before it: "lo ideal sería (que)", "ojalá", "nos
# gustaría que/ver/tener", "I'd want to see", "we would like to see", "had hoped for".
WISH_BEFORE = re.compile(
    r"\b(?:lo\s+ideal\s+ser[íi]a|ojal[áa]|gustar[íi]a\s+(?:que|ver|tener|contar\s+con)|"
    r"(?:[’']d|would)\s+(?:want|like|love)\s+to\s+see|had\s+hoped\s+for)\b[^,;:.!?«»“”\"()—]*$",
    re.IGNORECASE,
)
# The words WISH_BEFORE cannot match without (lower-cased): most clauses hold none.
WISH_WORDS = ("ideal", "ojal", "gustar", "to see", "hoped for")

# "Now I just want to eat pizza and sleep for a week", "First I'm going to sleep for about
# two days", "Then sleep for a week", "Ahora toca descansar dos días": the sleep or rest
# someone longs for after an effort, a wish ("The crew slept for two days", "must rest for
# two weeks after surgery" are told or ordered, and "said he would rest for a month before
# deciding" is a plan reported).
INTENDED_REST_BEFORE = re.compile(
    r"\b(?:(?:would|will|[’']ll|going\s+to|wants?\s+to|wanted(?:\s+only)?\s+to|then|now|quiero|queremos|voy\s+a|"
    r"vamos\s+a)\s+(?:(?:just|only|now|first|solo|sólo)\s+)?(?:[^\W\d_]+\s+){0,2}?(?:(?:and|y)\s+)?"
    r"(?:sleep|dormir)|(?:toca|quiero|queremos|voy\s+a|vamos\s+a|going\s+to|wants?\s+to)\s+"
    r"(?:(?:just|only|now|first|solo|sólo)\s+)?(?:rest|descansar))\s+(?:(?:for|durante)\s+)?"
    r"(?:(?:about|around|a\s+good|unos|unas|un\s+par\s+de)\s+)?$",
    re.IGNORECASE,
)
REST_WORDS = ("rest", "sleep", "descansar", "dormir")


# A verb in the conditional right before a multiple: "costaría (casi) el doble",
# "sería el triple", "would (have seen|be) twice", "could be three times". A verb is in
# lower case but at a sentence's start: "Nigeria tripled", "Hungría duplicó" are places.
CONDITIONAL_BEFORE = re.compile(
    r"\b(?:(?-i:[a-záéíóúñ]{2,}|(?:^|(?<=[.!?«\"“—(]\s)|(?<=[«\"“—(]))[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)r[íi]a(?:s|n|mos)?|"
    r"would|could|might|[’']d)\s+"
    r"(?:(?:not|no)\s+)?(?:have\s+[a-z]+\s+|be\s+)?"
    r"(?:(?:almost|nearly|about|roughly|casi|cerca\s+de|más\s+de|more\s+than)\s+)?(?:el\s+|la\s+)?$",
    re.IGNORECASE,
)
# The units of a multiple (`claims.extraction.multiples`), or a count of times after a
# number: "sería tres veces mayor", "would be three times as high".
MULTIPLE_UNITS = frozenset({"times", "veces"})
# "La minería triplicó", "Siberia doubled": a change told in the past follows no conditional.
TOLD_CHANGE = re.compile(r"\w+(?:ed|ó|aron)$")
TIMES_AFTER = re.compile(r"\s+(?:times|veces)\b", re.IGNORECASE)


def _a_share_of_our_own(clause: str, mention: NumberMention) -> bool:
    return mention.percent and bool(A_CONDITION_OF_OUR_OWN.search(clause))


# "Si en 2019 hubo 300 …": a Spanish "si" that contrasts two facts, not a hypothesis.
# Searched in the lower-cased clause: re skips to the first letters of its words there
# (`claims.extraction.caseless`), where it tries them at every character of the clause.
CONDITION_BEFORE_LOWER = lowercase_twin(CONDITION_BEFORE)

# "If it breaks, half of Bor will be under water", "Si pagan lo mismo, arranco la mitad":
# a condition opened earlier in the sentence (at its start, or after a comma, a colon or
# a quotation mark, "and if" too), closed by a comma, then the clause it would bring. "Si bien" (though)
# and "como si" (as if) open no condition.
A_CONDITION_THEN_BEFORE = re.compile(
    r"(?:^|[.!?]\s+|[,;:«\"“—(]\s*)(?:(?:and|but|so|because|y|pero|porque)\s+)?(?:if|unless|si(?!\s+bien\b)|a\s+menos\s+que)\s+"
    r"(?P<condition>[^.!?;:«»“”\"—]{3,160}?),\s+[^.!?;:«»“”\"—–()]*$",
    re.IGNORECASE,
)


def _a_share_a_condition_brings(text: str, mention: NumberMention, qualifier: str) -> bool:
    """Whether a share in words is in what a condition before it in its sentence would
    bring: "If they cut herring by two-thirds, half the boats will be for sale",
    "If the water table drops, half our wells go dry", "Si la CNV hubiera actuado a
    tiempo, la mitad de esta gente no habría perdido un guaraní" (what someone fears or
    supposes, not a share anyone measured; a share in digits there, "la demanda puede
    crecer hasta un 40 %", is a forecast and stays a figure, as do a bound someone
    warns of, "a ban that could cut services by as much as a fifth", a share told after
    a contrast, "Si en 2019 hubo 300, este año la mitad …", and one after a quotation
    closed by a dash, "—… y si no se entra, no se cobra —resumió Benali, que envía la
    mitad de lo que gana")."""
    if qualifier or not (mention.fraction and mention.in_words):
        return False
    condition = A_CONDITION_THEN_BEFORE.search(text, max(0, mention.start - 240), mention.start)
    return bool(condition) and not CONTRASTING_SI.search(condition.group("condition"))


CONTRASTING_SI = re.compile(r"\b(?:hubo|había|eran|era|fueron|fue|were|was)\b", re.IGNORECASE)

NEGATION = re.compile(r"\b(?:no|not|never|nunca|jamás|ni|cannot|can[’']t|won[’']t|isn[’']t|doesn[’']t|n[’']t)\b", re.I)

PREPOSITION_BEFORE = re.compile(r"\b(?:con|sin|with|without|by|por)\s+$", re.IGNORECASE)

IN_BEFORE = re.compile(r"\b(?:in|en)\s+$", re.IGNORECASE)
NOTHING_COUNTED_AFTER = re.compile(r"\s*(?:[,.;:!?»”\")—–]|$)")

# "my nephew was one of the eleven", "era uno de los once": one of a group the text
# counted before, named again by its number with nothing counted after it.
ONE_OF_THE_BEFORE = re.compile(
    r"\b(?:one|two|three|some|many|most|all|none|each|uno|una|dos|tres|algunos|algunas|muchos|muchas|"
    r"todos|todas|ninguno|ninguna|cada\s+uno|cada\s+una)\s+(?:of|de)\s+(?:the|those|these|los|las|esos|esas|"
    r"estos|estas|aquellos|aquellas)\s+$",
    re.IGNORECASE,
)

# "Drivers who use the toll road twice a day now pay …", "Los conductores que cruzan el
# puente dos veces al día pagan …": how often defines the group the sentence is about.
DEFINING_CLAUSE_BEFORE = re.compile(
    r"(?:^|[.!?]\s+|\n)[\"“«]?(?:(?:the|los|las)\s+)?[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:who|that|que|quienes)\s+"
    r"[^,.;:!?]{0,50}$",
    re.IGNORECASE,
)
HOW_OFTEN_AFTER = re.compile(
    r"(?:\s+(?:times|veces))?\s+(?:a|an|every|each|per|al|a\s+la|cada|por)\s+(?:[^\W\d_]+\s+)?"
    r"(?:day|week|month|year|weekday|día|semana|mes|año)s?\b",
    re.IGNORECASE,
)

CLAUSE_START = re.compile(r"[,;:.!?«»“”\"]")

EVALUATIVE_ES = (
    r"(?:duros|duras|difíciles|complicados|complicadas|malos|malas|buenos|buenas|terribles|horribles|"
    r"negros|negras|críticos|críticas|intensos|intensas|largos|largas|eternos|eternas|dolorosos|dolorosas|"
    r"angustiosos|angustiosas|inolvidables|maravillosos|maravillosas|tristes|felices|durísimos|durísimas)"
)

EVALUATIVE_EN = (
    r"(?:difficult|hard|tough|terrible|horrible|long|good|bad|great|painful|turbulent|dark|awful|"
    r"wonderful|happy|sad|brutal|grim|miserable|lost|lean|bleak)"
)

# "dos años muy duros": the time as it was lived.
LIVED_TIME_ES = re.compile(
    rf"\s+{_TIME}\s+(?:(?:muy|tan|realmente|especialmente|bastante|más|muy\s+muy)\s+)?{EVALUATIVE_ES}\b",
    re.IGNORECASE,
)

# "two difficult years", "three long, hard months".
LIVED_TIME_EN = re.compile(
    rf"\s+(?:(?:very|really|incredibly|particularly)\s+)?{EVALUATIVE_EN}(?:,?\s+{EVALUATIVE_EN})?\s+{_TIME}\b",
    re.IGNORECASE,
)

MEASURE_AFTER = re.compile(
    rf"\s+(?:{_TIME}|kilómetros?|kilometres?|kilometers?|miles?|metros?|metres?|meters?|litros?|litres?|liters?|"
    # "roughly one millimetre a year", "casi un centímetro": the smaller lengths too.
    r"milímetros?|millimet(?:re|er)s?|centímetros?|centimet(?:re|er)s?|"
    rf"kilos?|kilogramos?|toneladas?|tonnes?|tons?|millón|million|billion|thousand|hundred|mil|cien|ciento|"
    # "casi un grado más que la media", "alrededor de un punto porcentual", "casi un punto
    # por encima": a degree, a percentage point, or a point compared, is a measure too
    # ("un grado de libertad", "cerca de un punto de venta" are no measures).
    r"grados?(?!\s+(?:de|del)\s+(?!diferencia\b))|degrees?(?!\s+of\s+(?!difference\b))|"
    r"puntos?\s+porcentual(?:es)?|percentage\s+points?|"
    r"(?:puntos?|points?)(?=\s+(?:más|menos|por\s+encima|por\s+debajo|de\s+diferencia|above|below|higher|lower|more|less)\b))\b",
    re.IGNORECASE,
)

# "Six years is a lifetime in tech", "Three years of falls is a trend", "Diez minutos en
# balonmano son una eternidad": a span opening the sentence, judged by what it amounts to.
SENTENCE_OPENING_BEFORE = re.compile(r"(?:^|[.!?]\s+|\n)[\"“«—–]*\s*$")
A_PERIOD_JUDGED_AFTER = re.compile(
    rf"\s+{_TIME}(?:\s+(?:of|de|in|en)\s+(?:(?:the|el|la|los|las)\s+)?[^\W\d_]+)?\s+(?:is|was|are|were|es|era|son|eran|fue|fueron)\s+"
    r"(?:(?:just|only|still|solo|sólo|todavía)\s+)?(?:a|an|un|una)\s+[^\W\d_]",
    re.IGNORECASE,
)

# "once cortes de más de cuatro horas", "14 outages of more than three hours": things
# counted, then the span that says which of them are counted.
THINGS_LASTING_BEFORE = re.compile(
    r"(?:\b\d[\d.,]*|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dos|tres|cuatro|cinco|"
    r"seis|siete|ocho|nueve|diez|once|doce|quince|veinte))\s+[^\W\d_]+s\s+(?:de|of|lasting)\s+"
    r"(?:más\s+de|more\s+than|over|longer\s+than|at\s+least|al\s+menos)\s+$",
    re.IGNORECASE,
)


def not_asserted(text: str, mention: NumberMention, before: str, after: str, qualifier: str) -> bool:
    """Whether the number, read in its sentence, is not a figure the sentence asserts.

    `before` and `after` are the text around the number; `qualifier` is the one read
    before it ("cerca de" reads as approximately)."""
    clause = _clause_before(before)
    if (
        mention.lone_one
        and (qualifier in {"approximately", "less_than"} or (qualifier == "at_least" and FROM_BEFORE.search(before) and not MONEY_AFTER.match(after)))
        and not MEASURE_AFTER.match(after)
    ):
        # "cerca de un antiguo río", "habló desde un albergue": an article, not "about
        # one" or "from one"; "casi un año" is a measure of time.
        return True
    if (
        CONDITION_BEFORE_LOWER.search(lowered(clause))
        and not CONTRASTING_SI.search(clause)
        and not _a_share_of_our_own(clause, mention)
        # "si no hay acuerdo en 48 horas": the deadline the condition sets is asserted.
        and not a_deadline_in_a_condition(clause, after)
    ):
        return True
    if _a_share_a_condition_brings(text, mention, qualifier):
        return True
    if holds_any(lowered(clause), WISH_WORDS) and WISH_BEFORE.search(clause):
        return True
    if holds_any(lowered(clause), REST_WORDS) and INTENDED_REST_BEFORE.search(clause) and TIME_AFTER.match(after):
        return True
    if (
        (mention.measure in MULTIPLE_UNITS or TIMES_AFTER.match(after))
        and not TOLD_CHANGE.search(text, mention.start, mention.end)
        and CONDITIONAL_BEFORE.search(before)
    ):
        return True
    if not qualifier and _an_example_or_a_description(before, after):
        return True
    if (
        mention.in_words
        and not qualifier
        and mention.value is not None
        and mention.value < 10
        and PREPOSITION_BEFORE.search(before)
        and NEGATION.search(clause)
    ):
        return True
    if (
        mention.in_words
        and not qualifier
        and IN_BEFORE.search(before)
        and NOTHING_COUNTED_AFTER.match(after)
        and NEGATION.search(clause)
    ):
        # "No se puede arreglar en un año lo que no se hizo en veinte": the time denied.
        return True
    if (
        not qualifier
        and mention.measure in {None, "", "times"}
        and HOW_OFTEN_AFTER.match(after)
        and DEFINING_CLAUSE_BEFORE.search(before)
    ):
        return True
    if mention.percent or mention.currency or mention.measure:
        return False
    if not qualifier and ONE_OF_THE_BEFORE.search(before) and NOTHING_COUNTED_AFTER.match(after):
        return True
    if not qualifier and (LIVED_TIME_ES.match(after) or LIVED_TIME_EN.match(after)):
        return True
    if not qualifier and A_PERIOD_JUDGED_AFTER.match(after) and SENTENCE_OPENING_BEFORE.search(before):
        # "Six years is a lifetime in tech", "Diez minutos en balonmano son una
        # eternidad": any such span, judged ("Two years is the maximum sentence" is one).
        return True
    if qualifier in {"more_than", "at_least"} and THINGS_LASTING_BEFORE.search(before) and TIME_AFTER.match(after):
        # "once cortes de más de cuatro horas", "14 outages of more than three hours":
        # the span defines what is counted, as a waiting list's threshold does.
        return True
    return False


# Who or what an example or a description is about: a household, a team, a business.
_DESCRIBED = (
    r"(?:famil(?:y|ies)|households?|homes?|couples?|teams?|crews?|casts?|squads?|class(?:es)?|schools?|"
    r"farms?|shops?|stores?|businesses|business|firms?|companies|company|workers?|employees?|pensioners?|"
    r"famili[ao]s?|hogar(?:es)?|parejas?|equipos?|elencos?|tripulaci[oó]n|plantillas?|cuadrillas?|"
    r"clases?|escuelas?|colegios?|granjas?|explotaci[oó]n|tiendas?|negocios?|empresas?|pymes?|"
    r"trabajador(?:a|es)?|pensionistas?|agricultor(?:a|es)?)"
)

_GENERIC = r"(?:typical|average|standard|median|normal|ordinary|medio|media|tipo|típic[oa]|corriente)"

# "A family farm with 800 acres …", "«Un agricultor con 50 hectáreas …", "A typical
# family of four …": an indefinite subject that opens its sentence (or a quotation),
# described by what it has or how many it is.
AN_EXAMPLE_BEFORE = re.compile(
    rf"(?:^|[.!?:;]\s+|\n|[\"“«]\s*)(?:A|An|Any|Every|Un|Una|Cualquier|Todo|Toda)\s+"
    rf"(?:(?:[a-záéíóúñ-]+\s+){{1,3}}(?:with|con)|(?:[a-záéíóúñ-]+\s+){{0,2}}{_DESCRIBED}\s+"
    rf"(?:{_GENERIC}\s+)?(?:of|de))\s+$"
)

# "Someone on a salary of £30,000 will pay …", "A household earning $50,000 would …",
# "Una familia que gane 30.000 euros pagará …", "For example, a pensioner on £800 …",
# "Imagine a family of four …": whoever the example is about, described by what they
# earn or have, in any tense (the consequence after it is the figure).
_EXAMPLE_MARKER = (
    r"(?:(?:for\s+example|for\s+instance|por\s+ejemplo|imagine|suppose|supongamos(?:\s+que)?|"
    r"pongamos(?:\s+que)?|say)\s*,?\s+(?:(?:that|que)\s+)?)"
)
_SOMEONE = (
    rf"(?:(?:a|an|un|una)\s+(?:[a-záéíóúñ-]+\s+){{0,2}}(?:{_DESCRIBED}|person|pensioner|retiree|nurse|teacher|"
    rf"driver|tenant|renter|homeowner|family|persona|jubilad[oa]|enfermer[oa]|maestr[oa]|conductor(?:a)?|"
    rf"inquilin[oa]|propietari[oa])|someone|anyone|alguien|you|usted)"
)
AN_EARNER_BEFORE = re.compile(
    rf"(?:(?:^|[.!?:;]\s+|\n|[\"“«]\s*)(?i:{_SOMEONE})|(?i:{_EXAMPLE_MARKER}{_SOMEONE}))\s+(?i:"
    rf"earning|making|on|who\s+earns|who\s+makes|que\s+(?:gane|cobre|ingrese|tenga)|con|with|"
    rf"earns?|makes?|cobra|gana|ingresa)\s+"
    rf"(?i:(?:a|an|un|una)\s+(?:[a-záéíóúñ]+\s+)?(?:salary|income|pension|wage|sueldo|salario|pensión|"
    rf"renta|ingresos)\s+(?:of|de)\s+)?$"
)

# What says the example happened: a past or a future tense, "is"/"are", a day.
_HAPPENED = re.compile(
    r"\b(?:was|were|is|are|had|did|will|has\s+been|have\s+been|yesterday|today|"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"sank|went|came|left|took|fell|rose|got|made|began|ran|hit|struck|broke|drove|flew|found|gave|"
    r"sent|won|lost|paid|spent|brought|caught|held|kept|led|met|sold|saw|"
    # A news headline tells an event in the present: "A boat with 40 migrants sinks",
    # "Una barca con 40 migrantes naufraga" (what an example does is habitual: "pays").
    r"sinks|capsizes|crashes|collapses|explodes|burns|hits|strikes|kills|injures|overturns|derails|"
    r"arrives|lands|docks|vanishes|disappears|catches|runs\s+aground|goes\s+missing|sets\s+sail|"
    r"naufraga|vuelca|choca|explota|arde|descarrila|desaparece|encalla|atraca|zarpa|llega|mata|hiere|"
    r"se\s+hunde|se\s+estrella|se\s+incendia|se\s+derrumba|"
    r"fue|fueron|era|eran|es|son|está|están|ha|han|había|habían|ayer|hoy|"
    r"el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo))\b"
    r"|\b[a-z]{2,}(?<!e)ed\b|\b[a-záéíóúñ]+(?:ó|aron|ieron|aba|aban|ía|ían|rá|rán)\b",
    re.IGNORECASE,
)

# "the travel costs of a cast of twelve", "el alquiler de un piso de tres
# habitaciones", "For a household of three, …": a group or a home inside another
# noun phrase, described by its size.
A_DESCRIBED_GROUP_BEFORE = re.compile(
    rf"\b(?:of|for|de|del|para)\s+(?:a|an|un|una)\s+(?:(?:{_GENERIC}|single|small|large|big|"
    rf"pequeñ[oa]|gran|grande)\s+)?{_DESCRIBED}\s+(?:{_GENERIC}\s+)?(?:of|de)\s+$",
    re.IGNORECASE,
)
A_GENERIC_GROUP_BEFORE = re.compile(
    rf"\b(?:a|an|the|un|una|el|la)\s+(?:{_GENERIC}\s+{_DESCRIBED}|{_DESCRIBED}\s+{_GENERIC})\s+(?:of|de)\s+$",
    re.IGNORECASE,
)

# "un piso de tres habitaciones", "una comisión de cinco miembros", "un hotel de cuatro
# estrellas", "una autovía de seis carriles", "un camión de cinco ejes", "los de tres
# estrellas": what English says as "a three-bedroom flat", "a five-member commission",
# the parts that describe one thing.
A_THING_BEFORE = re.compile(
    # "los de tres estrellas": the noun left out after the article, said just before.
    r"\b(?:a|an|un|una|unos|unas|los|las|the)\s+(?:[^\W\d_][\w-]*\s+){0,2}(?:de|with|con|of)\s+"
    r"(?:[\w,.]+\s+(?:y|o|and|or)\s+)?$",
    re.IGNORECASE,
)
PARTS_AFTER = re.compile(
    # "un departamento de dos ambientes", "de dos recámaras": the rooms, as Argentina and
    # Mexico name them.
    r"\s+(?:habitaciones|dormitorios|cuartos|ambientes|recámaras|alcobas|baños|plantas|alturas|bedrooms|bathrooms|rooms|storeys|stories|"
    r"floors|miembros|integrantes|members|estrellas|stars|carriles|lanes|puertas|doors|motores|engines|"
    # "un camión de cinco ejes", "a lorry with six axles".
    r"ejes|axles)\b",
    re.IGNORECASE,
)

# "a rent board of five members", "una junta de siete miembros": the size of a body
# that decides is a count a fact-checker looks up, as "the three-judge panel" is (a
# family's members are its description: "una familia tipo de cuatro integrantes").
A_BODY_OF_MEMBERS_BEFORE = re.compile(
    r"\b(?:board|panel|committee|commission|council|jury|tribunal|junta|comisión|comité|consejo|jurado|"
    r"mesa|directorio)\s+(?:of|de)\s+$",
    re.IGNORECASE,
)

# "un hotel de 320 habitaciones", "a hospital with 400 rooms": the rooms a place that
# lodges people has are a count of what it holds, as "the 120-room hotel" is ("un piso
# de tres habitaciones" is a kind of home, "un hotel de cuatro estrellas" its class);
# so are an inn's and a whole building's ("una posada de ocho habitaciones", "el hotel
# Miramar, un edificio de 312 habitaciones", "a guesthouse with six rooms").
A_LODGING_BEFORE = re.compile(
    r"\b(?:hotel|hostal|hostel|motel|establecimiento|hospital|residencia|albergue|parador|resort|complejo|"
    r"posada|pensión|hostería|hospedaje|edificio|inn|guesthouse|building|"
    r"cárcel|prisión|prison|jail)\s+(?:of|de|with|con)\s+$",
    re.IGNORECASE,
)
ROOMS_AFTER = re.compile(r"\s+(?:habitaciones|cuartos|rooms|plazas|camas|beds)\b", re.IGNORECASE)

# "llamó desde un albergue": "desde" read as "from" a price.
FROM_BEFORE = re.compile(r"\bdesde\s+$", re.IGNORECASE)
# "desde un euro": a price from one.
MONEY_AFTER = re.compile(
    r"\s+(?:euros?|d[oó]lar(?:es)?|pesos?|soles?|libras?|reales?|real|céntimos?|centavos?|dinares?)\b", re.IGNORECASE
)

# "una familia con dos hijos", "a couple with three children": a household's make-up.
A_HOUSEHOLD_WITH_BEFORE = re.compile(
    r"\b(?:famil(?:y|ies|ias?)|couples?|parejas?|households?|hogar(?:es)?|matrimonios?)\s+(?:with|con)\s+$",
    re.IGNORECASE,
)

# "madre de tres hijos", "a father of two": a person described.
A_PARENT_BEFORE = re.compile(r"\b(?:mother|father|madre|padre)\s+(?:of|de)\s+$", re.IGNORECASE)

# "el colegio de los tres niños", "the school of the three children": a family named
# by its size inside another noun phrase.
OF_THE_FAMILY_BEFORE = re.compile(r"\b[^\W\d_]+\s+(?:de|of)\s+(?:los|las|the|sus|mis|his|her|their|my)\s+$", re.I)
# "ninguno de sus dos hijos", "neither of her two sons", "uno de sus tres hermanos": a
# part taken from the family counts it, as people counted beside someone are.
A_PART_OF_THE_FAMILY_BEFORE = re.compile(
    r"\b(?:ninguno|ninguna|uno|una|alguno|alguna|ambos|ambas|cada\s+uno|cada\s+una|todos|todas|none|neither|"
    r"either|one|both|each|all|any)\s+(?:de|of)\s+(?:los|las|sus|mis|his|her|their|my)\s+$",
    re.IGNORECASE,
)
CHILDREN_AFTER = re.compile(
    r"\s+(?:niños|niñas|hijos|hijas|nietos|nietas|hermanos|hermanas|children|kids|sons|daughters|"
    r"grandchildren|siblings|brothers|sisters)\b",
    re.IGNORECASE,
)

# "even a vaccine that prevents half of the cases will save …", "incluso una vacuna que
# evite la mitad …": a thing imagined by what it would do.
AN_IMAGINED_THING_BEFORE = re.compile(
    r"\b(?:even|incluso|aun|ni\s+siquiera)\s+(?:a|an|un|una)\s+[^\W\d_][\w-]*\s+(?:that|which|que)\s+"
    r"(?:[^\W\d_][\w-]*\s+){1,3}$",
    re.IGNORECASE,
)
# The words AN_IMAGINED_THING_BEFORE cannot match without (lower-cased): most windows
# hold none, and are not searched.
IMAGINING_WORDS = ("even", "incluso", "aun", "siquiera")

# Where the example ends: its sentence, or the quotation it is in.
SENTENCE_END = re.compile(r"[.!?](?=\s|[\"”»]|$)|[\"”»]")


def _an_example_or_a_description(before: str, after: str) -> bool:
    """Whether the number only describes someone or something: an example someone
    imagines ("A typical family of four pays …", "A farm with 800 acres would …"), a
    group inside another noun phrase ("the cost of a team of five engineers"), or the
    parts of one thing ("un piso de tres habitaciones") or a parent's children. "A boat with 40 migrants capsized" and "A crew of eight was sent"
    report what happened, and keep their figure."""
    if A_DESCRIBED_GROUP_BEFORE.search(before) or A_GENERIC_GROUP_BEFORE.search(before):
        return True
    # The words after the number first: they are read from its end at once, and most
    # numbers are followed by neither parts nor children.
    if (
        PARTS_AFTER.match(after)
        and A_THING_BEFORE.search(before)
        and not A_BODY_OF_MEMBERS_BEFORE.search(before)
        and not (ROOMS_AFTER.match(after) and A_LODGING_BEFORE.search(before))
    ) or A_PARENT_BEFORE.search(before):
        return True
    if CHILDREN_AFTER.match(after) and (
        (OF_THE_FAMILY_BEFORE.search(before) and not A_PART_OF_THE_FAMILY_BEFORE.search(before))
        or A_HOUSEHOLD_WITH_BEFORE.search(before)
    ):
        return True
    if holds_any(lowered(before), IMAGINING_WORDS) and AN_IMAGINED_THING_BEFORE.search(before):
        return True
    earner = AN_EARNER_BEFORE.search(before)
    if earner and not (earner.start() == 0 and earner.group()[0].isalpha() and len(before) >= 60):
        return True
    example = AN_EXAMPLE_BEFORE.search(before)
    if not example or (example.start() == 0 and example.group()[0].isalpha() and len(before) >= 60):
        # The window opened mid-sentence, not at its start.
        return False
    end = SENTENCE_END.search(after)
    return not _HAPPENED.search(after[: end.start() if end else len(after)])


def _clause_before(before: str) -> str:
    """The words of the number's own clause that come before it."""
    cut = 0
    for match in CLAUSE_START.finditer(before):
        cut = match.end()
    return before[cut:]


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
