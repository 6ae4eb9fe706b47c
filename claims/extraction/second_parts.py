"""A part of a second written in words is a length of time, its number the part: "won by
two hundredths of a second" 0.02 second, "almost a tenth of a second" 0.1, "a lead of
three-tenths of a second" 0.3, "by three thousandths of a second" 0.003 (the corpus
README: a fraction of a measure is its number, as "half a mile" is 0.5 mile). The words
of the part are the number; the second after them is what it counts, read as any unit
is, and the qualifier before them is the figure's ("almost a tenth of a second").

A tenth or a hundredth of anything else is a share ("less than a tenth of its budget",
`claims.extraction.fraction_forms`), and Spanish counts the parts themselves ("rebajó en
8 centésimas": 8 centésimas), as the corpus does, which the usual readers read.
"""

import re
from decimal import Decimal

from claims.extraction.caseless import first_character_guard
from claims.extraction.number_words import RATIO_WORDS

# "a tenth", "two hundredths", "three-tenths": the count is "a" or a small number word.
COUNTS = {"a": 1, **{word: value for word, value in RATIO_WORDS.items() if value <= 10}}
PARTS = {"tenth": 10, "hundredth": 100, "thousandth": 1000}

# Searched in the lower-cased text: the count, the part and "of a", then "second" right
# after ("two-tenths of a second", "a hundredth of a second").
SECOND_PART_LOWER = first_character_guard(
    re.compile(
        r"\b(?P<part>(?P<count>" + "|".join(COUNTS) + r"|\d{1,3})[\s-]+(?P<denominator>tenth|hundredth|thousandth)s?"
        r"\s+of\s+an?)\s+(?=seconds?\b(?!-))"
    )
)


def second_parts(lower: str) -> list[tuple[int, int, Decimal]]:
    """Each part of a second in `lower` (the lower-cased text): the start and end of its
    words and its value."""
    found = []
    for match in SECOND_PART_LOWER.finditer(lower) if "th" in lower and "second" in lower else ():
        count = match.group("count")
        numerator = int(count) if count.isdigit() else COUNTS[count]
        value = Decimal(numerator) / PARTS[match.group("denominator")]
        found.append((match.start("part"), match.end("part"), value))
    return found
