"""A rate of exchange, a bare number priced in another currency ("trading at 18.74 per
dollar", "around 298 against the dollar", "más de 4.300 por dólar"), counts the currency
its sentence names as the one that moves ("The rand weakened", "the rupee has
recovered", "del peso, que ha pasado"), or a noun no list names that a currency's verb
follows ("The meridian has lost"). A share in the same sentence, an amount with its own
currency ("968 pesos por dólar") and a subject that is no currency ("The bank was
trading at") are left as they were. The currency may be named with two capitalised words
("The South Sudanese pound lost …, trading at …"), and "It" opening the rate's sentence is
the currency that opened the sentence before ("The pound has also weakened. It traded at
…"), in the same paragraph. Sentences of our own."""

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


@pytest.mark.parametrize(
    "text, expected, language",
    [
        (
            "The South African rand fell again, trading at 18.4 to the dollar on Monday.",
            [("18.4", "exact", "South African rand")],
            "en",
        ),
        (
            "The naira has also weakened. It traded at about 1,520 to the U.S. dollar on Friday.",
            [("1520", "approximately", "naira")],
            "en",
        ),
        (
            "The Leone, the country's currency, was redenominated in 2022. It has lost a third of its value "
            "against the U.S. dollar since then and now trades at 24 to the dollar.",
            [("33.3", "approximately", "percent of its value"), ("24", "exact", "Leone")],
            "en",
        ),
    ],
)
def test_a_currency_named_with_capitals_or_by_it(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected, language",
    [
        # "It" after a sentence that opens with no currency.
        ("The central bank raised rates. It expects 18.6 per dollar by June.", [("18.6", "exact", "")], "en"),
        # A new paragraph: "It" is no longer the currency before.
        ("The naira has weakened.\n\nIt traded at 1,520 per dollar.", [("1520", "exact", "")], "en"),
        # Spanish has no "It": a bare verb is left as it was.
        ("El banco central subió los tipos. Cotiza a 18,6 por dólar.", [("18.6", "exact", "")], "es"),
    ],
)
def test_it_that_is_no_currency(text, expected, language):
    assert figures(text, language) == expected
