"""The size of a change given as a range: "cut water use by 15 to 20 percent", "raise prices
by 8% to 10%", "temperatures falling by four to six degrees", "inflation to rise by two to
three percentage points": one figure, at least the lower number, in the upper one's unit.

After "by", two numbers joined by "to" are as often the size of a change and then where it
ends ("climbed by 96,000 to 1.82 million", "fell by 1.4% to 40,500"). The range is told by
its numbers: the lower is bare or a share, as the upper is told in (no currency or measure
of its own: "rose by $5 to $60" is a change and its end), the upper is at most twice the
lower, and the upper names what both count — a share, or a unit read after it ("degrees",
"percentage points"), so that a bare pair ("the toll rose by five to nine") stays a change
and where it ends."""

import re

from claims.extraction.figure_reader import read_figure
from claims.extraction.number_words import NumberMention

BY_BEFORE = re.compile(r"\bby\s+$")


def a_range_after_by(text: str, low: NumberMention, high: NumberMention, language: str) -> bool:
    """Whether "by {low} to {high}" is the range of one change (see the module's docstring)."""
    if not (low.percent or not (low.currency or low.measure)) or high.value > 2 * low.value:
        return False
    if high.percent:
        return True
    if high.currency or high.measure or low.percent:
        return False
    upper = read_figure(text, high, in_range=True, language=language)
    return upper is not None and bool(upper.unit)
