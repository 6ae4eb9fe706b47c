"""A road named by its class and number is a reference, as "route 66" and "la carretera
12" are: "la ruta provincial 157", "La ruta nacional 86", "the state highway 9",
"autovía autonómica 4". A length of road with its unit stays a figure ("La carretera
nacional tiene 40 kilómetros cortados"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("La ruta nacional 86, la principal vía de la región, está cortada.", "es"),
        ("Vialidad cortó el tramo de la ruta provincial 4 que une Gastre con Telsen.", "es"),
        ("El accidente ocurrió en la carretera departamental 12.", "es"),
        ("Traffic on the state highway 9 was diverted.", "en"),
    ],
)
def test_a_road_by_its_class_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La ruta provincial 157 estuvo cortada durante unas tres horas.", "es", [("3", "approximately", "horas")]),
        ("La carretera nacional tiene 40 kilómetros cortados.", "es", [("40", "exact", "kilómetros")]),
        ("The state road crews cleared 12 miles of highway.", "en", [("12", "exact", "miles")]),
    ],
)
def test_counts_near_a_road_stay_figures(text, language, expected):
    assert figures(text, language) == expected
