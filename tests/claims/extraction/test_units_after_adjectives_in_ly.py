"""An adjective in -ly before a plural noun is part of what is counted ("1,100 early
deaths", "800 likely voters", "two elderly patients"), where an adverb in -ly is not
("410 mostly young volunteers") and the adjective with no noun after it counts nothing
("20 early in the year"). Spanish puts the adjective after the noun ("muertes
prematuras"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Smog was linked to about 2,300 early deaths in the region last year.", "en",
         [("2300", "approximately", "early deaths")]),
        ("The pollster interviewed 950 likely voters by phone.", "en", [("950", "exact", "likely voters")]),
        ("Two elderly residents were taken to hospital.", "en", [("2", "exact", "elderly residents")]),
        ("El humo se relacionó con unas 2.300 muertes prematuras en la región.", "es",
         [("2300", "approximately", "muertes")]),
    ],
)
def test_an_adjective_in_ly_is_part_of_the_noun_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The charity recruited 410 mostly young volunteers.", "en", [("410", "exact", "volunteers")]),
        ("Orders climbed to 2,000 early in the spring.", "en", [("2000", "exact", "Orders")]),
    ],
)
def test_an_adverb_or_an_adjective_with_no_noun_is_not_counted(text, language, expected):
    assert figures(text, language) == expected
