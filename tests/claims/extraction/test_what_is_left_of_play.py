"""What is left of a match or a race places a moment in it, as "with 38 seconds left"
does, and is no figure (claims.extraction.placing_numbers.TIME_LEFT, the corpus README:
"Nor is a distance to the finish or what is left of a race"): "with three frames left",
"with two ends remaining", "launched his sprint from about 250 metres out", "cuando
restan cuatro etapas para el final", "quedando dos vueltas por disputar". Counts of what
is left that are no moment in play keep their figure. English and Spanish sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, gone",
    [
        ("Park trailed by 28 pins with three frames left in the semi-final.", "en", "3"),
        ("Canada led 6-5 with two ends remaining, but Sweden scored three in the ninth.", "en", "2"),
        ("Okafor launched his sprint from about 200 metres out and held on to win.", "en", "200"),
        ("Mora aventaja en 31 segundos a Ruiz cuando restan cuatro etapas para el final de la vuelta.", "es", "4"),
        ("Atacó quedando dos vueltas por disputar y nadie pudo seguirle.", "es", "2"),
    ],
)
def test_what_is_left_of_play_is_no_figure(text, language, gone):
    assert gone not in [value for value, _ in figures(text, language)]


@pytest.mark.parametrize(
    "text, language, kept",
    [
        ("Park trailed by 28 pins with three frames left in the semi-final.", "en", ("28", "pins")),
        ("The lorry was found 250 metres out of town.", "en", ("250", "metres")),
        ("Smith kicked the penalty from 35 metres out to level the scores.", "en", ("35", "metres")),
        ("The fund has £40 million left to spend.", "en", ("40000000", "pounds")),
        ("Quedan 12 plazas libres para el curso.", "es", ("12", "plazas")),
        ("Restan 40 trabajadores por contratar.", "es", ("40", "trabajadores")),
    ],
)
def test_a_count_of_what_is_left_outside_play_keeps_its_figure(text, language, kept):
    assert kept in figures(text, language)
