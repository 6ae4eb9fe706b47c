"""A bare count that is the subject of its clause's verb counts what the text counted
just before it, for `claims.extraction.figure_reader`.

- A sentence that opens on the count goes on about what the sentence before counted
  ("… opened 64 theft cases this year. Only nine have led to arrests", "Forty-two riders
  from 14 nations started. Seven went clear", "una veintena de trabajadores … Nueve
  lograron salir", "… Los otros tres fueron atendidos en Benasque"): the head count of
  the sentence before (`nearby_unit`).
- A clause inside the sentence that opens on the count after "and", "while", "where",
  "that", a comma, "y", "mientras (que)", "donde", "que" goes on about the figure before
  it in the sentence ("23 injured people had been taken to hospital, where four were in
  critical condition", "14 vehículos no habían llegado, y al menos tres abandonaron la
  carrera", "around 30 staff had been screened and that two had tested positive", "Seis
  mineros murieron y otros cuatro permanecen atrapados", "and the other four remain trapped"):
  `previous_unit`, unless the sentence lists parts of a group before it ("Los heridos,
  entre ellos tres bomberos y un sereno, …, donde dos permanecen internados": the
  firefighters are not what the two are).

The verb must follow the count at once (an auxiliary, a past or a Spanish finite form,
"se"/"no"/"ya" allowed before it): a noun after the count is its own unit, and "two of
them" is left to `claims.extraction.figure_groups`. The unit must count things (the
caller's `counts_things`: no share, money, measure or length of time).
"""

import re
from collections.abc import Callable

from claims.extraction.count_verbs import PAST_VERBS

# "Los otros tres fueron atendidos", "y otros cuatro permanecen atrapados", "and the other
# four remain trapped": the rest of a group, counted as the count before it was.
_OTHERS = r"(?P<others>(?:(?:los|las|the)\s+)?(?:otros|otras|other)|another)\s+"
# "The other two are turkey farms", "las otras dos son granjas de pavos": the rest said to
# be something is a described part (`claims.extraction.figure_groups`), not this rule's.
DESCRIBED_AFTER = re.compile(
    r"\s+(?:are|were|is|was|son|eran|es|era)\s+(?![a-záéíóúñ]+(?:ed|ad[oa]s|id[oa]s)\b)", re.IGNORECASE
)
# A sentence that opens on the count, "only"/"just"/"solo" or "the other" allowed before it.
SENTENCE_OPENS_ON_A_COUNT = re.compile(rf"(?:^|[.!?]\s+|\n)(?i:(?:only|just|solo|sólo)\s+|{_OTHERS})?$")
# A clause inside the sentence that opens on the count.
CLAUSE_OPENS_ON_A_COUNT = re.compile(
    r"(?:\b(?:and|while|whereas|where|but|that|y|e|mientras(?:\s+que)?|donde|pero|que)|,)\s+"
    rf"(?:(?:only|just|solo|sólo)\s+|{_OTHERS})?$",
    re.IGNORECASE,
)
# "entre ellos dos exconcejales y cuatro empresarios", "including three firefighters".
PARTS_LISTED = re.compile(r"\b(?:including|among\s+them|among\s+whom|incluidos|incluidas|entre\s+ell[oa]s)\s", re.I)
_PAST = "|".join(sorted(PAST_VERBS, key=len, reverse=True))
# The verb right after the count: "have led", "went", "were", "lograron", "se encuentra".
FINITE_VERB_AFTER = re.compile(
    r"[”\"»’]?\s+(?:(?:still|also|now|later|then|se|no|ya|aún|todavía|también)\s+)?"
    rf"(?:(?:have|has|had|are|were|was|is|will|would|could|remain|remained|remains|{_PAST})\b|[a-z]{{3,}}ed\b|"
    r"(?:han|habían|fueron|son|eran|están|estaban|siguen|seguían|permanecen|quedaron|[a-záéíóúñ]{2,}"
    r"(?:aron|ieron|aban|ían|an|en))\b)",
)


def count_as_subject(
    text: str,
    count_start: int,
    number_end: int,
    previous_unit: str,
    nearby_unit: str,
    counts_things: Callable[[str], bool],
) -> str:
    """What the bare count from `count_start` (its qualifier) to `number_end` counts as
    the subject of the verb after it; "" when it is none or no unit fits."""
    if not FINITE_VERB_AFTER.match(text, number_end):
        return ""
    opening = SENTENCE_OPENS_ON_A_COUNT.search(text, max(0, count_start - 20), count_start)
    clause_opening = opening or CLAUSE_OPENS_ON_A_COUNT.search(text, max(0, count_start - 30), count_start)
    if clause_opening and clause_opening.group("others") and DESCRIBED_AFTER.match(text, number_end):
        return ""
    if opening:
        return nearby_unit if counts_things(nearby_unit) else ""
    if clause_opening:
        clause = text[max(0, count_start - 400) : count_start]
        clause = clause[max(clause.rfind(mark) for mark in (". ", "? ", "! ", "\n")) + 1 :]
        if PARTS_LISTED.search(clause):
            # "Los heridos, entre ellos tres bomberos y un sereno, …, donde dos permanecen
            # internados": the count before is a part listed, not the group the clause is about.
            return ""
        return previous_unit if counts_things(previous_unit) else ""
    return ""
