"""Shares of a whole in forms the fraction readers of `claims.extraction.number_words`
leave out, for `claims.extraction.numbers`. Each is a percentage, as "a third of" is:

- a change by a share with no "by" ("The stock has climbed almost a third this
  year", "sales fell a quarter", "a rise of about a quarter") and "by half" ("rations will be cut by half",
  "reduced by nearly half");
- a change by half said as a verb ("Melbourne halves bike lane spending", "the roll has
  halved in 20 years"), not "to halve", "could halve" or one supposed ("if it halves");
- "half" before a determiner or a verb in -ing ("less than half the final amount",
  "with half going to counties", "half their income", "Half my team is gone");
- a Spanish share as the subject of a reflexive verb ("cerca de la mitad se
  produjeron en autovías", "un tercio se destina a …");
- a share after a word that qualifies an amount, whatever follows it ("About a third
  contained plastic", "financiados en más de la mitad por empresas", "casi un tercio
  votó"): no ordinal is qualified so;
- a Spanish share named by its ordinal and "parte" ("la cuarta parte de sus fondos",
  "una tercera parte de los pozos", "las tres cuartas partes del territorio"), but not
  a part of a work ("la tercera parte de la trilogía");
- Spanish shares in masculine words: "dos tercios", "tres quintos" wherever they stand
  ("financiada en dos tercios por el Estado", "los dos tercios que exige la ley"), "un
  quinto" before a determined whole and "un cuarto" before a plural one or after a
  qualifier ("alrededor de un cuarto de los campos"), not a room ("un cuarto de la casa");
- the rest of a whole ("The remaining fifth belongs to …", "the other half went to …",
  "el tercio restante", "la mitad restante"), but not half of a unit or of a season;
- Spanish "la mitad" with nothing after it but a comparison, "con" or the clause's end
  ("650.000 pasajeros, la mitad que antes", "obras que valían la mitad."), but not a
  place or a moment ("en la mitad", "por la mitad").

"a third straight month", "the second half the team …", "by half a point" (half of a
unit, 0.5) and "half-time" are no share; nor is a part placed by an ordinal ("in the
second half of 2028", "the first quarter of the year", "la segunda mitad de 2027"):
a stretch of time or of a whole, not a share of it (`ORDINAL_PART_BEFORE`, asked by
`claims.extraction.numbers` of every "half of"-like fraction).

A part of a point as the size of a change is read as that part of one point
(`parts_of_a_point`): "a quarter-point cut" (0.25 point), "un recorte de un cuarto de
punto", "una subida de medio punto porcentual".
"""

import re
from dataclasses import replace
from decimal import Decimal

from claims.extraction.caseless import holds_any
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import FRACTIONS, NumberMention, fraction_mention, share_mention

QUALIFIER = (
    r"(?:(?:nearly|almost|about|around|roughly|some|over|more\s+than|less\s+than|just\s+over|just\s+under|"
    r"as\s+much\s+as|up\s+to|close\s+to|at\s+least)\s+)?"
)

PART_EN = r"(?P<part>half|thirds?|quarters?|fifths?|tenths?)"

# What may follow a share that ends its clause: punctuation, a preposition or adverb
# of time, a conjunction. Not a noun ("a third straight month", "a third term").
SHARE_ENDS = (
    r"(?=\s*(?:[,.;:)—–]|$)|\s+(?:this|last|in|since|over|from|to|on|during|after|before|between|against|"
    r"compared|year-on-year|and|but|while|as|when|amid|despite|because|following|through|by|until|within)\b)"
)

CHANGE_VERBS_EN = (
    r"(?:rose|risen|rises|climbed|climbs|fell|fallen|falls|dropped|drops|grew|grown|grows|jumped|jumps|gained|"
    r"gains|lost|loses|shrank|shrunk|slumped|slumps|cut|cuts|reduced|slashed|declined|declines|increased|"
    r"decreased|surged|plunged|plummeted|soared|sank|tumbled|dipped|slid|shed|lowered|raised|expanded|"
    r"contracted)"
)

