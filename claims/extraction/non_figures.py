"""Numbers that are never figures, found by the words around them.

`non_figure_spans(text)` returns the character spans of expressions whose numbers
describe someone or something rather than count it, so that
`claims.extraction.figures` drops every number inside them:

- ages: "a 42-year-old man", "aged 18-24 months" (one range of ages, not two
  figures), "children under 5", "the man, 42, …", "Ana Ruiz (42)", "Lucía Soto,
  de 35 años", "un hombre de 60 años", "personas de entre 18 y 30 años",
  "menores de 18 años", "niños menores de seis años", "una productora de 44 años",
  "tiene 35 años", "a los 70 años", "de 35 años de edad", "mi mamá de 86 años", a person
  named then what they are ("Laura Gil, una aficionada de 27 años"), an age
  then and now with "años" said once ("Entré con 19 años y tengo 47"), an age a
  rule asks for ("Donors must be at least 16", "deben tener al menos 18 años"), the
  oldest or youngest of people named before ("the oldest of them 88", "el más joven
  tiene cuarenta"), the age to come ("when she will be 32");
- phone numbers: "+34 91 123 45 67", "(555) 123-4567", "call 0800 123 456", "the
  hotline on 1300 555 010" (a first group of four digits is no thousands), "la
  línea gratuita 024", "el número gratuito 4343", "el servicio de emergencias 911", a
  short number to reach someone on
  ("contact their bank on 159", "llamar a su banco al 159")
  (`claims.extraction.phone_numbers`);
- street addresses: "12 Fleet Street", "calle Mayor 12", "Avenida de Mayo, 1370",
  "paseo de la Dársena, 1", "calle 7 n.º 6-54" (Colombia), "the 1400 block of Elm
  Street" (`claims.extraction.addresses`);
- a launch's clock: "T+3 minutes 41 seconds", "T-10 seconds";
- background (`claims.extraction.background_numbers`): a retirement age and "the two
  sides";
- numbers that place (`claims.extraction.placing_numbers`): the time left in a match
  ("a falta de diez minutos", "with 40 minutes remaining"), a street by its number ("la
  calle 45 con carrera 12"), "un niño de cinco meses", "his fourth Test hundred",
  "Two people familiar with the matter";
- numbers that label, place or convert (`claims.extraction.labelling_numbers`): "the
  top 150", a tie-break "7-6 (5)", "($1 = 1.3950 Canadian dollars)", "Dentro de diez
  años", "its two biggest rivals", unnamed sources ("Two executives …, speaking on
  condition of anonymity");
- and references ("page 14", "km 14", "mile marker 42"), which
  `claims.extraction.references` knows by the words before a number.

Each pattern is anchored on words that only these expressions use ("aged",
"year-old", "Street", "de … años" after a person); a bare number is left to
`figures`, which knows more of its context.
"""

import re

from claims.extraction.addresses import address_spans
from claims.extraction.background_numbers import background_spans
from claims.extraction.caseless import (
    finds_any,
    first_character_guard,
    holds_any,
    lowercase_twin,
    lowered_text,
    opening_guard,
    searched_as,
)
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.idiom_numbers import idiom_spans
from claims.extraction.labelling_numbers import labelling_spans
from claims.extraction.phone_numbers import phone_spans
from claims.extraction.placing_numbers import placing_spans
from claims.extraction.unasserted_numbers import unasserted_spans

Span = tuple[int, int]


# A number as ages are written: digits or an English number word.
_N = (
    r"(?:\d{1,3}(?:[.,]\d)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|"
    r"sixty|seventy|eighty|ninety)(?:-[a-z]+)?)"
)
_N_RANGE = rf"{_N}(?:\s*(?:[-–]|to|and|y|a)\s*{_N})?"
_AGE_UNITS = r"(?:years?|months?|weeks?|days?)"
PERSON_NOUNS_EN = (
    r"people|persons|children|child|kids|adults|those|men|women|boys|girls|patients|residents|"
    r"anyone|voters|workers|pensioners|teenagers|youths|babies|infants|drivers|students|citizens|minors|donors"
)
PERSON_NOUNS_ES = (
    "hombre|mujer|niño|niña|niños|niñas|joven|jóvenes|anciano|anciana|ancianos|ancianas|chico|chica|"
    "crío|cría|críos|crías|chaval|chavala|chavales|muchacho|muchacha|pibe|piba|gurí|"
    "chicos|chicas|persona|personas|conductor|conductora|vecino|vecina|vecinos|paciente|pacientes|"
    "menor|menores|mayores|bebé|bebés|varón|varones|hijo|hija|hijos|hijas|adolescente|adolescentes|"
    # "una residente de 79 años", "los votantes de 18 a 29 años", "donantes de entre 18 y 40 años".
    "residente|residentes|votante|votantes|elector|electora|electores|donante|donantes|"
    "estudiante|estudiantes|trabajador|trabajadora|trabajadores|turista|turistas|víctima|víctimas|"
    "detenido|detenida|detenidos|fallecido|fallecida|migrante|migrantes|pensionista|pensionistas|"
    "ciudadano|ciudadana|ciudadanos|agente|agentes|soldado|soldados|policía|alumno|alumna|alumnos|"
    # Trades a person is described by: "enfermera de 29 años", "un pescador de 61 años".
    "enfermera|enfermero|médica|médico|maestra|maestro|profesora|profesor|agricultora|agricultor|"
    "pescadora|pescador|ganadera|ganadero|camarera|camarero|cocinera|cocinero|obrera|obrero|minera|"
    "minero|periodista|abogada|abogado|empresaria|empresario|comerciante|dependienta|dependiente|"
    "taxista|camionera|camionero|albañil|jornalera|jornalero|limpiadora|cuidadora|cuidador|"
    # "un operario de 43 que trabajaba", "un adulto mayor de 74".
    "operaria|operario|adulta|adulto|adulta mayor|adulto mayor|"
    "funcionaria|funcionario|ingeniera|ingeniero|economista|jubilada|jubilado|viuda|viudo|"
    "entrenadora|entrenador|directora|director|presidenta|presidente|alcaldesa|alcalde|concejala|concejal|"
    "diputada|diputado|portavoz|jugadora|jugador|ciclista|corredora|corredor|bombera|bombero|pastora|pastor|"
    # Performers: "una soprano chilota de 26 años", "un actor de 40 años".
    "soprano|tenor|barítono|cantante|actriz|actor|bailarina|bailarín|músico|poeta|atleta|piloto|"
    "madre|padre|abuela|abuelo|hermana|hermano|esposa|esposo|marido|novia|novio|"
    # Family as a speaker calls them: "mi mamá de 86 años", "su tía de 70".
    "mamá|papá|abuelita|abuelito|tía|tío|nieta|nieto|sobrina|sobrino|suegra|suegro|prima|primo"
)

