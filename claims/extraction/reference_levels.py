"""What a level named by its kind measures: "took 0.13 seconds off the previous mark of
11.11", "120 inmates …, against a recommended maximum of 40", "172 micrograms per liter,
against a guideline of 8", "con unos 1.400 euros, frente a una media nacional de cerca de
1.800", "400 partes por millón …, cuando el límite seguro es de 35": a number given as a
mark, a record, a standard, a guideline, a maximum or a minimum, a limit, a threshold, a
target or an average ("media", "promedio", "récord", "marca", "umbral", "límite", "tope"),
read with that word as its unit because nothing counted follows it, measures what the
figure before it measures, in its sentence or the one before and its paragraph.

Left alone: a kind with a noun after the number ("a record of 41 goals"), a kind after
the number ("nueve días de media"), "average" in English (a crowd, an audience or a
rating counted after "of" keeps its own word, as the corpus annotates "an average crowd
of 7,830"), a level with no figure before it in reach, and a figure before whose unit is
itself a kind. `claims.extraction.figures` calls `with_measured_unit` last.
"""

import re
from dataclasses import replace

from claims.extraction.figure_estimates import beyond_the_sentence_before
from claims.extraction.figure_reader import Figure

KIND_WORDS = (
    "mark|record|best|standard|guideline|maximum|minimum|limit|threshold|target|benchmark|"
    "media|promedio|récord|marca|máximo|mínimo|límite|umbral|objetivo|meta|tope"
)
# The kind is the last word of the unit, or the one before an adjective ("límite seguro").
KIND_UNIT = re.compile(rf"^(?:[\w-]+\s+){{0,3}}?(?:{KIND_WORDS})(?:\s+[a-záéíóúñ]+)?$", re.IGNORECASE)
# The unit then "of"/"de"/"es de", maybe a qualifier, right before the number.
KIND_BEFORE_NUMBER = r"\s+(?:of|de|(?:es|era|está|fue|is|was|stands\s+at|se\s+sitúa\s+en)(?:\s+de)?)\s+(?:[a-z]+\s+){0,3}$"


def _named_by_its_kind(text: str, figure: Figure) -> bool:
    if not figure.unit or figure.vague or figure.value is None or not KIND_UNIT.match(figure.unit):
        return False
    before = text[max(0, figure.number_start - len(figure.unit) - 60) : figure.number_start]
    return bool(re.search(re.escape(figure.unit) + KIND_BEFORE_NUMBER, before, re.IGNORECASE))


def with_measured_unit(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with each level named by its kind measuring what the figure before it
    measures (see the module's docstring)."""
    figures = list(figures)
    for at, figure in enumerate(figures):
        if not _named_by_its_kind(text, figure):
            continue
        for other in reversed(figures[:at]):
            between = text[other.end : figure.start]
            if beyond_the_sentence_before(between):
                break
            if other.end > figure.start or other.vague or not other.unit or KIND_UNIT.match(other.unit):
                continue
            figures[at] = replace(figure, unit=other.unit)
            break
    return figures
