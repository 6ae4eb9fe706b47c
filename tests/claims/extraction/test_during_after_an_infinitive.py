"""A Spanish infinitive after "de", "para", "sin" or "a" starts another verb: the
figures before it are not spread over "durante N" after it, which says how long what
the infinitive tells lasts ("…, con un mínimo de seis, además de mantener el plan de
salud durante 12 meses": 12 meses). With no verb between, the period a sum is
spread over is its window, a figure too ("invirtió 600 millones durante cinco años"). Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "La firma pagará 20 salarios a cada empleado, además de mantener su seguro médico durante 18 meses.",
            [("20", "exact", "salarios"), ("18", "exact", "meses")],
        ),
        (
            "El ayuntamiento contrató a 12 vigilantes para patrullar el parque durante tres semanas.",
            [("12", "exact", "vigilantes"), ("3", "exact", "semanas")],
        ),
    ],
)
def test_an_infinitive_starts_another_verb(text, expected):
    assert figures(text) == expected


def test_the_period_a_sum_is_spread_over_is_its_window():
    assert figures("La empresa invirtió 600 millones durante cinco años.") == [
        ("600000000", "exact", ""),
        ("5", "exact", "años"),
    ]
