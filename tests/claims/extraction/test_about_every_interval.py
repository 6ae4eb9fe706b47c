"""The interval of a repetition said roughly ("a call roughly every 21 seconds",
"roughly one every seven hours", "aproximadamente cada cuatro años") is `approximately`
that interval; said plainly ("every 12 minutes", "cada 12 minutos") it is exact, and
"alrededor de cada foco" places a ring round each outbreak. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The charity now receives a call roughly every 21 seconds.", "en", ("21", "approximately", "seconds")),
        ("Bakeries closed at a rate of roughly one every seven hours.", "en", ("7", "approximately", "hours")),
        ("A strong quake strikes the region about every four years.", "en", ("4", "approximately", "years")),
        ("Un terremoto fuerte sacude la región aproximadamente cada cuatro años.", "es",
         ("4", "approximately", "años")),
        # Said plainly, the interval is exact.
        ("The bus comes every 12 minutes.", "en", ("12", "exact", "minutes")),
        ("El autobús pasa cada 12 minutos.", "es", ("12", "exact", "minutos")),
    ],
)
def test_the_interval_said_roughly(text, language, expected):
    assert figures(text, language) == [expected]


def test_around_each_outbreak_is_a_place():
    found = figures("Se estableció un cerco de 10 kilómetros alrededor de cada foco.", "es")
    assert found == [("10", "exact", "kilómetros")]
