"""Numbers that place a moment, a spot or a person rather than count, for
`claims.extraction.non_figures`:

- the time left in a match or a race: "a falta de diez minutos", "a 40 segundos del
  final", "with 40 minutes remaining", "with five minutes left", "with three laps to go",
  "four minutes from time", "con 38 segundos por jugar", "a falta de 1 minuto y 12 segundos",
  told alone: "les dije que quedaban 20 minutos y que …", "there are three days left",
  "atacó a falta de seis kilómetros y …", "a falta de unos 8 kilómetros,", and the distance to the line: "un ataque a 9
  kilómetros de la meta", "attacked 8km from the finish", the distance left ahead: "Con 6
  kilómetros por delante, se marchó" ("a 40 kilómetros de la
  ciudad" is how far a place is);
- the minute of a match a goal came, a lead was taken or play stopped: "scored after 23
  minutes", "marcó tras 12 minutos de juego", "en el minuto 67", "se había adelantado a
  los 17 minutos", "detuvo el juego a los 58 minutos" ("Talks collapsed after 40
  minutes" lasted);
- a point of a pregnancy or a year told by its week: "a baby born at 26 weeks", "desde
  la semana 28 de gestación", "in week 12";
- a moment of a match, a flight or a strike, told by the time gone: "scored 6 minutes
  12 seconds into the extra period", "two weeks into the strike", "marcó a los 12
  minutos del partido", "a los 2 minutos y 14 segundos del décimo";
- a day of the month after its weekday: "hasta el lunes 14", "el viernes 21, para …",
  "on Friday 21, when …", "votará el lunes 18 si convoca un paro" ("el lunes 14 alumnos
  faltaron" counts pupils);
- a street by its number, as Colombian addresses name them: "la calle 45 con carrera
  12", "bloquearon la avenida 30 con llantas", "en la calle 60 de la Zona Franca" (only
  where the number ends the street's name, so "salieron a la calle 300 vecinos" still
  counts the neighbours);
- a baby's or a child's age in words: "un niño de cinco meses", "una bebé de tres
  semanas" (ages in digits and "a six-month-old girl" are read in `non_figures`);
- an age in words after "tener" or "cumplir": "cuando tenía siete años", "cumplió
  dieciocho años"; and a relative's age with no unit: "llegó con su hijo de 12 con
  fiebre", "mi nieta de nueve";
- a batter's ordinal hundred: "his fourth Test hundred", "her third century" (an
  innings, not a count of a hundred things);
- how many unnamed sources know of a matter: "Two people familiar with the matter",
  "dos personas conocedoras de las negociaciones" (sources who ask not to be named are
  read in `claims.extraction.labelling_numbers`).
- a point of a course told by the distance run, closing its clause: "dropped out at 30
  kilometres.", "at the first check, after 11.2 kilometres," (a level set there keeps
  its figure: "Tailbacks peaked at 1,146 kilometres");
- a half that places: "en la mitad de la cancha", "desde la mitad del campo", "la mitad
  baja de la tabla" ("la mitad de la cancha estaba inundada" is a share);
- a stretch of a course, placed from one end: "the last six miles", "los últimos 20
  kilómetros";
- a race named by its distance and its stroke or kind, anywhere: "ganó los 200 metros
  espalda", "the 400m individual medley";
- a race named by its distance, after a placing, a medal or a record: "fue cuarto en los
  1.500 metros", "won the 400 metres hurdles", "medalla de plata en los 10.000 metros",
  "el récord mundial de los 20 kilómetros marcha";
- a level whose reaching marks a moment: "by the time the wage reaches $15", "once
  the price hits $100", "para cuando el salario llegue a 15 dólares", "hasta que la
  deuda alcance los 500 millones" (the figure is said where the level is set);
- a pupil's school year: "una alumna de 2º de Primaria", "4.º de la ESO", "Year 6
  pupils", "a grade 3 class";
- an age after "at" closing what someone does or did: "was now stacking shelves at a
  supermarket at 71", "He retired at 65, after …", "took up running at 28" (Spanish "a
  los 71" is read in `non_figures`), or closing a clause that sets no level or speed
  ("moved to Poitiers at 13.", "left home at 15 to join a club", "too greedy at 17");
  "Shares closed at 71", "caught driving at 70", "put the toll at 46" keep their number;
- how old someone lived to be: "lived to 96", "vivió hasta los 104";
- a person's age after "of": "a boy of 11 who drowned", "a woman of 70, …";
- an age opening a sentence, a comma or a pronoun right after it: "At 18, many leave
  home", "At 18 that is a big weapon", "A los 16, todavía viven con sus padres".

A spot on a course ("at mile 21", "en el kilómetro 30") is a reference, read through
`references.is_a_reference`. Each pattern is anchored on words only these
expressions use, and runs only in a text holding one of them.
"""

import re

from claims.extraction.caseless import finds_any, first_character_guard, holds_any, lowered_text

Span = tuple[int, int]

_WORD = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|"
    r"un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|"
    r"cincuenta|sesenta|noventa"
)
_N = rf"(?:\d{{1,3}}(?:[.,]\d)?|(?i:{_WORD}))"
# "a falta de 1 minuto y 12 segundos", "con 1 minuto y 40 segundos por jugar", "with 1
# minute 12 seconds left": the seconds after the minutes left are the same moment.
_AND_SECONDS = rf"(?:,?\s+(?:y\s+|and\s+)?{_N}\s+(?:segundos?|seconds?|secs?)\b)?"
# The words that qualify a distance in Spanish: "a unos 30 kilómetros de la meta".
_ABOUT_ES = r"(?:(?:unos|unas|apenas|solo|sólo|poco\s+más\s+de|menos\s+de|más\s+de|casi)\s+)?"

