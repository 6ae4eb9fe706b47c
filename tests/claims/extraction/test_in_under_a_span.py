""""in under a year", "in under an hour": below a span of one, a figure `less_than` 1 when
the clause says what happened that fast ("the third increase in under a year", "pulled
27 people from the water in under an hour"); not what can or will happen that fast
("can kill in under an hour"). Spanish "en menos de un año" was read already. Sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("It was the second depot fire in the city in under a year.", "en", ("1", "less_than", "year")),
        ("Crews pulled the sailors from the water in under an hour.", "en", ("1", "less_than", "hour")),
        ("Fue el segundo incendio en la ciudad en menos de un año.", "es", ("1", "less_than", "año")),
    ],
)
def test_below_a_span_of_one(text, language, expected):
    assert expected in figures(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Heat stroke can kill in under an hour if it is not treated.", "en"),
        ("The new line will take commuters downtown in under an hour.", "en"),
        # A typical year, no span.
        ("En un año normal llueve poco en la costa.", "es"),
    ],
)
def test_what_can_happen_that_fast_is_no_figure(text, language):
    assert figures(text, language) == []
