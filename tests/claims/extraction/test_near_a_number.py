"""A number after "near" is approximately it ("temperatures near 31C", "lows stayed near
84 degrees"), as "close to" and Spanish "cerca de" are; "nearly" and "nears" stay below
it, and "near" before a place, a count of places or an address is no qualifier (a
measure, a share or money follows the number that "near" qualifies). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("Forecasters expect highs near 38C on Friday.", [("38", "approximately", "°C")], "en"),
        ("Mortgage rates held near 7 percent in May.", [("7", "approximately", "percent")], "en"),
        ("Las temperaturas rondarán cerca de 38 grados.", [("38", "approximately", "grados")], "es"),
    ],
)
def test_near_a_number_is_approximately_it(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Turnout was nearly 60 percent.", [("60", "less_than", "percent")]),
        ("The debt nears $900 million.", [("900000000", "less_than", "dollars")]),
        ("Rangers found two carcasses near a waterhole.", [("2", "exact", "carcasses")]),
        # A count of places near which something happened.
        ("The fire broke out near 14 warehouses.", [("14", "exact", "warehouses")]),
    ],
)
def test_what_is_not_near_a_number_is_left_alone(text, expected):
    assert figures(text) == expected
