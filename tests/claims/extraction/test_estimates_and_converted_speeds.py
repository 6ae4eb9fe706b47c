"""An amount "estimated at" is approximate also when the participle describes a noun
("the bill, estimated at £4m"). Sentences of our own."""

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
