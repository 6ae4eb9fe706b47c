"""A period named by what went on in it ("durante los 12 días de competición") is the
window another figure of its clause is counted in, a length of time the sentence
asserts (corpus README: the window of another figure): "Unas 3.200 personas pasaron por
el teatro durante los 12 días de competición" 12 días. With no figure in its clause it
recalls a period the text knows and stays no figure ("fue su rival durante las tres
semanas de carrera"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Unas 5.400 personas visitaron la feria durante los diez días de exposición.",
            "es",
            [("5400", "approximately", "personas"), ("10", "exact", "días de exposición")],
        ),
        (
            "Unos 300 vuelos se cancelaron durante las dos semanas de huelga.",
            "es",
            [("300", "approximately", "vuelos"), ("2", "exact", "semanas de huelga")],
        ),
        (
            "About 80,000 fans attended during the 11 days of the festival.",
            "en",
            [("80000", "approximately", "fans"), ("11", "exact", "days of the festival")],
        ),
    ],
)
def test_a_named_period_as_a_window(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Fue su gran rival durante las tres semanas de carrera.", "es"),
        ("She led the race during the three weeks of the tour.", "en"),
    ],
)
def test_a_known_period_with_no_figure_stays_none(text, language):
    assert figures(text, language) == []


def test_a_figure_before_a_comma_is_not_counted_in_it():
    assert figures(
        "Le sacó 40 segundos al danés Friis, su gran rival durante las tres semanas de carrera.", "es"
    ) == [("40", "exact", "segundos")]
