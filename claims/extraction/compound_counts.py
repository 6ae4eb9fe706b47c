"""A count written onto the noun it describes, English style: "the 28,000-seat
stadium" (28,000 seats), "a 400-bed hospital", "a 12-storey block", "a 9-vote win". The figure
counts the noun in the plural. A sport's margin is a count too: "a 35-point lead", "a
31-point home defeat", "a three-goal deficit" (points, goals, runs, strokes that
separate two sides), while "a 10-point plan" or "from 3-point range" count nothing. A measure written on ("a 70-metre run", "the
35-kilometre mark") describes the thing and stays no figure. Spanish writes these as
usual ("un estadio de 28.000 localidades"), which `claims.extraction.figure_reader`
reads; how long something lasts ("a 10-day strike") is its COMPOUND_DURATION.
"""

import re

COMPOUND_NOUNS = {
    "seat": "seats",
    "bed": "beds",
    "room": "rooms",
    "bedroom": "bedrooms",
    "page": "pages",
    "member": "members",
    "storey": "storeys",
    "story": "stories",
    "lane": "lanes",
    # "a 9-vote win", "a 14-vote margin": the votes that decided it.
    "vote": "votes",
}

# The noun the count is written onto, and a word after it that it describes ("-seat
# stadium").
COMPOUND_COUNT = re.compile(
    r"-(?P<noun>" + "|".join(sorted(COMPOUND_NOUNS, key=len, reverse=True)) + r")(?![\w-])(?=\s+[^\W\d_])",
    re.IGNORECASE,
)


# What separates two sides, before the word for the margin, one adjective allowed
# between ("-point home defeat").
MARGIN_NOUNS = {"point": "points", "goal": "goals", "run": "runs", "stroke": "strokes", "shot": "shots"}
COMPOUND_MARGIN = re.compile(
    r"-(?P<noun>point|goal|run|stroke|shot)(?=\s+(?:[a-z]+\s+)?(?:lead|leads|deficit|win|wins|victory|victories|"
    r"defeat|defeats|loss|losses|margin|gap|cushion|advantage|swing|comeback|rout|drubbing|thrashing)\b)",
    re.IGNORECASE,
)


def compound_count(after: str) -> tuple[str, int] | None:
    """The unit counted and the length of "-seat" in `after` (the text after the
    number), or None when no counted noun is written onto the number."""
    match = COMPOUND_COUNT.match(after)
    if match:
        return COMPOUND_NOUNS[match.group("noun").lower()], match.end()
    match = COMPOUND_MARGIN.match(after)
    if match:
        return MARGIN_NOUNS[match.group("noun").lower()], match.end()
    return None
