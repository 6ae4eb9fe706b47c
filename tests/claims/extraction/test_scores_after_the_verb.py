"""A match's score told right after the verb, its unit after the first side and no
"by", is no figure, as "won by 10 frames to six" was: "won the final three sets to
one", "beating Ortiz two games to nil", "ganó la final dos sets a uno". A count after
the same verbs stays one ("won 300 games to reach the top", "beat 12 rivals to the
title"), and so does a vote ("won by 230 votes to 190"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The champion won the best-of-five final three sets to one.", "en"),
        ("She kept her crown, beating Ortiz two games to nil.", "en"),
        ("La pareja ganó la final dos sets a uno.", "es"),
    ],
)
def test_a_score_after_the_verb_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("She won 300 games to reach the top of the ranking.", "en", [("300", "exact", "games")]),
        ("The club beat 12 rivals to the title.", "en", [("12", "exact", "rivals")]),
        ("The motion won by 230 votes to 190.", "en", [("230", "exact", "votes"), ("190", "exact", "votes")]),
    ],
)
def test_a_count_or_a_vote_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
