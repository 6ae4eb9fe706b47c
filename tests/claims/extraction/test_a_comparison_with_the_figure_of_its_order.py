"""A number compared ("up from", "frente a", "compared with", "the previous record of",
"lejos del récord de") counts what the figure of its own order in the sentence counts
when the nearest is ten times bigger or smaller (the span or place of the first figure,
not what it counted), and a time after it ("la temporada anterior") is when, not its
noun (claims.extraction.figure_context.with_compared_unit). Sentences of our own, with
those the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, number, unit",
    [
        (
            "More than 2,400 passengers, about one in five, waited over 6 hours at the border, up from 1,700 in June.",
            "en",
            "1700",
            "passengers",
        ),
        (
            "Organisers said 84,000 visitors came over the show's nine days, beating the previous record of 79,200 set in 2022.",
            "en",
            "79200",
            "visitors",
        ),
        # The nearest only says where, and the change is a big one.
        (
            "La cooperativa recogió apenas 40 toneladas en sus 9 hectáreas, frente a las 900 de una campaña normal.",
            "es",
            "900",
            "toneladas",
        ),
        ("Los turistas gastaron en promedio 96 euros diarios, frente a 88 la temporada anterior.", "es", "88", "euros"),
        (
            "El puerto movió unos 1,2 millones de contenedores el año pasado, lejos del récord de 1,6 millones alcanzado en 2019.",
            "es",
            "1600000",
            "contenedores",
        ),
        # Left alone: the nearest is what was counted, however big the change.
        (
            "The chain, which runs 480 shops, said customers now bought about four plastic bags a year, "
            "compared with more than 90 a decade ago.",
            "en",
            "90",
            "plastic bags",
        ),
        ("Unemployment fell to 5%, down from 6% last year.", "en", "6", "percent"),
        ("El hospital atendió a 310 pacientes en 14 horas, frente a los 250 de ayer.", "es", "250", "pacientes"),
    ],
)
def test_a_number_compared_counts_what_the_figure_of_its_order_counts(text, language, number, unit):
    assert (number, unit) in figures(text, language)
