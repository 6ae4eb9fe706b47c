"""A level "passed" is more than it, as "topped" is: digits with nothing counted after
them ("the number of complaints had passed 450, the ombudsman said", "deaths pass 120",
"the waiting list passed 3,000 for the first time") or a measure ("the meadow passes 6
hectares"), also in a headline. "passed" before a count ("passed 22 safety checks"), a
vote's tally ("passed 61 to 58", "passed 40-12") and a number in words ("passed two
laws") are left as they were; Spanish "pasar de … a" is a change. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "The number of complaints had passed 450, the ombudsman said.",
            [("450", "more_than", "complaints")],
        ),
        ("Deaths passed 120 on Friday.", [("120", "more_than", "Deaths")]),
        ("Turnout passed 60% in the north.", [("60", "more_than", "percent")]),
        ("The nature reserve passes 6 hectares\n\nBy A Reporter\n\nIt grew.", [("6", "more_than", "hectares")]),
        (
            "The number of families on the list passed 3,000 for the first time.",
            [("3000", "more_than", "families")],
        ),
    ],
)
def test_a_level_passed_is_more_than_it(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("The ferry passed 22 safety checks last year.", [("22", "exact", "safety checks")], "en"),
        ("The bill passed 61 to 58.", [("61", "exact", "votes"), ("58", "exact", "votes")], "en"),
        ("The bus pass costs 30 pounds.", [("30", "exact", "pounds")], "en"),
        ("Las muertes pasaron de 200 a 300 en una semana.", [("200", "exact", "muertes"), ("300", "exact", "muertes"), ("1", "exact", "semana")], "es"),
    ],
)
def test_what_is_not_a_level_passed_is_left_alone(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Cholera spreads as deaths pass 300\n\nBy A Reporter\n\nIt grew.", [("300", "more_than", "")]),
        ("A weekly pass $30 is on sale.", [("30", "exact", "dollars")]),
    ],
)
def test_pass_is_a_verb_only_after_its_plural_subject(text, expected):
    assert [f[:2] for f in figures(text)] == [e[:2] for e in expected]
