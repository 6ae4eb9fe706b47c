"""An age after "at" closing a step of a life is no figure: "who turned professional at
16", "enlisted at 18" (`claims.extraction.placing_numbers`). A price or a level at a
number keeps its figure. Spanish writes "a los 16", read in `non_figures`. Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "The striker, who turned professional at 16, said he was proud.",
        "Her grandfather enlisted at 18.",
        "He turned pro at 19, and won his first title a year later.",
    ],
)
def test_an_age_at_a_career_step_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Shares closed at 71.", [("71", "exact", "")]),
        ("La delantera debutó como profesional a los 16, en 2015.", []),
    ],
)
def test_a_level_keeps_its_figure_and_spanish_is_read_as_before(text, expected):
    language = "es" if "La " in text else "en"
    assert figures(text, language) == expected
