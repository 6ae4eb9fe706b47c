"""A span since something last happened, told in a negated clause, is more than its
number, not a ceiling: "no se renuevan desde hace más de un año", "no llueve desde hace
más de 40 días", a singular unit too ("no se ha hecho en más de un año"). What is
denied above a number stays a ceiling ("nadie pagará más de 30 euros"). English and
Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Los contratos no se renuevan desde hace más de un año.", "es", [("1", "more_than", "año")]),
        ("No llueve en la región desde hace más de 40 días.", "es", [("40", "more_than", "días")]),
        ("No se ha hecho un censo en más de un año.", "es", [("1", "more_than", "año")]),
        ("The roads have not been resurfaced for more than a year.", "en", [("1", "more_than", "year")]),
        # Denied above the number: a ceiling.
        ("Nadie pagará más de 30 euros.", "es", [("30", "at_most", "euros")]),
        ("Ningún trabajador estará más de un año sin contrato.", "es", [("1", "at_most", "año")]),
        ("No pharmacy would lose more than 2%.", "en", [("2", "at_most", "percent")]),
    ],
)
def test_a_span_since_in_a_negated_clause(text, language, expected):
    assert figures(text, language) == expected
