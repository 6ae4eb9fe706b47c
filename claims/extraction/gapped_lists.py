"""Counts listed after a figure with their verb and noun left out (gapping), for
`claims.extraction.figure_reader` and `claims.extraction.named_numbers`.

"The Greens now hold nine seats, Labour 11, the Liberal Democrats five and independents
two", "la lista obtuvo cuatro escaños, la coalición oficialista tres, la derecha
tradicional dos y el Partido Republicano uno", "Alternativa Ciudadana, con seis
concejales, Izquierda Torrealteña, con cuatro, y el edil no adscrito": after a count,
each item of the list that names someone and gives a bare number counts what the count
before it did. Without this a name before digits reads as part of the name ("Windows
10") and a small count in words without its noun is no figure.

An item is a separator (a comma, a semicolon, "and"/"y"), a name or a noun phrase of
at most five words, then ", con"/", with" or nothing, then the number, which closes the
item (a comma, a semicolon, a full stop, a closing bracket, "and"/"y" or the end). The
name holds no preposition, conjunction, qualifier, auxiliary or month ("up from 250",
"compared with 12", "in March 11", "and one, a 3-week-old girl", "cuando la norma"),
no gerund ("80 homes, injuring four"), and does not end on "of"/"de" ("el triple del
tope de 300") or a word that labels a number ("Route 66", "page 14", "la fase 2").
Before the separator stands a count: digits that are no year, or a number word, with
at most four words of its noun, not a label's number, and after a capitalised word only
as an item itself. Which unit the item takes is the caller's: what the figure before it
counted, when that counts things.
"""

import re

NUMBER_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred "
    "uno una un dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
    "diecisiete dieciocho diecinueve veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien"
).split()
_NUMBER_WORD = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_WORD = r"[^\W\d_][\w’'-]*"

# The count before, its noun, the separator, the item's name and ", con" up to the number.
ITEM_BEFORE = re.compile(
    rf"(?<![\w.,])(?P<count>\d+(?:[.,]\d+)*|(?i:{_NUMBER_WORD}))(?:\s+{_WORD}){{0,4}}"
    r"(?:\s*,\s*(?:(?:and|y|e)\s+)?|\s*;\s*|\s+(?:and|y|e)\s+)"
    rf"(?P<name>{_WORD}(?:\s+{_WORD}){{0,4}})(?:\s*,\s*(?:con|with))?\s+$"
)
WORD_BEFORE = re.compile(r"([^\W\d_]+)\s+$")
# A capitalised word right before the count: a name's number ("Route 66") or an item.
NAME_BEFORE = re.compile(r"[A-ZÁÉÍÓÚÑ][\w’']*\s+$")
# What closes the item after its number.
ITEM_END = re.compile(r"\s*(?:[,;.)]|$)|\s+(?:and|y|e)\s")

NOT_IN_A_NAME = frozenset(
    """to from in at on by for with without about over under up down than per each every while whereas but
    who which that including compared against versus vs plus minus around nearly almost some only just a an
    is are was were has have had been and or nor when where if because although
    a al en por para desde hasta hacia con sin sobre entre frente que mientras pero unos unas cada más menos
    casi solo sólo según como tras contra es son fue fueron ha han y e o u ni cuando donde si porque aunque
    quien quienes cual cuales
    january february march april may june july august september october november december
    enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre""".split()
)
# "the triple of the cap of 300", "injuring four": a name ends on no preposition and
# holds no gerund.
ENDS_NO_NAME = frozenset("of de del".split())
GERUND = re.compile(r"(?:ing|ando|iendo)$")
LABEL_WORDS = frozenset(
    """page pages article section chapter route line room gate platform figure table level stage round phase
    grade class number no hole lane row block district ward zone floor year years day days week weeks month
    months hour hours minute minutes version model
    página artículo sección capítulo ruta línea sala puerta andén planta nivel etapa ronda fase grado número
    hoyo calle fila distrito zona piso año años día días semana semanas mes meses hora horas minuto minutos
    versión modelo""".split()
)


def gapped_item(text: str, count_start: int, number_end: int) -> bool:
    """Whether the number from `count_start` to `number_end` is an item of a list after a
    count, its noun left out: "Labour 11" in "nine seats, Labour 11, …"."""
    if not ITEM_END.match(text, number_end):
        return False
    at = max(0, count_start - 140)
    while item := ITEM_BEFORE.search(text, at, count_start):
        # The nearest count before that makes an item: "seven, the Greens three and
        # independents two" is read from "three".
        if _an_item(text, item):
            return True
        at = item.start() + 1
    return False


def _an_item(text: str, item: re.Match) -> bool:
    count = item.group("count")
    if count.isdigit() and len(count) == 4 and 1000 <= int(count) <= 2100:
        return False  # "In 2019, Labour 11": a year, no count.
    words = item.group("name").lower().split()
    if set(words) & NOT_IN_A_NAME or words[-1] in LABEL_WORDS | ENDS_NO_NAME or any(map(GERUND.search, words)):
        return False  # "80 homes, injuring four", "el triple del tope de 300": no name.
    word_before = WORD_BEFORE.search(text, max(0, item.start("count") - 40), item.start("count"))
    if word_before and word_before.group(1).lower() in LABEL_WORDS:
        return False  # "en la fase 2, y el plan 3": a label's number, no count.
    named = NAME_BEFORE.search(text, max(0, item.start("count") - 40), item.start("count"))
    # "Route 66, Labour 11": a count after a name is one only as an item itself ("Labour
    # 11, the Liberal Democrats five").
    return not named or gapped_item(text, item.start("count"), item.end("count"))
