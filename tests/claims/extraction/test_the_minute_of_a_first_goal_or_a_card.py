"""The minute of a match the first goal, a card or a side going behind came places a
moment in it, as "scored after 23 minutes" does (corpus README): "abrió el marcador a
los 12 minutos", "tras la tarjeta amarilla a su pilier a los 52 minutos", "watched the
hosts fall behind after 22 minutes". How long talks or a chat lasted, and a card that is
no match's, stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("El delantero uruguayo abrió el marcador a los 12 minutos con un remate cruzado.", "es"),
        ("Las locales jugaron con una menos tras la tarjeta amarilla a su pilier a los 52 minutos.", "es"),
        ("The visitors fell behind after 22 minutes when Korhonen curled a free kick in.", "en"),
        ("He was shown a yellow card after 30 minutes for a late tackle.", "en"),
    ],
)
def test_the_minute_of_a_first_goal_or_a_card_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La reunión terminó con tarjetas de visita repartidas tras 40 minutos de charla.", "es", [("40", "minutos de charla")]),
        ("The project fell behind schedule after the strike.", "en", []),
        ("Talks on the marker buoys collapsed after 40 minutes.", "en", [("40", "minutes")]),
    ],
)
def test_how_long_talks_lasted_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