# "a rise of about a quarter", "a fall of a third": the change named by a noun.
CHANGE_NOUNS_EN = (
    r"(?:(?:rise|increase|fall|drop|decline|decrease|jump|cut|reduction|gain|loss|growth|surge|slump)\s+of)"
)

CHANGE_SHARE_EN = re.compile(
    rf"\b(?:{CHANGE_VERBS_EN}|{CHANGE_NOUNS_EN})\s+{QUALIFIER}(?P<fraction>(?P<count>a|an|one|two|three)[\s-]+{PART_EN}){SHARE_ENDS}",
    re.IGNORECASE,
)

# "cut by half", "reduced by nearly half"; not "by half a point" (half of a unit).
BY_HALF = re.compile(
    rf"\bby\s+{QUALIFIER}(?P<fraction>(?P<count>)(?P<part>half))\b(?![\s-]+(?:an?|of|time|way)\b|-){SHARE_ENDS}",
    re.IGNORECASE,
)

# "Melbourne halves bike lane spending", "the school roll has halved in 20 years", "was
# halved": a change by half said as a verb, 50 %, as "cut by half" is; not a plan, a
# hypothesis or an order ("to halve", "could halve", "will halve") nor "halving".
HALVED_EN = re.compile(
    r"(?<!\bto\s)(?<!could\s)(?<!would\s)(?<!might\s)(?<!may\s)(?<!will\s)(?<!can\s)(?<!should\s)(?<!must\s)"
    r"\b(?P<fraction>(?P<count>)(?P<part>halv(?:ed|es)))\b",
    re.IGNORECASE,
)
SUPPOSED_BEFORE_EN = re.compile(r"\b(?:if|unless|when|whether)\b[^.,;:]*$", re.IGNORECASE)

# "less than half the final amount", "with half going to counties", "Half my team is gone".
NOT_A_SHARE_BEFORE = re.compile(
    r"\b(?:first|second|third|fourth|last|other|latter|front|back|top|bottom|upper|lower|the|a|an|one|and|"
    r"his|her|its|their|my|our|your)\s+$",
    re.IGNORECASE,
)
# "the second half of 2028", "the first quarter of the year", "la segunda mitad de 2027":
# an ordinal before a fraction with no count of its own.
ORDINAL_PART_BEFORE = re.compile(
    r"\b(?:first|second|third|fourth|last|final|latter|former|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|"
    r"últim[oa])\s+$",
    re.IGNORECASE,
)
HALF_BEFORE_EN = re.compile(
    r"\b(?P<fraction>(?P<count>)(?P<part>half))\s+(?=(?:the|its|their|his|her|our|my|your|this|that|these|those|all)\s|"
    r"[a-z]{2,}ing\b)",
    re.IGNORECASE,
)

# "la mitad se produjeron", "un tercio se destina": a Spanish share before "se" and
# its verb.
SHARE_SE_ES = re.compile(
    r"\b(?P<fraction>(?P<count>la|un|una|dos|tres)\s+(?P<part>mitad|tercios?|cuartas?|quintas?)(?:\s+partes?)?)"
    r"(?=\s+(?:no\s+)?se\s+[a-záéíóúñ]{3,}(?:a|an|ó|aron|eron|ía|ían|e|en)\b)",
    re.IGNORECASE,
)

