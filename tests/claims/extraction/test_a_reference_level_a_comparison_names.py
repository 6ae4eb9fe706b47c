"""A level a Spanish comparison is set against, named by what it is (recorded, needed,
of another year, what experts consider): "por debajo del 70 % registrado en 2019" gives
70 % exactly; the comparison is the sentence's, not the figure's. A level with nothing
naming it still compares. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "La participación quedó en el 61 %, por debajo del 70 % registrado en 2019.",
            [("61", "exact", "percent"), ("70", "exact", "percent")],
        ),
        ("La cobertura está muy por debajo del 90 % necesario para frenar el brote.", [("90", "exact", "percent")]),
        ("El gasto está por encima del 25 % que los economistas consideran prudente.", [("25", "exact", "percent")]),
        (
            "La ocupación fue del 60 %, por debajo del 68 % del año anterior.",
            [("60", "exact", "percent"), ("68", "exact", "percent del año anterior")],
        ),
        (
            "Las ventas crecieron un 5 %, por encima del 4 % de 2023.",
            [("5", "exact", "percent"), ("4", "exact", "percent")],
        ),
        # Nothing names the level: a bound, as before.
        ("Los embalses cayeron por debajo del 20 % de su capacidad.", [("20", "less_than", "percent de su capacidad")]),
        ("El déficit se situó por encima del 3 % del PIB.", [("3", "more_than", "percent del PIB")]),
        ("La inflación sigue por encima del 4 %.", [("4", "more_than", "percent")]),
    ],
)
def test_a_level_named_after_por_debajo_del_is_given_exactly(text, expected):
    assert figures(text) == expected


def test_english_below_the_level_stays_exact():
    assert figures("Turnout was 52%, well below the 58% recorded in 2019.", "en") == [
        ("52", "exact", "percent"),
        ("58", "exact", "percent"),
    ]
