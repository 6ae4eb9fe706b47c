"""What a number with no noun after it counts, read from its sentence.

`unit_from_sentence` reads the subject of "rose to" ("Cases topped 3,400" -> cases),
the noun before "of" ("a crowd of 40,000" -> crowd), a verb said of people ("830,000
were evacuated" -> people, "dejó a 230.000 sin luz" -> personas) or of work ("The plant
employs 1,100" -> workers); `elided_unit` the noun a sentence left out ("the county
with the most cases, about 3,000"). The patterns that tell `claims.extraction.figures`
a count of people or of part of a group by its verb ("Two died", "Dos de las
embarcaciones fueron rescatadas") are here too. The noun phrase written after a number
is read by `claims.extraction.units`.
"""

import re

from claims.extraction.apposed_groups import group_before
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import FUNCTION_WORDS
from claims.extraction.number_words import NumberMention
from claims.extraction.unit_kinds import (
    is_a_duration,
    MONEY_NOUNS,
    MONEY_UNITS,
    PERCENT_UNIT,
    TIMES_UNIT,
)
from claims.extraction.units import (
    AGENT_NOUNS,
    DETERMINERS,
    FREQUENCY_ADJECTIVES,
    MEASURES,
    PLURALS_WITHOUT_S,
    REPORTING_PARTICIPLES,
    SCALE_WORD_AT_END,
    SPACED_WORD,
    UNIT_STOP_WORDS,
    clean_unit,
    is_plural_head,
)


# "4,200 milligrams per litre, … the permitted limit of 250", "el límite legal de 50": a
# limit is given in the measure its sentence named before.
LIMIT_NOUNS = frozenset("limit limits threshold ceiling cap maximum standard límite umbral tope máximo".split())
MEASURE_BEFORE = re.compile(
    r"\d[\d.,]*\s+(?P<measure>(?:milligrams?|micrograms?|miligramos?|microgramos?|"
    + MEASURES.pattern
    + r")(?:\s+(?:per|por)\s+(?:cubic\s+)?[^\W\d_]+(?:\s+(?:cúbicos?|cuadrados?))?)?)\b",
    re.IGNORECASE,
)


def _measure_a_limit_bounds(text: str, noun_of: re.Match, count_start: int) -> str:
    # "el límite diario de 50": a Spanish limit puts its adjective after the noun.
    if not any(word.lower() in LIMIT_NOUNS for word in noun_of.group("unit").split()):
        return ""
    sentence_start = max(text.rfind("\n", 0, count_start), *(text.rfind(m, 0, count_start) for m in (". ", "! ", "? ")))
    measures = list(MEASURE_BEFORE.finditer(text, sentence_start + 1, count_start))
    return measures[-1].group("measure") if measures else ""


# "a television audience of more than 4 million", "una multitud de 40.000", "a sell-out
# crowd of 6,200" (a hyphened word too): the noun before "of";
# a headline may drop the article before "record" ("in front of record crowd of 79,460").
NOUN_OF_BEFORE = re.compile(
    r"(?:\b(?:an?|one|the|un|una|el|la)\s+|\b(?=record\s))(?:record\s+)?(?P<unit>(?:[^\W\d_]+(?:-[^\W\d_]+)?\s+){0,2}?[^\W\d_]+)\s+(?:of|de)\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de|"
    r"alrededor\s+de|at\s+least|al\s+menos|up\s+to|hasta)\s+)?$",
    re.IGNORECASE,
)