# "About a third contained plastic", "nearly half voted", "fewer than a third currently
# meet the rule": a qualifier of an amount says
# the fraction after it is a share; not half of a unit ("nearly half an hour", "over
# half a million") nor a time ("about a quarter past", "almost half-time").
QUALIFIED_SHARE_EN = re.compile(
    r"\b(?:about|around|roughly|nearly|almost|some|more\s+than|less\s+than|fewer\s+than|just\s+over|just\s+under|"
    r"close\s+to)\s+(?P<fraction>(?:(?P<count>a|one|two|three)[\s-]+)?(?P<part>half|thirds?|quarters?|fifths?|tenths?))\b"
    r"(?![\s-]+(?:an?|past|to|time|way|hour|mile|point|dozen|century|hundred|thousand|million|billion)\b|-)",
    re.IGNORECASE,
)
# "no hemos visto ni la mitad": not even the share, below it (`qualifiers`).
QUALIFIED_SHARE_ES = re.compile(
    r"\b(?:casi|cerca\s+de|más\s+de|menos\s+de|alrededor\s+de|aproximadamente|apenas|ni(?:\s+siquiera)?)\s+"
    r"(?P<fraction>(?P<count>la|un|una|dos|tres)\s+(?P<part>mitad|tercios?|cuartas?|quintas?)(?:\s+partes?)?)\b"
    r"(?!\s+(?:hora|milla|punto|millón|docena)\b)",
    re.IGNORECASE,
)

# "The remaining fifth belongs to the state", "the other half went to charity", "la mitad
# restante", "el tercio restante": the rest of a whole named by its fraction is a share;
# not half of a unit ("the remaining half hour", "the other half of the season" is a
# stretch of time, as an ordinal's part is).
REMAINING_SHARE_EN = re.compile(
    r"\bthe\s+(?:remaining|other)\s+(?P<fraction>(?P<count>)(?P<part>half|third|quarter|fifth|tenth))\b"
    r"(?![\s-]+(?:an?|past|to|time|way|hour|mile|point|dozen|century|hundred|thousand|million|billion|"
    r"of\s+(?:the\s+)?(?:season|year|month|match|game|day|century|decade|term|race))\b|-)",
    re.IGNORECASE,
)
# "650.000 pasajeros, la mitad que antes de la pandemia", "obras que valían la mitad.",
# "580.000 toneladas, la mitad con destino a Francia": half of a whole the sentence
# names, with nothing after it but a comparison, "con" or the clause's end; not a place
# or a moment ("en la mitad", "a la mitad", "hasta la mitad", "por la mitad").
BARE_HALF_ES = re.compile(
    r"(?<!\ben\s)(?<!\ba\s)(?<!\bpor\s)(?<!\bhasta\s)(?<!\bdesde\s)(?<!\bde\s)(?<!\bhacia\s)"
    r"\b(?P<fraction>(?P<count>la)\s+(?P<part>mitad))(?=\s+(?:que|con)\b|\s*(?:[.,;:)»”\"—]|$))",
    re.IGNORECASE,
)
REMAINING_SHARE_ES = re.compile(
    r"\b(?:la|el)\s+(?P<fraction>(?P<count>)(?P<part>mitad|tercio))\s+restante\b",
    re.IGNORECASE,
)

# "financiada en dos tercios por el Estado", "los dos tercios que exigen sus estatutos",
# "unos dos tercios serán gratuitos": Spanish names no other thing "dos tercios" or "tres
# quintos", so the plural share is one wherever it stands (not "de hora", "de punto").
PLURAL_SHARE_ES = re.compile(
    r"\b(?P<fraction>(?P<count>dos|tres|cuatro)\s+(?P<part>tercios|quintos))\b"
    r"(?!\s+de\s+(?:hora|punto|milla|kilo|litro)s?\b)",
    re.IGNORECASE,
)
# "casi un quinto del valor del grano", "tres quintos de las ventas", "alrededor de un
# cuarto de los campos", "tres cuartos de los pozos": the masculine share before a
# determined whole. "cuarto" is a room as often ("un cuarto del segundo piso", "un
# cuarto de la casa"), so it is a share only before a plural whole ("de los", "de sus")
# or after a word that qualifies an amount ("casi un cuarto del total"); never before
# "de hora", "de siglo" or "de final".
MASCULINE_SHARE_ES = re.compile(
    r"\b(?:(?P<qualifier>casi|alrededor\s+de|cerca\s+de|más\s+de|menos\s+de|apenas|aproximadamente)\s+)?"
    r"(?P<fraction>(?P<count>un|tres)\s+(?P<part>cuartos?|quintos?))"
    r"(?=\s+(?:de\s+(?P<many>los|las|sus|esos|esas|estos|estas|todos|todas)|de\s+(?:la|el|su|esta|este)|del)\s)",
    re.IGNORECASE,
)
MASCULINE_PARTS_ES = {"tercios": 3, "quintos": 5, "cuarto": 4, "cuartos": 4, "quinto": 5}


