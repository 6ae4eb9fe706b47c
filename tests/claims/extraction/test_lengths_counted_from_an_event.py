"""How long something lasted, counted from or up to an event ("for 23 days before
anyone noticed", "for 50 minutes after a boat broke down", "durante dos meses después
del derrumbe") is a length of time the sentence asserts, a figure, as the corpus README
settles; time passing ("six years later", "two years ago"), a ban's length already
read, how long someone had been at something ("had been sober for two years before
he relapsed") stay as they were; an offer's deadline ("available for 28 days after the
walkout") is a length a plan gives, a figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The hackers stayed inside the network for 23 days before anyone noticed.", "en", [("23", "exact", "days")]),
        ("Racing was halted for 50 minutes after a rescue boat broke down.", "en", [("50", "exact", "minutes")]),
        ("New homes would be exempt from the cap for 15 years after they open.", "en", [("15", "exact", "years")]),
        ("The museum stayed shut for about six weeks after the flood.", "en", [("6", "approximately", "weeks")]),
        ("La carretera estuvo cortada durante dos meses después del derrumbe.", "es", [("2", "exact", "meses")]),
        ("Los vecinos vivieron sin luz durante tres días tras la tormenta.", "es", [("3", "exact", "días")]),
        ("El puerto siguió cerrado durante casi una semana después de que pasara el huracán.", "es",
         [("1", "less_than", "semana")]),
        # An offer's deadline: a length a plan gives, as the corpus README settles.
        ("Refunds will be available online for 28 days after the walkout.", "en", [("28", "exact", "days")]),
        ("Los bonos serán válidos durante dos meses después de la compra.", "es", [("2", "exact", "meses")]),
    ],
)
def test_a_length_counted_from_an_event_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("He had been sober for two years before he relapsed.", "en", []),
        ("She bought the house two years ago.", "en", []),
        ("Lo detuvieron un día después.", "es", []),
    ],
)
def test_time_passing_stays_no_figure(text, language, expected):
    assert figures(text, language) == expected
