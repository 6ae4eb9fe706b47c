"""What the numbers of a vote tally count, in English and Spanish: those who voted
("councillors voted by 27 to 19"), unless the tally writes votes ("voted by 31 votes to
22", both sides); votes when a motion passed or failed by two numbers ("passed its
third reading 61 to 58"); never a change or a lone number after such a verb."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The tally writes votes: both sides count votes, not the voters.
        ("Members voted by 250 votes to 190 to back the plan.", "en", [("250", "votes"), ("190", "votes")]),
        ("Los concejales votaron por 15 votos a 12 a favor del plan.", "es", [("15", "votos"), ("12", "votos")]),
        # A bare tally after the voters counts them.
        ("Senators voted by 27 to 19 on Thursday.", "en", [("27", "Senators"), ("19", "Senators")]),
        ("Los diputados votaron por 27 a 19.", "es", [("27", "diputados"), ("19", "diputados")]),
        # A motion carried or lost by two numbers: votes.
        ("The bill passed its second reading 61 to 58 on Wednesday.", "en", [("61", "votes"), ("58", "votes")]),
        ("The amendment was rejected by 40 to 35.", "en", [("40", "votes"), ("35", "votes")]),
        ("El pleno aprobó la moción por 14 a 11.", "es", [("14", "votos"), ("11", "votos")]),
    ],
)
def test_the_numbers_of_a_tally(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A change after the verb, in another clause or not, is no tally.
        ("The council approved the plan and cut fares from 61 to 58 cents.", "en", [("61", "cents"), ("58", "cents")]),
        (
            "El decreto que el ayuntamiento aprobó y que eleva de 600 a 1.400 el número de licencias.",
            "es",
            [("600", "número de licencias"), ("1400", "número de licencias")],
        ),
        ("El pleno aprobó el plan, que pasa de 600 a 1.400 plazas.", "es", [("600", "plazas"), ("1400", "plazas")]),
        # A lone number after the verb counts what it names.
        ("El pleno aprobó 14 mociones.", "es", [("14", "mociones")]),
        ("The board approved 12 new schools.", "en", [("12", "new schools")]),
    ],
)
def test_no_tally(text, language, expected):
    assert units(text, language) == expected
