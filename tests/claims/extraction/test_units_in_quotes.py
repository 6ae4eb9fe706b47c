"""A count whose noun is quoted right after it ('opened 14 "clean air shelters"',
"abrió 14 «refugios climáticos»") counts the quoted words, in English and Spanish; a
quoted word before another noun, or quoted words that are no plural noun, do not."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('The province opened 14 "clean air shelters" in community centres.', "en", [("14", "clean air shelters")]),
        ("The agency counted 25 “zombie firms”.", "en", [("25", "zombie firms")]),
        (
            'Police seized 12 "ghost guns" and three rifles.',
            "en",
            [("12", "ghost guns"), ("3", "rifles")],
        ),
        ("El ayuntamiento abrió 14 «refugios climáticos» en bibliotecas.", "es", [("14", "refugios climáticos")]),
        ("La policía detuvo a 8 «mulas» en el aeropuerto.", "es", [("8", "mulas")]),
    ],
)
def test_a_quoted_noun_after_the_count(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Quoted words that are no plural noun say nothing of what is counted.
        ('He said 14 "was too many".', "en", [("14", "")]),
        ('She won 3 "Best Actor" awards.', "en", [("3", "")]),
    ],
)
def test_no_quoted_noun(text, language, expected):
    assert units(text, language) == expected
