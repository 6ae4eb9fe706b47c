"""'One'/'un' after a qualifier is a count when a measure follows ("casi un año",
"about one mile"), and so it is before the smaller lengths: "roughly one millimetre a
year", "casi un milímetro al año"; before anything else it is an article ("cerca de un
antiguo río"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Silt builds up at roughly one millimetre a year.", "en", [("1", "approximately", "millimetre")]),
        ("The glacier thinned by almost one centimetre a day.", "en", [("1", "less_than", "centimetre")]),
        ("El sedimento crece casi un milímetro al año.", "es", [("1", "less_than", "milímetro")]),
        ("La nieve alcanzó cerca de un centímetro.", "es", [("1", "approximately", "centímetro")]),
        # An article, not a count.
        ("Vive cerca de un antiguo río.", "es", []),
        ("He lives near a river.", "en", []),
    ],
)
def test_about_one_small_length_is_a_count(text, language, expected):
    assert figures(text, language) == expected


# A degree, a percentage point or a point compared after a qualified "un"/"one" is a
# measure too, and so is "medio grado"; a point or a degree that names a thing stays an
# article's noun.
@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El agua llegó a 29 grados, casi un grado más que la media.", "es",
         [("29", "exact", "grados"), ("1", "less_than", "grado")]),
        ("El paro quedó casi un punto por encima del de marzo.", "es", [("1", "less_than", "punto")]),
        ("La obra sumará alrededor de un punto porcentual al PIB.", "es", [("1", "approximately", "punto porcentual")]),
        ("Marcó 44 grados, casi medio grado por encima del récord.", "es",
         [("44", "exact", "grados"), ("0.5", "less_than", "grado")]),
        ("The sea was nearly one degree warmer than the average.", "en", [("1", "less_than", "degree")]),
        # An article before a point or a degree that names a thing.
        ("El quiosco está cerca de un punto de venta de lotería.", "es", []),
        ("Hay casi un grado de consenso entre los partidos.", "es", []),
        ("The kiosk is near a point of sale.", "en", []),
    ],
)
def test_about_one_degree_or_point_compared_is_a_measure(text, language, expected):
    assert figures(text, language) == expected