# "Cases topped 3,400", "The death toll rose to 14": the subject is what is counted.
# What follows the subject: the verb that puts it at the number, to the window's end.
_SUBJECT_VERB_TAIL = (
    r"(?:topped|surpassed|exceeded|passed|passes|reached|hit|totalled|totaled|numbered|stood\s+at|rose\s+to|climbed\s+to|"
    # "user reports peaked at about 86,000", "las quejas tocaron techo en 900": a highest level.
    r"peaked\s+at|peaks\s+at|bottomed\s+out\s+at|toc(?:ó|aron)\s+techo\s+en|"
    r"rises\s+to|climbs\s+to|falls\s+to|reaches|tops|hits|"
    # "Dengue deaths in Bangladesh pass 900", "dengue cases reach 41": a headline's plural
    # subject in the present (not "hopes to reach 80,000", "should not exceed 15").
    r"(?<!\bto\s)(?<!\bnot\s)(?:pass|reach|exceed|surpass)|"
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
    # "night flights would be capped at 2,000 a year", "las licencias quedarán limitadas a
    # 300": what a cap holds down.
    r"(?:(?:would|will|could|should|must|to)\s+be|are|were|is|was|be)\s+(?:capped|limited)\s+(?:at|to)|"
    # "The grey heron population … is estimated at 9,500", "los ejemplares se estiman en
    # 4.000": what an estimate is of.
    r"(?:is|was|are|were|has\s+been|have\s+been)\s+(?:now\s+)?estimated\s+at|se\s+estim(?:a|an|aba|aban)\s+en|"
    r"(?:estarán|están|quedarán|quedan|quedarían|serán|son)\s+limitad[oa]s\s+a|"
    # "the number of shops … will be cut from about 6,000 to 600", "los puestos serán
    # reducidos de 900 a 300": a change done to the subject.
    r"(?:(?:would|will|could|should|must|to)\s+be|are|were|is|was|be|has\s+been|have\s+been)\s+"
    r"(?:cut|reduced|lowered|raised|increased|slashed|trimmed)\s+(?:from|to)|"
    r"(?:serán|fueron|será|fue|han\s+sido|ha\s+sido)\s+(?:reducid|recortad|rebajad|ampliad|elevad)[oa]s?\s+(?:de|a|hasta)|"
    # "the number of patients waiting … had already fallen from 61 in August".
    r"(?:already\s+)?(?:fallen|risen|grown|dropped)\s+from|"
    r"(?:super|rebas|sobrepas)(?:ará|arán|aría|arían|a|an)|"
    # "los afectados podrían superar los 5.000", "losses could exceed 2,000": a possible level.
    r"(?:podría|podrían|puede|pueden|could|may|might|would)\s+(?:superar|rebasar|sobrepasar|alcanzar|"
    r"exceed|top|surpass|reach))\s+"
    # "las viviendas vacacionales superan ya las 58.000".
    r"(?:(?:ya|hoy|ahora|todavía|aún)\s+)?"
    # "Exports reached a record 4.1 million", "las visitas alcanzaron un récord de 9.200":
    # a record is still a level of the subject.
    r"(?:(?:an?\s+(?:new\s+)?(?:record|all-time)(?:\s+high)?(?:\s+of)?|"
    r"(?:un|una|la)\s+(?:nuevo\s+|nueva\s+)?(?:récord|cifra\s+récord|máximo(?:\s+histórico)?)(?:\s+de)?)\s+)?"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de|"
    # "Claimants grew from fewer than 20,000", "los casos bajaron a menos de 300".
    r"alrededor\s+de|at\s+least|al\s+menos|between|entre|fewer\s+than|less\s+than|under|menos\s+de)\s+)?"
    # "Attendance fell to just 290,000", "las ventas cayeron a solo 3.000": how low or
    # high the level is, said before it.
    r"(?:(?:just|only|solo|sólo|apenas)\s+)?"
    # "Las reclamaciones alcanzaron las 472.000": Spanish puts the article before the amount.
    r"(?:(?:los|las|el|la)\s+)?$"
)
_SUBJECT_VERB_HEAD = (
    # "According to the ministry, crop insurance claims reached", "said that thefts dropped to".
    r"(?:^|[.;:!?]\s+|\n|,\s+(?:(?:and|but|while|y|pero)\s+)?|\b(?:that|que|y|and)\s+)\s*"
    r"(?:(?:the|its|their|el|la|los|las|su|sus)\s+)?(?P<subject>(?:[\w’'.-]+\s+){0,15}?[^\W\d_][\w’'-]*)"
    # "Runway incursions, in which …, numbered": a relative clause between commas; "The
    # rural population, those living outside towns, fell to": an apposition too.
    r"(?:,\s+(?:in\s+which|which|who|that|where|en\s+(?:el|la|los|las)\s+que|que|quienes|quien|donde|"
    r"those|a\s+group|aquellos|aquellas|un\s+grupo)\b"
    r"[^.;:!?]{0,120}?,)?"
    # "el número de acreditados, que pasó de 1.250", "visitors, which rose to 9,000": a
    # relative pronoun the verb follows stands for the subject.
    r"(?P<relative>,\s+(?:which|que))?\s+"
)
SUBJECT_VERB_BEFORE = re.compile(_SUBJECT_VERB_HEAD + _SUBJECT_VERB_TAIL, re.IGNORECASE)
# The verb alone, after a space: a window SUBJECT_VERB_BEFORE can match ends so, and
# most windows do not, where SUBJECT_VERB_BEFORE would try each of up to 16 words
# before the number as the start of a subject first.
SUBJECT_VERB_ENDING = re.compile(r"\s" + _SUBJECT_VERB_TAIL, re.IGNORECASE)

