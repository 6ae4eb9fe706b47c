"""An estimate names a measure or a cost before the number: "an estimated depth of 11
metres", "a scheme estimated to cost £2 billion", "estimated to total $3 million" are
approximately, as "an estimated cost of" already was. The same measures said plainly
stay exact. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The hole reached an estimated depth of 11 metres.", [("11", "approximately", "metres")]),
        ("The scheme is estimated to cost £2 billion a year.", [("2000000000", "approximately", "pounds")]),
        ("The damage is estimated to total $3 million.", [("3000000", "approximately", "dollars")]),
        # Said plainly: exact.
        ("The river reached a depth of 11 metres.", [("11", "exact", "metres")]),
        ("The scheme will cost £2 billion.", [("2000000000", "exact", "pounds")]),
    ],
)
def test_what_is_estimated_to_cost_or_measure(text, expected):
    assert figures(text) == expected
