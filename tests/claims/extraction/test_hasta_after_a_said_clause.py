"""Spanish "hasta" after a change is the level it reached, also when a clause that a
verb's "que" opened comes between and closes at a comma ("subieron … tras conocerse que
la huelga seguía, hasta 9.650 dólares"); after a relative "que" about a noun, or with
no comma closing the clause, it stays a ceiling."""

import pytest

from claims.extraction.figures import find_figures


def qualifiers(text):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Los precios del trigo subieron un 3 % tras saberse que la cosecha se retrasa, hasta 310 euros por tonelada.",
            [("3", "exact"), ("310", "exact")],
        ),
        ("El oro subió después de que la Fed bajara los tipos, hasta 2.400 dólares la onza.", [("2400", "exact")]),
    ],
)
def test_hasta_goes_back_to_the_change(text, expected):
    assert qualifiers(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A relative "que" about a noun: its "hasta" is a ceiling.
        ("Las ventas subieron tras el anuncio del plan que ofrece, hasta 500 euros por familia.", [("500", "at_most")]),
        ("La caída del consumo, tras el plan que ofrecía hasta 7.000 euros, frenó.", [("7000", "at_most")]),
        # No comma closes the clause.
        ("El paro bajó tras saberse que la fábrica reabre hasta 3.000 empleos.", [("3000", "at_most")]),
    ],
)
def test_hasta_stays_a_ceiling(text, expected):
    assert qualifiers(text) == expected
