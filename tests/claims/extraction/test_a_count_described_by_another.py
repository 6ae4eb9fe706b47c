"""A figure inside the noun phrase of the one before it ("9,400 runners from 41
countries", "9.400 corredores de 41 países") describes that count; a bare count later
in the sentence counts what the head figure counted. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Organisers said 9,400 runners from 41 countries entered and 8,100 finished.", "en",
         [("9400", "exact", "runners"), ("41", "exact", "countries"), ("8100", "exact", "runners")]),
        ("La organización dijo que 9.400 corredores de 41 países se inscribieron y que 8.100 terminaron.", "es",
         [("9400", "exact", "corredores"), ("41", "exact", "países"), ("8100", "exact", "corredores")]),
    ],
)
def test_a_bare_count_follows_the_head_figure(text, language, expected):
    assert figures(text, language) == expected


def test_a_figure_not_inside_the_phrase_before_still_lends_its_unit():
    assert figures("The fair drew 9,400 runners and 41 countries sent teams; 30 won medals.") == [
        ("9400", "exact", "runners"),
        ("41", "exact", "countries"),
        ("30", "exact", "countries"),
    ]
