"""A small count taken "of its"/"de sus" group counts that group's noun when "main",
"major" or "key" describes it first, a noun naming its kind between them or not ("three
of its main steel girders": steel girders, "two of its key plants": plants). Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Inspectors found cracks in three of its main steel girders.", "en", [("3", "exact", "steel girders")]),
        ("The firm will close two of its key plants.", "en", [("2", "exact", "plants")]),
        ("Two of its major shareholders sold their stakes.", "en", [("2", "exact", "shareholders")]),
        ("Cerró dos de sus principales fábricas.", "es", [("2", "exact", "fábricas")]),
        # An owner and a superlative opening the sentence stay for the other rules.
        ("Two of the world's biggest banks merged.", "en", []),
    ],
)
def test_a_part_of_a_group_described_first(text, language, expected):
    assert figures(text, language) == expected
