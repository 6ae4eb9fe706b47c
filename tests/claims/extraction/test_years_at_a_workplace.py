"""Years at a workplace after "tener" or after a noun with "con" are time at work, a
length the sentence asserts, not an age ("que tienen 20 años en la fábrica", "un tendero
con 33 años en el mercado"; claims.extraction.non_figures.WORKPLACE_TENURE). English says
it with "years at", read as before. Sentences of our own, with ages told the same way
(a verb before "con", "tener" at a moment) that stay no figure."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Hay operarios que tienen 20 años en la fábrica y nadie les avisó.", "es", [(Decimal("20"), "exact", "años")]),
        ("Muchos tienen 18 años dentro de la empresa.", "es", [(Decimal("18"), "exact", "años")]),
        ("Tenemos 22 años adentro del astillero, dijo el delegado.", "es", [(Decimal("22"), "exact", "años")]),
        ("Luis Gómez, tendero con 33 años en el mercado, subió los precios.", "es", [(Decimal("33"), "exact", "años")]),
        ("Es una panadería con 40 años en el mismo local.", "es", [(Decimal("40"), "exact", "años")]),
        # English says it with "years at", as before.
        ("Some staff have 20 years at the factory, the union said.", "en", [(Decimal("20"), "exact", "years")]),
        ("Luis Gomez, a grocer with 33 years at the market, raised prices.", "en", [(Decimal("33"), "exact", "years")]),
    ],
)
def test_years_at_a_workplace_are_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A verb before "con": the age then.
        ("Entró con 19 años en la fábrica y hoy dirige el turno.", "es"),
        ("Debutó con 17 años en el primer equipo.", "es"),
        ("Murió con 41 años en la casa de sus padres.", "es"),
        # "tener" at a moment, or no workplace after it: an age.
        ("Tenía 17 años en el momento de los hechos.", "es"),
        ("La empleada, que tiene 30 años, trabaja en la fábrica.", "es"),
        ("She joined the factory when she was 19.", "en"),
    ],
)
def test_an_age_told_the_same_way_stays_no_figure(text, language):
    assert figures(text, language) == []
