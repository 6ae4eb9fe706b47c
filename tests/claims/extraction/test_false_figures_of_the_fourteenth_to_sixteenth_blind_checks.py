"""Numbers the fourteenth to sixteenth blind checks found read as figures though the
sentence does not assert them as one. English and Spanish sentences of our own.

No figures: a Spanish time of day ("pasadas las 16.00 horas", "tras las 7.30 horas").
Durations beside them ("durante 14 horas", "más de 14 horas") and the counts beside
them are still read."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El tráfico se restableció pasadas las 16.00 horas en las 12 avenidas cortadas.", [("12", "exact", "avenidas")]),
        ("Pasadas las 22 horas, la policía cerró 5 bares.", [("5", "exact", "bares")]),
        ("La reunión terminó pasada la una de la madrugada.", []),
        ("Los cortes se repitieron tras las 7.30 horas y hacia las 9:15 horas.", []),
        ("Los bomberos trabajaron a partir de las 6.00 horas.", []),
        # A duration is still a figure.
        ("Las urgencias estuvieron colapsadas durante 14 horas.", [("14", "exact", "horas")]),
        ("Los vecinos pasaron más de 14 horas sin luz.", [("14", "more_than", "horas")]),
        ("La espera superó las 14 horas.", [("14", "more_than", "horas")]),
        ("El vuelo duró 7,5 horas.", [("7.5", "exact", "horas")]),
    ],
)
def test_a_spanish_time_of_day(text, expected):
    assert figures(text, "es") == expected
