"""An amount told by what it would do, qualified: "roughly enough to boil 250 kettles",
"casi suficiente para abastecer a 3.000 hogares". The qualifier before "enough" bounds
the number after it; `claims.extraction.qualifiers.qualifier_before` asks here.
"""

import re

# "roughly enough to boil 250 kettles", "casi suficiente para abastecer a 3.000 hogares":
# the qualifier bounds what the amount would do, and so its number.
ENOUGH_QUALIFIERS = {
    "approximately": "roughly about around approximately aproximadamente".split(),
    "less_than": "nearly almost casi".split(),
    "more_than": ["more than", "más que"],
}
QUALIFIED_ENOUGH_BEFORE = re.compile(
    r"\b(?P<qualifier>roughly|about|around|approximately|aproximadamente|nearly|almost|casi|more\s+than|más\s+que)\s+"
    r"(?:enough\s+(?:to\s+[a-z]{3,}|for)|(?:lo\s+)?suficientes?\s+para\s+[a-záéíóúñ]{3,}r(?:\s+a)?)\s+$",
    re.IGNORECASE,
)


def qualified_enough(before: str, number_start: int) -> tuple[str, int | None]:
    tail = before[-60:]
    if "enough" not in tail and "suficiente" not in tail:
        return "", None
    match = QUALIFIED_ENOUGH_BEFORE.search(tail)
    if not match:
        return "", None
    word = " ".join(match.group("qualifier").lower().split())
    name = next(name for name, words in ENOUGH_QUALIFIERS.items() if word in words)
    return name, number_start - (len(tail) - match.start())