# "un maliense", "una marroquí", "un guineano": someone named by where they are from.
DEMONYM_ES = r"[a-záéíóúñ]{3,}(?:és|esa|ense|ano|ana|án|eño|eña|í|ino|ina|ita|ota)"

# Nationalities whose endings DEMONYM_ES leaves out ("-aco" and "-eca" also end "saco" and
# "hipoteca"): "un polaco", "una checa", "un sueco", "una belga".
DEMONYM_MORE_ES = (
    r"(?:(?:polac|chec|eslovac|austriac|guatemaltec|suec|turc|grieg|rus|suiz|norueg|búlgar|húngar|serbi|bosni|"
    r"libi|siri|egipci|paraguay|uruguay|británic|kurd|estoni|eritre)[oa]|belga|croata|español|española|etíope)"
)

# An age in Spanish, in digits or words: "35", "seis", "cuarenta y cuatro", "veintidós".
_N_ES = (
    r"(?:\d{1,3}|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:\s+y\s+[a-z]+)?|"
    # "uno" opens a range of ages: "de entre uno y tres años".
    r"(?:dieci|veinti)[a-záéíóúñ]+|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|"
    r"quince|veinte|cien)"
)
# Someone named by a trade's ending: "productora", "viticultor", "analista" (not "-era":
# "una espera de dos años" is how long, "una carrera de 30 años" a career's length).
TRADE_ES = r"[a-záéíóúñ]{2,}(?:dor|dora|tor|tora|sor|sora|ista)"
# Or by a trade in "-ero", maybe with what they tend or sell: "un jardinero", "un
# criancero de chivos" (not a thing so named: "un crucero", "un vertedero", "un número").
TRADE_ERO_ES = (
    r"(?!(?:número|enero|febrero|crucero|agujero|aguacero|vertedero|basurero|sendero|tercero|primero|"
    r"entero|sombrero|madero|tablero|semillero|invernadero|embarcadero|astillero|acero|cero|dinero)\b)"
    r"[a-záéíóúñ]{3,}ero(?:\s+de\s+[a-záéíóúñ]{3,})?"
)

# Capitalised words that open a sentence or a phrase rather than a name ("En Madrid, una
# espera de dos años"), and words that open a clause or a phrase rather than say what
# someone is ("Ana Ruiz, con un contrato de dos años").
_NOT_A_NAME_ES = (
    "En|Por|Para|Desde|Tras|Con|Según|Sin|Durante|Hasta|Entre|Ante|Bajo|Sobre|El|La|Los|Las|Un|Una|A|Al|De|"
    "Del|Y|Este|Esta|Estos|Estas|Ese|Esa|Su|Sus|Mi|Como|Cuando|Donde|Aunque|Pero|Mientras|Si|Ya|No|Hoy|Ayer|"
    "Además|Así|Allí|Aquí"
)
_NOT_A_DESCRIPTION_ES = (
    "que|quien|cuyo|cuya|con|en|a|al|por|para|tras|desde|durante|hace|el|la|los|las|un|una|y|e|o|de|del|se|"
    "lo|le|su|sus|según|como|sin|muy|más|ya|no"
)

# "up to 12", "hasta los 18 años": the words before an age a right is had up to, and
# the age, with what may follow it.
_UP_TO = (r"de\s+hasta", r"hasta\s+los", r"up\s+to(?:\s+age)?")
_AGE_UP_TO = r"\s+(?P<age>\d{1,2})\b(?![.,]\d)(?=\s*(?:años\b|years?\b|[,.;:)»”\"]|$|(?:y|o|e|que|and|or|who)\b))"

# The smaller parts of an age after its years: ", four months and 25 days", "y siete
# meses".
_AGE_PARTS = rf"(?:,?\s+(?:and\s+|y\s+)?(?:{_N}|{_N_ES})\s+(?:months?|weeks?|days?|meses|mes|semanas?|días?)\b)*"

