""""a further 41,000 damaged" is more of what the sentence counted, as "another 40" and
"otros 40" are; a noun after the number is still its own. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The storm destroyed 1,200 homes and a further 3,400 damaged.", "en",
         [("1200", "exact", "homes"), ("3400", "exact", "homes")]),
        ("Some 300 shops were flooded and a further 120 lost power.", "en",
         [("300", "approximately", "shops"), ("120", "exact", "shops")]),
        ("La tormenta destruyó 1.200 viviendas y otras 3.400 quedaron dañadas.", "es",
         [("1200", "exact", "viviendas"), ("3400", "exact", "viviendas")]),
        # A noun, or a sign, after the number is what it counts.
        ("Twelve teachers left and a further 30 pupils moved schools.", "en",
         [("12", "exact", "teachers"), ("30", "exact", "pupils")]),
        ("The council spent £3m and a further £2m went on repairs.", "en",
         [("3000000", "exact", "pounds"), ("2000000", "exact", "pounds")]),
    ],
)
def test_a_further_count_is_more_of_the_same(text, language, expected):
    assert figures(text, language) == expected