def masculine_share(match: re.Match) -> NumberMention | None:
    """The share "dos tercios", "un cuarto de los …", "tres quintos" names, or None
    when its words disagree ("un cuartos", "tres cuarto")."""
    count = {"un": 1, "dos": 2, "tres": 3, "cuatro": 4}[match.group("count").lower()]
    part = match.group("part").lower()
    if part.startswith("cuarto") and not (match.groupdict().get("many") or match.groupdict().get("qualifier")):
        return None
    denominator = MASCULINE_PARTS_ES[part]
    if part.endswith("s") != (count > 1) or count >= denominator:
        return None
    return share_mention(match, count, denominator)


# "la cuarta parte de sus fondos", "una tercera parte", "las tres cuartas partes": the
# ordinal before "parte" names the share.
ORDINAL_PARTS_ES = {
    "tercera": 3,
    "terceras": 3,
    "cuarta": 4,
    "cuartas": 4,
    "quinta": 5,
    "quintas": 5,
    # "cerca de una sexta parte del cobre", "una octava parte de los votos".
    "sexta": 6,
    "sextas": 6,
    "séptima": 7,
    "séptimas": 7,
    "octava": 8,
    "octavas": 8,
    "novena": 9,
    "novenas": 9,
    "décima": 10,
    "décimas": 10,
    "vigésima": 20,
    "vigésimas": 20,
}
ORDINAL_SHARE_ES = re.compile(
    r"\b(?P<fraction>(?:(?P<article>la|una|las)\s+)?(?:(?P<count>dos|tres|cuatro)\s+)?"
    r"(?P<part>terceras?|cuartas?|quintas?|sextas?|séptimas?|octavas?|novenas?|décimas?|vigésimas?)\s+partes?)\b"
    r"(?!\s+(?:de|del)\s+(?:(?:la|el|los|las|su|sus|esta|este)\s+)?"
    r"(?:trilogía|saga|serie|novela|libro|película|obra|documental|informe|temporada|entrega|ciclo)\b)",
    re.IGNORECASE,
)


def ordinal_share(match: re.Match) -> NumberMention | None:
    """The share a Spanish ordinal with "parte" names, or None when its words disagree
    ("una terceras partes") or it names no share ("la tercera parte" as a chapter is
    ruled out by the pattern)."""
    count = {"dos": 2, "tres": 3, "cuatro": 4}.get((match.group("count") or "").lower(), 1)
    part = match.group("part").lower()
    plural = part.endswith("s")
    if plural != (count > 1) or (plural and (match.group("article") or "las").lower() != "las"):
        return None
    if not plural and (match.group("article") or "").lower() not in {"la", "una"}:
        return None
    denominator = ORDINAL_PARTS_ES[part]
    if count >= denominator:
        return None
    return share_mention(match, count, denominator)


# The word each pattern cannot match without, lower-cased: a text without it is not
# scanned (most texts hold no share at all).
NEEDS = {
    SHARE_SE_ES: ("mitad", "tercio", "cuarta", "quinta"),
    CHANGE_SHARE_EN: ("half", "third", "quarter", "fifth", "tenth"),
    BY_HALF: ("half",),
    HALVED_EN: ("halved", "halves"),
    HALF_BEFORE_EN: ("half",),
    QUALIFIED_SHARE_EN: ("half", "third", "quarter", "fifth", "tenth"),
    QUALIFIED_SHARE_ES: ("mitad", "tercio", "cuarta", "quinta"),
    ORDINAL_SHARE_ES: ("parte",),
    PLURAL_SHARE_ES: ("tercios", "quintos"),
    MASCULINE_SHARE_ES: ("cuarto", "quinto"),
    REMAINING_SHARE_EN: ("remaining", "other"),
    REMAINING_SHARE_ES: ("restante",),
    BARE_HALF_ES: ("mitad",),
}


