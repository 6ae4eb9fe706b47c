""""Una herida" is a wound, not a woman hurt ("abrió una herida sobre el ojo", "el caso
reabre una herida"): no figure. One person killed or hurt stays counted ("Un muerto y 23
heridos", "dejó un herido grave", "Una mujer resultó herida"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "El aspirante abrió una herida sobre el ojo izquierdo del campeón en el tercer asalto.",
        "Para los vecinos, la sentencia reabre una herida.",
        "Sufrió una herida en la pierna durante el partido.",
    ],
)
def test_a_wound_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Un muerto y 23 heridos en un choque múltiple en la autopista.", [("1", "exact", "muerto"), ("23", "exact", "heridos")]),
        ("El choque dejó un herido grave.", [("1", "exact", "herido grave")]),
        ("Una mujer resultó herida en el choque.", [("1", "exact", "mujeres")]),
    ],
)
def test_one_person_killed_or_hurt_stays_counted(text, expected):
    assert figures(text) == expected
