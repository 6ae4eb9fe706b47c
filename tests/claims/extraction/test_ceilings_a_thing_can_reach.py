"""Ceilings told by a verb: what something can get to at its most ("puede llegar a diez
días", "can reach 45C"), what never went past a number ("no ha pasado de 230") and a
bare negated "not exceed" are `at_most`, as "up to" and "hasta" are. What something did
reach, a change from one number to another and a rise that may top a number stay as
they were. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La espera puede llegar a diez días según el hospital.", "es", [("10", "at_most", "días")]),
        ("La ola puede alcanzar los 3,3 metros de altura.", "es", [("3.3", "at_most", "metros")]),
        ("La inflación podría llegar al 30 % este año.", "es", [("30", "at_most", "percent")]),
        ("Temperatures can reach 45C in August.", "en", [("45", "at_most", "°C")]),
        ("Sales did not exceed 40,000 units.", "en", [("40000", "at_most", "units")]),
        ("The board recommends that levels not exceed 15 micrograms.", "en", [("15", "at_most", "micrograms")]),
        ("Sales never exceeded 40,000 units.", "en", [("40000", "at_most", "units")]),
        (
            "Desde enero el promedio no ha pasado de 230 donaciones diarias.",
            "es",
            [("230", "at_most", "donaciones")],
        ),
        ("La cifra no pasó de 40 personas.", "es", [("40", "at_most", "personas")]),
        # What did reach the number, and a change from one number to another.
        ("El embalse llegó a los 300 hectómetros cúbicos.", "es", [("300", "exact", "hectómetros cúbicos")]),
        ("The tree reached 40 metres.", "en", [("40", "exact", "metres")]),
        (
            "La temperatura no pasó de 10 a 20 grados.",
            "es",
            [("10", "exact", "grados"), ("20", "exact", "grados")],
        ),
        ("Temperatures could top 45C.", "en", [("45", "more_than", "°C")]),
    ],
)
def test_ceilings_a_thing_can_reach(text, language, expected):
    assert figures(text, language) == expected
