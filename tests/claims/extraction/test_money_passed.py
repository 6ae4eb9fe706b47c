"""Money "passed" an amount is more than it ("revenue passed £100 million", "donations
had passed €15,000", "sales have passed US$2 billion"), as "topped" is; "passed" before
a count or a vote ("passed 14 inspections", "passed 61 to 58", "passed 12 bills"), a
qualifier of its own after it ("passes about $300 million") and a negation are left as
they were. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="en")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The club's turnover passed £80 million for the first time.", [("80000000", "more_than", "pounds")]),
        ("By Friday the appeal had passed €20,000.", [("20000", "more_than", "euros")]),
        ("Online sales have passed US$3 billion a year.", [("3000000000", "more_than", "US dollars")]),
        ("Ticket revenue passes $12m in its first week.", [("12000000", "more_than", "dollars")]),
    ],
)
def test_money_passed_is_more_than_the_amount(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The ferry passed 22 safety checks last year.", [("22", "exact", "safety checks")]),
        ("The assembly passed 9 laws in May.", [("9", "exact", "laws")]),
        ("Once the fund passes about $40 million, it closes.", [("40000000", "approximately", "dollars")]),
        ("She passed the $20 note to the cashier.", [("20", "exact", "dollars")]),
        # An adjective, not money carried past the amount.
        ("A passing $5 fee was charged.", [("5", "exact", "dollars")]),
    ],
)
def test_what_is_not_money_passed_is_left_alone(text, expected):
    assert figures(text) == expected
