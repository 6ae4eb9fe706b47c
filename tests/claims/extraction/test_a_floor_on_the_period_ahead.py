"""A floor on the period ahead ("al menos durante las próximas 48 horas", "for at least
the next two weeks") is that period `at_least`, as "al menos durante tres semanas"
already was; the period with no floor stays exact, and a length only supposed ("if the
rain goes on for at least the next ten days") no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La alerta roja se mantendrá al menos durante las próximas 48 horas.", "es", ("48", "at_least", "horas")),
        ("El río seguirá bajo mínimos por lo menos durante los próximos 90 días.", "es", ("90", "at_least", "días")),
        ("The company forecast little rainfall for at least the next two weeks.", "en", ("2", "at_least", "weeks")),
        # No floor: the period as it is.
        ("La alerta roja se mantendrá durante las próximas 48 horas.", "es", ("48", "exact", "horas")),
        ("The ban will stay in place for the next two weeks.", "en", ("2", "exact", "weeks")),
    ],
)
def test_a_floor_on_the_period_ahead(text, language, expected):
    assert figures(text, language) == [expected]


@pytest.mark.parametrize(
    "text, language",
    [
        ("If the rain goes on for at least the next ten days, the river will flood.", "en"),
        ("Si la lluvia sigue al menos durante los próximos diez días, el río se desbordará.", "es"),
    ],
)
def test_a_supposed_period_is_no_figure(text, language):
    assert figures(text, language) == []
