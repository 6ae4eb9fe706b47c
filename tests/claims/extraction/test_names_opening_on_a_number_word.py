"""A number word with a capital after a lowercase word, before capitals that end in a
plural, names a thing on a line that is no title-case headline: "the Six Nations",
"outside the Four Courts", "the Three Rivers Mobility Authority", "en Dos Hermanas". A
count in lowercase words ("five Venezuelans", "cinco venezolanos") and a title-case
headline's count ("Protest by Five Unions Ends") stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Scotland won a women's Six Nations match in Cardiff for the first time.", "en"),
        ("Lawyers spoke to reporters outside the Four Courts on Friday.", "en"),
        ("Figures were released on Monday by the Three Rivers Mobility Authority.", "en"),
        ("Trabajaba en un polígono de Dos Hermanas desde hacía años.", "es"),
        ("Hay lotes en los partidos de Tres Arroyos, Necochea y Coronel Suárez.", "es"),
    ],
)
def test_a_name_opening_on_a_number_word_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The crash killed five Venezuelans on Sunday.", "en", [("5", "exact", "Venezuelans")]),
        ("Protest by Five Unions Ends", "en", [("5", "exact", "Unions")]),
        ("El accidente mató a cinco venezolanos.", "es", [("5", "exact", "venezolanos")]),
    ],
)
def test_counts_in_lowercase_words_stay_figures(text, language, expected):
    assert figures(text, language) == expected
