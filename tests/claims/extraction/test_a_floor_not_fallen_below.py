"""What did not fall below a number is at least it, in English as "no bajó de" is in
Spanish ("the temperature did not fall below 34C", "would not fall below 250 animals",
"never dipped below $3", "didn't drop below 1.2 million barrels"); what fell below it
is less than it ("fell below 2 metres", "bajó de 20 grados"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("In Lahore, the temperature did not fall below 36C overnight.", [("36", "at_least")], "en"),
        ("The herd would not fall below 400 animals, the agency said.", [("400", "at_least")], "en"),
        ("Fares never dipped below $3 a ride last year.", [("3", "at_least")], "en"),
        ("Output didn't drop below 1.2 million barrels a day.", [("1200000", "at_least")], "en"),
        ("Exports have not gone under 2 million tonnes since 2019.", [("2000000", "at_least")], "en"),
        ("La mínima no bajó de 29,4 grados en el centro.", [("29.4", "at_least")], "es"),
        ("Los precios nunca bajaron de 3 euros el kilo.", [("3", "at_least")], "es"),
    ],
)
def test_a_floor_not_fallen_below_is_at_least_it(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("The river level fell below 2 metres on Monday.", [("2", "less_than")], "en"),
        ("The share price dropped below 40 pence.", [("40", "less_than")], "en"),
        ("Fewer than 40 trout were counted.", [("40", "less_than")], "en"),
        ("La temperatura bajó de 20 grados.", [("20", "less_than")], "es"),
    ],
)
def test_what_fell_below_stays_less_than_it(text, expected, language):
    assert figures(text, language) == expected
