"""A limit told as a small count with no noun counts what the limit is of, for
`claims.extraction.figure_reader`, after "un máximo de", "un mínimo de", "a maximum
of", "a minimum of":

- what the figure before the limit in its sentence counted, when it counts things
  (the caller's `previous_unit`): "una enfermera por cada cuatro pacientes, cuando la
  norma recomienda un máximo de dos" (pacientes), "1,5 salarios por cada año
  trabajado, con un mínimo de seis" (salarios);
- else, when that figure is a length of time, money or a measure, the thing named
  after "por cada", "for each", "for every" or "per" before the limit, in the plural:
  "descontar 50 semanas por cada hijo, con un máximo de tres" (hijos), "£300 for each
  child, up to a maximum of four" (children). A number after "por cada" is no thing.

The limit must close its phrase ("a minimum of five to vote" is left alone), and a
limit with its own noun keeps it.
"""

import re

from claims.extraction.gapped_lists import NUMBER_WORDS
from claims.extraction.more_of_the_same import plural

LIMIT_BEFORE = re.compile(r"\b(?:un|a)\s+(?:máximo|mínimo|maximum|minimum)\s+(?:de|of)\s+$", re.IGNORECASE)
# "por cada hijo", "for each child", "per household": what the limit is counted on.
FOR_EACH_BEFORE = re.compile(
    r"\b(?:por\s+cada|for\s+(?:each|every)|per)\s+(?P<noun>[^\W\d_]{3,})\b[^.;:!?\n]{0,80}$", re.IGNORECASE
)
# The limit closes its phrase: no noun of its own after it.
LIMIT_CLOSES = re.compile(r"\s*(?:[,.;:)]|$)|\s+(?:and|or|y|o|per|por|each|cada)\b")


def limit_unit(text: str, number_start: int, number_end: int, previous_unit: str, language: str) -> str:
    """What the small count from `number_start` to `number_end` counts when a limit
    with no noun of its own ("un máximo de tres"); "" when it is none or nothing fits."""
    limit = LIMIT_BEFORE.search(text, max(0, number_start - 30), number_start)
    if not limit or not LIMIT_CLOSES.match(text, number_end):
        return ""
    if previous_unit:
        return previous_unit
    each = FOR_EACH_BEFORE.search(text, max(0, limit.start() - 120), limit.start())
    if each and each.group("noun").lower() not in NUMBER_WORDS:
        return plural(each.group("noun"), language)
    return ""
