"""What is left of a race or a league places a moment in it, as "a falta de diez
minutos" and "with 38 seconds left" do (corpus README): opening its sentence ("A falta
de tres kilómetros ya era líder", "«A falta de 15 kilómetros pensé …»"), a league's
match days ("líder a falta de cuatro fechas") and a qualified time left ("with about
10 minutes left in the final"). What is missing inside a sentence ("la obra sigue
parada a falta de 3 kilómetros de vía"), a length of time and a race's own length stay
figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("A falta de cuatro kilómetros ya rodaba solo en cabeza de la carrera.", "es"),
        ("«A falta de 12 kilómetros creí que no llegaba», contó la ganadora.", "es"),
        ("El Deportivo sigue líder del campeonato a falta de tres fechas.", "es"),
        ("Santos sealed the title with about 12 minutes left in the final heat.", "en"),
        ("The visitors equalised with nearly 30 seconds left on the clock.", "en"),
    ],
)
def test_what_is_left_of_a_race_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La obra sigue parada a falta de 3 kilómetros de vía.", "es", [("3", "kilómetros")]),
        ("La etapa de 168 kilómetros terminó en la cima del puerto.", "es", [("168", "kilómetros")]),
        ("The final heat lasted about 12 minutes.", "en", [("12", "minutes")]),
        (
            "The race covered 42 kilometres with 300 runners left in it.",
            "en",
            [("42", "kilometres"), ("300", "runners")],
        ),
    ],
)
def test_what_is_missing_and_lengths_stay_figures(text, language, expected):
    assert figures(text, language) == expected
