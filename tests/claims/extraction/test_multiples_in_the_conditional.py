"""A multiple right after a verb in the conditional compares with what is not ("nos
costaría el triple", "sin la ayuda, el billete costaría el doble", "we would have seen
twice as many", "sería tres veces mayor"): a hypothesis, no figure, as "could double"
is. Told in the past or forecast ("costó el doble", "will be twice as high") it stays a
figure, and so does a count of times that is how often ("would go three times a week").
A place or a noun that ends as the conditional does is no verb: "prices across Nigeria
nearly tripled", "in Austria three times as many", "Hungría duplicó", "la minería
triplicó" are figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Es barato: en Madrid nos costaría el triple.", "es"),
        ("Sin la ayuda estatal, la matrícula costaría casi el doble.", "es"),
        ("Con otro proveedor, la factura sería tres veces mayor.", "es"),
        ("Without the vaccine we would have seen twice as many admissions.", "en"),
        ("Building it in steel would be three times as expensive.", "en"),
        ("Sin la presa, la factura se habría duplicado.", "es"),
        ("Costaría el doble en Madrid, dijo.", "es"),
    ],
)
def test_a_multiple_in_the_conditional_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La matrícula costó el doble que en 2022.", "es", [("2", "exact", "veces")]),
        ("La factura fue tres veces mayor.", "es", [("3", "exact", "veces")]),
        ("La mayoría de los socios pagó el doble.", "es", [("2", "exact", "veces")]),
        ("Admissions were twice as high as last winter.", "en", [("2", "exact", "times")]),
        ("Rents will be twice as high by the end of the decade.", "en", [("2", "exact", "times")]),
        ("She said she would visit the clinic three times a week.", "en", [("3", "exact", "times")]),
        ("Bread prices across Nigeria nearly tripled on Monday.", "en", [("3", "less_than", "times")]),
        ("Wheat exports to Syria doubled in 2023.", "en", [("2", "exact", "times")]),
        ("In Austria three times as many people voted by post.", "en", [("3", "exact", "times")]),
        ("Hungría duplicó sus ventas de maíz en 2023.", "es", [("2", "exact", "veces")]),
        ("La minería casi triplicó su producción.", "es", [("3", "less_than", "veces")]),
    ],
)
def test_a_multiple_told_or_forecast_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
