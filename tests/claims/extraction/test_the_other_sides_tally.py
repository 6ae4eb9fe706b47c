"""One side's tally set against the other's counts what the first counted, in any
text: "hit 22 aces to Varga's 9" (9 aces), "41 shots on goal to the Wolves' 29",
"made 14 errors to Brisbane's eight"; "remató 19 veces a puerta por las 6 del equipo
argentino", "frente a las 8 de los argentinos", "apoyó tres tries en total, por tres
de Córdoba" (a team statistic compared is a statistic, as "el rebote (41 a 33)" is).
Left alone: a possessive with nothing counted before it ("rose to Britain's 40
million"), a time of day after "frente a las". English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Okafor served 17 aces to Lindgren's 6 in the final.",
            "en",
            [("17", "exact", "aces"), ("6", "exact", "aces")],
        ),
        (
            "The Hawks had 38 shots on goal to the Rangers' 24.",
            "en",
            [("38", "exact", "shots"), ("24", "exact", "shots")],
        ),
        (
            "The Eels made 11 errors to Penrith's five, and missed 30 tackles.",
            "en",
            [("11", "exact", "errors"), ("5", "exact", "errors"), ("30", "exact", "tackles")],
        ),
        (
            "El Olimpia remató 15 veces a puerta por las 4 del equipo paraguayo.",
            "es",
            [("15", "exact", "veces"), ("4", "exact", "veces")],
        ),
        (
            "El local remató 12 veces, frente a las 7 de los chilenos, y ganó.",
            "es",
            [("12", "exact", "veces"), ("7", "exact", "veces")],
        ),
        (
            "Mendoza apoyó cuatro tries en total, por dos de Rosario.",
            "es",
            [("4", "exact", "tries"), ("2", "exact", "tries")],
        ),
        # Nothing counted before the possessive; a time of day.
        ("Sales rose to Britain's 40 million.", "en", [("40000000", "exact", "")]),
        ("El club abrió a las 8 de la mañana.", "es", []),
    ],
)
def test_the_other_sides_tally(text, language, expected):
    assert figures(text, language) == expected
