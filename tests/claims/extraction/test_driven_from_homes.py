"""Only people are driven from homes: a count "from homes" with no possessive, as a
headline writes it ("Sinkhole forces 47 from homes"), counts people as "from their
homes" did, in English as "abandonar sus casas" does in Spanish; "home counties" says
nothing of the kind."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Landslide forces 63 from homes", "en", [("63", "people")]),
        ("The flood drove about 300 out of homes in the valley.", "en", [("300", "people")]),
        ("The fire forced 120 from their homes.", "en", [("120", "people")]),
        # Spanish, as before.
        ("El derrumbe obligó a 47 a abandonar sus casas.", "es", [("47", "personas")]),
        # "home counties" drives no one out.
        ("The firm hired 300 from home counties.", "en", [("300", "workers")]),
    ],
)
def test_a_count_driven_from_homes_counts_people(text, language, expected):
    assert units(text, language) == expected
