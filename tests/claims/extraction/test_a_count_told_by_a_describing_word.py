"""A number followed only by a word that describes ("frente a los 36 habituales", "las
cuatro existentes", "y 16 femeninas", "4 mil permanentes") counts what the figure before
it in its sentence counted (claims.extraction.figure_context.with_described_unit).
English puts such a word before "ones", which counts the head noun of the figure before
(tests/claims/extraction/test_a_count_of_described_ones.py). Sentences of our own, with
those the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La línea opera ahora 18 trenes por hora, frente a los 24 habituales.", [("18", "trenes"), ("24", "trenes")]),
        # The figure before's own describing word is left out ("camas nuevas": camas).
        (
            "El hospital abrirá 30 camas nuevas, que se sumarán a las 120 existentes.",
            [("30", "camas"), ("120", "camas")],
        ),
        ("El club inscribió 14 equipos masculinos y 11 femeninos en la liga.", [("14", "equipos"), ("11", "equipos")]),
        ("El proyecto creará unos 800 empleos temporales y 150 permanentes.", [("800", "empleos"), ("150", "empleos")]),
    ],
)
def test_a_describing_word_counts_what_the_figure_before_counted(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A noun after the number is its own.
        (
            "La naviera mantiene 24 buques, frente a los 36 cargueros habituales.",
            "es",
            [("24", "buques"), ("36", "cargueros")],
        ),
        # The figure before is in another sentence.
        (
            "Los 36 habituales no llegaron. El canal dejó pasar 24 buques.",
            "es",
            [("36", "habituales"), ("24", "buques")],
        ),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert figures(text, language) == expected
