""""con N años de trabajo", "con 22 años de experiencia": how long someone has worked,
a length of time the sentence asserts, not an age after "con" ("debutó con 17 años"),
as "un club con 40 años de historia" is how long a body has been. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Ramos, de 48 años y con 21 años de trabajo en la planta, dijo que nadie les avisó.",
            [("21", "exact", "años de trabajo")],
        ),
        ("Habló un conductor con 12 años de oficio en la línea.", [("12", "exact", "años de oficio")]),
        ("Renunció al partido con 27 años de militancia.", [("27", "exact", "años de militancia")]),
    ],
)
def test_years_at_work_after_con(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Debutó en el primer equipo con 17 años.",
        "Llegó a Madrid con 25 años de edad y sin papeles.",
        "Empezó a trabajar en la mina con 15 años y no la dejó.",
    ],
)
def test_an_age_after_con_stays_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Ortiz, pediatra con 31 años de ejercicio, dijo que nunca vio algo así.", [("31", "exact", "años de ejercicio")]),
        ("Lo confirmó una maestra con 18 años de docencia en la escuela rural.", [("18", "exact", "años de docencia")]),
    ],
)
def test_years_of_practice_after_con(text, expected):
    assert figures(text) == expected
