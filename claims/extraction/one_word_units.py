"""A number's one-word unit, for `claims.extraction.figure_reader`: a name after the
number ("the 911 call", "the 737 jet": one singular noun after a number above one, not a
collective that counts people, "the 120 crew"), or the unit of "one" counted when a
qualifier follows it ("one year or less").
"""

import re

from claims.extraction.figure_dates import TIME_UNITS
from claims.extraction.number_words import NumberMention
from claims.extraction.qualifiers import QUALIFIER_AFTER
from claims.extraction.units import counted_unit, is_plural_head


# "the 40 staff", "the 120 crew": singular nouns that count people.
COLLECTIVE_NOUNS = frozenset("staff crew personnel police cattle livestock faculty workforce".split())


def a_name_after_the_number(unit: str, mention: NumberMention) -> bool:
    """ "the 911 call", "the 737 jet": one singular noun after a number above one."""
    return (
        mention.value is not None
        and mention.value > 1
        and len(unit.split()) == 1
        and not is_plural_head(unit)
        and unit.lower() not in COLLECTIVE_NOUNS
        and not re.fullmatch(rf"(?:{TIME_UNITS})", unit, re.IGNORECASE)
    )


def qualified_after_its_unit(text: str, mention: NumberMention) -> bool:
    """ "one year or less": "one" is a count when a qualifier follows its one-word unit."""
    unit, unit_end = counted_unit(text, mention, mention.end)
    return len(unit.split()) == 1 and any(
        pattern.match(text[unit_end : unit_end + 20]) for _, pattern in QUALIFIER_AFTER[1:]
    )
