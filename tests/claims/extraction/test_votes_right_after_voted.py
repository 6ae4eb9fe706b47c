"""Two numbers right after "voted", with no "by", are the votes on each side, whoever
voted (claims.extraction.vote_tallies): "The committee voted seven to four", "Councillors
voted 34 to 21", "El pleno votó 14 a 11". English and Spanish sentences of our own, with
sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The licensing panel voted six to three against the new bar on Monday.", "en", [("6", "votes"), ("3", "votes")]),
        ("Trustees voted 11 to 2 to sell the building.", "en", [("11", "votes"), ("2", "votes")]),
        ("The board of governors voted 9 to 4 on Friday.", "en", [("9", "votes"), ("4", "votes")]),
        ("La junta votó 12 a 5 a favor de la fusión.", "es", [("12", "votos"), ("5", "votos")]),
    ],
)
def test_the_tally_counts_votes(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "by" keeps counting those who voted, as before.
        ("Councillors voted by 27 to 19 on Thursday night.", "en", [("27", "Councillors"), ("19", "Councillors")]),
        ("Los concejales votaron por 15 a 6.", "es", [("15", "concejales"), ("6", "concejales")]),
        # A share or a single count after "voted" is no tally.
        ("Members voted 87% in favour of strike action.", "en", [("87", "percent")]),
        ("The club voted to sign 3 players.", "en", [("3", "players")]),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert units(text, language) == expected
