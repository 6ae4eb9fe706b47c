"""The window another figure of the clause is counted in ("£40m over the next three
years", "subió un 12 % en cuatro años", "in the past 24 hours") is a figure of its own
besides that figure, as the corpus README settles; a calendar period ("in the first
six months of the year", "en los tres meses hasta junio"), a window with no figure in
its clause and a window inside the noun phrase of a figure that follows stay no figure.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The port will spend £40m over the next three years.", "en",
         [("40000000", "exact", "pounds"), ("3", "exact", "years")]),
        ("Ticket prices went up 12% in four years.", "en", [("12", "exact", "percent"), ("4", "exact", "years")]),
        ("Volunteers planted 9,000 trees in the last six weeks.", "en",
         [("9000", "exact", "trees"), ("6", "exact", "weeks")]),
        ("El puerto gastará 40 millones de euros en los próximos tres años.", "es",
         [("40000000", "exact", "euros"), ("3", "exact", "años")]),
        ("El precio del billete subió un 12 % en cuatro años.", "es", [("12", "exact", "%"), ("4", "exact", "años")]),
        ("Los voluntarios plantaron 9.000 árboles en las últimas seis semanas.", "es",
         [("9000", "exact", "árboles"), ("6", "exact", "semanas")]),
        # A window opening its clause frames the figure after it.
        ("En los últimos doce meses, las ventas cayeron un 7 %.", "es", [("12", "exact", "meses"), ("7", "exact", "%")]),
    ],
)
def test_the_window_of_a_figure_is_a_figure(text, language, expected):
    assert [(v, q, "%" if u == "percent" and language == "es" else u) for v, q, u in figures(text, language)] == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A calendar period.
        ("Sales rose 8% in the first six months of the year.", "en", [("8", "exact", "percent")]),
        ("Las ventas subieron un 8 % en los tres meses hasta junio.", "es", [("8", "exact", "%")]),
        # No figure in the clause: a frame, not a window.
        ("Prices have climbed steadily over the past two decades.", "en", []),
        ("Ask me again in two weeks.", "en", []),
        # Inside the noun phrase of the figure that follows.
        ("Las ventas acumuladas en los últimos dos años están un 30 % por debajo.", "es", [("30", "exact", "%")]),
    ],
)
def test_a_period_that_is_no_window_stays_no_figure(text, language, expected):
    assert [(v, q, "%" if u == "percent" and language == "es" else u) for v, q, u in figures(text, language)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "over" opening the window of a figure is no qualifier.
        ("The loan of $90m will be repaid over six years.", [("90000000", "exact", "dollars"), ("6", "exact", "years")]),
        ("Fares rose 9% over three years.", [("9", "exact", "percent"), ("3", "exact", "years")]),
        # After a preposition or a verb of time it is "more than".
        ("The strike lasted over 48 hours.", [("48", "more_than", "hours")]),
    ],
)
def test_over_before_a_window_is_no_qualifier(text, expected):
    assert figures(text) == expected


def test_a_count_after_a_window_does_not_take_its_unit():
    """ "6,240 lines in the past 12 months … and 5,400 a year": the window counts
    nothing the sentence goes on counting."""
    assert figures("Crews fixed 300 leaks in the past 12 months and need to fix about 250 a year.") == [
        ("300", "exact", "leaks"),
        ("12", "exact", "months"),
        ("250", "approximately", "leaks"),
    ]