TIME_LEFT = re.compile(
    # "líder a falta de cuatro fechas": a league's match days, as Latin America names them;
    # "líder a falta de tres etapas", "a falta de dos días": a stage race's days left.
    rf"\b(?i:a\s+falta\s+de\s+(?P<falta>{_N}\s+(?:minutos?|segundos?|vueltas?|jornadas?|fechas?|partidos?|hoyos?|"
    rf"etapas?|días?)\b{_AND_SECONDS})|"
    # "atacó a falta de 6,5 kilómetros para la meta", "a dos días del final de la carrera",
    # "with 3km to go": a point of a race's course or calendar, told by what is left of
    # it ("a siete kilómetros de la ciudad" is a distance).
    # "atacó a falta de seis kilómetros y …", "resistió a falta de tres kilómetros.": the
    # race's end left unsaid, the clause going on or the sentence ending.
    # "a falta de unos 8 kilómetros": qualified as a distance is.
    rf"a\s+falta\s+de\s+{_ABOUT_ES}(?P<course>{_N})\s+(?:kilómetros?|km|metros?)(?:\s+(?:para|de)\s+(?:la\s+)?"
    r"(?:meta|llegada|cima|final)\b|(?=\s*[,;]|\s*\.(?!\d)|\s+(?:y|cuando|e)\s))|"
    # "A falta de tres kilómetros ya era líder", "«A falta de 15 kilómetros pensé …»": the
    # moment opening its sentence, what happened then after it ("a falta de 3 kilómetros de
    # vía" inside a sentence is what is missing).
    rf"(?-i:(?<![^\s«“\"—(])A)\s+falta\s+de\s+(?P<opening>{_N})\s+(?:kilómetros?|km|metros?)\s+(?!de\b|para\b)|"
    # "un ataque a 9 kilómetros de la meta", "a unos 30 kilómetros de la meta", "attacked
    # 8km from the finish": the point of the race told by its distance to the line, the
    # line with its article or without ("neutralizada a 11 kilómetros de meta"), a
    # regatta's in miles ("a unas 6 millas de la meta").
    rf"a\s+{_ABOUT_ES}(?P<meta>{_N})\s+(?:kilómetros?|km|metros?|millas?)\s+(?:de|para)\s+(?:la\s+)?(?:meta|llegada|línea\s+de\s+meta)\b|"
    rf"(?P<finish>{_N})\s*(?:km|kilomet(?:re|er)s?|miles?|met(?:re|er)s)\s+from\s+the\s+"
    r"(?:finish(?:ing)?(?:\s+line)?|line)\b|"
    rf"a\s+(?P<del>{_N}\s+(?:minutos?|segundos?|vueltas?|días?|etapas?|jornadas?|kilómetros?|km|metros?)\b{_AND_SECONDS})\s+"
    r"del\s+(?:final|término|pitido\s+final|cierre)\b|"
    # "came with about 10 minutes left in the final"; "took the yellow jersey with three days
    # of racing left", "with two days left": a stage race's days; "with about 20 strokes
    # left": a rowing race's.
    rf"with\s+(?:(?:just|only|about|around|roughly|some|nearly|almost|less\s+than|more\s+than|just\s+over|just\s+under)\s+)?(?P<with>{_N}\s*(?:minutes?|seconds?|laps?|overs?|holes?|games?|balls?|km|"
    rf"kilomet(?:re|er)s|miles|met(?:re|er)s|frames?|ends?|stages?|legs?|rounds?|strokes?|days?(?:\s+of\s+racing)?)\b{_AND_SECONDS})\s+"
    r"(?:remaining|left|to\s+go|to\s+play)\b|"
    # "cuando restan cuatro etapas para el final", "quedando dos vueltas por disputar",
    # "launched his sprint from about 250 metres out": what is left of a race or a match.
    rf"(?:rest(?:an|aban|ando)|qued(?:an|aban|ando))\s+(?:(?:solo|sólo|apenas)\s+)?(?P<restan>{_N})\s+"
    r"(?:etapas?|vueltas?|jornadas?|partidos?|hoyos?|kilómetros?|km|metros?|minutos?|segundos?|juegos?|sets?)\s+"
    r"(?:para\s+(?:el\s+final|la\s+meta|la\s+llegada|terminar|acabar)|por\s+(?:disputar|jugar|correr|delante))\b|"
    # "les dije que quedaban 20 minutos y que …", "Quedan tres días y la contrarreloj …",
    # "there are three days left": the time left of a match or a race, told alone ("me
    # quedan dos semanas para pensar" is time someone has; "quedan tres días para votar" and
    # "quedan dos días de agua" what is left before a date or of a stock).
    rf"(?<!\bme\s)(?<!\bte\s)(?<!\ble\s)(?<!\bnos\s)(?<!\bles\s)(?:rest(?:an|aban)|qued(?:an|aban))\s+"
    rf"(?:(?:solo|sólo|apenas|todavía|aún)\s+)?(?P<left_alone>{_N})\s+(?:minutos?|segundos?|días?)\b"
    r"(?!\s+(?:de|del|para|por|hasta|antes)\b)|"
    rf"there\s+(?:are|were|is|was)\s+(?:(?:only|just|still)\s+)?(?P<there_left>{_N})\s+(?:minutes?|seconds?|days?)\s+"
    r"(?:left|remaining|to\s+go)\b(?!\s+(?:to|for|of|before|until|on)\b)|"
    rf"\b(?:sprint|attack|surge|burst|acceleration|move)\b[^.;:!?\d\n]{{0,25}}?\bfrom\s+(?:(?:about|around|roughly|some|nearly|almost|just\s+over|just\s+under)\s+)?(?P<out>{_N})\s*"
    r"(?:met(?:re|er)s|m|kilomet(?:re|er)s|km|miles|yards)\s+out\b(?!\s+of\b)|"
    # "sealed the win four minutes from time", "con 38 segundos por jugar".
    rf"(?P<from>{_N})\s+minutes?\s+from\s+(?:time|full[\s-]time|the\s+(?:end|final\s+whistle))\b|"
    rf"con\s+(?:(?:solo|sólo|apenas)\s+)?(?P<con>{_N}\s+(?:minutos?|segundos?)\b{_AND_SECONDS})\s+(?:por\s+jugar|para\s+el\s+final|"
    r"restantes|por\s+delante)\b|"
    # "Con 6 kilómetros por delante, el corredor se marchó": the distance left of a race.
    rf"con\s+(?:(?:solo|sólo|apenas)\s+)?(?P<con_course>{_N})\s+(?:kilómetros?|km|metros?|millas?|vueltas?)\s+"
    r"(?:por\s+delante|para\s+(?:el\s+final|la\s+meta|la\s+llegada)|restantes)\b)"
)

