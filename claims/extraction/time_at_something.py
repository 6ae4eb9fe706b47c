"""How long someone has been at something, and when that span is a figure, for
`claims.extraction.figure_dates` and `claims.extraction.figure_assertions`.

"I have been doing this for 30 years", "llevábamos dos años siguiéndolo", "who drove
cranes at the port for 31 years" tell someone's years at something, background to
what they say; these say how long a situation has lasted, a figure the clause asserts
(the corpus README's convention):

- what people have gone without, even in a relative clause: "compañeros que llevan 36
  horas sin dormir";
- how long an issue has gone unresolved: "The pipeline has been talked about for 15
  years", "have been warning about this for two years";
- how long a thing has been in a state: "la biblioteca lleva cuatro años cerrada".

Which units make a life's span (years, seasons) is `LIFE_SPAN_UNITS`; the callers
treat hours, days, weeks and months as a situation lasting.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.period_frames import TIME_UNITS

# "who drove cranes at the port for 31 years", "que trabajó 40 años": a life, not a claim.
RELATIVE_IN_CLAUSE = re.compile(r"\b(?:who|whom|que|quien|quienes)\b[^,;:.!?]*$", re.IGNORECASE)

HAVE_BEEN_FOR_BEFORE = re.compile(
    r"\b(?:have|has|had|’ve|'ve)\s+(?:been|lived|worked|served|taught|owned|farmed|coached|known|practi[sc]ed|"
    r"studied|volunteered|fished|run|driven|played)\b[^,;:.!?]{0,60}\bfor\s+$",
    re.IGNORECASE,
)

LLEVAR_BEFORE = re.compile(
    r"\b(?:llevo|llevas|lleva|llevamos|lleváis|llevan|llevaba|llevábamos|llevaban|llevaban)\s+$", re.IGNORECASE
)

# "compañeros que llevan 36 horas sin dormir": what people have gone without, and for
# how long, is the point of the clause even when it is a relative one.
GONE_WITHOUT_AFTER = re.compile(rf"^\s+(?:{TIME_UNITS})\s+sin\b", re.IGNORECASE)


def told_in_passing(before: str, after: str) -> bool:
    """A span told of someone in a relative clause ("un joven que llevaba tres semanas
    en la mina"), not what they have gone without ("que llevan 36 horas sin dormir")."""
    return bool(RELATIVE_IN_CLAUSE.search(before)) and not GONE_WITHOUT_AFTER.match(after)


# "The pipeline has been talked about for 15 years", "scientists have been warning
# about this for two years", "we have been waiting for this for 30 years": how long an
# issue has gone unresolved, a figure, not someone's life at something.
ISSUE_RAISED_BEFORE = re.compile(
    r"\b(?:talk(?:ed|ing)\s+about|warn(?:ed|ing)|say(?:ing)?|said|call(?:ed|ing)\s+for|campaign(?:ed|ing)|"
    r"ask(?:ed|ing)\s+for|demand(?:ed|ing)|promis(?:ed|ing)|discuss(?:ed|ing)|debat(?:ed|ing)|push(?:ed|ing)\s+for|"
    r"lobb(?:ied|ying)|wait(?:ed|ing)|delay(?:ed|ing)|stall(?:ed|ing))\b[^.;:!?]{0,40}\bfor\s+$",
    re.IGNORECASE,
)
# "la biblioteca lleva cuatro años cerrada", "la obra lleva dos años paralizada": how
# long a thing has been in a state.
IN_A_STATE_AFTER = re.compile(
    rf"^\s+(?:{TIME_UNITS})\s+(?:[a-záéíóúñ]{{3,}}(?:ad|id)[oa]s?|vací[oa]s?|en\s+(?:obras|ruinas|desuso))\b(?!\s+(?:a|de|en|con)\b)",
    re.IGNORECASE,
)


def a_situation_lasting(before: str, after: str) -> bool:
    """How long an issue has gone unresolved or a thing has been in a state, told
    after "have been … for" or "llevar": a figure the clause asserts."""
    return bool(ISSUE_RAISED_BEFORE.search(before) or (LLEVAR_BEFORE.search(before) and IN_A_STATE_AFTER.match(after)))


# A span of someone's life at something: years, or the seasons a sport, a farm or a dig counts in.
LIFE_SPAN_UNITS = re.compile(
    r"^\s+(?:years?|decades?|generations?|seasons?|campaigns?|años|décadas?|generaciones|temporadas?|campañas?)\b",
    re.IGNORECASE,
)


# "I've been fishing here 30 years": how long someone has been at it, without "for".
BEEN_DOING_BEFORE = re.compile(
    r"\b(?:have|has|had|’ve|'ve)\s+been\s+[a-z]+ing\b(?:\s+[a-z]+){0,3}\s+$", re.IGNORECASE
)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
