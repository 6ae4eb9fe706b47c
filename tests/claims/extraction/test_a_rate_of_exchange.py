"""A rate of exchange, a bare number priced in another currency ("trading at 18.74 per
dollar", "around 298 against the dollar", "más de 4.300 por dólar"), counts the currency
its sentence names as the one that moves ("The rand weakened", "the rupee has
recovered", "del peso, que ha pasado"), or a noun no list names that a currency's verb
follows ("The meridian has lost"). A share in the same sentence, an amount with its own
currency ("968 pesos por dólar") and a subject that is no currency ("The bank was
trading at") are left as they were. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        (
            "The rand slipped 1.2% against the dollar, trading at 19.05 per dollar at noon.",
            [("1.2", "exact", "percent"), ("19.05", "exact", "rand")],
            "en",
        ),
        ("The Australian dollar was steady at 1.52 per U.S. dollar.", [("1.52", "exact", "Australian dollar")], "en"),
        ("The yen has recovered to about 148 to the dollar.", [("148", "approximately", "yen")], "en"),
        (
            "The kuna has lost 5% this year and traded at 7.6 per euro on Friday.",
            [("5", "exact", "percent"), ("7.6", "exact", "kuna")],
            "en",
        ),
        (
            "La devaluación del peso, que ha pasado de unos 850 a más de 910 por dólar, encarece el pienso.",
            [("850", "approximately", "peso"), ("910", "more_than", "peso")],
            "es",
        ),
    ],
)
def test_a_rate_of_exchange_counts_the_currency_that_moves(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("El peso chileno cerró en 968 pesos por dólar.", [("968", "exact", "pesos")], "es"),
        ("The bank said it was trading at 18.6 per dollar.", [("18.6", "exact", "")], "en"),
        ("Shrimp farmers receive about $2.05 a pound.", [("2.05", "approximately", "dollars")], "en"),
    ],
)
def test_what_is_not_a_rate_of_exchange_is_left_alone(text, expected, language):
    assert figures(text, language) == expected
