"""Numbers in idioms, for `claims.extraction.non_figures`: a whole share written in
words and denied, to say "not completely", not a share of anything: "ninguna vacuna
protege al cien por cien", "no es cien por cien seguro", "nothing is a hundred percent
safe". A share asserted ("las urgencias están cubiertas al cien por ciento"), a share
of something ("el cien por cien de los alumnos", "a hundred percent of the seats")
and a share in digits ("al 100 %") stay figures.

A number word made a plural noun names a thing, not a count: rugby "sevens" ("the Hong
Kong Sevens final", "women's sevens events"), "fours" and "sixes" hit ("five fours" keeps
its five).

The patterns run only in a text holding "cien por cien" or "hundred per", or such a
plural.
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

# "the Hong Kong Sevens final", "sevens attendances": a number word's plural, with no
# number before it (text2num reads "sevens" as 7).
NUMBER_WORD_PLURAL = re.compile(r"\b(?:twos|threes|fours|fives|sixes|sevens|eights|nines)\b", re.IGNORECASE)
PLURAL_NEEDS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines")
NUMBER_BEFORE = re.compile(
    r"(?:\d|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|"
    r"forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen|few|several|many|more|no)\b)[\s-]*$",
    re.IGNORECASE,
)


def idiom_spans(text: str) -> list[Span]:
    """The spans of the numbers above in `text`."""
    lower = lowered_text(text)
    spans = []
    if holds_any(lower, NEEDS):
        spans.extend(
            match.span()
            for match in WHOLE_SHARE.finditer(text)
            if DENIED_BEFORE.search(text, max(0, match.start() - 60), match.start())
        )
    if holds_any(lower, PLURAL_NEEDS):
        spans.extend(
            match.span()
            for match in NUMBER_WORD_PLURAL.finditer(text)
            if not NUMBER_BEFORE.search(text, max(0, match.start() - 20), match.start())
        )
    return spans
