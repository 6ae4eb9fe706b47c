"""A record's span after superlatives the rules did not list: "the hardest vote I have
taken in 12 years" (12 years), "their steepest one-day drop in three years", "el mayor en
14 meses" (14 meses), "cerca del máximo en 13 años" (corpus README: the span of a
record). Left alone: "los menores" (minors), "la mayor parte", "su hijo menor".
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('"It was the toughest call I have made in 20 years on the bench," she said.', "en", [("20", "exact", "years")]),
        ("Shares had their sharpest fall in four years.", "en", [("4", "exact", "years")]),
        ("La inflación de marzo fue la mayor en 18 meses.", "es", [("18", "exact", "meses")]),
        ("El precio del cobre quedó cerca del máximo en nueve años.", "es", [("9", "exact", "años")]),
    ],
)
def test_record_spans_of_more_superlatives(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        "El centro atendió a los menores en tres meses.",
        "La mayor parte de las obras terminó en dos años.",
        "Su hijo menor se licenció en cinco años.",
    ],
)
def test_words_that_are_no_superlative(text):
    assert figures(text, "es") == []
