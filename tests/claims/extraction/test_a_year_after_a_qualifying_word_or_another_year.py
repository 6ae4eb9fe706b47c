"""A plain number in the range of years is a year, not a count, after a word that
reads as a qualifier when no plural follows it ("My father talked about 1992", "desde
sus máximos de 2022", "peaks below 2011 level"), and as the second of two years joined
by "y" ("entre 2019 y 2022 los compradores", "Durante 2020 y 2021 muchas familias"), as
after "and". A count in the years' range keeps its plural ("More than 2000 people
marched", "Unas 1950 familias firmaron"), and "entre 1500 y 2000 personas" is counted.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('"My father talked about 1992," the farmer said.', "en", []),
        ("The river peaked below 2011 level on Sunday.", "en", []),
        ("Prices are still well above 2019 level, traders said.", "en", []),
        ("El precio ha caído un 35 % desde sus máximos de 2022, y el peso sube.", "es", [("35", "exact", "percent")]),
        ("Durante 2020 y 2021 muchas familias dejaron de vacunar.", "es", []),
        ("Entre 2019 y 2022 los compradores pagaron 8 millones de euros.", "es", [("8000000", "exact", "euros")]),
    ],
)
def test_a_year_is_no_count(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("More than 2000 people marched on Sunday.", "en", [("2000", "more_than", "people")]),
        ("About 1950 residents signed the petition.", "en", [("1950", "approximately", "residents")]),
        ("Unas 1950 familias firmaron la petición.", "es", [("1950", "approximately", "familias")]),
        ("Más de 2000 personas marcharon.", "es", [("2000", "more_than", "personas")]),
    ],
)
def test_a_count_in_the_range_of_years_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