# "Las nuevas inscripciones en la región fueron 2.470", "New registrations were 912":
# a plural subject opening its sentence, at most two words before the copula after its head.
PLURAL_PRONOUNS = frozenset(
    "ellos ellas nosotros nosotras vosotros vosotras ustedes otros otras todos todas ambos ambas estos estas "
    "esos esas aquellos aquellas these those others".split()
)
PLURAL_COPULA_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n)(?:(?:the|its|their|our|my|his|her|el|la|los|las|sus|mis|nuestros|nuestras)\s+)?"
    r"(?P<subject>(?:[^\W\d_]+\s+){0,2}?(?P<head>[^\W\d_]{4,}s))"
    r"(?:\s+(?:in|of|at|en|de)\s+(?:(?:the|la|el|los|las)\s+)?[^\W\d_]+)?"
    r"\s+(?:were|are|fueron|son|eran)\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|cerca\s+de)\s+)?$",
    re.IGNORECASE,
)

# "esa cifra", "that figure": a subject that points back to the figure given before.
THAT_FIGURE_AT_END = re.compile(r"\b(?:esa|esta|that|this)\s+(?:cifra|figure|number|total)$", re.IGNORECASE)

SINGULAR_PRESENT_AFTER = re.compile(r"\s+(?:supera|rebasa|sobrepasa)\b", re.IGNORECASE)

# "Serious incidents fell last year to 23", "Arrivals fell by a third in February, to
# 8,450": a change told before where it ended.

CHANGE_TO_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n|,\s+(?:(?:and|but|while)\s+)?|\b(?:that|que)\s+)\s*"
    r"(?:(?:the|its|their|el|la|los|las)\s+)?(?P<subject>(?:[\w’'.-]+\s+){0,15}?[^\W\d_][\w’'-]*)\s+"
    r"(?:(?:fell|rose|dropped|climbed|jumped|grew|increased|decreased|declined|slipped|surged|plunged|soared|"
    # "Average crowds have fallen by about 15% this season to just under 9,000".
    r"fallen|risen|grown|"
    r"doubled|tripled|halved|double|triple|halve)\b"
    # "fell by about 18% last year, to 286": a share of the change may come between;
    # "had roughly doubled since 2021, to 310", "fell by 18% between 2019 and 2023, to
    # 142,000": or the years it is measured over.
    # "climbed by 96,000 to 1.82 million": the size of the change too, and "by" ends it.
    r"(?:[^.;:!?\d]|\d+(?:[.,]\d+)?\s?(?:%|percent\b|per\s+cent\b)|(?<=\s)(?:19|20)\d\d\b(?![.,]?\d)|"
    r"(?<=by\s)\d[\d,.]*\d(?:\s+(?:thousand|million|billion))?\b){0,60}?"
    # "fell slightly, from 212 to 198", "could almost double, from around 19,000": where
    # the change starts, set off after it.
    r"(?:,?\s+(?:to|by)|,\s+from)|"
    # "El número de viajeros creció un 12 %, hasta 4,1 millones".
    r"(?:creció|crecieron|subió|subieron|bajó|bajaron|cayó|cayeron|aumentó|aumentaron|descendió|descendieron)\b"
    # "Los robos subieron en 2024 a 3.100": the year of the change, then where it ended.
    # "creció un 20 % hasta superar los 7.000": the level it passed or reached.
    r"(?:[^.;:!?]{0,40}?,?\s+hasta(?:\s+(?:superar|rebasar|sobrepasar|alcanzar|rozar)(?:\s+(?:los|las))?)?|"
    r"[^.;:!?\d]{0,40}?,\s+(?:de|desde)|\s+en\s+(?:19|20)\d\d\s+a))\s+"
    r"(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|at\s+least|just\s+under|just\s+over|"
    r"under|casi|unos|unas|más\s+de|cerca\s+de)\s+)?$",
    re.IGNORECASE,
)