def more_fractions(text: str, lang: str) -> list[NumberMention]:
    """The shares in `text` written in the forms above, each spanning its fraction."""
    patterns = (
        [
            SHARE_SE_ES,
            QUALIFIED_SHARE_ES,
            ORDINAL_SHARE_ES,
            REMAINING_SHARE_ES,
            BARE_HALF_ES,
            PLURAL_SHARE_ES,
            MASCULINE_SHARE_ES,
        ]
        if lang == "es"
        else [CHANGE_SHARE_EN, BY_HALF, HALVED_EN, HALF_BEFORE_EN, QUALIFIED_SHARE_EN, REMAINING_SHARE_EN]
    )
    lowered = text.lower()
    mentions = []
    for pattern in patterns:
        if not holds_any(lowered, NEEDS[pattern]):
            continue
        for match in pattern.finditer(text):
            if pattern is HALF_BEFORE_EN and NOT_A_SHARE_BEFORE.search(text, max(0, match.start() - 12), match.start()):
                continue
            if pattern is HALVED_EN:
                if SUPPOSED_BEFORE_EN.search(text, max(0, match.start() - 80), match.start()):
                    continue
                mention = share_mention(match, 1, 2)
            elif pattern is ORDINAL_SHARE_ES:
                mention = ordinal_share(match)
            elif pattern in (PLURAL_SHARE_ES, MASCULINE_SHARE_ES):
                mention = masculine_share(match)
            elif pattern in (REMAINING_SHARE_EN, REMAINING_SHARE_ES):
                mention = share_mention(match, 1, FRACTIONS[match.group("part").lower()][1])
            else:
                mention = fraction_mention(match)
            if mention is not None:
                mentions.append(replace(mention, start=match.start("fraction"), end=match.end("fraction")))
    return mentions


POINT_PARTS = {"quarter": "0.25", "half": "0.5", "three-quarter": "0.75", "medio": "0.5", "cuarto": "0.25"}
# "a quarter-point cut", "a half-point rise": the part written onto a change of a rate.
POINT_PART_EN = re.compile(
    r"\b(?P<fraction>(?P<part>quarter|half|three-quarter)[- ](?P<percentage>percentage[- ])?point)"
    r"(?=\s+(?:cut|rise|increase|hike|reduction|move|drop|fall|raise)s?\b)",
    re.IGNORECASE,
)
# "un recorte de un cuarto de punto", "una subida de medio punto porcentual": the part
# as the size of a change, as the English compound is ("by half a point" is left alone).
POINT_PART_ES = re.compile(
    r"\b(?:recorte|rebaja|reducción|bajada|subida|alza|aumento|incremento|caída|descenso)\s+de\s+"
    r"(?P<fraction>(?:un\s+)?(?P<part>medio|cuarto)(?:\s+de)?\s+punto(?P<percentage>\s+porcentual)?)\b",
    re.IGNORECASE,
)


def parts_of_a_point(text: str, lang: str) -> list[NumberMention]:
    """Each "quarter-point", "medio punto" in `text`, valued as that part of a point."""
    lowered = text.lower()
    if lang == "es":
        if "punto" not in lowered:
            return []
        pattern, unit = POINT_PART_ES, "punto"
    else:
        if "point" not in lowered:
            return []
        pattern, unit = POINT_PART_EN, "point"
    mentions = []
    for match in pattern.finditer(text):
        part = match.group("part").lower()
        if part == "cuarto" and not match.group("fraction").lower().startswith("un"):
            continue
        name = (
            ("percentage " + unit if unit == "point" else unit + " porcentual") if match.group("percentage") else unit
        )
        mentions.append(
            NumberMention(match.start("fraction"), match.end("fraction"), Decimal(POINT_PARTS[part]), measure=name)
        )
    return mentions


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