# "recibió un pase en la mitad de la cancha", "disparó desde la mitad del campo", "el
# Setúbal, que ocupa la mitad baja de la tabla": a half that places, the middle of a
# field or the lower or upper part of a table, no share ("la mitad de la cancha estaba
# inundada" is half of it).
HALF_AS_A_PLACE = re.compile(
    r"\b(?:(?i:en|desde|hasta|por|a)\s+la\s+(?P<middle>mitad)\s+(?:de\s+la\s+(?:cancha|pista)|del\s+(?:campo|terreno))|"
    r"(?P<part>mitad)\s+(?:baja|alta|superior|inferior)\s+de\s+la\s+(?:tabla|clasificación))\b"
)

# "Lindqvist scored after 23 minutes", "opened the scoring after 14 minutes", "Gómez
# marcó tras 12 minutos de juego", "el gol llegó en el minuto 67": the moment of a
# match a goal, a try or a red card came, told by the clock (not "Talks collapsed after
# 40 minutes", how long they ran).
_MATCH_EVENT = (
    r"goal|header|scored|scores|scoring|strike|penalty|spot|equali[sz]ed|equali[sz]er|netted|volley|try|tries|"
    r"led|lead|sent\s+off|red\s+card|gol|goles|cabezazo|marcó|anotó|adelantó|empató|igualó|penal|penalti|"
    r"tanto|expulsad[oa]|roja|"
    # "abrió el marcador a los 12 minutos", "tras la tarjeta amarilla a su pilier a los 52
    # minutos", "watched the hosts fall behind after 22 minutes": the first goal, a card or
    # a side going behind at a minute of the match.
    r"marcador|tarjeta|amarilla|yellow\s+card|(?:fall|fell|falling|fallen)\s+behind|"
    # "se había adelantado a los 17 minutos", "detuvo el juego a los 58 minutos", "play was
    # halted after 58 minutes": a lead taken, or play stopped, at a minute of the match.
    r"se\s+(?:había|ha|habían|han)\s+adelantad[oa]s?|"
    r"(?:detuvo|detuvieron|interrumpió|suspendió|paró)\s+el\s+(?:juego|partido|encuentro)|"
    r"(?:juego|partido|encuentro)\s+se\s+(?:detuvo|interrumpió|suspendió|paró)|"
    r"(?:halted|stopped|suspended|interrupted)\s+(?:play|the\s+(?:match|game))|"
    r"(?:play|match|game)\s+was\s+(?:halted|stopped|suspended|interrupted)"
)
MATCH_MINUTE = re.compile(
    rf"\b(?i:{_MATCH_EVENT})\b[^.;:!?\n]{{0,80}}?\b(?i:after|tras|a\s+los)\s+(?P<after>{_N})\s+(?i:minutes|minutos)\b"
    r"(?!\s+(?i:of\s+(?!play\b)|de\s+(?!juego\b|partido\b)))|"
    r"\b(?i:en\s+el|al|del)\s+minuto\s+(?P<minute>\d{1,3})\b|"
    # "led 5-4 after eight ends", "conceded after seven ends": the point of a curling or
    # bowls match, or of a baseball game, told by the ends or innings played.
    rf"\b(?i:after)\s+(?P<ends>{_N})\s+(?i:ends|innings)\b"
)

# "a baby born at 26 weeks", "at 24 weeks' gestation", "desde la semana 28 de
# gestación", "in week 12": a point of a pregnancy or of a year told by its week.
WEEK_OF = re.compile(
    rf"\b(?i:born|delivered|nacid[oa]s?|naci[óo])\s+(?i:at|a\s+las|con)\s+(?P<born>\d{{1,2}}|(?i:{_WORD}))\s+"
    r"(?i:weeks|semanas)\b|"
    r"\b(?i:at)\s+(?P<gestation>\d{1,2})\s+(?i:weeks)[’']?\s+(?i:gestation|pregnant|of\s+pregnancy)\b|"
    r"\b(?i:la|esa|esta|cada|en\s+la|desde\s+la|hasta\s+la)\s+semana\s+(?P<semana>\d{1,2})\b(?![.,]?\d)|"
    r"\b(?i:in|by|at|from|after|before|until|since)\s+week\s+(?P<week>\d{1,2})\b(?![.,]?\d)"
)