# "forces the canal to cut daily transits to 24", "reducirá los tránsitos diarios a 24":
# what a change is made to, then where it ends, is counted.
OBJECT_CHANGE_TO_BEFORE = re.compile(
    r"\b(?:cut|cuts|cutting|reduce[sd]?|reducing|raise[sd]?|raising|increase[sd]?|increasing|lower(?:s|ed|ing)?|"
    r"lift(?:s|ed|ing)?|boost(?:s|ed|ing)?|trim(?:s|med|ming)?|slash(?:es|ed|ing)?|"
    r"reduc(?:e|en|ir|irá|irán|iría|ió|ido)|redujo|redujeron|recort(?:a|an|ar|ará|arán|ó|aron|ado)|"
    r"aument(?:a|an|ar|ará|arán|ó|aron|ado)|elev(?:a|an|ar|ará|arán|ó|aron|ado)|"
    r"baj(?:a|an|ar|ará|arán|ó|aron|ado))\s+"
    r"(?P<subject>(?:the|its|their|el|la|los|las|sus?)\s+[^.;:!?\d]{1,80}?|[a-z][^.;:!?\d]{1,60}?)\s+"
    r"(?:to|a|hasta)\s+(?:(?:about|around|some|roughly|nearly|almost|just\s+under|just\s+over|unos|unas|"
    r"cerca\s+de|casi)\s+)?(?:(?:los|las)\s+)?$",
    re.IGNORECASE,
)

# "The census put the population at 122.6 million", "el registro cifró la población en
# 47 millones": an estimate says what it puts at the number.
OBJECT_PUT_AT_BEFORE = re.compile(
    r"\b(?:put|puts|putting|pegged|pegs|estimated|estimates|estimating|"
    r"cifr(?:a|an|ó|aron|ará|aba)|estim(?:a|an|ó|aron|ará|aba)|sitú(?:a|an)|situ(?:ó|aron|ará|aba))\s+"
    r"(?P<subject>(?:the|its|their|el|la|los|las|sus?)\s+[^.;:!?\d]{1,60}?)\s+"
    r"(?:at|en)\s+(?:(?:about|around|some|roughly|nearly|almost|more\s+than|over|unos|unas|"
    r"cerca\s+de|casi|más\s+de)\s+)?(?:(?:los|las)\s+)?$",
    re.IGNORECASE,
)

# "Dengue cases have risen sharply, with more than 9,000 reported this year", "los
# casos han aumentado, con más de 9.000 registrados": "with" and a participle of
# counting give a part of what the clause before said had changed.
WITH_COUNTED_BEFORE = re.compile(
    r"\b(?P<noun>[^\W\d_]{3,}s)\s+(?:(?:de|of)\s+)?(?:[^\W\d_]+\s+)?(?:have|has|had|han|habían|ha)\s+(?:risen|grown|climbed|increased|"
    r"soared|surged|fallen|dropped|declined|aumentado|crecido|subido|caído|disminuido|bajado)\b[^.;:!?\d]{0,80}?,\s+"
    r"(?:with|con)\s+(?:(?:more\s+than|over|about|around|nearly|almost|some|roughly|más\s+de|casi|unos|unas|"
    r"cerca\s+de|alrededor\s+de)\s+)?$",
    re.IGNORECASE,
)
COUNTED_PARTICIPLE_AFTER = re.compile(
    r"\s+(?:reported|recorded|confirmed|registered|notified|registrad[oa]s|notificad[oa]s|confirmad[oa]s|reportad[oa]s)\b",
    re.IGNORECASE,
)

