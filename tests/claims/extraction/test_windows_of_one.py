"""A window of one written with "a", "one" or "a single" ("un", "una", "una sola"): the
span a figure is counted in ("received 212 complaints in a single year", "se duplicaron
en un año") or a length the sentence asserts ("had been building for a decade",
"estuvo ingresado durante una semana") is a statistic of one, as "in two years" is two
(corpus README: "A window of one written with a, one or a single"). A rate or a typical
day, a point ahead, a capacity, a denied length, an occasion described and idioms stay
no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The regulator received 340 complaints in a single year.",
            "en",
            [("340", "exact", "complaints"), ("1", "exact", "year")],
        ),
        ("Bus fares have more than doubled in a year.", "en", [("2", "more_than", "times"), ("1", "exact", "year")]),
        ("The shortage has been building for a decade, the union said.", "en", [("1", "exact", "decade")]),
        ("She was in hospital for a week after the fall.", "en", [("1", "exact", "week")]),
        (
            "The city will spend 80 million dollars over a decade on flood walls.",
            "en",
            [("80000000", "exact", "dollars"), ("1", "exact", "decade")],
        ),
        (
            "Thieves took 52 sheep from the hill farm in one night.",
            "en",
            [("52", "exact", "sheep"), ("1", "exact", "night")],
        ),
        ('"We have never sold this much wool in a single year," he said.', "en", [("1", "exact", "year")]),
        (
            "El puerto embarcó 2.300 contenedores de uva en una semana.",
            "es",
            [("2300", "exact", "contenedores de uva"), ("1", "exact", "semana")],
        ),
        (
            "Los alquileres se han multiplicado por dos en una década.",
            "es",
            [("2", "exact", "veces"), ("1", "exact", "década")],
        ),
        ("La matrícula creció un 12 % en solo un año.", "es", [("12", "exact", "percent"), ("1", "exact", "año")]),
        (
            "«En una mañana recogimos dos mil peces muertos», dijo.",
            "es",
            [("1", "exact", "mañana"), ("2000", "exact", "peces")],
        ),
    ],
)
def test_a_window_of_one_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A rate or a typical day.
        ("It costs more than many families earn in a day.", "en"),
        ("A ticket costs more than what I earn in a week.", "en"),
        ("El metro mueve a un millón de viajeros en un día laborable.", "es"),
        # A point ahead, a capacity, a supposition.
        ("Ask me again in a month.", "en"),
        ("They do not know whether they will have a job in a year.", "en"),
        ("Una plaga así puede arrasar en un día un campo entero.", "es"),
        ("«En un año estaremos hablando de otra subida», advirtió.", "es"),
        # A length denied.
        ("You don't get fish like that back in a season.", "en"),
        ("Una red así no se levanta en una tarde.", "es"),
        # An occasion described, idioms, a time since, a part of a larger span.
        ("El choque ocurrió en una mañana marcada por la niebla.", "es"),
        ("No lo vamos a resolver de un día para otro.", "es"),
        ("A year on, the village is rebuilding.", "en"),
        ("He hopes to play for his country one day.", "en"),
    ],
)
def test_what_is_no_window_of_one_stays_no_figure(text, language):
    assert [f for f in figures(text, language) if f[0] == "1"] == []


def test_for_over_a_year_stays_more_than_a_year():
    assert ("1", "exact", "year") not in figures("The post has been empty for over a year.", "en")