# "6 minutes 12 seconds into the extra period", "two weeks into the strike": the time
# gone when something happened; "a los 12 minutos del partido", its Spanish.
_ELAPSED = r"(?:minutes?|mins?|seconds?|secs?|hours?|days?|weeks?|months?)"
TIME_INTO = re.compile(
    rf"\b(?P<into>{_N}\s+(?i:{_ELAPSED})(?:,?\s+(?:(?i:and)\s+)?{_N}\s+(?i:seconds?|secs?|minutes?|mins?))?)"
    r"\s+(?i:into)\s+(?i:the|a|an|his|her|their|its|our|this|that|extra|overtime)\b|"
    rf"\b(?i:a\s+los)\s+(?P<alos>{_N}\s+(?i:minutos|segundos)(?:\s+(?i:y)\s+{_N}\s+(?i:segundos))?)\s+"
    r"(?i:del\s+(?:partido|encuentro|juego|choque|primer\s+tiempo|segundo\s+tiempo|tiempo\s+extra|alargue)|"
    r"de\s+(?:juego|partido|la\s+prórroga|la\s+primera\s+parte|la\s+segunda\s+parte|la\s+reanudación)|"
    # "detuvo el combate a los 2 minutos y 14 segundos del décimo (asalto)": the round of a
    # bout or the period of a game told by its ordinal, its noun said or left to the text.
    r"del\s+(?:primer|segundo|tercer|cuarto|quinto|sexto|séptimo|octavo|noveno|décimo|undécimo|duodécimo|último)"
    r"(?:\s+(?:asalto|round|episodio|cuarto|periodo|período|set|tiempo)\b|(?=\s*[,.;:)])))\b"
)

# "hasta el lunes 14", "on Friday 21, when …": a day of the month after its weekday,
# then what may follow a date (not a noun it would count: "el lunes 14 alumnos").
_WEEKDAYS = r"lunes|martes|miércoles|jueves|viernes|sábado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
WEEKDAY_DAY = re.compile(
    rf"\b(?i:el|este|próximo|on|this|next|until|by|from|{_WEEKDAYS})\s+"
    rf"(?i:{_WEEKDAYS})\s+(?P<day>[1-9]|[12]\d|3[01])(?i:st|nd|rd|th)?\b(?![.,:]\d)"
    # "votará el lunes 18 si convoca un paro", "on Monday 18 whether to strike": a date,
    # then what is decided on it.
    r"(?=\s*[,.;:)—–]|\s*$|\s+(?i:de|del|y|a|al|para|en|por|hasta|cuando|que|con|si|and|to|until|at|in|for|when|"
    r"from|after|before|if|whether)\b)",
    re.MULTILINE,
)

# What WEEKDAY_DAY cannot match without: a weekday, then a day's first digit. Most texts
# name a weekday and no date after it; searched in the lower-cased text, where re skips
# to the weekdays' first letters, instead of trying every word of the text against the
# words that open the pattern.
WEEKDAY_DAY_NEEDS = re.compile(rf"(?:{_WEEKDAYS})\s+[1-9]")

# The street's number, then what may follow a street's name: a crossing street, a
# comma or the end of the clause, or "con"/"y" before what was done there.
STREET_NUMBER = re.compile(
    r"\b(?i:calle|carrera|avenida|diagonal|transversal|cra\.|cl\.)\s+(?P<number>\d{1,3}[A-Za-z]?)"
    # "en la calle 60 de la Zona Franca": then the district the street is in.
    r"(?:\s+(?i:sur|norte|bis))?(?=\s+(?i:con|y|entre|esquina|hasta|desde)\b|\s*[,.;:)]|\s*$|"
    r"\s+(?:de(?:\s+l[ao]s?)?|del)\s+[A-ZÁÉÍÓÚÑ])",
    re.MULTILINE,
)

YOUNG_AGE = re.compile(
    r"\b(?i:niño|niña|bebé|bebés|bebe|hijo|hija|nieto|nieta|recién\s+nacid[oa]|pequeñ[oa]|menor|criatura)\s+"
    rf"de\s+(?P<age>(?i:{_WORD}))\s+(?i:meses|semanas|días|años)\b"
)