# "Tickets cost €45 and 8,000 have been sold", "se han vendido 8.000": a count that is
# the subject of a verb, or what a perfect or reflexive verb acted on, is not money.
SUBJECT_OF_A_VERB_AFTER = re.compile(
    r"\s+(?:have|has|had|were|was|are|is|will|han|habían|fueron|serán|se)\b", re.IGNORECASE
)

ACTED_ON_BEFORE = re.compile(
    r"\b(?:(?:se\s+)?(?:han|ha|habían|había)\s+[a-záéíóúñ]+(?:ado|ido)s?|se\s+[a-záéíóúñ]+(?:aron|ieron|ó))\s+$",
    re.IGNORECASE,
)

# "830,000 were evacuated", "12 died", "murieron 12": verbs said of people.
PEOPLE_VERBS = (
    r"evacuated|killed|injured|wounded|hurt|displaced|arrested|detained|rescued|hospitali[sz]ed|"
    r"infected|affected|stranded|missing|dead|died|fled|drowned|trapped|treated|vaccinated|discharged|"
    r"dad[oa]s\s+de\s+alta|"
    r"evacuad[oa]s|muert[oa]s|herid[oa]s|desplazad[oa]s|detenid[oa]s|arrestad[oa]s|rescatad[oa]s|"
    r"hospitalizad[oa]s|ingresad[oa]s|"
    # "nueve fueron trasladados a hospitales", "a distintos centros de salud".
    r"trasladad[oa]s\s+(?:al|a(?:\s+(?:un|una|los|las|varios|varias|distintos|distintas|diferentes))?)\s+"
    r"(?:hospital(?:es)?|cl[ií]nicas?|centros?\s+(?:médicos?|de\s+salud|asistenciales))|"
    r"desaparecid[oa]s|afectad[oa]s|atendid[oa]s|vacunad[oa]s|alojad[oa]s|realojad[oa]s|"
    r"desalojad[oa]s|murieron|fallecieron|huyeron|taken\s+to\s+(?:(?:a|the|local|nearby|several)\s+)?hospitals?|"
    r"sheltered|homeless|"
    # "23 dug out alive", "12 fueron sacados con vida": only the living are found alive.
    r"(?:dug|pulled|brought|found)\s+(?:out\s+)?alive|(?:sacad|encontrad|hallad)[oa]s\s+con\s+vida|"
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
    rf"\s+(?:ya\s+)?(?:(?:were|are|was|have\s+been|had\s+been|has\s+been|have|had|has|remain|remained|were\s+still|"
    rf"are\s+still|will\s+be|se\s+han|se\s+habían|serán|fueron|han\s+sido|habían\s+sido|están|estaban|siguen|sigue|permanecen|continúan|resultaron|quedaron)\s+)?"
    # "Six have since been discharged", "Six have since died": an adverb after the auxiliary.
    rf"(?:(?<=have\s)(?:since|already|now|also)\s+(?:been\s+)?|(?<=has\s)(?:since|already|now|also)\s+(?:been\s+)?)?"
    rf"(?:{PEOPLE_VERBS})\b",
    re.IGNORECASE,
)

