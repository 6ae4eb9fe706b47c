"""A count quoted in the speaker's words and closed right before its noun still counts
that noun ('talks with "two or three" airlines', 'negocia con «dos o tres» aerolíneas');
a quotation closed before a name or a comma leaves the count as before. Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('The club is talking to "two or three" sponsors.', "en", [("2", "at_least", "sponsors")]),
        ('The mayor promised "about 300" new homes.', "en", [("300", "approximately", "new homes")]),
        ("El club negocia con «dos o tres» patrocinadores.", "es", [("2", "at_least", "patrocinadores")]),
    ],
)
def test_a_quoted_count_counts_the_noun_after_the_quotation(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('"We have 40," she said.', [("40", "exact", "")]),
        ('"We lost 40" Smith said.', [("40", "exact", "")]),
    ],
)
def test_a_quotation_closed_before_a_name_or_a_comma_adds_no_noun(text, expected):
    assert figures(text) == expected
