"""A short time opening a sentence of a quotation, then what happened in it, is how fast
it happened, a length the sentence asserts (corpus README): "«En dos horas no quedó
nada»", '"In ten minutes the water was up to my knees"'. Not a plan or a moment ahead
("In two hours the polls will close", "«En dos días podemos tenerlo listo»"), and in the
article's own voice such a period still frames its sentence ("En 20 minutos llegó la
ayuda", test_durations_and_false_figures_of_the_thirty_fifth_to_thirty_seventh_blind_checks).
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«En tres horas el río se llevó el puente», contó un vecino.", "es", [("3", "exact", "horas")]),
        ("«Fue muy rápido. En 40 minutos ardieron dos naves», dijo.", "es",
         [("40", "exact", "minutos"), ("2", "exact", "naves")]),
        ('"In five minutes the whole roof was gone," he said.', "en", [("5", "exact", "minutes")]),
        ('"The alarm sounded at noon. In 20 minutes, the street was empty."', "en", [("20", "exact", "minutes")]),
    ],
)
def test_a_short_time_opening_what_happened_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ('"In two hours the polls will close," she said.', "en"),
        ("In six hours the storm reached the coast.", "en"),
        ("En diez minutos llegará el tren a la estación.", "es"),
        ("«En dos días podemos tenerlo listo», aseguró.", "es"),
    ],
)
def test_a_moment_ahead_is_not(text, language):
    assert figures(text, language) == []
