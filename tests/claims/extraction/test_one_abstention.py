"""A lone "one" counting an abstention is a vote's count of one, as "by seven votes to
one" is (claims.extraction.vote_tallies): "with one abstention" 1 abstention, "con una
abstención" 1 abstención. English and Spanish sentences of our own, with lone ones the
rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The motion passed by 22 votes to 9, with one abstention, after a long debate.",
            "en",
            [("22", "votes"), ("9", "votes"), ("1", "abstention")],
        ),
        ("The board backed the plan by seven votes to one.", "en", [("7", "votes"), ("1", "votes")]),
        (
            "La moción salió adelante con 14 votos a favor y una abstención.",
            "es",
            [("14", "votos"), ("1", "abstención")],
        ),
        ("El pleno lo aprobó por cinco votos contra uno.", "es", [("5", "votos"), ("1", "votos")]),
    ],
)
def test_a_vote_of_one_is_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("One councillor said the debate had been bitter.", "en"),
        ("The vote was one of the closest in years.", "en"),
        ("Una concejala dijo que el debate fue duro.", "es"),
        ("La abstención fue una de las más altas.", "es"),
    ],
)
def test_a_lone_one_elsewhere_is_no_figure(text, language):
    assert figures(text, language) == []
