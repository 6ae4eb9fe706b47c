"""The days or stages left of a stage race, and the strokes left of a rowing race, place
a moment in it, as "with 38 seconds left" and "a falta de cuatro fechas" do (corpus
README: what is left of a race is no statistic): "took the yellow jersey with three days
of racing left", "with two days left", "with about 20 strokes left", "líder a falta de
tres etapas", "a falta de dos días". A race's own stages, days of something else left
and a count of stages won stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Moreau took the leader's jersey with four days of racing left.", "en"),
        ("She moved into the pink jersey with two days left.", "en"),
        ("He seized the lead with one day left to race.", "en"),
        ("With about 15 strokes left the Dutch bow drew level.", "en"),
        ("El colombiano se vistió de líder a falta de cuatro etapas.", "es"),
        ("La general sigue abierta a falta de dos días, según el director.", "es"),
    ],
)
def test_what_is_left_of_a_stage_race_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The race has seven stages over nine days.", "en", [("7", "stages"), ("9", "days")]),
        ("The shelter had food with three days of supplies left.", "en", [("3", "days of supplies")]),
        ("La vuelta tendrá ocho etapas.", "es", [("8", "etapas")]),
        ("Ganó tres etapas a falta de rivales.", "es", [("3", "etapas")]),
    ],
)
def test_stages_and_other_days_stay_figures(text, language, expected):
    assert figures(text, language) == expected
