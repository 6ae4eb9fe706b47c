"""A phone line's number is no figure when the line is named for whom it serves ("a
helpline for customers on 1800 444 017") or when nine digits in groups of three follow
the word for the line ("el teléfono 213 456 000", which a quantity's thousands would
look like). Counts of calls stay figures ("la línea atendió 3.400 llamadas", "the
hotline took 2,100 calls"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The bank has opened a helpline for customers on 1800 444 017.", "en"),
        ("La policía ha habilitado el teléfono 213 456 000 para recibir denuncias.", "es"),
    ],
)
def test_a_phone_lines_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La línea atendió 3.400 llamadas.", "es", [("3400", "exact", "llamadas")]),
        ("The hotline took 2,100 calls on Monday.", "en", [("2100", "exact", "calls")]),
    ],
)
def test_counts_of_calls_stay_figures(text, language, expected):
    assert figures(text, language) == expected
