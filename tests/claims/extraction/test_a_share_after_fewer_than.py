""""fewer than" qualifies a share in words as "less than" does, whatever follows it
(claims.extraction.fraction_forms): "fewer than a third currently meet the rule" 33.3
less_than %, "Fewer than half had taken up the offer" 50 less_than %, as "menos de la
mitad" is. English and Spanish sentences of our own, with a part of a unit the rule
leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit.split()[0]) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Inspectors say fewer than a third currently meet the standard.", "en", [("33.3", "less_than", "percent")]),
        ("Fewer than half had signed up by Friday.", "en", [("50", "less_than", "percent")]),
        ("Fewer than two thirds now qualify.", "en", [("66.7", "less_than", "percent")]),
        ("Menos de la mitad se inscribieron antes del viernes.", "es", [("50", "less_than", "percent")]),
    ],
)
def test_the_share_is_less_than(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A part of a unit is that part of the unit, no share.
        ("It was over in fewer than a quarter of an hour.", "en", [("0.25", "less_than", "hour")]),
        ("Terminó en menos de un cuarto de hora.", "es", [("0.25", "less_than", "hora")]),
    ],
)
def test_a_part_of_a_unit_is_no_share(text, language, expected):
    assert figures(text, language) == expected
