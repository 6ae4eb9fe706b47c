"""A span of one that what it went without asserts, for `claims.extraction.figure_reader`.

"una semana sin poder trabajar", "a week without power": a span of one, asserted by what
it went without; "no pasa un día sin que …", "not a day without …" say always, no span.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns

# "una semana sin poder trabajar", "a week without power": a span of one, asserted by
# what it went without ("no pasa un día sin que …", "not a day without …" say always).
A_SPAN_WITHOUT_AFTER = re.compile(
    r"\s+(?:semana|mes|día|año|noche|hora|week|month|day|year|night|hour)\s+(?:sin|without)\s+",
    re.IGNORECASE,
)
ALWAYS_AFTER = re.compile(r"\s+\w+\s+(?:sin\s+que|without\s+[a-z]+ing)\b", re.IGNORECASE)
NOT_A_SPAN_BEFORE = re.compile(r"\b(?:no|not|ni|never|nunca)\b[^.;:!?]{0,20}$", re.IGNORECASE)


def a_span_gone_without(after: str) -> bool:
    """ "una semana sin poder trabajar": a span of one, what it went without after it."""
    return bool(A_SPAN_WITHOUT_AFTER.match(after))


def always_or_never(before: str, after: str) -> bool:
    """ "No pasa un día sin que …": a span of one under a negation, or "sin que" after it."""
    return bool(NOT_A_SPAN_BEFORE.search(before) or ALWAYS_AFTER.match(after))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