AGE_PATTERNS = [
    # "aged 18-24 months", "aged between 30 and 40", "ages 5 to 11", "aged 65 and over",
    # "aged six months to five years" (each end with its unit).
    re.compile(
        rf"\b(?:aged|ages|age|edad(?:es)?)\s+(?:of\s+|de\s+)?(?:between\s+|from\s+|entre\s+|over\s+|under\s+|"
        rf"above\s+|below\s+)?{_N}(?:\s+{_AGE_UNITS}(?=\s*(?:[-–]|to|and|y|a)\s*{_N}))?"
        rf"(?:\s*(?:[-–]|to|and|y|a)\s*{_N})?"
        # "The suspects, aged 24, 31 and 37": a list of ages.
        rf"(?:\s*,\s*{_N}(?![.,]\d))*(?:,?\s+(?:and|or|y|o)\s+{_N}(?![.,]\d))?"
        # "at the age of 12 years, four months and 25 days": an age told in parts.
        rf"(?:\s+{_AGE_UNITS}{_AGE_PARTS}(?:\s+old)?|\s+(?:años|meses){_AGE_PARTS})?"
        rf"(?:\s+(?:and|or)\s+(?:over|older|above|under|younger))?",
        re.IGNORECASE,
    ),
    # "a 42-year-old", "5 to 11 years old", "the 30-something", "who is 12 years and
    # seven months old".
    re.compile(rf"\b{_N_RANGE}[\s-]+{_AGE_UNITS}{_AGE_PARTS}[\s-]+olds?\b", re.IGNORECASE),
    # "la edad media es de 46 años", "the average age was 46": the mean age of a group.
    re.compile(
        r"\b(?:edad\s+(?:media|promedio|mediana)|(?:average|median|mean)\s+age)\s+(?:(?:es|era|fue|is|was|of|se\s+sitúa\s+en)\s+)?"
        r"(?:de\s+)?(?:about\s+|around\s+|unos\s+|casi\s+)?(?P<age>\d{1,2}(?:[.,]\d)?)(?:\s+(?:años|years))?\b",
        re.IGNORECASE,
    ),
    # "the 18 to 24 age group", "el grupo de edad de 18 a 24 años" (the latter read above).
    re.compile(rf"\b{_N_RANGE}[\s-]+age[\s-]+(?:group|bracket|range|band)s?\b", re.IGNORECASE),
    # "Ms Lopez, who is 52, …", "My son was 23", "Her husband was 54 and …".
    re.compile(
        r"\b(?:who|he|she|i|you|we|they|(?:my|his|her|their|our|your|whose)\s+(?:son|daughter|husband|wife|brother|"
        r"sister|father|mother|dad|mum|mom|child|boy|girl|grandson|granddaughter|partner|friend|baby|lad|lass|kid|"
        # "whose sons are 13 and 15": children's ages, two at once.
        r"eldest|youngest|oldest|sons|daughters|children|kids|twins|boys|girls|grandchildren))\s*"
        r"(?:is|was|am|are|were|’s|'s|’m|'m)\s+\d{1,3}(?:\s+and\s+\d{1,3}(?![.,]\d))?"
        r"(?=\s*[,.;)!?\"”]|\s+(?:and|but|now|when)\b)",
        re.IGNORECASE,
    ),
    # "la población supera los 65 años", "los vecinos que superan los 80 años".
    re.compile(
        rf"\b(?:población|{PERSON_NOUNS_ES})\s+(?:que\s+)?(?:supera|superan|superaba|superaban)\s+"
        rf"los\s+\d{{1,3}}\s+años\b",
        re.IGNORECASE,
    ),
    # "los mayores de 65 son", "menores de 18": an age bound with "años" left out; "toda
    # persona mayor de 18 años", "un niño menor de cinco años", "la población mayor de
    # seis meses": one person's, with it, in digits or words.
    re.compile(
        rf"\b(?:(?:mayor|menor)\s+de\s+(?={_N_ES}\s+(?:años|meses)\b)|(?:mayores|menores)\s+de\s+)"
        r"(?P<age>\d{1,2}\b(?![.,]\d)(?!\s*(?:%|por\s+ciento|euros|dólares|pesos|"
        r"metros|kilómetros|kilos|toneladas|grados|horas|minutos|días|semanas|meses|millones|mil)\b)|"
        rf"{_N_ES}(?=\s+(?:años|meses)\b(?!\s+de\s+(?!edad\b))))",
        re.IGNORECASE,
    ),
    # "who turned 21 last month", "she turns 40 in May", "cumplió 21 en marzo": a
    # birthday, its age without a unit (a number before a noun is counted: "turned 200
    # visitors away").
    re.compile(
        r"\b(?:turned|turns|turning|cumplió|cumple|cumplirá|cumplía)\s+(?P<age>\d{1,3})\b(?![.,]\d)"
        r"(?=\s*(?:[,.;:)!?\"”»—–]|$)|\s+(?:last|this|next|on|in|at|earlier|before|after|when|and|but|"
        r"el|la|en|este|esta|hace|y|pero|cuando)\b)",
        re.IGNORECASE | re.MULTILINE,
    ),
    # "a los chicos hasta los 18 años", "a mujeres de hasta 26", "children up to 12":
    # who may have something, up to an age ("pacientes hasta 26 camas" counts). The
    # look-ahead (one word, then the "up to") rules out a word before trying every noun.
    re.compile(
        r"\b(?=[^\W\d_]+\s+(?:de\s+hasta|hasta\s+los|up\s+to))"
        rf"(?:{PERSON_NOUNS_ES}|{PERSON_NOUNS_EN})(?:es)?\s+(?:{'|'.join(_UP_TO)}){_AGE_UP_TO}",
        re.IGNORECASE | re.MULTILINE,
    ),
    # "Donors must be at least 16", "Riders have to be over 12 to …", "Los voluntarios deben
    # tener al menos 18 años": an age a rule asks of whoever does something ("must be at
    # least 16 metres", "deben tener al menos cinco años de experiencia" are measured).
    re.compile(
        r"\b(?:must|should|(?:have|has|need|needs)\s+to|will\s+have\s+to)\s+be\s+"
        r"(?:at\s+least\s+|aged\s+|over\s+|under\s+|older\s+than\s+|younger\s+than\s+)?(?P<age>\d{1,2})\b(?![.,]\d)"
        r"(?=\s*(?:[,.;:)!?]|$)|\s+(?:or|and|but|years?\s+old|to\s+[a-z]+|in\s+order)\b)",
        re.IGNORECASE | re.MULTILINE,
    ),
    re.compile(
        r"\b(?:tener|tengan|tenga)\s+(?:al\s+menos\s+|como\s+mínimo\s+|más\s+de\s+|menos\s+de\s+)?"
        r"(?P<age>\d{1,2})\s+años\b(?!\s+(?:de|en)\s+(?:experiencia|antigüedad|cotización|servicio|residencia|"
        r"trabajo|carrera|profesión|el|la))",
        re.IGNORECASE,
    ),
    # "35 años de edad", "tiene 35 años", "a los 70 años", "cumplió 18 años", "tienen
    # entre 20 y 45 años"; "tener" qualified is still the age ("tenía menos de 25 años";
    # "tiene más de 30 años de experiencia" is time at work).
    re.compile(r"\b\d{1,3}\s+años\s+de\s+edad\b", re.IGNORECASE),
    re.compile(
        r"\b(?:tengo|tienes|tenemos|tiene|tenía|tenían|tienen|tendrá|cumplió|cumple|cumplir|cumplen|con|a\s+los|a\s+sus)\s+"
        # "un club con 40 años de historia": how long a body has been, no age; "con 19 años
        # de trabajo", "con 22 años de experiencia", "cirujana con 27 años de ejercicio":
        # how long someone has worked.
        r"(?:los\s+|entre\s+\d{1,3}\s+y\s+)?\d{1,3}\s+años\b(?!\s+de\s+(?:historia|existencia|trayectoria|"
        r"trabajo|experiencia|servicio|antigüedad|oficio|carrera|profesión|ejercicio|militancia|cotización|"
        r"actividad|docencia)\b)|"
        r"\b(?:tengo|tienes|tenemos|tiene|tenía|tenían|tienen|tendrá|tendrán|tuviera|tuvieran)\s+"
        r"(?:más\s+de|menos\s+de|unos|casi|apenas|cerca\s+de|alrededor\s+de|poco\s+más\s+de)\s+"
        r"\d{1,3}\s+años\b(?!\s+(?:de|en)\s+(?!edad\b))",
        re.IGNORECASE,
    ),
    # "aprendió a jugar a los cinco años en Chennai", "lo que soñaba con doce años": the
    # same in words ("con dos años de retraso", "a los tres años de su muerte" are how long).
    re.compile(
        rf"\b(?:con|a\s+los|a\s+sus)\s+{_N_ES}\s+años\b(?!\s+(?:de|que|más|menos|y)\b)",
        re.IGNORECASE,
    ),
    # "Lucía Soto, de 35 años", "un hombre de 60 años", "personas de entre 18 y 30 años",
    # "mayores de 65 años", "un senegalés de 19 años", "chicos de 16 o 17 años", "niños
    # menores de seis años": "de … años" right after a person, a name, a comma, someone
    # named by where they are from, or by a trade's ending after a comma or "un"/"una"
    # ("Marta Gil, productora de 44 años de la zona", "un viticultor de 60 años", "un
    # jardinero de 58 años", "un ciudadano alemán de 41 años").
    re.compile(
        rf"(?:,|\b(?:{PERSON_NOUNS_ES})(?:s|es)?(?:\s+{DEMONYM_ES})?|\b[A-ZÁÉÍÓÚÑ][\wáéíóúñ]+|\b(?:un|una)\s+{DEMONYM_ES}|"
        rf"(?:,\s+|\b(?:[Uu]n|[Uu]na)\s+){TRADE_ES}|\b(?:[Uu]n|[Uu]na)\s+{TRADE_ERO_ES})\s+"
        # "chicos de 17, 18 años": two ages, one "años".
        rf"(?P<age>de\s+(?:entre\s+|más\s+de\s+|menos\s+de\s+)?{_N_ES}(?:\s*(?:[-–,]|y|a|o)\s*{_N_ES})?"
        rf"\s+(?:años|meses)\b)",
    ),
    # "Los estudiantes chilenos de 15 años", "mujeres embarazadas de 30 años": a plural
    # adjective between the people and their age (not a verb: "el paciente espera de dos
    # a tres meses"); "dos policías y un portero de 58 años": someone listed with people,
    # whatever their trade.
    re.compile(
        rf"\b(?:{PERSON_NOUNS_ES})(?:s|es)?\s+(?:[a-záéíóúñ]{{2,}}(?:os|as|es)(?<!mos)|"
        r"(?:y|e)\s+(?:un|una)\s+[a-záéíóúñ]{3,})\s+"
        rf"(?P<age>de\s+(?:entre\s+|más\s+de\s+|menos\s+de\s+)?{_N_ES}(?:\s*(?:[-–]|y|a|o)\s*{_N_ES})?"
        r"\s+años)\b(?!\s+(?:de|en)\s+(?!edad\b))",
        re.IGNORECASE,
    ),
    # "un hombre de 34 años y una mujer colombiana de 29,": a person's age with "años"
    # left out, as a list of people gives it (a noun after it is counted: "vecinos de 29
    # edificios").
    re.compile(
        rf"\b(?:un|una|el|la)\s+(?:{PERSON_NOUNS_ES})(?:\s+{DEMONYM_ES})?\s+de\s+(?P<age>\d{{1,2}})\b(?![.,]\d)"
        # "una mujer de 34 falleció cuando …": or the verb of what befell them.
        r"(?=\s*(?:[,;.)»”]|$)|\s+(?:y|e|o|que|fue|ha|había|murió|falleció|resultó|quedó|sufrió|perdió)\b)",
        re.MULTILINE,
    ),
    # "Cualquier persona sana de entre 18 y 40 años", "Los espeleólogos, vecinos de
    # Bilbao y de entre 28 y 46 años": a range of ages after people, one word between or
    # after "y" (a range of a term, "penas de entre 10 y 15 años", follows no person).
    re.compile(
        # "las jóvenes, casi todas de entre 16 y 24 años": or a word for all or some of them
        # after a comma ("las penas, todas de entre 10 y 15 años" are no people).
        rf"\b(?:(?:{PERSON_NOUNS_ES})(?:s|es)?(?:\s+[a-záéíóúñ]{{3,}})?|(?:y|e)|(?:{PERSON_NOUNS_ES})(?:s|es)?,\s+"
        r"(?:casi\s+)?(?:todos|todas|ambos|ambas|muchos|muchas|algunos|algunas|la\s+mayoría))\s+"
        rf"(?P<age>de\s+entre\s+{_N_ES}\s+y\s+{_N_ES}\s+años)\b(?!\s+de\s+(?!edad\b))",
        re.IGNORECASE,
    ),
    # "prejubilaciones a partir de los 55 años", "entreno desde los ocho años": the age a
    # right or a habit starts at ("desde los 20 años de la ley" is a time since).
    re.compile(
        # "trabaja en el campo «desde los catorce»": "años" left out at a clause's end (not
        # a decimal mark, "desde los 3,95 dólares").
        rf"\b(?:a\s+partir\s+de|desde)\s+los\s+(?P<age>{_N_ES}\s+años\b(?!\s+(?:de|que)\b)|"
        rf"(?!\d{{3}}){_N_ES}(?=\s*[,.;:»”)](?!\d)))",
        re.IGNORECASE,
    ),
    # "árboles de más de 300 años", "un olivo de 1.000 años", "casas de unos 200 años":
    # how old a tree or a building is, an age.
    re.compile(
        r"\b(?:árbol(?:es)?|olivos?|robles?|cedros?|pinos?|alcornoques?|encinas?|cepas?|viñas?|viñedos?|"
        r"edificios?|casas?|casonas?|iglesias?|templos?|puentes?|murallas?)(?:\s+[a-záéíóúñ]{4,}(?:o|a|os|as|es))?\s+"
        r"de\s+(?:más\s+de\s+|unos\s+|unas\s+|casi\s+|cerca\s+de\s+|hasta\s+|menos\s+de\s+)?"
        r"(?P<age>\d{1,2}(?:\.\d{3})?|\d{1,4}|cien|mil)\s+años\b(?!\s+de\s+(?!edad\b))",
        re.IGNORECASE,
    ),
    # "Entré aquí con 19 años y tengo 47", "Entré como cadete a los 17 años y me voy con
    # 61": an age then and one now, "años" said once (a noun after the second counts:
    # "y tengo 47 vacas").
    re.compile(
        rf"\b(?:con|a\s+los)\s+{_N_ES}\s+años\b[^.;:!?«»“”\"()—]{{0,80}}?\b(?:tengo|tiene|tenemos|tienen|cumplo|cumple|"
        r"(?:me|se)\s+(?:voy|va|fui|fue|jubilo|jubila|jubilé|jubiló|retiro|retira|retiré|retiró)\s+con|salgo\s+con|sale\s+con)\s+"
        rf"(?:(?:ya|casi)\s+)?(?P<age>{_N_ES})\b(?![.,]\d)(?=\s*(?:[,.;:!?»”\")—–]|$)|\s+(?:y|e|pero|y\s+medio)\b)",
        re.IGNORECASE | re.MULTILINE,
    ),
    # "He told me when I was 10 that …", "since she was 12 she has trained": a time of
    # life told by the age then, "years" left out (a noun after it is counted: "when we
    # were 40 members").
    re.compile(
        # "Her ban will run until March 2029, when she will be 32.": or the age to come.
        r"\b(?:when|since|until|till|by\s+the\s+time)\s+(?:i|he|she|you|we|they)\s+"
        r"(?:was|were|turned|turns|is|will\s+be|would\s+be)\s+"
        r"(?P<age>\d{1,2})\b(?![.,]\d)(?=\s*(?:[,.;:)!?\"”—–]|$)|\s+(?:and|but|that|i|he|she|we|they|you|my|his|her|"
        r"our|their|the|a|an|in|at|on|or|so|then|years?\s+old)\b)",
        re.IGNORECASE | re.MULTILINE,
    ),
    # "un bombero voluntario de 26 años", "Un andinista polaco de 41 años", "un trabajador
    # rural de 38,", "un polaco de 35 años y una checa de 29,": a person described by a
    # trade and one adjective, or named by a nationality, then the age ("años" may be left
    # out at a clause's end; "una hipoteca de 30 años" is no one).
    re.compile(
        rf"\b(?:[Uu]n|[Uu]na|[Ee]l|[Ll]a)\s+(?:(?:{PERSON_NOUNS_ES}|{TRADE_ES}|{TRADE_ERO_ES})\s+"
        r"(?!(?:mayor|menor|más|menos|de|del|con|en|y|e|o|que|por|para|sin|al|entre|desde|hasta|tras)\b)[a-záéíóúñ]{3,}|"
        rf"{DEMONYM_MORE_ES})\s+de\s+(?P<age>{_N_ES})\b(?![.,]\d)"
        # "un trabajador rural de 38 en Pozo Colorado": or where they were.
        r"(?=\s+años\b(?!\s+(?:de|en)\s+(?!edad\b))|\s*(?:[,;.)»”]|$)|\s+(?:y|e|o|que|murió|falleció|resultó)\b|"
        r"\s+en\s+[A-ZÁÉÍÓÚÑ])",
        re.MULTILINE,
    ),
    # "Laura Gil, una aficionada de 27 años que …", "Sandra Oliveira, costurera de 58 años
    # del barrio", "María Elena Cruz, ama de casa de 46 años": a person named, then what
    # they are in a word or three, then their age, whatever the trade ("Ana Ruiz, con
    # un contrato de dos años" says how long; "… de 30 años de experiencia" is time at work).
    re.compile(
        # (A name after an article is a body's: "el Banco Central, plan de dos años".)
        r"(?<![\wáéíóúñ])(?<!el )(?<!la )(?<!El )(?<!La )(?<!los )(?<!las )(?<!Los )(?<!Las )(?<!del )(?<!al )"
        rf"(?!(?:{_NOT_A_NAME_ES})\b)[A-ZÁÉÍÓÚÑ][\wáéíóúñ]+"
        r"(?:\s+(?:de\s+|del\s+|de\s+la\s+)?[A-ZÁÉÍÓÚÑ][\wáéíóúñ]+){1,3},\s+(?:(?:un|una)\s+)?"
        rf"(?!(?:{_NOT_A_DESCRIPTION_ES})\b)[a-záéíóúñ]{{3,}}"
        rf"(?:\s+(?:de\s+)?(?!(?:{_NOT_A_DESCRIPTION_ES})\b)[a-záéíóúñ]{{3,}}){{0,2}}\s+"
        rf"(?P<age>de\s+{_N_ES}\s+años)\b(?!\s+(?:de|en)\s+(?!edad\b)[a-záéíóúñ]{{4,}})",
    ),
    # "those who died, the oldest of them 88.", "the youngest was 5,", "el más joven tiene
    # cuarenta»", "la mayor de ellas tenía 91": the oldest or youngest of people named
    # before, their age without its unit (a noun after it is counted: "the oldest has 300
    # members").
    re.compile(
        r"\b(?:the\s+(?:oldest|youngest|eldest)(?:\s+of\s+(?:them|those|the\s+[a-z]+))?,?\s+(?:(?:was|is|being|aged)\s+)?|"
        r"(?:el|la)\s+(?:más\s+(?:joven|viej[oa]|veteran[oa])|mayor|menor)(?:\s+de\s+(?:ellos|ellas|todos|todas))?,?\s+"
        r"(?:tiene|tenía|tenían|tenga)\s+)"
        rf"(?P<age>\d{{1,3}}|{_N}|{_N_ES})\b(?![.,]\d)(?=\s*(?:[,.;:)!?»”\"—–]|$)|\s+(?:and|but|y|e|pero|años|years)\b)",
        re.IGNORECASE | re.MULTILINE,
    ),
]

