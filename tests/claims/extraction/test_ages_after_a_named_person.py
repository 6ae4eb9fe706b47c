"""A person named, then what they are in a word or three, then "de N años" is their age,
whatever the trade ("Laura Gil, una aficionada de 27 años", "Sandra Oliveira, costurera
de 58 años del barrio", "María Elena Cruz, ama de casa de 46 años"): no figure. A
length after a body's name or a clause ("el Banco Central, plan de dos años", "Ana Ruiz,
con un contrato de dos años", "En Madrid, una espera de dos años") and time at work
("de 30 años de experiencia") are not ages. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "«Es para él», contó Laura Gil, una aficionada de 27 años que no se pierde un partido.",
        "Sandra Oliveira, costurera de 58 años del barrio de Sarandi, perdió su casa.",
        "Lucía Ferreyra, una docente de 45 años que debía volar a Ushuaia, esperó en el aeropuerto.",
        "María Elena Cruz, ama de casa de 46 años, lo contó en el mercado.",
        "Camila Ferreyra, una estudiante cordobesa de veintiún años, bajó del barco.",
        "Herminia Santiago, vendedora de pan de 58 años, salió corriendo.",
    ],
)
def test_the_age_after_a_named_person_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El Banco Central, plan de dos años, costará 300 millones de euros.", [("2", "exact", "años"), ("300000000", "exact", "euros")]),
        ("Ana Ruiz, con un contrato de dos años, cobra 1.200 euros.", [("2", "exact", "años"), ("1200", "exact", "euros")]),
        ("En Madrid, una espera de dos años es habitual.", [("2", "exact", "años")]),
        ("Remedios Gil, recibe una pena de dos años de prisión.", [("2", "exact", "años de prisión")]),
        ("Sandra Oliveira, costurera de 58 años, cose 40 vestidos al mes.", [("40", "exact", "vestidos")]),
    ],
)
def test_lengths_and_counts_beside_a_named_person_stay_figures(text, expected):
    assert figures(text) == expected
