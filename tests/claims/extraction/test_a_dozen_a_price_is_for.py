"""The dozen a price is given for is no count ("the average price of a dozen large eggs
rose to $6.23", "A dozen large eggs sold for $7.09", "el precio de una docena de huevos
subió a 3,20 euros"): the price is the figure. A dozen of things counted stays about 12.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The average price of a dozen large eggs rose to $6.23 in March.", "en", [("6.23", "exact", "dollars")]),
        ("Prices for a dozen free-range eggs hit $8.", "en", [("8", "exact", "dollars")]),
        ("Shops are quieter now. A dozen large eggs sold for $7.09 last week.", "en", [("7.09", "exact", "dollars")]),
        ("El precio de una docena de huevos subió a 3,20 euros.", "es", [("3.2", "exact", "euros")]),
        ("Una docena de huevos se vendía a 2 euros en el mercado.", "es", [("2", "exact", "euros")]),
    ],
)
def test_the_dozen_a_price_is_for_is_no_count(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A dozen boats capsized in the squall.", "en", [("12", "approximately", "boats")]),
        ("Only about a dozen mayors have faced a recall.", "en", [("12", "approximately", "mayors")]),
        ("Una docena de pueblos quedaron aislados.", "es", [("12", "approximately", "pueblos")]),
    ],
)
def test_a_dozen_things_counted_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