# "Hay compañeros con 30 años en la planta", "trabajadores con más de 20 años de
# antigüedad", "Manuel Arias, de 52 años, el más veterano, con 31 años en la mina":
# workers described by their years at work, a duration, not an age ("debutó con 17
# años en el club" is one).
TENURE = re.compile(
    r"\b(?:compañer[oa]s?|trabajador(?:a|es|as)?|emplead[oa]s?|obrer[oa]s?|operari[oa]s?|funcionari[oa]s?|"
    r"colegas?|veteran[oa]s?|mineros?|docentes?|profesor(?:a|es|as)?|maestr[oa]s?|enfermer[oa]s?|médic[oa]s?|"
    r"gente|personas?|[^\W\d_]+,)\s+(?P<tenure>con\s+\d{1,3}\s+años)\s+(?:en|de)\s+(?:la|el|los|las|esta|este|esa|ese|su|sus|"
    r"nuestra|nuestro|servicio|antigüedad|experiencia|oficio|trabajo|carrera|profesión|casa)\b",
    re.IGNORECASE,
)

# "Hay compañeros que tienen 25 años en la planta", "que tienen 30 años adentro del
# ingenio", "un comerciante con 27 años en la central", "una taquería con 14 años en el
# mismo local": years at a workplace, after "tener" or after a noun with "con", are time
# at work, not an age (a verb before "con" tells the age then: "entró con 19 años en la
# planta", "murió con 41 años en la casa de su madre").
WORKPLACE_TENURE = re.compile(
    r"(?P<tenure>\b(?:tengo|tienes|tiene|tenemos|tienen|tenía|tenían)\s+\d{1,3}\s+años|(?<![éó]\s)\bcon\s+\d{1,3}\s+años)"
    r"\s+(?:a?dentro\s+del|(?:en|a?dentro\s+de)\s+(?:el|la|los|las|este|esta|ese|esa|su|sus|nuestra|nuestro|mi)"
    r"(?:\s+mism[oa])?)\s+(?:planta|empresa|fábrica|mina|ingenio|compañía|local|central|mercado|oficio|sector|"
    r"negocio|tienda|librería|taller|puerto|astillero|hospital|escuela|colegio|institución|redacción|cooperativa)\b",
    re.IGNORECASE,
)

