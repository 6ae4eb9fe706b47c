"""Time passing between two events after a capitalised name is the time between them, a
figure, not a number of the name: "vuelve a Valparaíso 15 años después de su debut",
"el club regresa a la Copa Sudamericana 12 años después", "The band played Glastonbury
again 12 years later". A name's own number stays none ("la Resolución 2334", "Vuelo
447", "Windows 10"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La cantante vuelve a Valparaíso 15 años después de su debut.", "es", [("15", "exact", "años")]),
        ("El club regresa a la Copa Sudamericana 12 años después", "es", [("12", "exact", "años")]),
        ("The band played Glastonbury again 12 years later.", "en", [("12", "exact", "years")]),
    ],
)
def test_time_passing_after_a_name_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("La Resolución 2334 se aprobó sin votos en contra.", "es"),
        ("El Vuelo 447 cayó al mar.", "es"),
        ("Windows 10 arrived in the summer.", "en"),
    ],
)
def test_a_names_number_stays_none(text, language):
    assert figures(text, language) == []
