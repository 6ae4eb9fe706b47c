"""A weight class names the category a fighter or a lifter competes in, as "a 10-point
plan" names a plan (corpus README: a count that names a thing is no figure): "competes
in the men's 81-kilogram category", "campeón en la categoría de menos de 66 kilos", "una
plata lograda en menos de 52 kilos". A weight lifted or lost stays a figure. Sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Reyes, who competes in the men's 81-kilogram category, was suspended.", "en"),
        ("Ruiz fue campeón de Europa en la categoría de menos de 66 kilos.", "es"),
        ("Suma una plata, lograda por Vera en menos de 52 kilos, en el torneo.", "es"),
    ],
)
def test_a_weight_class_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("She lifted 118 kilograms in the clean and jerk.", "en", [("118", "exact", "kilograms")]),
        ("Perdió más de 12 kilos en dos meses.", "es", [("12", "more_than", "kilos"), ("2", "exact", "meses")]),
        ("Levantó 140 kilos en el envión.", "es", [("140", "exact", "kilos")]),
    ],
)
def test_weights_lifted_or_lost_stay_figures(text, language, expected):
    assert figures(text, language) == expected