AGE_NEEDS = [
    ("age", "edad"),
    (" old", "-old"),
    ("edad media", "edad promedio", "edad mediana", "average age", "median age", "mean age"),
    ("age group", "age bracket", "age range", "age band", "age-group"),
    ("is ", "was ", "’s ", "'s ", "’m ", "'m ", " am ", " are ", " were "),
    ("supera",),  # every verb it reads ("supera", "superan", "superaba"); "años" is in most texts
    ("mayores de", "menores de", "mayor de", "menor de"),
    ("turn", "cumpl"),
    ("hasta", "up to"),
    ("must be", "to be", "should be"),
    ("tener", "tenga"),
    ("años",),
    ("años",),
    ("años",),
    ("años", "meses"),
    ("años",),
    (" de ",),
    ("de entre",),
    ("a partir de los", "desde los"),
    ("años",),
    ("años",),
    ("when ", "since ", "until ", "till ", "by the time"),
    (" de ",),
    ("años",),
    ("oldest", "youngest", "eldest", "más joven", "más viej", "más veteran", "el mayor", "la mayor", "el menor",
     "la menor"),
]
# "who is 52", "my son was 23": the verb and the age, lower-cased, without which the
# pattern cannot match (one quick search rules out most texts, as exact as the words above).
AGE_VERB_NUMBER = re.compile(r"(?:is|was|am|are|were|’s|'s|’m|'m)\s+\d")
AGE_IS = AGE_PATTERNS[4]
# "up to" and the age after it, without the people before: what AGE_UP_TO cannot match
# without, searched in the lower-cased text from the letters each opens with ("up to" is
# in most texts, an age after it is not).
AGE_UP_TO = AGE_PATTERNS[8]
AGE_UP_TO_CORES = tuple(re.compile(words + _AGE_UP_TO, re.MULTILINE) for words in _UP_TO)
# Those that open on the long list of words for people, within a word or two of their
# start ("la población supera los 65 años", "los estudiantes chilenos de 15 años"), are
# searched behind a look-ahead for the first four letters of those words too
# (`caseless.opening_guard`): re would try every noun at every word; a third faster,
# the same matches.
AGE_SEARCHES = [
    (opening_guard(search), in_lower)
    if PERSON_NOUNS_ES in pattern.pattern[: len(PERSON_NOUNS_ES) + 40]
    else (search, in_lower)
    for pattern, (search, in_lower) in zip(AGE_PATTERNS, map(searched_as, AGE_PATTERNS), strict=True)
]
# "children under 5", "people over 65", "those older than 80": the bound, then who.
AGE_BOUND = re.compile(
    rf"\b(?:over|under|above|below|older\s+than|younger\s+than)\s+(?P<age>{_N})\b(?!\s*(?:%|percent|per\s+cent|[.,]\d))",
    re.IGNORECASE,
)
# "people over 65", "14% of the population is over 65", "the children who died were
# all under 5".
AGE_BOUND_WHO = re.compile(
    rf"\b(?:{PERSON_NOUNS_EN}|population)\s+(?:(?:who|that)\s+(?:[a-z]+\s+){{1,2}})?(?:(?:aged|is|are|was|were)\s+)?"
    r"(?:all\s+|both\s+)?"
    # "Residents under 18 and over 65 travel free": the second bound of the same people.
    rf"(?:(?:over|under|above|below|older\s+than|younger\s+than)\s+{_N}\s+(?:and|or)\s+)?$|"
    # "half of the dentists still working in rural counties are over 60": a trade's
    # plural, what they do between, then the copula.
    r"\b(?:[a-z]{3,}(?:ists|ians)|doctors|nurses|teachers|farmers|workers|members|officers|drivers|pilots)"
    r"(?:\s+[a-z]+){0,6}?\s+(?:are|were)\s+(?:now\s+)?$",
    re.IGNORECASE,
)
# "To prove you are over 16", "users under 13 are banned", "check that users are over 16":
# an age limit put to whoever a rule speaks to, the bound with no noun after it ("we are
# over 16 points ahead" counts points).
AGE_LIMIT_WHO = re.compile(
    r"\b(?:you|users|members|customers|subscribers|applicants|visitors|viewers|players|pupils|teens|spectators|fans|"
    r"passengers|guests|entrants)\s+"
    r"(?:(?:are|were|be|[’']re)\s+)?$",
    re.IGNORECASE,
)
AGE_ALONE_AFTER = re.compile(r"\s*(?:[,.;:!?)]|$)|\s+(?:and|or|to|are|were|must|can|cannot|will|need|may)\b")
# "the man, 42, was …", "Ana Ruiz, 35." and "Ana Ruiz (35)": an age in apposition,
# after a name or a word for a person.
# ("Since January, 3,400 have crossed": a comma that separates thousands is no apposition.)
# "Smith, 45,", "Ana Ruiz (42)", "su mujer, de 43,": an age set off after a person.
# (Behind a look-ahead for its comma or space, `caseless.first_character_guard`.)
_APPOSED_AGE = r"(?P<age>\d{1,3})(?=\s*,(?!\d)|\.(?:\s|$)|\))"
APPOSITION = first_character_guard(
    # "Darnell Price, now 41, …", "Ana Ruiz, hoy de 43,": an age as it stands now.
    re.compile(r"(?P<mark>,\s+(?:(?:now|today|ahora|hoy)\s+)?(?:de\s+)?|\s+\()" + _APPOSED_AGE)
)
# Its comma or bracket and the age, found from the literal mark rather than at every space.
APPOSITION_NEEDS = (
    re.compile(r",\s+(?:(?:now|today|ahora|hoy)\s+)?(?:de\s+)?" + _APPOSED_AGE),
    re.compile(r"\(" + _APPOSED_AGE),
)
APPOSITION_HEAD = re.compile(
    # ("Fatma Özkan, 67,", "Łukasz Nowak, 41,": a capital of any Latin alphabet.)
    rf"(?:\b[A-ZÀ-ÖØ-ÞŁŚŠŞŽŻŹČĆŘŐŰĞİ][\w’'-]+|\b(?:{PERSON_NOUNS_EN}|man|woman|boy|girl|driver|victim|suspect|schoolboy|schoolgirl|master|captain|skipper|"
    rf"father|mother|son|daughter|husband|wife|{PERSON_NOUNS_ES}|marido|esposa|esposo|pareja|madre|padre)|"
    rf"\b(?i:his|her|their|our|my|su|sus)\s+[a-záéíóúñ]+)$"
)
# "T+3 minutes 41 seconds", "T-10 seconds", "T+2 minutos y 10 segundos": a launch's
# clock, a moment rather than a duration.
MISSION_CLOCK = re.compile(
    r"\bT\s?[+-]\s?\d{1,3}(?::\d{2}){0,2}(?:\s*(?:hours?|h|minutes?|mins?|seconds?|secs?|s|horas?|minutos?|"
    r"segundos?)\b(?:\s*(?:and|y)?\s*\d{1,2}\s*(?:minutes?|mins?|seconds?|secs?|s|minutos?|segundos?)\b)*)?"
)

