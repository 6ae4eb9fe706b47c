"""A range with no noun followed by "more"/"más" counts more of what its sentence
counted before ("runs 140 shops and plans to open between 10 and 12 more" -> shops,
"tiene 140 tiendas y abrirá entre 10 y 12 más" -> tiendas); a range with no "more"
keeps the subject it is said of, and with no count before it no noun. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bakery chain has 85 outlets and expects to add between 6 and 8 more next year.", "en",
         [("85", "exact", "outlets"), ("6", "at_least", "outlets")]),
        ("La cadena tiene 85 panaderías y prevé abrir entre 6 y 8 más el año próximo.", "es",
         [("85", "exact", "panaderías"), ("6", "at_least", "panaderías")]),
    ],
)
def test_a_range_of_more_counts_what_the_sentence_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bakery chain has 85 outlets. Sales reached between 1,600 and 1,700 a day.", "en",
         [("85", "exact", "outlets"), ("1600", "at_least", "Sales")]),
        ("It expects to add between 6 and 8 more next year.", "en", [("6", "at_least", "")]),
    ],
)
def test_a_range_without_more_or_a_count_before_keeps_its_reading(text, language, expected):
    assert figures(text, language) == expected
