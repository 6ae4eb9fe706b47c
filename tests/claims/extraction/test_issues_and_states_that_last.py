"""How long an issue has gone unresolved, or a thing has been in a state, is a figure
the clause asserts even in the words that otherwise tell someone's years at something:
"The bypass has been talked about for 20 years", "el mercado lleva tres años cerrado".
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bypass has been talked about for 20 years.", "en", [("20", "exact", "years")]),
        ('"Doctors have been warning about this for three years," she said.', "en", [("3", "exact", "years")]),
        ("Residents have been campaigning for a new bridge for ten years.", "en", [("10", "exact", "years")]),
        ("El mercado municipal lleva tres años cerrado.", "es", [("3", "exact", "años")]),
        ("La obra del hospital lleva dos años paralizada.", "es", [("2", "exact", "años")]),
    ],
)
def test_an_issue_or_a_state_that_lasts_is_a_figure(text, language, expected):
    assert figures(text, language) == expected
