"""The window up to now that a figure is counted in, written without a number: "rose
14% over the past year", "in the past decade", "subió un 12 % en la última década",
"en la última semana se registraron cuatro casos" are a span of one (1 year, 1 decade,
…), as "over the past two years" is two (corpus README: the window of another figure).
A calendar period ("the last week of May", "el último año lectivo", "la última semana
epidemiológica") and "last year"/"el año pasado" (dates) stay no figure, and a part
"of them" counted in such a window is no part of the window. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Ferry fares have risen 18% over the past year.", "en", [("18", "exact", "percent"), ("1", "exact", "year")]),
        (
            "The clinic treated 340 patients in the past week alone.",
            "en",
            [("340", "exact", "patients"), ("1", "exact", "week")],
        ),
        ("Two mills have closed in the last decade.", "en", [("2", "exact", "mills"), ("1", "exact", "decade")]),
        ("Rents climbed by a fifth during the past month.", "en", [("20", "exact", "percent"), ("1", "exact", "month")]),
        ("Fares rose by about a third in two years.", "en", [("33.3", "approximately", "percent"), ("2", "exact", "years")]),
        ("El billete de autobús subió un 9 % en el último año.", "es", [("9", "exact", "percent"), ("1", "exact", "año")]),
        (
            "En la última semana se registraron 47 incendios forestales.",
            "es",
            [("1", "exact", "semana"), ("47", "exact", "incendios")],
        ),
        (
            "La comarca ha perdido unos 3.000 habitantes durante la última década.",
            "es",
            [("3000", "approximately", "habitantes"), ("1", "exact", "década")],
        ),
    ],
)
def test_a_window_of_one_up_to_now(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The festival is held in the last week of May.", "en"),
        ("Exports fell last year.", "en"),
        ("The past year has been hard for growers.", "en"),
        ("Se reunirán en la última semana de junio.", "es"),
        ("Los resultados del último año lectivo fueron peores.", "es"),
        ("En la última semana epidemiológica no hubo casos.", "es"),
        ("Las ventas cayeron el año pasado.", "es"),
    ],
)
def test_a_calendar_period_or_a_date_is_no_window(text, language):
    assert figures(text, language) == []


def test_a_part_counted_in_the_window_is_no_part_of_it():
    text = "Twelve sinkholes have opened in the town since 1950, three of them in the past decade."
    assert ("3", "exact", "decade") not in figures(text, "en")
    assert ("1", "exact", "decade") in figures(text, "en")
