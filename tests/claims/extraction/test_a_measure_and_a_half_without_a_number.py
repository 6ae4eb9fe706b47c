"""One and a half of a unit of measure written with no number before it is 1.5 of that
unit ("se acumuló más de metro y medio de nieve", "quedó con metro y medio de barro"), as
"hora y media" is; after "un" the number words read it, and after an article, "cada" or
"por" it is no amount. A measure so far from an amount's order is passed over when the
amount takes the money of the figure before it. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("En el paso se acumuló más de metro y medio de nieve.", "es", [("1.5", "more_than", "metro")]),
        ("La planta baja quedó con metro y medio de barro.", "es", [("1.5", "exact", "metro")]),
        ("El lucio pesaba casi kilo y medio.", "es", [("1.5", "less_than", "kilo")]),
        ("Compré un kilo y medio de pan.", "es", [("1.5", "exact", "kilo")]),
        # An article, "cada" or "por" before it: no amount.
        ("El metro y medio país quedaron paralizados.", "es", []),
        ("Pagan cinco euros por kilo y medio de fruta.", "es", [("5", "exact", "euros")]),
        # English says it with a number word already ("a mile and a half").
        ("The snow was a metre and a half deep.", "en", [("1.5", "exact", "metre")]),
    ],
)
def test_a_measure_and_a_half_without_a_number(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Le pagaron 11.000 euros por una casa que quedó con metro y medio de barro. La obra costó 34.000.",
            "es",
            [("11000", "exact", "euros"), ("1.5", "exact", "metro"), ("34000", "exact", "euros")],
        ),
        (
            "They paid £11,000 for a house left under a metre of mud. The repairs cost 14,000.",
            "en",
            [("11000", "exact", "pounds"), ("14000", "exact", "pounds")],
        ),
        # A measure of the amount's order still stops the money before it.
        (
            "El billete cuesta 40 euros y el recorrido es de 60 kilómetros. Lo hicieron 900.",
            "es",
            [("40", "exact", "euros"), ("60", "exact", "kilómetros"), ("900", "exact", "")],
        ),
    ],
)
def test_a_measure_of_another_order_between_is_passed_over(text, language, expected):
    assert figures(text, language) == expected
