"""References: a number the words before it make a label, not a count ("page 14",
"página 3", "la sala 2", "chapter 2", "flight 370", "km 14", "minuto 90", "gate 5",
"nivel 2", "bed 12", "la cuadra 12", "at mile 21", "el artículo 155", "la etapa 21", "a
category 2 hurricane", a road by its class and number, "la ruta provincial 157", a point
on a route: "mile marker 42", "el PK 12", "between mile markers 120 and 145", "entre los
kilómetros 30 y 45").

`is_a_reference(words before a number)` is asked by `claims.extraction.figure_dates`
about each number it reads; `claims.extraction.non_figures` lists the other numbers
that are never figures.
"""

import re

from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.end_anchored import guard_window_patterns

REFERENCE_BEFORE = re.compile(
    r"\b(?:page|pages|p\.|pp\.|página|páginas|pág\.|chapter|capítulo|section|sección|room|gate|"
    r"platform|flight|route|apartment|suite|floor|piso|planta|puerta|vuelo|ruta|vol\.|volume|"
    r"edition|edición|episode|episodio|season|temporada|channel|canal|exit|highway|carretera|km|"
    r"kilómetro|dorsal|minuto|jornada|ward|box|apartado|código|portal|bloque|escalera|"
    r"line|línea|bus|autobús|hole|hoyo|lap|vuelta|category|categoría|phase|fase|terminal|muelle|pier|berth|hangar|pabellón|hall|"
    # "won game 2", "in Game 7 of the final", "by game nine": a game of a match or a series
    # by its number; "stopped at turn 14": a corner of a circuit; "el serotipo 3": a kind.
    r"game|turn|serotype|serotipo|"
    # "alert level 3", "nivel 2", "bed 12", "el artículo 155", "stage 5", "seat 14", "andén 3"; a
    # kind or a league by its number: "type 2 diabetes", "diabetes tipo 2", "Division Two champions".
    r"level|nivel|bed|cama|article|artículo|stage|etapa|tier|zone|zona|round|ronda|seat|asiento|row|fila|"
    r"type|tipo|division|división|"
    # "la Ley 26.639 de glaciares", "el Decreto 70", "Law 1581": a law by its number.
    r"ley|law|decreto|decree|"
    # "marcar la opción 5", "press option 2": a menu's choice.
    r"opción|option|"
    # "la cuadra 12": a block of a Lima or Buenos Aires avenue, by its number.
    # "at mile 21", "near mile 17": a spot on a race's course.
    r"lane|carril|track|andén|cuadra|mile|miles|milla|"
    # "en el distrito 8 de la capital", "precinct 9", "la comuna 13": a city's division by
    # its number.
    r"district|distrito|arrondissement|precinct|comuna|"
    # "en la sala 2 de la Audiencia", "courtroom 4": a court's room by its number.
    r"sala|courtroom|"
    # "los presos del módulo 4", "inmates in module 2": a wing of a prison or a camp.
    r"módulo|module|"
    # "at mile marker 42", "el PK 12", "el punto kilométrico 30": a point on a route; and the
    # second point of a stretch between two ("between mile markers 120 and 145", "entre los
    # kilómetros 30 y 45", "between junctions 10 and 12").
    r"mile\s+markers?|mile\s*posts?|junctions|kilómetros|pk|p\.\s?k\.|puntos?\s+kilométricos?)\s+(?:n[º°o]\.?\s*)?$|"
    # "la ruta provincial 157", "la ruta nacional 86", "the state highway 9": a road by its
    # class and number.
    r"\b(?:ruta|carretera|autopista|autovía|route|road|highway)\s+(?:nacional|provincial|estatal|departamental|"
    r"federal|regional|comarcal|autonómica|interestatal|national|state|county|provincial)\s+(?:n[º°o]\.?\s*)?$|"
    # "at Level 6 and 7", "niveles 2 y 3": the second of two levels.
    r"\b(?:mile\s+markers|mile\s*posts|junctions|exits|kilómetros|kilometres|kilometers|km|levels?|niveles|games|"
    r"puntos\s+kilométricos)\s+\d{1,4}\s+(?:and|to|y|al|a|-|–)\s*$",
    re.IGNORECASE,
)

REFERENCE_BEFORE_LOWER = lowercase_twin(REFERENCE_BEFORE)


# "registró esta temporada 4.000 nidos", "this season 40 goals": a season, a round or a
# stage pointed at is when something was counted, not a label the number gives it ("this
# hall" still labels: "this hall three times over").
POINTED_AT_BEFORE = re.compile(
    r"\b(?:this|that|last|next|each|every|esta|este|esa|ese|cada)\s+"
    r"(?:season|temporada|jornada|round|ronda|stage|etapa|phase|fase|edition|edición|game)\s+$"
)


# "crossed the line four minutes later": a number in words before a unit of time says how
# long, not which line.
TIME_UNIT_AFTER_WORDS = re.compile(
    r"\s+(?:seconds?|minutes?|hours?|days?|weeks?|segundos?|minutos?|horas?|días?|semanas?)\b"
)


# "He crossed the line 38 seconds ahead", "cruzó la línea de meta 51 segundos después":
# the finish line crossed, then how far ahead or behind, not which line.
CROSSED_LINE_BEFORE = re.compile(
    r"\b(?:cross(?:ed|es|ing)?|cruz(?:ó|aron|a|an|ar|ando))\s+(?:the|la)\s+(?:finish(?:ing)?\s+)?(?:line|línea)\s+$"
)


def is_a_reference(before: str, words_after: str = "") -> bool:
    """Whether the words before a number make it a reference: "page 14", "km 14";
    `words_after`, the words after a number written in words."""
    window = lowered(before[-24:])
    return (
        bool(REFERENCE_BEFORE_LOWER.search(window))
        and not POINTED_AT_BEFORE.search(window)
        and not (words_after and TIME_UNIT_AFTER_WORDS.match(words_after))
        and not CROSSED_LINE_BEFORE.search(lowered(before[-40:]))
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
