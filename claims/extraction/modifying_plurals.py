"""A plural in form that describes the plural noun after it: "14 humanities courses",
"40 sales jobs", "300 police officers". English puts such a noun before the one counted,
and `with_head_noun` carries the unit `claims.extraction.units.counted_unit` read on to
that second noun. Spanish puts the describing noun after ("cursos de humanidades")."""

from claims.extraction.count_verbs import COMMON_VERBS
from claims.extraction.units import SPACED_WORD, UNIT_STOP_WORDS, is_plural_head


# English nouns plural in form that describe the noun after them ("sales jobs",
# "humanities courses"); any other plural before a word in "-s" is more often the
# subject of a verb ("A boat with 40 migrants sinks").
MODIFYING_PLURALS = frozenset(
    """humanities sales sports arts arms goods savings earnings customs communications operations
    services systems electronics economics politics physics mathematics athletics logistics
    languages sciences police""".split()
)


def with_head_noun(text: str, unit: str, end: int) -> tuple[str, int]:
    """ "14 humanities courses", "40 sales jobs", "300 police officers": in English a
    noun plural in form right before a plural noun describes it, and the second is what
    is counted."""
    last = unit.rsplit(None, 1)[-1] if unit else ""
    head = SPACED_WORD.match(text, end)
    # The unit must be the words just read, not a sign's name.
    if not (last in MODIFYING_PLURALS and text.endswith(last, 0, end) and head and text[end : head.start("word")] == " "):
        return unit, end
    word = head.group("word")
    lower = word.lower()
    if not word.islower() or not is_plural_head(word) or lower in UNIT_STOP_WORDS or lower in COMMON_VERBS:
        return unit, end
    return f"{unit} {word}", head.end()
