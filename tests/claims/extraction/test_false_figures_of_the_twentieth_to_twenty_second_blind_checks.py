"""Numbers that are no figure, from the patterns behind the twentieth to twenty-second
blind checks' false figures: a Spanish ordinal sign, an age with "años" left out after
a person and where they are from, "desde un" as "from a", and a household's children.
Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An ordinal written with its sign is no count.
        ("El festival celebró su 14.ª edición con 80.000 asistentes.", "es", [("80000", "exact", "asistentes")]),
        ("El corredor terminó en el 3.º puesto y la 2ª posición del grupo.", "es", []),
        # "40º" alone may be degrees, and stays a figure.
        ("El termómetro marcó 40º en Córdoba.", "es", [("40", "exact", "°C")]),
        # An age with "años" left out, after a person and where they are from.
        ("Los heridos, un conductor de 52 años y una vecina peruana de 47, fueron atendidos.", "es", []),
        ("La víctima, un turista francés de 61 años, fue rescatada.", "es", []),
        ("Fueron detenidos un hombre de 40 y una mujer de 38.", "es", []),
        # A noun after the number is counted.
        ("Los vecinos de 12 edificios fueron desalojados.", "es", [("12", "exact", "edificios")]),
        # "desde un" before a place is "from a"; before money it is a price from one.
        ("Lo contó por teléfono desde un refugio de montaña.", "es", []),
        ("Los billetes se venden desde un euro.", "es", [("1", "at_least", "euro")]),
        ("Al menos un herido fue trasladado al hospital.", "es", [("1", "at_least", "herido")]),
        # A household described by its children.
        ("Cobran menos de 900 euros en el caso de una familia con tres hijos.", "es",
         [("900", "less_than", "euros")]),
        ("The threshold is $24,000 for a couple with two children.", "en", [("24000", "exact", "dollars")]),
        ("The new school with 300 children opened on Monday.", "en", [("300", "exact", "children")]),
    ],
)
def test_ordinals_ages_articles_and_households_are_no_figures(text, language, expected):
    assert figures(text, language) == expected