# "cuando tenía siete años", "mi hija tiene quince años", "cumplió dieciocho años": an
# age in words after "tener" or "cumplir", as the digits are read in `non_figures` ("tiene
# más de 30 años de experiencia" is time at work).
_AGE_WORD_ES = (
    r"un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci[a-záéíóúñ]+|"
    r"veinte|veinti[a-záéíóúñ]+|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:\s+y\s+[a-z]+)?|cien"
)
AGE_HELD = re.compile(
    r"\b(?i:tengo|tenía|tenías|teníamos|tenían|tiene|tienen|tenemos|tendrá|tendría|cumplí|cumplió|cumplía|"
    r"cumple|cumplen|cumplir|cumplirá)\s+"
    rf"(?P<held>(?i:{_AGE_WORD_ES}))\s+(?i:años?)\b(?!\s+(?i:de|en)\s+(?!(?i:edad)\b))"
)
# "llegó con su hijo de 12 con fiebre", "mi nieta de nueve": a relative's age with no
# unit, the clause going on after it.
BARE_AGE_OF_KIN = re.compile(
    r"\b(?i:su|sus|mi|mis|tu|tus|nuestr[oa]s?|el|la|un|una)\s+"
    r"(?i:hij[oa]s?|niet[oa]s?|herman[oa]s?|sobrin[oa]s?|niñ[oa]s?|pequeñ[oa]s?|chic[oa]s?)\s+de\s+"
    rf"(?P<kin>\d{{1,2}}|(?i:{_AGE_WORD_ES}))(?![.,]?\d)"
    r"(?=\s*[,.;:)!?]|\s*$|\s+(?i:con|y|e|que|en|al?|para|cuando|porque|ya|no|se|le|lo|la)\b)",
    re.MULTILINE,
)

ORDINAL_HUNDRED = re.compile(
    r"\b(?i:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+"
    r"(?:(?:Test|ODI|T20I?|international|first-class|one-day|career|county|maiden)\s+)?"
    r"(?P<hundred>(?i:hundred|century|double\s+hundred|double\s+century))\b"
)

# "Two people familiar with the matter", "dos fuentes conocedoras de la negociación".
FAMILIAR_SOURCES = re.compile(
    r"\b(?P<count>(?i:two|three|four|five|dos|tres|cuatro|cinco|\d))\s+(?:[\w-]+\s+){0,3}?"
    r"(?i:familiar\s+with|with\s+(?:direct\s+)?knowledge\s+of|briefed\s+on|conocedor[ae]s\s+de|"
    r"familiarizad[oa]s\s+con|al\s+tanto\s+de)\b"
)

# "the last six miles", "los últimos 20 kilómetros": a stretch of a course, placed from
# one end of it.
STRETCH = re.compile(
    r"\b(?i:the|los|las)\s+(?i:last|final|first|opening|closing|últim[oa]s|primer[oa]s)\s+"
    rf"(?P<stretch>{_N})\s+(?i:miles|kilomet(?:re|er)s|km|metres|meters|laps|kilómetros|metros|vueltas|millas)\b"
)

# "fue cuarto en los 1.500 metros", "won the 400 metres hurdles", "medalla de plata en
# los 10.000 metros": a race named by its distance, after a placing or a medal.
_PLACE = (
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th|º|ª|\.?[oa])|"
    r"primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|séptim[oa]|octav[oa]|noven[oa]|décim[oa]|"
    r"won|wins|winning|winner|ganó|gana|ganador(?:a)?|campe(?:ón|ona|ones|onas)|champion|medal|medalla|"
    r"gold|silver|bronze|oro|plata|bronce|final|finalista|finalist|record|récord|plusmarca"
)
_RACE = r"50|60|100|110|200|400|800|1[.,]?500|3[.,]?000|5[.,]?000|10[.,]?000"
# "el récord de los 20 kilómetros marcha", "the 35km race walk": a walk named by its
# distance in kilometres.
_DISTANCE = (
    rf"(?:(?P<distance>(?:{_RACE}))\s*(?i:metros|metres|meters|m)|"
    r"(?P<walk>10|20|35|50)\s*(?i:kilómetros|km|kilometres|kilometers)\s+(?i:marcha|race\s+walk|walk))\b"
)
RACE_DISTANCE = re.compile(
    rf"\b(?i:{_PLACE})\b(?:\s+[^\W\d_][\w’'-]*){{0,4}}?\s+(?i:en\s+(?:los|el)|in\s+the|the|de\s+los|del)\s+"
    r"(?:(?i:men|women)[’']s\s+)?"
    rf"{_DISTANCE}"
)
# The distance and its unit, with which every match of RACE_DISTANCE ends: the
# whole-text search (a case-insensitive word at every character) runs only in a text
# where this one finds something, which leaves its matches as they were. The words
# of `NEEDS` below also pass "10 million" ("0 m") and "metres" of anything; this
# pattern passes neither, and is found from a digit it can start with in a fraction
# of the time (`caseless.first_character_guard`).
RACE_DISTANCE_NEEDS = first_character_guard(re.compile(_DISTANCE))

# "una alumna de 2º de Primaria", "4.º de la ESO", "Year 6 pupils", "a grade 3 class":
# the year a pupil is in (its "º" is no degree).
SCHOOL_YEAR = re.compile(
    r"\b(?P<year>\d{1,2}\.?[ºª°])\s+(?:de\s+(?:la\s+)?)?(?i:primaria|secundaria|eso|bachillerato|infantil)\b|"
    r"\b(?:Year|(?i:grade))\s+(?P<grade>\d{1,2})\s+(?i:pupils?|students?|class(?:es)?|classroom|children|"
    r"teachers?|boys?|girls?|students?)\b"
)

