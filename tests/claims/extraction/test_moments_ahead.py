"""A moment ahead placed by the time from now is a date, as "hace" and "ago" are (the
corpus README: "dentro de" placing an event): "se harán efectivas dentro de diez días",
"llegará dentro de unas tres semanas", "in ten days' time"; a deadline ("dentro de las
próximas 48 horas") and a length of time asserted stay figures. Sentences of our own
in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("El banco dijo que los reembolsos se harán dentro de diez días.", "es"),
        ("Los expertos creen que el pico llegará dentro de unas tres semanas.", "es"),
        ("Volverá a abrir dentro de un mes.", "es"),
        ("La decisión se conocerá dentro de apenas 48 horas.", "es"),
        ("The results will be published in ten days' time.", "en"),
        ("The ferry returns to service in three weeks' time.", "en"),
    ],
)
def test_a_moment_ahead_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La obra debe terminar dentro de las próximas 48 horas.", "es", [("48", "at_most", "horas")]),
        ("Lleva dentro de la cárcel tres años.", "es", [("3", "exact", "años")]),
        ("Repairs took ten days.", "en", [("10", "exact", "days")]),
        ("The crossing takes three hours in good weather.", "en", [("3", "exact", "hours")]),
    ],
)
def test_a_deadline_or_a_length_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
