"""A darts report gives a player's average and a finish in points without saying so
(claims.extraction.sport_units._darts_points): "averaged 99.4", "a three-dart average of
104.2", "a 164 checkout", "checked out 121", "promedió 97,3", "un cierre de 170". A text
that is not about darts keeps the noun it counts. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Moss won the darts final after hitting 180s in eleven legs on the oche. She averaged 99.4 and took "
            "out a 164 checkout in the last set.",
            "en",
            [("11", "legs"), ("99.4", "points"), ("164", "points")],
        ),
        (
            "The Dutchman threw 12 maximums at the darts worlds and won 20 legs, posting a three-dart average "
            "of 104.2, and checked out 121 to take the title.",
            "en",
            [("12", "maximums"), ("20", "legs"), ("104.2", "points"), ("121", "points")],
        ),
        (
            "La inglesa ganó 14 legs en el torneo de dardos y lanzó varios 180s en el oche. Promedió 97,3 y "
            "firmó un cierre de 170.",
            "es",
            [("14", "legs"), ("97.3", "puntos"), ("170", "puntos")],
        ),
        # Not a darts report: what the sentence counts.
        (
            "The company averaged 12.5 new stores a year, its chief executive said.",
            "en",
            [("12.5", "new stores")],
        ),
        (
            "Darts were thrown at the fair. The pupils averaged 61.5 points in the test.",
            "en",
            [("61.5", "points")],
        ),
        (
            "El equipo promedió 80,5 puntos por partido en la liga.",
            "es",
            [("80.5", "puntos")],
        ),
    ],
)
def test_an_average_or_a_finish_in_a_darts_report_counts_points(text, language, expected):
    assert units(text, language) == expected