# "ganó los 200 metros espalda", "the 400m individual medley", "los 110 metros vallas": an
# event named by its distance and its stroke or kind, wherever it stands ("nadó 1.500
# metros en aguas abiertas" is a distance).
_DISCIPLINE = (
    r"espalda|libres?|braza|mariposa|estilos|vallas|obstáculos|backstroke|freestyle|breaststroke|butterfly|"
    r"(?:individual\s+)?medley|hurdles|steeplechase|relay|relevos"
)
EVENT_BY_DISCIPLINE = re.compile(
    r"\b(?:los|las|el|la|del|de\s+los|en\s+los|the|in\s+the|a)\s+(?:(?:men|women)[’']s\s+)?"
    rf"(?P<event>\d{{2,3}}|\d[.,]?\d{{3}})\s*(?:metros|metres|meters|m)\s+(?i:{_DISCIPLINE})\b"
)
EVENT_NEEDS = ("espalda", "libre", "braza", "mariposa", "estilos", "vallas", "obstáculos", "backstroke", "freestyle",
    "breaststroke", "butterfly", "medley", "hurdles", "steeplechase", "relay", "relevos")

# "by the time the wage reaches $15", "para cuando el salario llegue a 15 dólares": a
# level reached marks when something happens.
_AMOUNT = r"[$€£]?\s?\d[\d.,]*(?:\s*(?i:dollars|euros|pounds|dólares|pesos|millones|million|billion|bn|m)\b)?"
LEVEL_REACHED = re.compile(
    r"\b(?i:by\s+the\s+time|once|until|para\s+cuando|hasta\s+que|una\s+vez\s+que)\s+(?:[^\W\d_][\w’'-]*\s+){1,4}?"
    r"(?i:reaches|hits|reached|hit|gets\s+to|alcance|alcancen|llegue\s+a|lleguen\s+a)\s+(?:(?i:los|las|el)\s+)?"
    rf"(?P<level>{_AMOUNT})"
)

# "at 71" closing its clause, then what someone does ("stacking shelves at a supermarket
# at 71") or a moment of a life ("retired at 65") in the words before it. A point or a
# comma before a digit goes on with the number ("valuing the group at 41.2 billion",
# "putting losses at 45,000"), which is no age.
# "left home at 15 to join the club": or a purpose after it ("at 12 to 14 knots" is a range).
AT_AN_AGE = re.compile(
    r"\bat\s+(?P<age>1\d|[2-9]\d|10\d)(?=\s*(?:[.;!?,](?!\d)|[)\"”’]|$)|\s+(?:and|but)\b|"
    rf"\s+to\s+(?!(?:{_WORD}|[a-z]+(?:teen|ty)|a|an|the)\b)[a-z]{{2,}}\b)"
)
# Words in -ing that say what a market, a price or a speed does ("Shares were trading at
# 71", "caught driving at 70"), and those in -ing that name no step of a life.
_MARKET_OR_SPEED = (
    r"trading|selling|buying|hovering|sitting|standing|holding|closing|opening|settling|falling|rising|growing|"
    r"peaking|running|driving|travell?ing|going|flying|speeding|cycling|moving|pricing|charging|paying|"
    r"costing|capping|polling|scoring|ranking|rating"
)
_NO_LIFE_STEP = (
    rf"{_MARKET_OR_SPEED}|doing|starting|finishing|during|nothing|something|anything|"
    r"everything|morning|evening|building|ceiling|being"
)
A_LIFE_BEFORE = re.compile(
    rf"\b(?:(?!(?:{_NO_LIFE_STEP})\b)[a-z]{{2,}}ing|retired|died|quit|debuted|graduated|married|emigrated|"
    # "who turned professional at 17", "enlisted at 18"; a pastime taken up ("who only took
    # up running at 28", "started swimming at 52", "learned to read at 40"; not "Trading
    # started at 28").
    r"turned\s+pro(?:fessional)?|enlisted|t(?:ook|aken|akes?|aking)\s+(?:up|to)|"
    r"(?:started|began|begun|start|begin|learn(?:ed|t)?)\s+(?:[a-z]+ing|to\s+[a-z]+)\b)\b"
    r"[^.;:!?,\d]{0,60}$"
)

# Or with no step of a life named, an age still: "moved to Poitiers at 13.", "I'm not going
# to clean floors at 67", "I was too greedy at 17", unless the clause sets a level or a
# speed at the number ("The state put the toll at 46.", "Shares closed at 71", "inflation
# is at 12", "with unemployment at 11,", "caught driving at 70").
A_LEVEL_BEFORE = re.compile(
    # ("going to" says what someone will do: "not going to clean floors at 67").
    rf"\b(?:(?:{_MARKET_OR_SPEED})\b(?!(?<=going)\s+to\b)|puts?|stood|stands?|closed?|closes|opened|opens|ended|ends|finished|settled|traded|"
    r"peak(?:ed|s)?|capped|caps|pegged|fixed|set|sets|held|holds|kept|keeps|remain(?:ed|s)?|stay(?:ed|s)?|"
    r"estimated?|valued|priced|rated|sold|sells|bought|buys|polled|polls|ran|runs|drove|drives|clocked|topped|"
    r"level(?:l?ed)?|steady|unchanged|flat|rates?|prices?|toll|inflation|unemployment|score|index|temperatures?|"
    r"speed|limit|total|tally|count|number)\b[^.;:!?\"“”]*$|\bwith\s+(?:[^\W\d_]+\s+){1,3}at\s+$|"
    r"\b(?:is|was|are|were|be|been|[’']s)\s+(?:(?:now|still|already|currently|then|again)\s+)?at\s+$",
    re.IGNORECASE,
)
# "dropped out at 30 kilometres.", "still together at 35 kilometres", "at the first check,
# after 11.2 kilometres,": a point of a course told by the distance run, closing its clause
# (not "30 kilometres from the border", "at 30 km/h", "peaked at 1,146 kilometres").
AT_A_DISTANCE = re.compile(
    r"\b(?:at|after)\s+(?:(?:about|around|roughly|some)\s+)?(?P<distance>\d{1,3}(?:[.,]\d+)?\s*"
    r"(?:km|kilomet(?:re|er)s|miles))(?=\s*(?:[.;!?,](?!\d)|[)\"”’]|$)|\s+(?:and|but|when|where|before)\b)",
    re.MULTILINE,
)
# What opens the clause AT_AN_AGE closes: its sentence's start, a colon or a quotation mark.
CLAUSE_OPENING = re.compile(r"[.;:!?\"“”\n][^.;:!?\"“”\n]*$")

