"""An amount "estimated at" is approximate also when the participle describes a noun
("the bill, estimated at £4m"), and a speed converted in brackets after "km/h" says what
the speed before it says, qualifier included. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The repairs, estimated at £4m, will start in spring.", "en", [("4000000", "approximately", "pounds")]),
        ("Losses estimated at $12 million hit the harbour firms.", "en",
         [("12000000", "approximately", "dollars")]),
        ("Las reparaciones, estimadas en 4 millones de euros, empezarán en primavera.", "es",
         [("4000000", "approximately", "euros")]),
        # An estimate said with a bound keeps the bound.
        ("Police estimated at least 300 people marched.", "en", [("300", "at_least", "people")]),
    ],
)
def test_an_amount_estimated_at_is_approximate(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Gusts reached about 160 km/h (99 mph) on the coast.", "en",
         [("160", "approximately", "km"), ("99", "approximately", "mph")]),
        ("Las rachas llegaron a unos 160 km/h (99 mph) en la costa.", "es",
         [("160", "approximately", "km"), ("99", "approximately", "mph")]),
        # An exact speed converts to an exact one.
        ("Gusts reached 160 km/h (99 mph) on the coast.", "en", [("160", "exact", "km"), ("99", "exact", "mph")]),
    ],
)
def test_a_speed_converted_in_brackets_keeps_its_qualifier(text, language, expected):
    assert figures(text, language) == expected
