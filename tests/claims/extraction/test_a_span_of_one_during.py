""""durante un mes", "durante una hora", "desde hace una semana": how long what the clause tells lasted, a span of
one as much as "durante 14 días" is a span of 14 (corpus README: a length the sentence
asserts). Not "durante unos días" (some days, no number), a length only supposed ("si
llueve durante una semana") nor "durante un tiempo" (no unit). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La biblioteca cerró la planta baja durante una semana.", [("1", "exact", "semana")]),
        ("Los afectados recibirán atención psicológica durante un año.", [("1", "exact", "año")]),
        ("«Jugamos muy bien durante una hora y luego nos hundimos», dijo el técnico.", [("1", "exact", "hora")]),
        ("Los cuadros durante un siglo estuvieron guardados en un sótano.", [("1", "exact", "siglo")]),
    ],
)
def test_durante_a_span_of_one_is_a_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Los pacientes estuvieron ingresados durante unos días.",
        "Si llueve durante una semana, el embalse se llenará.",
        "Durante un tiempo nadie quiso hablar del asunto.",
    ],
)
def test_some_days_a_supposed_week_or_a_while_is_not(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        # "desde hace" a span of one: how long it has lasted, as "desde hace 12 años".
        ("Tenemos el pozo cerrado desde hace una semana.", [("1", "exact", "semana")]),
        ("El servicio funciona así desde hace un año.", [("1", "exact", "año")]),
        # "hace" alone dates.
        ("La fábrica fue inspeccionada hace una semana.", []),
    ],
)
def test_desde_hace_a_span_of_one_is_a_figure(text, expected):
    assert figures(text) == expected
