"""An amount in millions in the headline with no money named counts the currency the body
gives it in, said exactly or rounded to the last digit the headline writes ("una deuda
de 186 millones" over "un pasivo de 186,4 millones de euros", "debts of 186 million"
over "186.4 million pounds"); an amount it does not round to names no currency for it
("30 millones" over "34 millones de euros"). Texts of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La constructora pide el concurso con una deuda de 186 millones\n\nMADRID, 9 oct (EFE).- La "
            "constructora ha solicitado el concurso con un pasivo de 186,4 millones de euros.",
            "es",
            [("186000000", "euros"), ("186400000", "euros")],
        ),
        (
            "Builder files for insolvency with debts of 186 million\n\nLONDON - The builder filed with "
            "liabilities of 186.4 million pounds, it said.",
            "en",
            [("186000000", "pounds"), ("186400000", "pounds")],
        ),
        (
            "La empresa pide una deuda de 30 millones\n\nMADRID.- La empresa debe 34 millones de euros.",
            "es",
            [("30000000", ""), ("34000000", "euros")],
        ),
    ],
)
def test_a_headline_amount_rounded_counts_the_bodys_currency(text, language, expected):
    assert units(text, language) == expected