# Searched over the whole lower-cased text (`claims.extraction.caseless`).
AGE_BOUND_LOWER = lowercase_twin(AGE_BOUND)
TENURE_LOWER = lowercase_twin(TENURE)
WORKPLACE_TENURE_LOWER = lowercase_twin(WORKPLACE_TENURE)


def non_figure_spans(text: str) -> list[Span]:
    """The spans of ages, phone numbers, addresses and references in `text`, in order."""
    spans: list[Span] = []
    lower = lowered_text(text)
    # Each pattern runs only when a word it needs is in the text: most articles have
    # no phone number and no street address, and the extractor must stay fast.
    for pattern, (search, in_lower), needs in zip(AGE_PATTERNS, AGE_SEARCHES, AGE_NEEDS, strict=True):
        if (
            holds_any(lower, needs)
            and (pattern is not AGE_IS or AGE_VERB_NUMBER.search(lower))
            and (pattern is not AGE_UP_TO or finds_any(lower, AGE_UP_TO_CORES))
        ):
            for match in search.finditer(lower if in_lower else text):
                group = "age" if "age" in pattern.groupindex else 0
                spans.append(match.span(group))
    if "años" in lower and spans:
        # "Hay compañeros con 30 años en la planta": time at work, not an age.
        tenures = {match.span("tenure") for match in TENURE_LOWER.finditer(lower)}
        tenures |= {match.span("tenure") for match in WORKPLACE_TENURE_LOWER.finditer(lower)}
        spans = [span for span in spans if span not in tenures]
    for match in AGE_BOUND_LOWER.finditer(lower):
        if AGE_BOUND_WHO.search(text, max(0, match.start() - 50), match.start()) or (
            AGE_LIMIT_WHO.search(text, max(0, match.start() - 30), match.start())
            and AGE_ALONE_AFTER.match(lower, match.end())
        ):
            spans.append(match.span())
    for match in APPOSITION.finditer(text) if finds_any(text, APPOSITION_NEEDS) else ():
        if APPOSITION_HEAD.search(text, max(0, match.start() - 40), match.start()):
            closing = text.find(")", match.end("age"), match.end("age") + 2) if match.group("mark").strip() else -1
            spans.append((match.start("age"), closing + 1 if closing >= 0 else match.end("age")))
    spans.extend(phone_spans(text, lower))
    spans.extend(address_spans(text))
    if "T+" in text or "T-" in text or "T +" in text or "T -" in text:
        spans.extend(match.span() for match in MISSION_CLOCK.finditer(text))
    spans.extend(background_spans(text))
    spans.extend(labelling_spans(text))
    spans.extend(placing_spans(text))
    spans.extend(idiom_spans(text))
    spans.extend(unasserted_spans(text))
    spans.sort()
    return spans


def inside(spans: list[Span], position: int) -> bool:
    """Whether `position` falls in one of the (sorted) spans."""
    return any(start <= position < end for start, end in spans)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
