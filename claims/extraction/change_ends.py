"""Where a change ends, for `claims.extraction.qualifiers`: after a change ("bajó",
"subirá", "una subida del 1,2 %") "hasta" and a level say where it ends, not a ceiling
("el paro bajó hasta los 2,6 millones": exact), the change wished or asked for
("que suba hasta los 70 euros", "elevarlo hasta 8 euros") and a currency's
("se depreció un 1,2 %, hasta los 950 pesos por dólar"), a price or a depth that changes of
itself ("se encareció, hasta los 14,20 euros", "se profundizó hasta 20,5 metros") included; a gap between rivals that grows or
shrinks "hasta" a number ends there too; a clause coordinated after a comma is out of
the change's reach ("se triplicaron …, y algunos mototaxis cobraban hasta 15 soles": a
ceiling); what falls from the sky ("cayeron hasta 400
milímetros de lluvia") changes nothing, and "hasta un 15 %" or "hasta 40 centímetros más"
after a change is the size of the change, a ceiling. "desde" after the level a change ended at is where it
started, exact (`starts_a_change`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns

# "El paro bajó … hasta los 2,6 millones", "la deuda bajará hasta los 310 millones":
# after a change, in any tense, "hasta" says where it ends (or is meant to), not a
# ceiling.
CHANGE_BEFORE_HASTA = re.compile(
    r"\b(?:se\s+)?(?:"
    r"(?:baj|aument|elev|escal|dispar|desplom|increment|rebaj|recort|duplic|triplic|multiplic|fren|moder|"
    r"desaceler|aceler|dobl)"
    r"(?:a|an|ó|aron|ará|arán|aría|arían|ar|ado|ando|ará)|"
    r"(?:sub)(?:e|en|ió|ieron|irá|irán|iría|irían|ir|ido|iendo|a|an)|"
    r"(?:crec|descend|retroced)(?:e|en|ió|ieron|erá|erán|ería|erían|er|ido|iendo)|"
    # "que suba hasta los 65,50 euros", "pide que bajen hasta": the subjunctive of a
    # wish or a demand; "elevarlo hasta 6 euros": an infinitive with its object.
    r"(?:baj|aument|elev|rebaj|recort|increment|dispar)arl[oa]s?|(?:sub|reduc)irl[oa]s?|"
    r"(?:baj|aument|elev|increment|rebaj)(?:e|en)|crezca|crezcan|caiga|caigan|reduzca|reduzcan|"
    # "El peso se apreció un 4,1 % …, hasta los 898 pesos por dólar": a currency's
    # value changes too.
    r"(?:apreci|depreci|devalu|revalu|revaloriz)(?:a|an|ó|aron|ará|arán|aría|arían|ar|ado|ando)|"
    r"devalúa|devalúan|revalúa|revalúan|"
    r"desciende|descienden|"
    # "El rape se encareció, hasta los 14,20 euros el kilo", "el canal se profundizó hasta
    # 20,5 metros", "el dragado del canal hasta 14 metros": a price or a depth that
    # changes of itself (not "encarece la contratación y podría costar hasta 70.000
    # empleos", where something else reaches the number).
    r"(?:(?<=\bse\s)|(?<=\bse\sha\s)|(?<=\bse\shan\s))(?:encarec|abarat|profundiz|ahond)[a-záéíóú]*|"
    r"drag(?:ado|a|an|ó|aron|ará|arán|ar)|"
    r"cae|caen|cayó|cayeron|caerá|caerán|caería|caer|caído|cayendo|"
    r"reduce|reducen|redujo|redujeron|reducirá|reducirán|reduciría|reducir|reducido|reduciendo|"
    r"disminuye|disminuyen|disminuyó|disminuyeron|disminuirá|disminuirán|disminuir|disminuido|"
    # "con una subida del 1,2 %, hasta los 11.850 puntos": the change named by a noun.
    r"subida|bajada|caída|aumento|descenso|alza|repunte|retroceso|incremento|recorte"
    # Within the paragraph: a headline's change ("Se dispara el precio del pan") says
    # nothing of the "hasta" in the story's first sentence below it.
    r")\b(?:[^.;:!?\n]|[.,]\d){0,120}$",
    re.IGNORECASE,
)

# "amplió su ventaja hasta los siete minutos", "la diferencia se acortó hasta los 12
# puntos": a gap between rivals grows or shrinks to the number, a level. Other things
# widened ("el cupo se ampliará hasta 16.000 corredores") are by up to it.
GAP_CHANGE_BEFORE_HASTA = re.compile(
    r"(?:\b(?:ventaja|desventaja|diferencia|distancia|brecha|renta|margen|hueco)\b[^.;:!?]{0,40}?{grew}|"
    r"{grew}[^.;:!?]{0,20}?\b(?:ventaja|desventaja|diferencia|distancia|brecha|renta|margen|hueco)\b)"
    # Not across a comma: "el líder, que amplió su ventaja, recibirá hasta 5.000 euros".
    r"[^.;:!?,]{0,40}$".replace(
        "{grew}", r"\b(?:ampli|alarg|estir|ensanch|agrand|acort|estrech|reduj|redu[cz]|dispar|aument|crec)[a-záéíóú]*\b"
    ),
    re.IGNORECASE,
)

# "creció: un 7 %, hasta 176 millones", "ampliará en un 30 % las ayudas …, hasta los 2,4
# millones de euros": a change's size as a share, then a comma and "hasta", says where it
# ends whatever the verb (not a share of something, "cubre un 50 % del coste, hasta 3.000").
SIZED_CHANGE_BEFORE_HASTA = re.compile(
    r"(?:\ben\s+un|\b[^\W\d_]{3,}(?:ó|á|aron|ieron|arán|erán|irán):?\s+un)\s+(?:casi\s+|cerca\s+de\s+)?"
    r"\d[\d.,]*\s*(?:%|por\s+ciento\b)(?!\s+del?\b)(?:[^.;:!?\n]|[.,]\d){0,100},\s+$",
    re.IGNORECASE,
)


def a_gap_or_a_sized_change(text: str, hasta_at: int) -> bool:
    """Whether "hasta" at `hasta_at` ends a gap's change or a change whose size was given."""
    return bool(
        GAP_CHANGE_BEFORE_HASTA.search(text, max(0, hasta_at - 100), hasta_at)
        or SIZED_CHANGE_BEFORE_HASTA.search(text, max(0, hasta_at - 140), hasta_at)
    )


