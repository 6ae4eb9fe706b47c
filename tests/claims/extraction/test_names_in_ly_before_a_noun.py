"""A capitalised word in -ly between a count and a noun in lower case is a name that
says whose ("1,800 Dashly riders", "500 Beverly residents"), not an adverb, so the noun
after it is counted; an adverb in lower case ("410 mostly young volunteers") stays out,
and a word in -ly with no noun after it counts nothing. Spanish names the owner after the noun
("1.800 repartidores de Dashly"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The ruling covers more than 1,800 Dashly riders in the capital.", "en",
         [("1800", "more_than", "Dashly riders")]),
        ("Some 500 Beverly residents were told to leave.", "en", [("500", "approximately", "Beverly residents")]),
        ("About 40 Kelly employees signed the letter.", "en", [("40", "approximately", "Kelly employees")]),
    ],
)
def test_a_name_in_ly_before_a_noun_says_whose(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The charity recruited 410 mostly young volunteers.", "en", [("410", "exact", "volunteers")]),
        ("Orders climbed to 2,000 early in the spring.", "en", [("2000", "exact", "Orders")]),
        ("El fallo ampara a más de 1.800 repartidores de Dashly en la capital.", "es",
         [("1800", "more_than", "repartidores de Dashly")]),
        ("La ONG reclutó a 410 voluntarios, mayoritariamente jóvenes.", "es", [("410", "exact", "voluntarios")]),
    ],
)
def test_an_adverb_or_a_name_after_the_noun_is_left_alone(text, language, expected):
    assert figures(text, language) == expected
