"""'One'/'un' after a qualifier is a count when a measure follows ("casi un año",
"about one mile"), and so it is before the smaller lengths: "roughly one millimetre a
year", "casi un milímetro al año"; before anything else it is an article ("cerca de un
antiguo río"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Silt builds up at roughly one millimetre a year.", "en", [("1", "approximately", "millimetre")]),
        ("The glacier thinned by almost one centimetre a day.", "en", [("1", "less_than", "centimetre")]),
        ("El sedimento crece casi un milímetro al año.", "es", [("1", "less_than", "milímetro")]),
        ("La nieve alcanzó cerca de un centímetro.", "es", [("1", "approximately", "centímetro")]),
        # An article, not a count.
        ("Vive cerca de un antiguo río.", "es", []),
        ("He lives near a river.", "en", []),
    ],
)
def test_about_one_small_length_is_a_count(text, language, expected):
    assert figures(text, language) == expected