# "At 18, many of them leave home", "A los 16, todavía viven con sus padres": an age
# opening a sentence, its comma right after it ("At 3,000 metres", "At 40 degrees, …"
# and "At 5%, …" go on with a digit or a unit).
AGE_OPENING = re.compile(
    r"(?:^|(?<=[.!?])\s+|(?<=[\"“«])|(?<=\n))(?:At|A\s+los)\s+(?P<opening>1\d|[2-9]\d)"
    # "At 18 that is a big weapon": or a pronoun opening the clause, with no comma.
    r"(?:,\s+(?=[^\W\d_])|\s+(?=(?:that|this|it|he|she|I|you|we|they|there|many|most)\b))",
    re.MULTILINE,
)

# "lived to 96", "living to be 100", "vivió hasta los 104": how old someone grew (a
# unit after it counts: "lived to 96 per cent of the target" is no life).
LIVED_TO = re.compile(
    r"\b(?i:lived|lives|live|living)\s+(?i:to|until)\s+(?:(?i:be|the\s+age\s+of)\s+)?(?P<en>\d{2,3})\b(?![.,]\d)"
    r"(?=\s*(?:[.;!?,)\"”]|$)|\s+(?i:and|but|when|after|in|years?\s+old)\b)|"
    r"\b(?i:vivió|vivir|vivía|vive|vivirá|vivieron)\s+(?i:hasta\s+los)\s+(?P<es>\d{2,3})\b(?![.,]\d)"
    r"(?=\s*(?:[.;!?,)»”]|$)|\s+(?i:años|y|pero|cuando)\b)",
    re.MULTILINE,
)

# "a boy of 11 who drowned", "he had been a boy of 26 when", "a woman of 70, …": a
# person's age after "of", the clause going on after it ("a man of 2 metres", "a
# woman of 70 kilos" are measures: a unit after the number is no clause).
_AGE_WORD_EN = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?"
)
_AGE_OF = rf"(?:[1-9]\d?|(?i:{_AGE_WORD_EN}))\b(?![.,]?\d)"
PERSON_OF_AGE = re.compile(
    r"\b(?:(?i:a|an|the|one)\s+(?:(?i:young|little|small|teenage|old)\s+)?"
    r"(?i:boy|girl|man|woman|child|kid|lad|youngster|teenager|pensioner|widow|widower)|"
    # "We see psychosis in boys of 16 and 17": people of an age or two, no article.
    r"(?i:boys|girls|men|women|children|kids|lads|teenagers|youngsters))\s+of\s+"
    rf"(?P<person>{_AGE_OF}(?:\s+(?i:and|or|to)\s+{_AGE_OF})?)"
    r"(?=\s*[,.;:)!?—–]|\s*$|\s+(?i:who|whose|with|from|and|when|was|is|had|has|at|years?\s+old)\b)",
    re.MULTILINE,
)

# What WEEK_OF cannot match without, in the lower-cased text: "weeks", "semanas", or a
# week's number ("week 12", "semana 28"); "last week", in most texts, is none of them.
# Each opens on a letter re skips to at once, where the pattern's opening words are
# tried at every character.
WEEK_OF_NEEDS = ("weeks", "semanas")
WEEK_NUMBER = (re.compile(r"week\s+\d"), re.compile(r"semana\s+\d"))

# What WEEKDAY_DAY_NEEDS cannot find without, in the lower-cased text: every weekday
# ends in "day", "es", "do" or "go", then a day's first digit ("on Monday, …" has none).
WEEKDAY_ENDING_DAY = tuple(re.compile(rf"{ending}\s+[1-9]") for ending in ("day", "es", "do", "go"))

# What RACE_DISTANCE_NEEDS cannot find without, in the lower-cased text: a distance's
# last digit (every one of `_RACE` ends in 0) and its metres ("235,000 members" has
# none), or a walk.
RACE_METRES = re.compile(r"0\s*m(?:etros|etres|eters)?\b")
RACE_WALK = ("marcha", "walk")

# AT_AN_AGE without its opening boundary: it starts with the letters "at", which re
# skips to at once, and finds something wherever AT_AN_AGE does.
AT_AN_AGE_CORE = re.compile(AT_AN_AGE.pattern.removeprefix(r"\b"))

# What AGE_OPENING cannot match without: the two digits and the comma or space right after them.
AGE_OPENING_CORE = re.compile(r"(?:At|A\s+los)\s+\d\d[,\s]")

