"""In a report on races, a race named by its distance is no figure: "ran a season's
best in the 800 metres", "she will also run the 400 metres", "the 200 metres final",
"ganó los 100 metros braza en los Juegos", "cuarta en los 1.500 metros lisos". A
distance measured stays a figure: "resurfaced the 100 metres of track", "stood 400
metres from the stadium", "por encima de los 800 metros". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Okafor won the 800 metres at the national championships.", "en"),
        ("At the championships she will also run the 400 metres.", "en"),
        ("The sprinter reached the 200 metres final at the championships.", "en"),
        ("La nadadora ganó los 100 metros braza en los Juegos.", "es"),
        ("La atleta fue cuarta en los 1.500 metros lisos del campeonato.", "es"),
    ],
)
def test_a_race_named_by_its_distance_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Before the championships, workers resurfaced the 100 metres of track.", "en", [("100", "exact", "metres")]),
        ("At the championships, fans stood 400 metres from the stadium.", "en", [("400", "exact", "metres")]),
        ("Sin atletas en el campeonato, nevó por encima de los 800 metros.", "es", [("800", "more_than", "metros")]),
    ],
)
def test_a_distance_measured_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
