"""Not even a share is below it: "no hemos visto ni la mitad" → 50 less_than %, "Ni
siquiera la mitad de los socios votó" likewise; "ni … ni" before a plain number is
neither/nor and bounds nothing. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("«No hemos visto ni la mitad», dijo el alcalde.", [("50", "less_than", "percent")]),
        ("Ni siquiera la mitad de los socios votó.", [("50", "less_than", "por ciento de los socios")]),
        ("No cobra ni 20 euros ni 30.", [("20", "exact", "euros"), ("30", "exact", "euros")]),
        ("La mitad de los vecinos se fue.", [("50", "exact", "por ciento de los vecinos")]),
    ],
)
def test_not_even_a_share_is_below_it(text, expected):
    assert figures(text) == expected
