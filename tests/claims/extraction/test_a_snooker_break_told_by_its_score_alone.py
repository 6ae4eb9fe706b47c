"""A snooker break told by its score alone counts points, as "breaks of 138 and 112"
do (corpus README: one side's count in the sport's usual unit): "compiling three
century breaks, including a 139 in the 16th frame", "The highest of the event was a 145
by Zhou Lin". A break with its word ("including a 141 break") counts its word, a number
above a maximum break or outside a snooker text is left as it was, and Spanish "tacadas
de 101 y 87" stay points. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures

SNOOKER = "Reid won the snooker final at the Crucible by 18 frames to 14 and potted the last black. "


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (SNOOKER + "He made three centuries, including a 139 in the 16th frame.", "en", ("139", "points")),
        (SNOOKER + "The highest of the event was a 145 by Zhou Lin.", "en", ("145", "points")),
        (SNOOKER + "He made three centuries, including a 141 break in the 25th frame.", "en", ("141", "break")),
        (
            "Ganó la final de snooker en el Crucible por 18 frames a 14 y metió la última bola. "
            "Firmó tacadas de 101 y 87 en la última sesión.",
            "es",
            ("101", "puntos"),
        ),
    ],
)
def test_a_break_told_by_its_score_alone_counts_points(text, language, expected):
    assert expected in figures(text, language)


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The council approved several schemes, including a 139 in the housing plan.", "en", ("139", "points")),
        (SNOOKER + "The crowd was a 2000 on the final night.", "en", ("2000", "points")),
        ("El ayuntamiento aprobó varios planes, incluida una de 139 viviendas.", "es", ("139", "puntos")),
    ],
)
def test_no_snooker_or_above_a_maximum_is_no_break(text, language, expected):
    assert expected not in figures(text, language)
