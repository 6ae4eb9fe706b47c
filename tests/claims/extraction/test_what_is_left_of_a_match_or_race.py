"""What is left of a race places a moment in it, as "with 38 seconds left" and "a falta
de 6,5 kilómetros para la meta" do, and the corpus README settles as no figure: "a falta
de seis kilómetros" with the race's end left unsaid, the clause going on or the sentence
ending, and the distance to the line ("a 9 kilómetros de la meta", "8km from the finish"). A race's
length and what is left of a road to build stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La ciclista atacó a falta de seis kilómetros y solo una rival pudo seguirla.", "es", []),
        ("Atacó a falta de 12 kilómetros, en la última subida.", "es", []),
        ("La favorita cedió a falta de cuatro kilómetros. Llegó sola la holandesa.", "es", []),
        ("El grupo cazó a los fugados a 11 kilómetros de la meta.", "es", []),
        ("Se escapó a 3 km para la llegada y nadie la siguió.", "es", []),
        ("Los favoritos se cayeron a unos 15 kilómetros de la meta.", "es", []),
        ("Lo alcanzaron a menos de dos kilómetros de la llegada.", "es", []),
        ("La fuga fue neutralizada a 14 kilómetros de meta.", "es", []),
        ("El velero rompió la botavara a unas 4 millas de la meta.", "es", []),
        ("He crashed about 12km from the finish line.", "en", []),
        ("She attacked 8km from the finish and rode alone to the line.", "en", []),
        ("The leaders were caught two miles from the line.", "en", []),
    ],
)
def test_what_is_left_places_a_moment(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La etapa, de 168 kilómetros, terminó en la cima.", "es", [("168", "exact", "kilómetros")]),
        ("Quedan por asfaltar 12 kilómetros del tramo.", "es", [("12", "exact", "kilómetros")]),
        ("El hospital está a 40 kilómetros de la ciudad.", "es", [("40", "exact", "kilómetros")]),
        ("El refugio está a unos 40 kilómetros del pueblo.", "es", [("40", "approximately", "kilómetros")]),
        ("Faltan 12 kilómetros de la autovía por terminar.", "es", [("12", "exact", "kilómetros")]),
        ("The camp is 30km from the border.", "en", [("30", "exact", "km")]),
        ("La regata tiene 30 millas de recorrido.", "es", [("30", "exact", "millas")]),
    ],
)
def test_lengths_and_counts_stay(text, language, expected):
    assert figures(text, language) == expected
