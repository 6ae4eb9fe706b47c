"""An age a rule sets, or that opens a sentence, is no figure: "lower the voting age to
16", "the minimum age remains 18", "la edad mínima para votar es de 16 años", a second
age for others after it ("sigue en 60 años para las mujeres y 65 para los hombres"), and
"At 18, …", "A los 16, …" opening a sentence. A wage, a height, a temperature and a
price at the same place stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The council voted to lower the voting age to 16 for local elections.", "en"),
        ("In national races the minimum age remains 18.", "en"),
        ("The legal age is 21 in most states.", "en"),
        ("The retirement age stays at 66 for men and 64 for women.", "en"),
        ("At 18, most of them leave home for work.", "en"),
        ("“At 16, they still live with their parents,” she said.", "en"),
        ("La edad mínima para votar es de 16 años.", "es"),
        ("La edad de jubilación no cambia: sigue en 60 años para las mujeres y 65 para los hombres.", "es"),
        ("A los 16, todavía viven con sus padres.", "es"),
    ],
)
def test_an_age_a_rule_sets_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The minimum wage rises to 12 euros an hour.", "en", [("12", "exact", "euros")]),
        ("At 3,000 metres, the air is thin.", "en", [("3000", "exact", "metres")]),
        ("At 40 degrees, work on the site stops.", "en", [("40", "exact", "degrees")]),
        ("Some 3,600 voters will join the rolls.", "en", [("3600", "approximately", "voters")]),
        ("El salario mínimo sube a 1.200 euros.", "es", [("1200", "exact", "euros")]),
        ("A los 300 afectados se sumaron otros 40.", "es", [("300", "exact", "afectados"), ("40", "exact", "afectados")]),
    ],
)
def test_other_numbers_stay(text, language, expected):
    assert figures(text, language) == expected
