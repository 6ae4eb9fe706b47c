"""A share named by an ordinal past the fifth is a percentage, as "a third of" is
(claims.extraction.number_words, claims.extraction.fraction_forms): "roughly a sixth of
the country's output" 16.7 approximately %, "less than a twentieth of the bill" 5
less_than %, "una octava parte de los votos" 12.5 %. English and Spanish sentences of our
own, with ordinals the rule leaves alone (a day counted, a date, a stage, a part of a
work)."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit.split()[0]) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The port handles roughly a sixth of the region's trade.", "en", [("16.7", "approximately", "percent")]),
        ("The grant covers less than a twentieth of the cost.", "en", [("5", "less_than", "percent")]),
        ("An eighth of the budget goes to roads.", "en", [("12.5", "exact", "percent")]),
        ("Nearly a twelfth of the stock was lost.", "en", [("8.3", "less_than", "percent")]),
        ("La mina aporta cerca de una sexta parte del cobre del país.", "es", [("16.7", "approximately", "por")]),
        ("Una octava parte de los votos fue nula.", "es", [("12.5", "exact", "por")]),
        ("Las dos séptimas partes del territorio son bosque.", "es", [("28.6", "approximately", "por")]),
    ],
)
def test_the_share_is_a_percentage(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The hospital diverted ambulances for a sixth day.", "en"),
        ("Prices fell for a sixth consecutive month.", "en"),
        ("A sixth, the driver's brother, will go on trial in May.", "en"),
        ("The vote is on the sixth of May.", "en"),
        ("Ganó la sexta etapa de la Vuelta.", "es"),
        ("La sexta parte de la saga se estrena en mayo.", "es"),
        ("Es la octava huelga de controladores este año.", "es"),
    ],
)
def test_an_ordinal_is_no_share(text, language):
    assert figures(text, language) == []
