"""The span of a record whose superlative or first stands far back in its clause: "the
best figures by a Kenyan bowler against India away from home in 21 years", "the first
Welsh woman to take a world indoor hurdles title in 33 years", "Es el primer título de
una tenista peruana en el torneo en 15 años", "las primeras en doce años" (how long
since the last time, a figure as the corpus README settles). Not a first that tells
when something will be done, nor a plain period that frames its sentence. Sentences of
our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Otieno's haul was the best figures by a Kenyan bowler against India away from home in 21 years.",
            "en",
            [("21", "exact", "years")],
        ),
        (
            "She became the first Welsh woman to take a world indoor hurdles title in 33 years.",
            "en",
            [("33", "exact", "years")],
        ),
        (
            "Es el primer título de una tenista peruana en el torneo en 15 años y el tercero de su carrera.",
            "es",
            [("15", "exact", "años")],
        ),
        (
            "Fue la primera medalla de plata de un remero uruguayo en unos Juegos Sudamericanos en 24 años.",
            "es",
            [("24", "exact", "años")],
        ),
        (
            "La naviera anunció pérdidas, las primeras en doce años, y cerró dos rutas.",
            "es",
            [("12", "exact", "años"), ("2", "exact", "rutas")],
        ),
    ],
)
def test_a_record_or_first_far_back_measures_its_span(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The first of the new ferries from the yard in Gdansk will be delivered to the company in two years.", "en"),
        (
            "Residents of the valley, the first to be moved out of the flood zone by the council, returned in three weeks.",
            "en",
        ),
        ("Los primeros vecinos del barrio que fueron realojados por el ayuntamiento volvieron en tres semanas.", "es"),
        ("La primera fase de la obra del puerto deportivo de la ciudad estará terminada en dos años.", "es"),
        ("Los primeros en dos años", "es"),
    ],
)
def test_a_first_that_tells_when_stays_no_figure(text, language):
    assert figures(text, language) == []