# What falls from the sky, measured after the number: "400 milímetros de lluvia", "40 cm de nieve".
PRECIPITATION_AFTER = re.compile(
    r"[\d.,]+\s*(?:mm|cm|l|milímetros?|centímetros?|litros?)(?:\s+(?:por|/)\s*(?:metro\s+cuadrado|m2|m²))?"
    r"\s+de\s+(?:lluvia|agua|nieve|granizo|precipitación|precipitaciones)\b",
    re.IGNORECASE,
)
SHARE_AFTER_UN = re.compile(r"\s+(?:un|una)\s+\d[\d.,]*\s*(?:%|por\s+ciento\b)", re.IGNORECASE)
# "podría crecer hasta 40 centímetros más en las próximas 48 horas": an amount "más" after
# its unit is the size of the change, by up to it (not "hasta los 300 euros más IVA", a
# level plus tax).
MORE_AFTER_ITS_UNIT = re.compile(
    r"\d[\d.,]*\s+[^\W\d_]+\s+más(?=\s*(?:[,.;:]|$)|\s+(?:en|de|que|durante|antes|este|esta|a|al)\b)",
    re.IGNORECASE,
)

# "cayó hasta 0,62 dólares por kilo, desde los 0,81 de la temporada anterior", "subió a
# 4,35 dólares, desde los 3,95": after the level a change ends at and a comma, "desde"
# names where it started, a level given exactly (not "billetes desde 19 euros", a price
# from a number up). The change itself is `CHANGE_BEFORE_HASTA`, searched before this.
CHANGE_END_BEFORE_DESDE = re.compile(r"\d(?:[^.;:!?\n\d,]|[.,]\d){0,40},\s+$")


def starts_a_change(text: str, desde_at: int) -> bool:
    """Whether "desde" at `desde_at` follows the level a change ended at: the number
    where the change started."""
    return bool(
        CHANGE_END_BEFORE_DESDE.search(text, max(0, desde_at - 60), desde_at)
        and CHANGE_BEFORE_HASTA.search(text, max(0, desde_at - 180), desde_at)
    )


# ", y algunos mototaxis cobraban hasta 15 soles", ", y en el mercado informal una libra
# cuesta hasta 250 pesos": after a comma, a coordinated clause with words of its own
# before "hasta" (not ", y hasta") is a clause of its own.
COORDINATED_CLAUSE = re.compile(r",\s+(?:y|e|pero|mientras(?:\s+que)?|aunque)\s+(?!hasta\b)(?=\S)", re.IGNORECASE)


def after_a_coordinated_clause(text: str, start: int, end: int) -> int:
    """Where the last clause coordinated after a comma in text[start:end] begins, or
    `start`: a change before it does not govern the "hasta" inside it (", y los precios
    subieron hasta los 289 pesos", a change of its own, still does)."""
    last = start
    for clause in COORDINATED_CLAUSE.finditer(text, start, end):
        last = clause.end()
    return last


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