# Words (lower-cased) each pattern cannot match without.
NEEDS = {
    "time_left": ("falta", "del final", "del término", "del cierre", "remaining", "left", "to go", "to play",
        "para terminar", "para acabar", "por disputar", "por correr", " out",
        "para la meta", "de la meta", "de meta", "para meta", "para la llegada", "de la llegada", "para la cima", "de la cima",
        "from the finish", "from the line",
        "from time", "from full", "from the end", "from the final", "por jugar", "para el final", "restantes",
        "por delante", "quedan", "quedaban", "restan", "restaban"),
    "match_minute": ("after", "tras", "a los", "minuto "),
    "week_of": ("week", "semana"),
    "half_place": ("mitad",),
    "street": ("calle", "carrera", "avenida", "diagonal", "transversal", "cra.", "cl."),
    "young": ("meses", "semanas", "días", "años"),
    "held": ("tengo", "tení", "tiene", "tenemos", "tendr", "cumpl"),
    "kin": ("hij", "niet", "herman", "sobrin", "niñ", "pequeñ", "chic"),
    "hundred": ("hundred", "century"),
    "familiar": ("familiar", "knowledge", "briefed", "conocedor", "al tanto"),
    "stretch": ("last", "final", "first", "opening", "closing", "últim", "primer"),
    "race": ("metros", "metres", "meters", "0m", "0 m", "marcha", "walk"),
    "level": ("by the time", "once", "until", "para cuando", "hasta que", "una vez que"),
    "school": ("primaria", "secundaria", "eso", "bachillerato", "infantil", "year ", "grade "),
    "into": (" into ", "a los "),
    "lived": ("live", "living", "viv"),
    "person_of": ("boy of", "girl of", "man of", "child of", "kid of", "lad of", "youngster of", "teenager of",
        "pensioner of", "widow of", "widower of", "boys of", "girls of", "men of", "children of", "kids of", "lads of",
        "teenagers of", "youngsters of"),
    "weekday": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo", "monday", "tuesday",
        "wednesday", "thursday", "friday", "saturday", "sunday"),
}
# The verbs LEVEL_REACHED also needs: "once" and "until" are in most texts, these seldom.
LEVEL_VERBS = ("reach", "hit", "gets", "alcance", "llegue")
# The units STRETCH also needs: "last" and "first" are in most texts, these seldom.
STRETCH_UNITS = ("mile", "kilomet", "km", "metre", "meter", "lap", "kilómetro", "metro", "vuelta", "milla")

_PATTERNS = {
    "time_left": TIME_LEFT,
    "match_minute": MATCH_MINUTE,
    "week_of": WEEK_OF,
    "half_place": HALF_AS_A_PLACE,
    "street": STREET_NUMBER,
    "young": YOUNG_AGE,
    "held": AGE_HELD,
    "kin": BARE_AGE_OF_KIN,
    "hundred": ORDINAL_HUNDRED,
    "familiar": FAMILIAR_SOURCES,
    "stretch": STRETCH,
    "race": RACE_DISTANCE,
    "level": LEVEL_REACHED,
    "school": SCHOOL_YEAR,
    "into": TIME_INTO,
    "weekday": WEEKDAY_DAY,
    "lived": LIVED_TO,
    "person_of": PERSON_OF_AGE,
}


def placing_spans(text: str) -> list[Span]:
    """The spans of the numbers above in `text`."""
    lower = lowered_text(text)
    spans: list[Span] = []
    for rule, pattern in _PATTERNS.items():
        if (
            holds_any(lower, NEEDS[rule])
            and (
                pattern is not RACE_DISTANCE
                or ((RACE_METRES.search(lower) or holds_any(lower, RACE_WALK)) and RACE_DISTANCE_NEEDS.search(text))
            )
            and (pattern is not LEVEL_REACHED or holds_any(lower, LEVEL_VERBS))
            and (pattern is not STRETCH or holds_any(lower, STRETCH_UNITS))
            and (
                pattern is not WEEKDAY_DAY
                or (finds_any(lower, WEEKDAY_ENDING_DAY) and WEEKDAY_DAY_NEEDS.search(lower))
            )
            and (pattern is not WEEK_OF or holds_any(lower, WEEK_OF_NEEDS) or finds_any(lower, WEEK_NUMBER))
        ):
            for match in pattern.finditer(text):
                group = next((name for name, value in match.groupdict().items() if value), None)
                spans.append(match.span(group) if group else match.span())
    if holds_any(lower, EVENT_NEEDS):
        # A race RACE_DISTANCE found after a placing is not added twice.
        found = set(spans)
        spans.extend(
            match.span("event") for match in EVENT_BY_DISCIPLINE.finditer(text) if match.span("event") not in found
        )
    if ("at " in lower or "a los " in lower) and AGE_OPENING_CORE.search(text):
        spans.extend(match.span("opening") for match in AGE_OPENING.finditer(text))
    if "at " in lower and AT_AN_AGE_CORE.search(text):
        spans.extend(
            match.span("age")
            for match in AT_AN_AGE.finditer(text)
            if A_LIFE_BEFORE.search(text, max(0, match.start() - 80), match.start())
            or not A_LEVEL_BEFORE.search(text, _clause_start(text, match.start()), match.start())
        )
    if ("at " in lower or "after " in lower) and holds_any(lower, ("km", "kilomet", "miles")):
        spans.extend(
            match.span("distance")
            for match in AT_A_DISTANCE.finditer(text)
            if not A_LEVEL_BEFORE.search(text, _clause_start(text, match.start()), match.start())
        )
    return spans


def _clause_start(text: str, position: int) -> int:
    """Where the clause ending at `position` opens: after its sentence's last stop, colon
    or quotation mark, 120 characters back at most."""
    start = max(0, position - 120)
    opening = CLAUSE_OPENING.search(text, start, position)
    return opening.start() + 1 if opening else start
