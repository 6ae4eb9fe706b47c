"""The group a number set off by a comma counts, for `claims.extraction.sentence_units`
and `claims.extraction.figure_reader`: a group and then the number between commas ("La
mayoría de los casos, 286, se concentran en …"), or the group a sentence opens with
("De los heridos, siete siguen graves", "Of the injured, two are critical").
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.unit_kinds import TIME_UNIT_WORD
from claims.extraction.units import is_plural_head

# "La mayoría de los casos, 286, …": a group, then the number between commas.
APPOSED_TO_GROUP_BEFORE = re.compile(r"\b(?:the|los|las)\s+(?P<noun>[^\W\d_]{3,}s),\s+$", re.IGNORECASE)
# "De los heridos, siete siguen graves", "Of the injured, two are critical": the group
# that opens the sentence is what the number after the comma counts.
GROUP_OPENING_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n)(?:de|of)\s+(?:los|las|the|(?P<demonstrative>esos|esas|estos|estas|those|these))\s+(?P<noun>[^\W\d_]{3,})"
    # "De los trasplantes realizados, 3.890 …", "Of the flights cancelled, 40 …": a
    # participle may say which.
    r"(?:\s+(?:[^\W\d_]+(?:ad|id)[oa]s|[a-z]{3,}ed)(?:\s+(?:out|up|off))?)?,\s+"
    # "De esos hospitales, solo dos tienen obra iniciada", "Of those hospitals, only two".
    r"(?:(?:solo|sólo|only|just|apenas)\s+)?$",
    re.IGNORECASE,
)


def group_before(text: str, number_end: int, count_start: int) -> str:
    """The plural noun of the group the number from `count_start` to `number_end` is
    set off after; "" when there is none."""
    apposed = APPOSED_TO_GROUP_BEFORE.search(text, max(0, count_start - 60), count_start)
    if apposed and text.startswith(",", number_end) and not TIME_UNIT_WORD.fullmatch(apposed.group("noun")):
        # "La mayoría de los casos, 286, se concentran en …", "Most of the victims, 40,
        # were …": a number set off by commas after a group says how many of it.
        return apposed.group("noun")
    opening = GROUP_OPENING_BEFORE.search(text, max(0, count_start - 60), count_start)
    if (
        opening
        and not TIME_UNIT_WORD.fullmatch(opening.group("noun"))
        # "Of those counted, 1,163 were unsheltered": a demonstrative before a participle
        # points back to what was counted, which the figure before names.
        and not (opening.group("demonstrative") and not is_plural_head(opening.group("noun")))
    ):
        return opening.group("noun")
    return ""


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
