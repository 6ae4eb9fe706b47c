"""A short time taken closing a clause is how long something took, a length the
sentence asserts, when a closing quotation mark ends the clause too: "«El agua me
llegaba a las rodillas en dos minutos», relató", "\"Nadie durmió en tres días\"". A plan
or a promise stays no figure ("«Lo arreglamos … en dos días», prometió" after "vamos
a"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«La calle se llenó de agua en cinco minutos», contó una vecina.", "es", [("5", "exact", "minutos")]),
        ("“Aquí nadie descansó en cuatro días”, dijo el capataz.", "es", [("4", "exact", "días")]),
        ('"The cellar filled with water in ten minutes," she said.', "en", [("10", "exact", "minutes")]),
        ("«The fire reached the road in two hours», he said.", "en", [("2", "exact", "hours")]),
    ],
)
def test_time_taken_before_a_closing_quote(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("«Lo vamos a reparar en dos días», prometió el alcalde.", "es"),
        ("«Podríamos reabrir en 10 días», dijo la gerente.", "es"),
        ('"We will fix it in two days," the mayor said.', "en"),
    ],
)
def test_a_plan_stays_no_figure(text, language):
    assert figures(text, language) == []
