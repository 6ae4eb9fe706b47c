"""A team statistic compared, two sides' counts of one thing set against each other, is a
statistic in the statistic's own word, in the plural (claims.extraction.compared_statistics):
"dominó el rebote (44 a 33)", "ganó el duelo de bloqueos por 15 a 8", "outrebounded
Southside 46 to 31". Sentences of our own in English and Spanish, with a match's score and a
run of points that stay no statistic and brackets after a noun that is no statistic."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        (
            "El Baskonia dominó el rebote (44 a 33), pero perdió 19 balones.",
            [("44", "rebotes"), ("33", "rebotes")],
        ),
        (
            "En las estadísticas, el Alianza dominó el bloqueo (14 a 8) y cometió 17 errores.",
            [("14", "bloqueos"), ("8", "bloqueos")],
        ),
        (
            "El Unicaja ganó claramente la batalla del rebote (38 a 29) y de las asistencias (21-15).",
            [("38", "rebotes"), ("29", "rebotes"), ("21", "asistencias"), ("15", "asistencias")],
        ),
        (
            "El equipo local dominó en la red, donde ganó el duelo de bloqueos por 15 a 8.",
            [("15", "bloqueos"), ("8", "bloqueos")],
        ),
        ("Brasil se impuso en los tapones (6 a 2).", [("6", "tapones"), ("2", "tapones")]),
        ("El Betis forzó más córneres (9 a 3).", [("9", "córneres"), ("3", "córneres")]),
    ],
)
def test_a_team_statistic_compared_in_spanish_counts_the_statistic(sentence, expected):
    found = units(sentence, "es")
    for figure in expected:
        assert figure in found


@pytest.mark.parametrize(
    "sentence, expected",
    [
        (
            "The Lynx outrebounded Southside 46 to 31 and forced 18 turnovers.",
            [("46", "rebounds"), ("31", "rebounds")],
        ),
        ("Perth out-rebounded them 41-33 in the second half.", [("41", "rebounds"), ("33", "rebounds")]),
        ("The Kings outshot the Wolves 30 to 19 but lost.", [("30", "shots"), ("19", "shots")]),
    ],
)
def test_a_team_statistic_compared_in_english_counts_the_statistic(sentence, expected):
    found = units(sentence)
    for figure in expected:
        assert figure in found


@pytest.mark.parametrize(
    "sentence, language",
    [
        ("El Madrid se impuso por 92 a 88 al Barcelona tras un parcial de 15 a 2.", "es"),
        ("El Valencia eliminó al Madrid en la semifinal (3 a 1) y jugará la final.", "es"),
        ("El Tenerife ganó el duelo por 3 a 1.", "es"),
        ("The Lynx beat Southside 46 to 31 in the final.", "en"),
        ("The Lynx outplayed Southside 46 to 31.", "en"),
    ],
)
def test_a_score_gets_no_statistics_unit(sentence, language):
    for _, unit in units(sentence, language):
        assert unit not in ("rebotes", "bloqueos", "rebounds", "shots", "semifinales", "duelos")
