"""A sentence that opens with the group it breaks down ("De los trasplantes
realizados, 3.890 fueron de riñón, 1.310 de hígado …", "Of the flights cancelled, 40 were
to Paris") counts that group in every part, in digits as in words. A participle alone
("Of those counted, 1,163 …") is left to the other rules. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("De las obras aprobadas, 310 son de vivienda, 120 de colegios y 45 de hospitales.", "es",
         [("310", "exact", "obras"), ("120", "exact", "obras"), ("45", "exact", "obras")]),
        ("Of the flights cancelled, 140 were to Paris and 65 to Rome.", "en",
         [("140", "exact", "flights"), ("65", "exact", "flights")]),
        ("De los heridos, siete siguen graves.", "es", [("7", "exact", "heridos")]),
    ],
)
def test_each_part_counts_the_group_the_sentence_opens_with(text, language, expected):
    assert figures(text, language) == expected


def test_a_participle_alone_is_no_group_noun():
    assert figures("Of those surveyed, 1,163 said they would move.") == [("1163", "exact", "")]
