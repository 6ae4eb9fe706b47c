"""The sleep or rest someone longs for after an effort is a wish, no figure, as "Ask
me in two weeks" is not (corpus README: a wish or a speaker's own request is no length
of time): "Now I just want to eat and sleep for a week", "I'm going to sleep for about
two days", "Ahora toca descansar dos días". A rest that was taken, that a doctor
orders, or a plan reported ("said she would rest for a month before deciding") stays a
figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("\"Now I just want to eat and sleep for a week,\" the winner said.", "en"),
        ("\"First I'm going to sleep for about three days,\" she said.", "en"),
        ("«Ahora toca descansar dos semanas y luego pensar en el Mundial», dijo.", "es"),
        ("«Ahora quiero dormir unos días», dijo la campeona.", "es"),
    ],
)
def test_a_rest_someone_means_to_take_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Okafor said he would rest for a month before choosing a race.", "en", [("1", "exact", "month")]),
        ("The climbers slept for two days in the hut.", "en", [("2", "exact", "days")]),
        ("He must rest for six weeks after the operation.", "en", [("6", "exact", "weeks")]),
        ("Los mineros durmieron durante tres días en el túnel.", "es", [("3", "exact", "días")]),
        ("El equipo descansó cuatro días antes de la final.", "es", [("4", "exact", "días")]),
    ],
)
def test_a_rest_taken_or_ordered_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
