"""The span of a record told by a first: "their first cup in 14 years", "la primera
huelga del metro en 20 años", "for the first time in 18 months" (how long since the
last one, a figure as the corpus README settles), not a first that opens the sentence
as its subject or a verb that tells when something will be done. Sentences of our own
in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The Otters won their first cup in 14 years on Friday.", "en", [("14", "exact", "years")]),
        ("It is the first walkout on the tram system in 31 years.", "en", [("31", "exact", "years")]),
        ("The win gave Wales its first women's title in 19 years.", "en", [("19", "exact", "years")]),
        ("It was Kenya's first medal in the event in 12 years.", "en", [("12", "exact", "years")]),
        ("Sales fell in March for the first time in 14 months.", "en", [("14", "exact", "months")]),
        ("Los Pumas lograron su primer título sudamericano en 12 años.", "es", [("12", "exact", "años")]),
        ("Fue la primera huelga del metro en 20 años.", "es", [("20", "exact", "años")]),
        ("Los precios bajaron por primera vez en 18 meses.", "es", [("18", "exact", "meses")]),
    ],
)
def test_a_first_since_a_span_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The first trains run in two years.", "en"),
        ("The second phase will be finished in three months.", "en"),
        ("She won her first race in 2019.", "en"),
        ("La primera fase estará lista en tres meses.", "es"),
        ("El primer tramo se terminó en dos años.", "es"),
        ("La primera línea abre en dos años.", "es"),
        ("Su primer disco salió en 2001.", "es"),
    ],
)
def test_a_first_that_tells_when_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("It was the worst flu outbreak in a decade.", "en", [("1", "exact", "decade")]),
        ("Council posts first deficit in a decade", "en", [("1", "exact", "decade")]),
        ("We haven't seen rain like this in a decade.", "en", [("1", "exact", "decade")]),
        ("Nurses have not had a real raise in a decade.", "en", [("1", "exact", "decade")]),
        ("Es su mejor cosecha en un siglo.", "es", [("1", "exact", "siglo")]),
        ("Fue la peor sequía en un siglo.", "es", [("1", "exact", "siglo")]),
    ],
)
def test_one_unit_of_time_after_a_record_a_first_or_a_denial_is_its_span(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("We will know more in a year.", "en"),
        ("He will be free in a year's time.", "en"),
        ("You can't fix this in a year.", "en"),
        ("We won't finish this in a year.", "en"),
        ("No podemos arreglar en un año lo que no se hizo en veinte.", "es"),
        ("No vamos a salir de esto en un año.", "es"),
        ("Lo terminaremos en un año.", "es"),
    ],
)
def test_one_unit_of_time_ahead_or_under_a_denied_ability_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language",
    [
        ("Staff don't know whether they will have a job in a year.", "en"),
        ("No sabemos si tendremos trabajo en un año.", "es"),
    ],
)
def test_a_moment_ahead_after_a_denial_is_no_record_span(text, language):
    assert figures(text, language) == []
