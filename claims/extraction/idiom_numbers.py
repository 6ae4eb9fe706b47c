"""Numbers in idioms, for `claims.extraction.non_figures`: a whole share written in
words and denied, to say "not completely", not a share of anything: "ninguna vacuna
protege al cien por cien", "no es cien por cien seguro", "nothing is a hundred percent
safe". A share asserted ("las urgencias están cubiertas al cien por ciento"), a share
of something ("el cien por cien de los alumnos", "a hundred percent of the seats")
and a share in digits ("al 100 %") stay figures.

The pattern runs only in a text holding "cien por cien" or "hundred per".
"""

import re

from claims.extraction.caseless import holds_any, lowered_text

Span = tuple[int, int]

WHOLE_SHARE = re.compile(
    r"\b(?:cien\s+por\s+cien(?:to)?|(?:a|one)\s+hundred\s+per\s?cent)\b(?!\s+(?:de|del|of)\b)",
    re.IGNORECASE,
)
# A denial earlier in the same clause: "ninguna vacuna protege", "nothing is", "isn't".
DENIED_BEFORE = re.compile(
    r"(?:\b(?:no|ningun[oa]?|ningún|nada|nadie|nunca|jamás|nothing|not|nobody|never|none)\b|n[’']t\b)"
    r"[^.;:!?]*$",
    re.IGNORECASE,
)
NEEDS = ("cien por cien", "hundred per")


def idiom_spans(text: str) -> list[Span]:
    """The spans of the numbers above in `text`."""
    if not holds_any(lowered_text(text), NEEDS):
        return []
    return [
        match.span()
        for match in WHOLE_SHARE.finditer(text)
        if DENIED_BEFORE.search(text, max(0, match.start() - 60), match.start())
    ]
