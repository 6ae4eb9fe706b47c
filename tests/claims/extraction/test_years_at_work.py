"""Workers described by their years at work ("compañeros con 30 años en la planta")
give a duration, not an age as "con 30 años" alone does; English "colleagues with 30
years at the plant" reads so already. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«Hay trabajadores con 25 años en la fábrica que se quedan en la calle», dijo el delegado.", "es",
         [("25", "exact", "años")]),
        ("Despidieron a empleadas con 20 años en la empresa.", "es", [("20", "exact", "años")]),
        # After someone described by an apposition, their age already given.
        ("Lo contó Rosa Gil, de 58 años, la cocinera, con 22 años en el comedor.", "es", [("22", "exact", "años")]),
        ('"There are workers with 25 years at the factory who are out on the street," he said.', "en",
         [("25", "exact", "years")]),
    ],
)
def test_years_at_work_are_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Con 30 años, el delantero firmó su último contrato.", "es"),
        ("El lateral debutó con 17 años en el primer equipo.", "es"),
        ("Las personas con 65 años o más recibirán la vacuna.", "es"),
    ],
)
def test_an_age_with_con_is_no_figure(text, language):
    assert figures(text, language) == []
