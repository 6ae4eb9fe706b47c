"""'Over' or 'under' before an amount that describes the noun after it: a headline
drops the article of "over a 4.5% pay offer", so the word is the preposition (about,
because of), not "more than". A share or a compound noun of up to three words does so
as a sum of money before one noun already did. Sentences of our own, with the cases
that must still compare."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Dockers strike over 4.5% pay offer", [("4.5", "exact", "percent")]),
        ("Farmers protest over 20% fuel duty rise", [("20", "exact", "percent")]),
        ("Councillor resigns over £12,000 travel claims row", [("12000", "exact", "pounds")]),
        ("Tenants angry over 9% rent rise in Leeds", [("9", "exact", "percent")]),
        # Still "more than" or "less than": a number compared, a part, a window, a rise.
        ("Turnout was over 60% in the north.", [("60", "more_than", "percent")]),
        ("Prices were over 20% higher.", [("20", "more_than", "percent")]),
        ("Over 40% of voters stayed home.", [("40", "more_than", "percent of voters")]),
        ("It rose over 5% last year.", [("5", "more_than", "percent")]),
        ("Under 30% said they would vote.", [("30", "less_than", "percent")]),
        ("The charity raised over £12,000 on Saturday.", [("12000", "more_than", "pounds")]),
    ],
)
def test_an_amount_describing_a_compound_noun_after_over(text, expected):
    assert figures(text) == expected
