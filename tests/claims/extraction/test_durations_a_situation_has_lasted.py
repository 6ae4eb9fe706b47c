"""How long a situation has lasted, in hours, days, weeks or months, is a figure the
clause asserts, as the corpus README says ("Llevamos diez horas sin agua"), even after
"llevar" or "have been … for" (years someone has been at something are one too:
`test_time_at_something_is_a_figure.py`). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«Llevamos seis horas atrapados en el vagón», contó una pasajera.", "es", [("6", "exact", "horas")]),
        ("Los vecinos del barrio llevan tres días sin luz.", "es", [("3", "exact", "días")]),
        ("La familia lleva apenas dos semanas buscando a su hijo.", "es", [("2", "exact", "semanas")]),
        ('"We have been stranded here for three days," one driver said.', "en", [("3", "exact", "days")]),
        ("Residents have been without running water for five weeks.", "en", [("5", "exact", "weeks")]),
        # What people have gone without, even told in a relative clause.
        ("«Hay pacientes que llevan 30 horas sin ser atendidos», denunció el sindicato.", "es",
         [("30", "exact", "horas")]),
        # A span of one, after "cumplir" or "llevar".
        ("Los controladores cumplen una semana en huelga.", "es", [("1", "exact", "semana")]),
        ("Los jornaleros llevan un mes sin cobrar.", "es", [("1", "exact", "mes")]),
        # How long it lasted, one as much as 14 (once read as told in passing).
        ("Se oyeron las sirenas durante un minuto entero.", "es", [("1", "exact", "minuto")]),
        # A rate's base, or one more.
        ("Cobran 80 euros por un día de trabajo.", "es", [("80", "exact", "euros")]),
        # A reply opened by a dash opens its sentence: "Llevamos" is a verb, not a name.
        ("—Llevamos once horas sin luz, con niños en casa —contó una vecina.", "es", [("11", "exact", "horas")]),
        ("—Tengo 300 cabezas de ganado sin agua —dijo el ganadero.", "es", [("300", "exact", "cabezas de ganado")]),
    ],
)
def test_how_long_a_situation_has_lasted_is_a_figure(text, language, expected):
    assert figures(text, language) == expected
