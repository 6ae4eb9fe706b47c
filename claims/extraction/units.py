"""Units: what a figure counts, in the text's own words.

`counted_unit` reads the noun phrase after a number ("410 mostly young volunteers" ->
volunteers, "3 millones de euros" -> euros, "14 km" -> km) and
`unit_from_sentence` reads it from the sentence when nothing follows ("Cases topped
3,400" -> cases, "830,000 were evacuated" -> people, "a crowd of 40,000" -> crowd,
"The plant employs 1,100" -> workers, "dejó a 230.000 sin luz" -> personas).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import FUNCTION_WORDS, WEEKDAYS_AND_MONTHS
from claims.extraction.number_words import NumberMention
from claims.extraction.numbers import CURRENCY_SIGNS, CURRENCY_SIGNS_ES


# Where a clause opens, so that a number right after it is the clause's subject.
CLAUSE_OPENING = re.compile(r"(?:^|[.;:,!?]|\b(?:and|but|while|y|pero)\b)\s*$", re.IGNORECASE)

# Words that end a counted noun phrase: verbs, prepositions, conjunctions, relatives.
UNIT_STOP_WORDS = frozenset(
    """have has had having is are was were be been being will would can could may might must
    shall should do does did get got remain remained who which that whom whose where when while
    and or but nor than as since from in into at on to by for with without across against
    during after before until till between among per over under about around near via
    ago later earlier last next this yesterday today tomorrow now still also already just
    not never only even each every if because though although so yet then there here
    han ha había habían habrán fueron fue son es era eran está están estaban serán será
    que quien quienes cuyo cuyos donde cuando mientras y o pero ni como desde en a por para
    con sin entre hasta hacia sobre tras durante al ayer hoy ya también aún no se le les lo
    said says say told according reported menos más fewer more less siguen sigue permanecen continúan
    overnight tonight daily weekly monthly annually yearly nationwide worldwide abroad alone apiece
    respectively through throughout along beyond inside outside toward towards onto upon despite
    amid amidst like near off up down out según contra mediante ante bajo tras anoche hace ago
    it they he she we you i sería serían habría habrían podría podrían debería deberían
    """.split()
)

CONNECTORS = frozenset({"of", "de", "del"})
STOP_WORDS_AND_CONNECTORS = UNIT_STOP_WORDS | CONNECTORS

# "1.700 este año", "4.100 un año antes", "58 that day": words that open a time.
TIME_DETERMINERS = frozenset("este esta estos estas ese esa un una that each cada".split())

DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "el", "la", "los", "las", "su", "sus"})

# A word, or an abbreviation written with full stops ("three U.S. states").
SPACED_WORD = re.compile(r"[ \u00a0]+(?P<word>(?:[A-Z]\.){2,}(?=\s+[a-z])|[^\W\d_][\w’'\-\u2024]*)")

# Spanish adjectives that come before the noun they qualify: "tres grandes buques",
# "40 nuevos profesores".
PRENOMINAL_ADJECTIVES = frozenset(
    """grandes pequeños pequeñas nuevos nuevas principales antiguos antiguas viejos viejas
    jóvenes mayores primeros primeras últimos últimas distintos distintas diferentes diversos
    diversas posibles medianos medianas buenos buenas malos malas altos altas numerosos
    numerosas verdaderos verdaderas supuestos supuestas presuntos presuntas""".split()
)

MAX_UNIT_WORDS = 8

# "a television audience of more than 4 million", "una multitud de 40.000": the noun before "of".
NOUN_OF_BEFORE = re.compile(
    r"\b(?:an?|one|the|un|una|el|la)\s+(?P<unit>(?:[^\W\d_]+\s+){0,2}?[^\W\d_]+)\s+(?:of|de)\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de|"
    r"alrededor\s+de|at\s+least|al\s+menos|up\s+to|hasta)\s+)?$",
    re.IGNORECASE,
)

# "Cases topped 3,400", "The death toll rose to 14": the subject is what is counted.
SUBJECT_VERB_BEFORE = re.compile(
    # "According to the ministry, crop insurance claims reached", "said that thefts dropped to".
    r"(?:^|[.;:!?]\s+|\n|,\s+(?:(?:and|but|while|y|pero)\s+)?|\b(?:that|que|y|and)\s+)\s*"
    r"(?:(?:the|its|their|el|la|los|las|su|sus)\s+)?(?P<subject>(?:[\w’'.-]+\s+){0,15}?[^\W\d_][\w’'-]*)"
    # "Runway incursions, in which …, numbered": a relative clause between commas.
    r"(?:,\s+(?:in\s+which|which|who|that|where|en\s+(?:el|la|los|las)\s+que|que|quienes|quien|donde)\b"
    r"[^.;:!?]{0,120}?,)?\s+"
    r"(?:topped|surpassed|exceeded|reached|hit|totalled|totaled|numbered|stood\s+at|rose\s+to|climbed\s+to|"
    r"rises\s+to|climbs\s+to|falls\s+to|reaches|tops|hits|"
    r"fell\s+to|dropped\s+to|jumped\s+to|increased\s+to|decreased\s+to|grew\s+to|has\s+risen\s+to|"
    r"have\s+risen\s+to|now\s+stands\s+at|stands\s+at|superó|superaron|alcanzó|alcanzaron|llegó\s+a|"
    r"llegaron\s+a|ascendió\s+a|asciende\s+a|ascienden\s+a|se\s+situó\s+en|se\s+sitúa\s+en|subió\s+a|"
    r"bajó\s+a|cayó\s+a|aumentó\s+a|rozó|rebasó|sumó|sumaron|"
    # Plural and present forms: "Las solicitudes de asilo subieron a 84.000".
    r"(?:subieron|suben|sube|bajaron|bajan|baja|cayeron|caen|cae|aumentaron|aumentan|aumenta|crecieron|"
    r"creció|crecen|crece|descendieron|descendió|se\s+elevó|se\s+elevaron|se\s+eleva|se\s+elevan)\s+(?:a|hasta)|"
    r"se\s+situaron\s+en|se\s+sitúan\s+en|amounts?\s+to|amounted\s+to|totals|came\s+to|comes\s+to|"
    # "Los casos pasaron de 480 a 540", "Cases went from 480 to 540": the change's start.
    r"pas(?:ó|aron|a|an)\s+de|went\s+from|rose\s+from|fell\s+from|grew\s+from|dropped\s+from|"
    r"(?:super|rebas|sobrepas)(?:ará|arán|aría|arían|a|an))\s+"
    # "las viviendas vacacionales superan ya las 58.000".
    r"(?:(?:ya|hoy|ahora|todavía|aún)\s+)?"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de|"
    r"alrededor\s+de|at\s+least|al\s+menos|between|entre)\s+)?"
    # "Las reclamaciones alcanzaron las 472.000": Spanish puts the article before the amount.
    r"(?:(?:los|las|el|la)\s+)?$",
    re.IGNORECASE,
)

SINGULAR_PRESENT_AFTER = re.compile(r"\s+(?:supera|rebasa|sobrepasa)\b", re.IGNORECASE)

# "Serious incidents fell last year to 23", "Arrivals fell by a third in February, to
# 8,450": a change told before where it ended.
CHANGE_TO_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n|,\s+(?:(?:and|but|while)\s+)?|\b(?:that|que)\s+)\s*"
    r"(?:(?:the|its|their|el|la|los|las)\s+)?(?P<subject>(?:[\w’'.-]+\s+){0,15}?[^\W\d_][\w’'-]*)\s+"
    r"(?:(?:fell|rose|dropped|climbed|jumped|grew|increased|decreased|declined|slipped|surged|plunged|soared)\b"
    # "fell by about 18% last year, to 286": a share of the change may come between.
    r"(?:[^.;:!?\d]|\d+(?:[.,]\d+)?\s?(?:%|percent\b|per\s+cent\b)){0,60}?,?\s+to|"
    # "El número de viajeros creció un 12 %, hasta 4,1 millones".
    r"(?:creció|crecieron|subió|subieron|bajó|bajaron|cayó|cayeron|aumentó|aumentaron|descendió|descendieron)\b"
    r"[^.;:!?]{0,40}?,?\s+hasta)\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|at\s+least)\s+)?$",
    re.IGNORECASE,
)

MONEY_UNITS = frozenset(
    "euros euro dollars dollar pounds pound dólares dólar pesos peso soles libras yuan yen francs francos reais "
    "rupees rupias reales".split()
) | set(CURRENCY_SIGNS.values()) | set(CURRENCY_SIGNS_ES.values())

# "Tickets cost €45 and 8,000 have been sold", "se han vendido 8.000": a count that is
# the subject of a verb, or what a perfect or reflexive verb acted on, is not money.
SUBJECT_OF_A_VERB_AFTER = re.compile(
    r"\s+(?:have|has|had|were|was|are|is|will|han|habían|fueron|serán|se)\b", re.IGNORECASE
)
ACTED_ON_BEFORE = re.compile(
    r"\b(?:(?:se\s+)?(?:han|ha|habían|había)\s+[a-záéíóúñ]+(?:ado|ido)s?|se\s+[a-záéíóúñ]+(?:aron|ieron|ó))\s+$",
    re.IGNORECASE,
)

TIME_UNIT_WORD = re.compile(
    r"(?:years?|months?|weeks?|days?|hours?|minutes?|años?|meses|mes|semanas?|días?|horas?|minutos?)", re.IGNORECASE
)

PERCENT_UNIT = re.compile(r"%|percent|per\s+cent|por\s+ciento", re.IGNORECASE)

# "se desbordó tres veces … fijado en 15", "de magnitud 6,8, mató a 14": how often, or
# how strong, is not what a later number counts.
TIMES_UNIT = re.compile(r"times|veces|occasions|ocasiones|magnitude|magnitud", re.IGNORECASE)

# "830,000 were evacuated", "12 died", "murieron 12": verbs said of people.
PEOPLE_VERBS = (
    r"evacuated|killed|injured|wounded|hurt|displaced|arrested|detained|rescued|hospitali[sz]ed|"
    r"infected|affected|stranded|missing|dead|died|fled|drowned|trapped|treated|vaccinated|"
    r"evacuad[oa]s|muert[oa]s|herid[oa]s|desplazad[oa]s|detenid[oa]s|arrestad[oa]s|rescatad[oa]s|"
    r"hospitalizad[oa]s|ingresad[oa]s|trasladad[oa]s\s+(?:al|a\s+un|a\s+los)\s+hospital(?:es)?|desaparecid[oa]s|afectad[oa]s|atendid[oa]s|vacunad[oa]s|alojad[oa]s|realojad[oa]s|"
    r"desalojad[oa]s|murieron|fallecieron|huyeron|taken\s+to\s+hospital|sheltered|homeless|"
    # Verbs only people do: "Over 3,000 signed the petition", "unos 12.000 se inscribieron".
    r"signed|registered|applied|protested|complained|queued|enrolled|hired|employed|laid\s+off|firmaron|"
    r"protestaron|contratad[oa]s|despedid[oa]s|emplead[oa]s|"
    # Crowds: "More than 1,500 packed the square", "Más de 1.500 abarrotaron la plaza".
    r"packed|crowded|gathered|rallied|turned\s+out|abarrotaron|llenaron|acudieron|se\s+concentraron|"
    r"se\s+reunieron|salieron\s+a\s+la\s+calle|"
    r"(?:se\s+)?(?:inscribieron|manifestaron|quejaron|matricularon|apuntaron|"
    r"(?:inscrit|matriculad|apuntad|manifestad)[oa]s?)|solicitaron"
)

PEOPLE_AFTER = re.compile(
    rf"\s+(?:(?:were|are|was|have\s+been|had\s+been|has\s+been|have|had|has|remain|remained|were\s+still|"
    rf"are\s+still|will\s+be|se\s+han|se\s+habían|serán|fueron|han\s+sido|habían\s+sido|están|estaban|siguen|sigue|permanecen|continúan|resultaron|quedaron)\s+)?(?:{PEOPLE_VERBS})\b",
    re.IGNORECASE,
)

PEOPLE_BEFORE = re.compile(
    r"\b(?:murieron|fallecieron|huyeron|killed|injured|wounded|evacuated|arrested|detained|rescued|"
    r"treated|vaccinated|housed|sheltered|surveyed|interviewed|deported|pulled|pulled\s+out|"
    # A headline's present: "Police arrest 30", "Army evacuates 2,000".
    r"arrests?|evacuates?|rescues?|detains?|kills?|injures?|deports?|"
    r"houses|shelters|accommodates|"
    # Spanish marks a person acted on with "a": "atendieron a 2.400", "dejó a 230.000 sin luz".
    r"(?:detuv|deten|rescat|evacu|desaloj|atend|dej|hiri|hier|her|mat|vacun|traslad|aloj|acog|realoj|sac|"
    r"encuest|entrevist|identific|expuls|deport|repatri|afect|benefici|multó|multaron|denunci)[a-záéíóúñ]*"
    r"(?:\s+(?:ya|hoy|ahora|todavía|aún))?\s+a)\s+$",
    re.IGNORECASE,
)

# "The plant employs 1,100", "emplea a 1.100": the count of those a verb of work acts on.
WORKERS_BEFORE = re.compile(
    r"\b(?P<en>employs|employed|employing|employ|hired|hires|hiring|laid\s+off|lays\s+off|fired)\s+$|"
    r"\b(?:emplea|empleaba|empleará|emplean|da\s+empleo|daba\s+empleo|contrató|contrata|contrataron|"
    r"contratará|despidió|despide|despidieron|despedirá)\s+a\s+$",
    re.IGNORECASE,
)

# "The storm left 230,000 without power", "dejó a 230.000 sin luz": people go without.
WITHOUT_AFTER = re.compile(
    r"\s+(?:without|sin)\s+(?:power|electricity|water|homes?|shelter|heating|food|work|jobs?|luz|"
    r"electricidad|agua|hogar|techo|casa|vivienda|trabajo|empleo|calefacción|suministro)\b",
    re.IGNORECASE,
)

SPANISH_WORDS = re.compile(r"\b(?:fueron|han|murieron|fallecieron|huyeron|resultaron|[a-z]+ad[oa]s)\b", re.IGNORECASE)

# "un beneficio de 4,3 millones": millions of money, whose unit is the currency.
MONEY_NOUNS = re.compile(
    r"\b(?:beneficios?|pérdidas?|presupuesto|inversión|deuda|ingresos|facturación|coste|costo|multa|salario|"
    r"sueldo|subvención|ayudas?|fondos?|profits?|loss(?:es)?|budget|investment|debt|revenue|turnover|costs?|"
    r"fines?|salary|bonus|fees?|prize|subsidy|funds?|deficit|déficit|surplus|superávit|sanción|indemnización|"
    r"importe|cuantía|precio|compensation|damages|settlement|payout|price|bill|spending|gasto)$",
    re.IGNORECASE,
)

SUBJECT_ENDS = frozenset("of in from at on for with de del en desde por para con".split())


# "the number of", "a peak of 260,000": the noun before "of" says what kind of figure,
# not what it counts.
NOT_COUNTED_NOUNS = frozenset(
    "total number figure cifra número peak high low record máximo mínimo récord level nivel "
    # "compared with an average of about 1,300", "una media de 40": a kind of figure too.
    "average mean median media promedio".split()
)

REPORTED_THAT = re.compile(
    r"\b(?:said|says|reported|reports|showed|shows|estimated|estimates|found|dijo|afirmó|señaló|indicó|informó)\b"
    r"[^,.;]*?\b(?:that|que)\s+",
    re.IGNORECASE,
)

KIND_OF_FIGURE = re.compile(
    r"^(?:(?:the|la|el)\s+)?(?:total|number|figure|cifra|número)\s+(?:of|de)\s+(?=\w)", re.IGNORECASE
)

# Nouns that end like adverbs: "four assembly lines", "two supply routes".
NOUNS_IN_LY = frozenset("assembly family supply rally ally anomaly monopoly reply july italy belly".split())

# "4,000 more jobs", "three other people", "300 nuevas plazas más": before the noun counted.
MORE_BEFORE_NOUN = frozenset({"more", "fewer", "extra", "additional", "other", "más"})

# "1,200 more weekly flights", "40 daily trains": adjectives of how often, which are
# stop words after a verb ("rose 5% weekly") but qualify a noun that follows them.
FREQUENCY_ADJECTIVES = frozenset("daily weekly monthly yearly nightly hourly quarterly annual".split())

# "3,500 of the protesters", "200 de los manifestantes": a part of a group the
# determiner names; the group's noun is what is counted.
GROUP_DETERMINERS = frozenset(
    "the these those its their our his her los las sus estos estas esos esas aquellos aquellas".split()
)

EXPECTATION_PARTICIPLES = frozenset(
    "expected forecast predicted planned budgeted previstos previstas esperados esperadas".split()
)

# "25 puntos básicos", "0,5 puntos porcentuales": adjectives that are part of the unit.
UNIT_ADJECTIVES_AFTER = frozenset("básicos porcentuales".split())

# "38,000 run the marathon", "unos 4.000 corrieron": a count that does what the verb
# says counts those who do it, named by the verb's agent noun.
AGENT_NOUNS = {
    **dict.fromkeys("run ran".split(), "runners"),
    **dict.fromkeys("swim swam".split(), "swimmers"),
    **dict.fromkeys("voted".split(), "voters"),
    **dict.fromkeys("marched".split(), "marchers"),
    **dict.fromkeys("cycled rode".split(), "cyclists"),
    **dict.fromkeys("walked".split(), "walkers"),
    **dict.fromkeys("compete competed".split(), "competitors"),
    **dict.fromkeys("participate participated".split(), "participants"),
    **dict.fromkeys("attend attended".split(), "attendees"),
    **dict.fromkeys("corren corrieron correrán corrían".split(), "corredores"),
    **dict.fromkeys("nadan nadaron nadarán".split(), "nadadores"),
    **dict.fromkeys("votan votaron votarán votaban".split(), "votantes"),
    **dict.fromkeys("compiten compitieron competirán".split(), "competidores"),
    **dict.fromkeys("participan participaron participarán".split(), "participantes"),
    **dict.fromkeys("asisten asistieron asistirán".split(), "asistentes"),
    **dict.fromkeys("pedalean pedalearon".split(), "ciclistas"),
}


# "Dos de las embarcaciones fueron rescatadas": a part of a group as the subject.
PART_AS_SUBJECT_AFTER = re.compile(
    r"\s+(?:of\s+the|de\s+(?:los|las))\s+(?P<noun>[^\W\d_]{3,}s)\s+(?:were|was|have\s+been|had\s+been|fueron|"
    r"han\s+sido|habían\s+sido|resultaron|quedaron)\s+[^\W\d_]+(?:ed|en|ad[oa]s|id[oa]s)\b",
    re.IGNORECASE,
)

# "including three in a bus", "entre ellos dos menores".
INCLUDING_BEFORE = re.compile(
    r"\b(?:including|among\s+them|among\s+whom|incluidos|incluidas|entre\s+ellos|entre\s+ellas)\s+$",
    re.IGNORECASE,
)

# "por cinco votos contra uno", "by four votes to one": the votes on the other side.
VOTES_AGAINST_BEFORE = re.compile(r"\b(?P<unit>votos|votes)\s+(?:contra|to|against|a)\s+$", re.IGNORECASE)


def unit_from_sentence(
    text: str, mention: NumberMention, count_start: int, language: str, previous_unit: str = ""
) -> str:
    """What a number with no noun after it counts, read from its sentence: the subject
    of "rose to", what the figure before it in the sentence counted ("312 runners …
    and 11 were taken to hospital"), or people when it is said to have died, fled …"""
    subject = SUBJECT_VERB_BEFORE.search(text, max(0, mention.start - 160), mention.start) or CHANGE_TO_BEFORE.search(
        text, max(0, mention.start - 200), mention.start
    )
    if subject:
        # "The death toll from Sunday's earthquake rose to 312": the head before the
        # first preposition is what is counted.
        # "… 2 millones de pesos. La sanción asciende a": the subject is in this sentence.
        sentence = re.split(r"(?<=[a-záéíóúñ0-9]{2}[.!?])\s+(?=[A-ZÁÉÍÓÚÑ])", subject.group("subject"))[-1]
        # "The Home Office said that recorded thefts dropped to": what was said is the subject.
        sentence = REPORTED_THAT.split(sentence)[-1]
        # "La cifra de visitantes superará las 1.700": what the figure is of.
        sentence = KIND_OF_FIGURE.sub("", sentence)
        words = []
        for word in sentence.split():
            if word.lower() in SUBJECT_ENDS or word.lower() in UNIT_STOP_WORDS:
                break
            words.append(word)
        if (
            words
            and not any(w.lower() in FUNCTION_WORDS and w.lower() not in DETERMINERS for w in words)
            # "la plantilla supera hoy los 23.000": a body is not what it numbers;
            # "las viviendas superan ya las 58.000" count what they name.
            and not (SINGULAR_PRESENT_AFTER.match(text, subject.end("subject")) and not is_plural_head(words[-1]))
        ):
            return clean_unit(" ".join(words))
    noun_of = NOUN_OF_BEFORE.search(text, max(0, count_start - 60), count_start)
    if (
        noun_of
        and noun_of.group("unit").split()[-1].lower() not in NOT_COUNTED_NOUNS
        and not (
            MONEY_NOUNS.search(noun_of.group("unit")) and SCALE_WORD_AT_END.search(text, mention.start, mention.end)
        )
    ):
        return noun_of.group("unit")
    if (
        previous_unit
        and not PERCENT_UNIT.fullmatch(previous_unit)
        and not TIMES_UNIT.fullmatch(previous_unit)
        and not (TIME_UNIT_WORD.fullmatch(previous_unit) and SCALE_WORD_AT_END.search(text, mention.start, mention.end))
        and not (
            previous_unit in MONEY_UNITS
            and (
                SUBJECT_OF_A_VERB_AFTER.match(text, mention.end)
                or ACTED_ON_BEFORE.search(text, max(0, count_start - 40), count_start)
            )
        )
    ):
        # "fell by a third, to 8,450": a share does not say what a count counts,
        # "durará 18 meses y costará 9 millones" does not count months in millions, and
        # "cost €45 and 8,000 have been sold" does not sell euros.
        return previous_unit
    verb = SPACED_WORD.match(text, mention.end)
    if verb and verb.group("word").lower() in AGENT_NOUNS:
        return AGENT_NOUNS[verb.group("word").lower()]
    workers = WORKERS_BEFORE.search(text, max(0, count_start - 20), count_start)
    if workers:
        return "workers" if workers.group("en") else "trabajadores"
    after = PEOPLE_AFTER.match(text, mention.end) or WITHOUT_AFTER.match(text, mention.end)
    if after or PEOPLE_BEFORE.search(text, max(0, count_start - 30), count_start):
        verb = after.group() if after else text[max(0, count_start - 30) : count_start]
        return "personas" if language.startswith("es") or SPANISH_WORDS.search(verb) else "people"
    return ""


# "la especialidad con más pacientes en lista, unos 190.000", "the county with the
# most cases, about 3,000": the number restates the noun counted before the comma.
MOST_NOUN_BEFORE = re.compile(
    r"\b(?:más|menos|most|fewest|more|fewer|mayor\s+número\s+de|largest\s+number\s+of)\s+"
    r"(?P<unit>[^\W\d_]+s)\b[^.;:!?,]{0,40},\s*"
    r"(?:(?:about|around|some|roughly|nearly|almost|over|more\s+than|unos|unas|cerca\s+de|casi|más\s+de|"
    r"alrededor\s+de)\s+)?$",
    re.IGNORECASE,
)

# "Now it is about 1,400", "la cifra es hoy de 300": the figure the text gave last.
IT_IS_BEFORE = re.compile(
    r"\b(?:it|that|this|the\s+figure|the\s+number|the\s+total|la\s+cifra|el\s+número|el\s+total)\s+"
    r"(?:is|was|has\s+been|stands\s+at|es|era|fue|ha\s+sido|está\s+en)\s+(?:(?:now|today|hoy|ahora)\s+)?"
    r"(?:de\s+)?(?:(?:about|around|some|roughly|nearly|almost|over|more\s+than|unos|unas|cerca\s+de|casi|"
    r"más\s+de|alrededor\s+de)\s+)?$",
    re.IGNORECASE,
)


def elided_unit(text: str, count_start: int, paragraph_unit: str) -> str:
    """What a number with no noun counts when its sentence left the noun out: the noun
    a superlative named before the comma, or, after "it is", the unit of the figure
    just before it in the paragraph."""
    most = MOST_NOUN_BEFORE.search(text, max(0, count_start - 80), count_start)
    if most:
        return most.group("unit")
    if paragraph_unit and IT_IS_BEFORE.search(text, max(0, count_start - 40), count_start):
        return paragraph_unit
    return ""


PAST_TENSE_WORD = re.compile(r"[a-z]{2,}ed")


def is_the_counts_verb(text: str, unit: str, start: int) -> bool:
    """ "… and 40 died", "Forty fled": a count that opens its clause is its subject, and
    a lone past-tense word after it is its verb, not what it counts ("left 40 wounded")."""
    if not PAST_TENSE_WORD.fullmatch(unit):
        return False
    return bool(CLAUSE_OPENING.search(text, max(0, start - 12), start)) or start == 0


def unit_words(text: str, position: int) -> list[str]:
    """The words of the noun phrase after a number, up to a stop word."""
    words = []
    for match in SPACED_WORD.finditer(text, position):
        if match.start() != position or len(words) >= MAX_UNIT_WORDS:
            break
        word = match.group("word")
        if word.lower() in UNIT_STOP_WORDS or word.lower() in CONNECTORS:
            break
        words.append(word)
        position = match.end()
    return words


def has_unit(text: str, position: int) -> bool:
    """Whether a counted noun follows: "2000 soldiers", not "2013, when" or "1997 until"."""
    match = SPACED_WORD.match(text, position)
    return bool(match) and match.group("word").lower() not in STOP_WORDS_AND_CONNECTORS


def _opens_an_object(text: str, position: int) -> bool:
    """ "signed the petition": a determiner after a word in -ed shows it is a verb with
    its object ("3,000 signed the petition"), not an adjective ("1,200 registered voters")."""
    following = SPACED_WORD.match(text, position)
    return bool(following) and following.group("word").lower() in DETERMINERS | OBJECT_PRONOUNS


def _is_followed_by(text: str, position: int, words: frozenset[str]) -> bool:
    following = SPACED_WORD.match(text, position)
    return bool(following) and following.group("word").lower() in words


def _names_a_time(text: str, position: int) -> bool:
    """ "el martes", "the year before": the word after a determiner is a time."""
    match = SPACED_WORD.match(text, position)
    return bool(match) and (
        bool(TIME_UNIT_WORD.fullmatch(match.group("word"))) or match.group("word").lower() in WEEKDAYS_AND_MONTHS
    )


def _starts_noun_phrase(text: str, position: int) -> bool:
    """Whether the word at `position` can open a counted noun phrase: not a stop word,
    unless it is an adjective of how often with a noun after it ("weekly flights")."""
    match = SPACED_WORD.match(text, position)
    if not match:
        return False
    lower = match.group("word").lower()
    if lower in FREQUENCY_ADJECTIVES:
        return _starts_noun_phrase(text, match.end())
    return lower not in STOP_WORDS_AND_CONNECTORS


def _names_a_group(text: str, position: int) -> bool:
    """ "of the protesters", "de los manifestantes": a determiner and a word after
    "of" (not "of the 27 seats", whose second number says what is counted)."""
    determiner = SPACED_WORD.match(text, position)
    if not determiner or determiner.group("word").lower() not in GROUP_DETERMINERS:
        return False
    noun = SPACED_WORD.match(text, determiner.end())
    return (
        bool(noun)
        # "86 de las cuales": a relative, whose noun is the figure's before.
        and noun.group("word").lower() not in UNIT_STOP_WORDS | {"cuales"}
        and not noun.group("word").endswith(("’s", "'s", "’", "'"))
    )


def counted_unit(text: str, mention: NumberMention, position: int) -> tuple[str, int]:
    """The counted noun phrase after the number, and where it ends."""
    words: list[str] = []
    end = position
    cursor = position
    # "3 millones de euros", "2 million of them": a scale word takes "of" like a noun.
    allow_connector = (
        mention.vague
        or mention.percent
        or mention.dozens
        or bool(SCALE_WORD_AT_END.search(text, mention.start, mention.end))
    )
    small_in_words = mention.in_words and mention.value is not None and mention.value < 10
    while len(words) < MAX_UNIT_WORDS:
        match = SPACED_WORD.match(text, cursor)
        if not match:
            break
        word = match.group("word")
        lower = word.lower()
        if not words and lower in MORE_BEFORE_NOUN:
            if _starts_noun_phrase(text, match.end()):
                # "4,000 more jobs": what is counted follows "more".
                cursor = match.end()
                continue
        if not words and lower in EXPECTATION_PARTICIPLES and not _starts_noun_phrase(text, match.end()):
            # "the 2,800 expected", "las 2.800 previstas" ("14,000 planned operations" counts).
            break
        if lower in FREQUENCY_ADJECTIVES and _starts_noun_phrase(text, match.end()):
            words.append(word)
            cursor = match.end()
            continue
        if not words and lower in CONNECTORS and not small_in_words and _names_a_group(text, match.end()):
            # "3,500 of the protesters": counted among the group named after "of";
            # "two of the officers" is a phrase, not a figure.
            words.append(word)
            cursor = match.end()
            continue
        if not words and lower in DETERMINERS | TIME_DETERMINERS and _names_a_time(text, match.end()):
            # "frente a 950 el año pasado", "58 the day before": when, not what.
            break
        if not words and (
            lower.endswith(("aron", "ieron", "arán", "erán", "irán", "arían", "erían", "irían", "ían", "aban"))
            or lower in PAST_VERBS
            or lower in AGENT_NOUNS
            or (lower.endswith("ed") and len(lower) > 4 and _opens_an_object(text, match.end()))
            or (
                lower.endswith("ed")
                and len(lower) > 4
                and _is_followed_by(text, match.end(), PREPOSITIONS_AFTER_A_VERB)
            )
        ):
            # "12 sufrieron fiebre", "a family of five came in": a verb, not what is counted.
            break
        if len(words) == 1 and MEASURES.fullmatch(words[0]) and lower in {"cuadrados", "cúbicos", "cuadradas"}:
            # "40 kilómetros cuadrados", "15 metros cúbicos": the measure in two words.
            words.append(word)
            cursor = match.end()
            break
        if len(words) == 1 and MEASURES.fullmatch(words[0]):
            # "3,5 toneladas de carga", "14 km through the snow": the measure is the unit.
            break
        if lower in CONNECTORS:
            if not words and not allow_connector:
                break
            following = SPACED_WORD.match(text, match.end())
            if not following or following.group("word").lower() in UNIT_STOP_WORDS:
                break
        elif lower in UNIT_STOP_WORDS:
            break
        elif lower.endswith("ly") and len(lower) > 4 and lower not in NOUNS_IN_LY:
            # "410 mostly young volunteers": the adverb and the adjective it modifies
            # are not what is counted; "rose sharply" ends the phrase.
            adjective = SPACED_WORD.match(text, match.end())
            noun = adjective and SPACED_WORD.match(text, adjective.end())
            if not (noun and not {adjective.group("word").lower(), noun.group("word").lower()} & UNIT_STOP_WORDS):
                break
            cursor = adjective.end()
            continue
        elif (
            words
            and is_plural_head(words[-1])
            and words[-1].lower() not in PRENOMINAL_ADJECTIVES
            and lower not in UNIT_ADJECTIVES_AFTER
        ):
            # "troops killed", "officials dare": after a plural noun the noun phrase
            # has ended, unless "of" carries it on.
            break
        elif (
            words
            and words[-1].lower() not in CONNECTORS | DETERMINERS
            and not words[-1].lower().endswith(("’s", "'s"))
            and is_a_verb(lower, SPACED_WORD.match(text, match.end()))
        ):
            # "a third of the budget went", "la mitad de los votantes apoyó".
            break
        words.append(word)
        cursor = match.end()
    while words and (words[-1].lower() in CONNECTORS or words[-1].lower() in DETERMINERS):
        words.pop()
    if words:
        end = text.find(words[-1], position) + len(words[-1])
        # Find the last word's own occurrence, not an earlier one with the same letters.
        end = position
        for word in words:
            end = text.find(word, end) + len(word)
    if mention.percent:
        spanish = re.search(r"ciento$", text[mention.start : mention.end]) or (
            mention.fraction and words and words[0].lower() in {"de", "del"}
        )
        sign = "por ciento" if spanish else "percent"
        if words and words[0].lower() in CONNECTORS and not (
            len(words) > 1 and words[1].lower() in WEEKDAYS_AND_MONTHS
        ):
            # "el 3,1 % de septiembre" is September's rate, not a share of September.
            return f"{sign} {' '.join(words)}", end
        return sign, position
    if mention.currency or mention.measure:
        return mention.currency or mention.measure, position
    return clean_unit(" ".join(words)), end


MEASURES = re.compile(
    r"km|kms|kilomet(?:re|er)s?|kilómetros?|miles?|millas?|met(?:re|er)s?|metros?|m|cm|mm|kg|kgs|kilos?|"
    r"kilograms?|kilogramos?|grams?|gramos?|tonnes?|tons?|toneladas?|lit(?:re|er)s?|litros?|hectares?|"
    r"hectáreas?|acres?|degrees?|grados?|mph|barrels?|barriles|megawatts?|megavatios?|gigawatts?|"
    r"gigavatios?|MW|GW|kWh|MWh|GWh|TWh|mm|feet|foot|ft|inches|pulgadas|hectómetros?|hm3|milímetros?|"
    r"millimet(?:re|er)s?|centímetros?|centimet(?:re|er)s?",
    re.IGNORECASE,
)

SCALE_WORD_AT_END = re.compile(
    r"(?:million|millions|billion|billions|millones|millón|mil|billones)(?:\s+y\s+medi[oa])?$", re.IGNORECASE
)

PAST_VERBS = frozenset(
    "went came rose fell grew took made got saw won fled spent paid set held sold built seen given taken "
    # "The other two left early", "40 stood in line": irregular pasts that are no nouns.
    "left lost fought sent brought caught bought kept met stood struck told gave began broke chose drove flew "
    "threw wore sat slept stayed".split()
)

# "the record of 1.41 million recorded in 2019": a participle then a preposition is a verb.
PREPOSITIONS_AFTER_A_VERB = frozenset("in on at by during since last this between from".split())

OBJECT_PRONOUNS = frozenset({"him", "her", "them", "it", "us", "me", "you", "lo", "la", "los", "las", "le", "les"})

COMMON_VERBS = frozenset(
    """went came rose fell grew took made got saw won lost paid spent fled say says want wants live
    lives work works need needs support supports oppose opposes back backs favour favor believe
    believes think thinks use uses own owns earn earns vote votes voted live lived goes go gets get
    comes come remains remain makes make takes take va van iba iban irá irán supera superan
    fought left sent brought caught bought built held kept met ran sold stood struck told gave began
    broke chose drove flew rode threw wore
    fue fueron votó votaron apoyó apoyaron cree creen vive viven trabaja trabajan recibe reciben
    tiene tienen""".split()
)


def is_a_verb(word: str, following: re.Match | None) -> bool:
    """A word that, after a noun, starts the predicate: "went", "backed him", "apoyó";
    not "armed forces", where a noun follows the participle."""
    if word in COMMON_VERBS or word.endswith(("aron", "ieron")) or (word.endswith("ó") and len(word) > 3):
        return True
    if not (word.endswith("ed") and len(word) > 4):
        return False
    after = following.group("word").lower() if following else ""
    return not after or after in UNIT_STOP_WORDS or after in DETERMINERS or after in OBJECT_PRONOUNS


PLURALS_WITHOUT_S = frozenset({"people", "children", "men", "women", "police", "gente", "personas"})


def is_plural_head(word: str) -> bool:
    lower = word.lower()
    if lower in PLURALS_WITHOUT_S:
        return True
    if lower in CONNECTORS or lower in DETERMINERS or lower in {"unos", "unas", "these", "those", "sus", "tus", "mis"}:
        return False
    return lower.endswith("s") and not lower.endswith(("ss", "’s", "'s", "us", "is"))


LEADING_DETERMINERS = re.compile(
    r"^(?:(?:of|de|del|the|a|an|el|la|los|las|its|their|sus?|these|those|estos|estas|esos|esas)\s+)+", re.IGNORECASE
)


def clean_unit(phrase: str) -> str:
    """ "of the other countries" -> "other countries": what is counted, bare."""
    return LEADING_DETERMINERS.sub("", phrase)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