PEOPLE_BEFORE = re.compile(
    r"\b(?:murieron|fallecieron|huyeron|killed|injured|wounded|evacuated|arrested|detained|rescued|"
    r"treated|vaccinated|housed|sheltered|surveyed|interviewed|deported|pulled|pulled\s+out|"
    # A headline's present: "Police arrest 30", "Army evacuates 2,000".
    r"arrests?|evacuates?|rescues?|detains?|kills?|injures?|deports?|"
    r"houses|shelters|accommodates|"
    # "the flood tore through the valley, killing at least 2": the participle of an event's toll.
    r"killing|injuring|wounding|evacuating|rescuing|arresting|detaining|displacing|"
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

# "forcing 1,300 from their homes", "forced 400 to leave their homes", "obligó a 1.300 a
# abandonar sus casas", "forces 47 from homes": only people are driven out of their homes.
FROM_HOMES_AFTER = re.compile(
    r"\s+(?:(?:from|out\s+of)\s+|to\s+(?:leave|flee|abandon|evacuate)\s+)(?:their|his|her)\s+"
    r"(?:homes?|houses?|flats?|apartments?)\b|"
    # "Sinkhole forces 47 from homes": a headline drops the possessive.
    r"\s+(?:from|out\s+of)\s+homes\b|"
    r"\s+a\s+(?:abandonar|dejar|salir\s+de)\s+sus\s+(?:casas|hogares|viviendas)\b",
    re.IGNORECASE,
)

SPANISH_WORDS = re.compile(r"\b(?:fueron|han|murieron|fallecieron|huyeron|resultaron|[a-z]+ad[oa]s)\b", re.IGNORECASE)

SUBJECT_ENDS = frozenset("of in from at on for with de del en desde por para con".split())

# "the number of", "a peak of 260,000": the noun before "of" says what kind of figure,
# not what it counts.
NOT_COUNTED_NOUNS = frozenset(
    "total number figure cifra número peak high low record máximo mínimo récord level nivel "
    # "compared with an average of about 1,300", "una media de 40": a kind of figure too.
    "average mean median media promedio "
    # "short of a target of 10,000", "el objetivo de 5.000": what is aimed at, counted
    # in what the text counts.
    "target goal objective aim objetivo meta "
    # "against a forecast of 14,000", "frente a una previsión de 12.000": what was
    # expected, counted in what the text counts.
    "forecast forecasts projection prediction previsión previsiones pronóstico proyección".split()
)

MARGIN_UNITS = {"majority": "votes", "mayoría": "votos"}

# "la población era de 3.000", "el tope fijado … es de 61,5 millones": Spanish gives a
# subject's value with a copula and "de".
COPULAS_BEFORE_DE = frozenset("es era fue será sería son eran fueron serán serían".split())

REPORTED_THAT = re.compile(
    r"\b(?:said|says|reported|reports|showed|shows|estimated|estimates|found|dijo|afirmó|señaló|indicó|informó)\b"
    r"[^,.;]*?\b(?:that|que)\s+",
    re.IGNORECASE,
)

KIND_OF_FIGURE = re.compile(
    r"^(?:(?:the|la|el)\s+)?(?:total|number|figure|cifra|número)\s+(?:of|de)\s+(?=\w)", re.IGNORECASE
)

NUMBER_OF_INSIDE = re.compile(r"(?<=\s)(?:the|el|la)\s+(?:total|number|figure|cifra|número)\s+(?:of|de)\s+(?=\w)", re.I)

SAID_OPENS = re.compile(r"\b(?:said|says|but\s+that|and\s+that)\s+(?=[a-z])")

THAT_OPENS = re.compile(r"(?:^|\s)(?:that|que)\s+(?=(?:the|el|la|los|las)\s)", re.IGNORECASE)
# "Samoa declares measles emergency as cases pass 600", "… mientras los contagios superan
# los 900": the clause "as" or "mientras" opens has its own subject ("as of Monday" opens none).
AS_OPENS = re.compile(r"\b(?:as(?!\s+of\b)|mientras)\s+(?=[a-záéíóúñ])")

# "Dos de las embarcaciones fueron rescatadas": a part of a group as the subject;
# "Tres de los afectados han tenido que ser ingresados", "two of the crew had to be rescued".
PART_AS_SUBJECT_AFTER = re.compile(
    r"\s+(?:of\s+the|de\s+(?:los|las))\s+(?P<noun>[^\W\d_]{3,}s)\s+(?:were|was|have\s+been|had\s+been|fueron|"
    r"han\s+sido|habían\s+sido|resultaron|quedaron|(?:have|has|had)\s+to\s+be|"
    r"(?:han|habían|tuvieron\s+que)\s+(?:tenido\s+que\s+)?ser)\s+[^\W\d_]+(?:ed|en|ad[oa]s|id[oa]s)\b",
    re.IGNORECASE,
)

# "including three in a bus", "entre ellos dos menores".
INCLUDING_BEFORE = re.compile(
    r"\b(?:including|among\s+them|among\s+whom|incluidos|incluidas|entre\s+ellos|entre\s+ellas)\s+$",
    re.IGNORECASE,
)

def unit_from_sentence(
    text: str, mention: NumberMention, count_start: int, language: str, previous_unit: str = ""
) -> str:
    """What a number with no noun after it counts, read from its sentence: the subject
    of "rose to", what the figure before it in the sentence counted ("312 runners …
    and 11 were taken to hospital"), or people when it is said to have died, fled …"""
    group = group_before(text, mention.end, count_start)
    if group:
        return group
    subject = (
        (
            SUBJECT_VERB_ENDING.search(text, max(0, mention.start - 160), mention.start)
            and SUBJECT_VERB_BEFORE.search(text, max(0, mention.start - 160), mention.start)
        )
        or CHANGE_TO_BEFORE.search(text, max(0, mention.start - 200), mention.start)
        or OBJECT_CHANGE_TO_BEFORE.search(text, max(0, mention.start - 120), mention.start)
        or OBJECT_PUT_AT_BEFORE.search(text, max(0, mention.start - 100), mention.start)
    )
    if subject and THAT_FIGURE_AT_END.search(subject.group("subject")):
        # "… 350.000 pasajeros, y calculó que esa cifra superará los 420.000": the figure
        # pointed back to counts what the one before it did.
        return previous_unit if previous_unit and not PERCENT_UNIT.fullmatch(previous_unit) else ""
    if subject:
        # "The death toll from Sunday's earthquake rose to 312": the head before the
        # first preposition is what is counted.
        # "… 2 millones de pesos. La sanción asciende a": the subject is in this sentence.
        # "The Brookhaven Ledger\n\nThe number of people …": nor does it cross a line.
        sentence = re.split(r"(?<=[a-záéíóúñ0-9]{2}[.!?])\s+(?=[A-ZÁÉÍÓÚÑ])|\n", subject.group("subject"))[-1]
        # "The Home Office said that recorded thefts dropped to": what was said is the subject.
        sentence = REPORTED_THAT.split(sentence)[-1]
        # "La cifra de visitantes superará las 1.700": what the figure is of.
        # ", and that the number of people … had doubled, to 310", "señala que el número
        # de hoteles creció …": what "that" opens.
        sentence = THAT_OPENS.split(sentence)[-1]
        # "The airport said night flights would be capped", "… but that night flights":
        # the subject is what was said.
        sentence = SAID_OPENS.split(sentence)[-1] or sentence
        sentence = AS_OPENS.split(sentence)[-1] or sentence
        # "Quiet Skies said the number of flights … could double": what the number of
        # things names is the subject, whatever comes before it.
        named = NUMBER_OF_INSIDE.search(sentence)
        if named:
            sentence = sentence[named.start() :]
        elif subject.groupdict().get("relative"):
            # "a rise in visitors, which rose to …": the relative stands for the noun
            # right before it, a plural count.
            last = sentence.split()[-1] if sentence.split() else ""
            sentence = last if is_plural_head(last) else ""
        kind_of_figure = KIND_OF_FIGURE.match(sentence)
        sentence = KIND_OF_FIGURE.sub("", sentence)
        words = []
        for word in sentence.split():
            if not words and word.lower() in FREQUENCY_ADJECTIVES | REPORTING_PARTICIPLES:
                # "cut daily transits to 24", "Weekly sales rose to 300": how often,
                # before what is counted; "Reported fights dropped from 412": how it
                # is known.
                continue
            if word.lower() in SUBJECT_ENDS or word.lower() in UNIT_STOP_WORDS:
                break
            words.append(word)
        if (
            words
            # "The number of people experiencing homelessness rose …, to 2,871": what
            # "the number of" names is counted, "people" included.
            # "People aged 75 and over … numbered 21.3 million": a plural with no "s"
            # is a noun counted, whatever the lists of names call it.
            and (
                kind_of_figure
                or not any(
                    w.lower() in FUNCTION_WORDS and w.lower() not in DETERMINERS and w.lower() not in PLURALS_WITHOUT_S
                    for w in words
                )
            )
            # "la plantilla supera hoy los 23.000": a body is not what it numbers;
            # "las viviendas superan ya las 58.000" count what they name.
            and not (SINGULAR_PRESENT_AFTER.match(text, subject.end("subject")) and not is_plural_head(words[-1]))
        ):
            return clean_unit(" ".join(words))
    copula = PLURAL_COPULA_BEFORE.search(text, max(0, count_start - 100), count_start)
    if (
        copula
        and is_plural_head(copula.group("head"))
        and copula.group("head").lower() not in UNIT_STOP_WORDS
        and copula.group("head").lower() not in PLURAL_PRONOUNS
    ):
        # "Las nuevas inscripciones fueron 2.470 el año pasado", "Admissions were 912":
        # a plural subject said to be a number is what it counts.
        return clean_unit(copula.group("subject"))
    counted = WITH_COUNTED_BEFORE.search(text, max(0, count_start - 200), count_start)
    if counted and COUNTED_PARTICIPLE_AFTER.match(text, mention.end):
        return counted.group("noun")
    noun_of = NOUN_OF_BEFORE.search(text, max(0, count_start - 60), count_start)
    noun = noun_of.group("unit") if noun_of else ""
    if noun and noun.split()[-1].lower() in COPULAS_BEFORE_DE:
        # "la población era de 3.000": the subject said to be the number, not a noun
        # "of" it; "el tope … era de 61,5 millones": an amount in millions is money.
        noun = "" if SCALE_WORD_AT_END.search(text, mention.start, mention.end) else noun.rsplit(None, 1)[0]
        noun = "" if noun.lower() in COPULAS_BEFORE_DE else noun
    if (
        noun
        and noun.split()[-1].lower() not in NOT_COUNTED_NOUNS
        and not (MONEY_NOUNS.search(noun) and SCALE_WORD_AT_END.search(text, mention.start, mention.end))
    ):
        measure = _measure_a_limit_bounds(text, noun_of, count_start)
        if measure:
            return measure
        # "by 314 votes to 291, a majority of 23", "una mayoría de 12": a margin of votes.
        return MARGIN_UNITS.get(noun.lower(), noun)
    if (
        previous_unit
        and not PERCENT_UNIT.fullmatch(previous_unit)
        and not TIMES_UNIT.fullmatch(previous_unit)
        and not (is_a_duration(previous_unit) and SCALE_WORD_AT_END.search(text, mention.start, mention.end))
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
    after = (
        PEOPLE_AFTER.match(text, mention.end)
        or WITHOUT_AFTER.match(text, mention.end)
        or FROM_HOMES_AFTER.match(text, mention.end)
    )
    if after or PEOPLE_BEFORE.search(text, max(0, count_start - 30), count_start):
        verb = after.group() if after else text[max(0, count_start - 30) : count_start]
        return "personas" if language.startswith("es") or SPANISH_WORDS.search(verb) else "people"
    return ""


# "la especialidad con más pacientes en lista, unos 190.000", "the county with the
# most cases, about 3,000": the number restates the noun counted before the comma.
MOST_NOUN_BEFORE = re.compile(
    r"\b(?:más|menos|most|fewest|more|fewer|mayor\s+número\s+de|largest\s+number\s+of)\s+"
    r"(?P<unit>[^\W\d_]+s)\b[^.;:!?,]{0,40},\s*"
    # "Las especialidades con más pacientes son traumatología, con 48.700": the first of
    # a list, each item with its count.
    r"(?:(?:con|with)\s+)?"
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
    return _first_person_possession_before(text, count_start)


# "I see my ewes with their throats torn out. Last summer I lost 31 in a single week":
# someone speaking of what they have counts it without naming it again.
FIRST_PERSON_PLURAL = re.compile(
    r"\b(?:my|our|mis|nuestros|nuestras)\s+(?P<noun>[a-záéíóúñ]{3,}s)\b", re.IGNORECASE
)
SENTENCE_END = re.compile(r"[.!?][\"”»]?\s+")


def _first_person_possession_before(text: str, count_start: int) -> str:
    """The first plural a speaker called theirs ("my ewes", "nuestras vacas") in the
    sentence before the count or in its own, within the paragraph."""
    paragraph_start = text.rfind("\n", 0, count_start) + 1
    ends = [m.end() for m in SENTENCE_END.finditer(text, paragraph_start, count_start)]
    start = ends[-2] if len(ends) >= 2 else paragraph_start
    owned = FIRST_PERSON_PLURAL.search(text, start, count_start)
    return owned.group("noun") if owned else ""


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
