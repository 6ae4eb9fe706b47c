"""An address's numbers are no figures (corpus README), in three more forms: an American
street with its compass letter ("at 1140 N. Oak Street"), a Colombian door written with
"número" ("la carrera 9 número 12-40") and a street by its number, then the district it
is in ("en la calle 40 de la Zona Franca"). A count after the street's word ("salieron
a la calle 300 vecinos de la Zona Franca") and a count before a capitalised name ("250
Main Street residents") stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The clinic will open at 1140 N. Oak Street on Monday.", "en"),
        ("Donations can be dropped off at 72 W. Harbor Road until Friday.", "en"),
        ("Las solicitudes se entregan en la oficina de la carrera 9 número 12-40, en Teusaquillo.", "es"),
        ("Los trabajadores se concentraron frente a la sede, en la calle 40 de la Zona Franca.", "es"),
        ("La protesta terminó en la avenida 30 del Barrio Norte.", "es"),
    ],
)
def test_an_address_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Salieron a la calle 300 vecinos de la Zona Franca.", "es", [("300", "vecinos de la Zona Franca")]),
        ("The council moved 250 families to North Street last year.", "en", [("250", "families")]),
        ("Ayer salieron a la calle 60 vecinos del Barrio Norte.", "es", [("60", "vecinos del Barrio Norte")]),
    ],
)
def test_counts_near_a_street_stay_figures(text, language, expected):
    assert figures(text, language) == expected
