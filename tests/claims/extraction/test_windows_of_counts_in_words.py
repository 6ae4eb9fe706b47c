"""The window another figure of its clause is counted in is a figure also when that
figure is a count in words or a multiple ("At least three rinks have closed in the past
five years", "el precio se triplicó en las últimas seis semanas"), as with digits; a
frame with no figure stays none. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "At least three rinks have closed in the past five years.",
            "en",
            [("3", "at_least", "rinks"), ("5", "exact", "years")],
        ),
        ("Four clubs folded in the last two years.", "en", [("4", "exact", "clubs"), ("2", "exact", "years")]),
        ("Cerraron tres escuelas en los últimos cinco años.", "es", [("3", "exact", "escuelas"), ("5", "exact", "años")]),
        ("El precio se triplicó en las últimas seis semanas.", "es", [("3", "exact", "veces"), ("6", "exact", "semanas")]),
    ],
)
def test_the_window_of_a_count_in_words_or_a_multiple_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Prices have risen sharply in the past five years.", "en"),
        ("La ciudad cambió mucho en los últimos diez años.", "es"),
    ],
)
def test_a_frame_with_no_figure_stays_none(text, language):
    assert figures(text, language) == []
