"""A named person denying a charge ("denied any wrongdoing", "negó las acusaciones")
says so: the denial is reported speech with that person as its speaker."""

import pytest

from claims.extraction import extract


def claims_of(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The port authority hired Dana Morrow, a consultant from Hull, in May. Morrow denied any wrongdoing.",
            "en",
            "denied any wrongdoing",
            "Dana Morrow",
        ),
        (
            "Councillor Ben Achebe denied the allegations at a meeting on Tuesday night.",
            "en",
            "denied the allegations",
            "Ben Achebe",
        ),
        (
            "La diputación contrató en mayo a Lucía Berrocal, arquitecta de Cádiz. Berrocal negó las acusaciones.",
            "es",
            "negó las acusaciones",
            "Lucía Berrocal",
        ),
        (
            "El exconcejal Tomás Ybarra niega cualquier irregularidad en la adjudicación de la piscina municipal.",
            "es",
            "cualquier irregularidad",
            "Tomás Ybarra",
        ),
    ],
)
def test_a_named_person_denying_a_charge_speaks(text, language, words, speaker):
    found = claims_of(text, language)
    assert [who for quote, who in found if words in quote] == [speaker], found


@pytest.mark.parametrize(
    "text, language",
    [
        ("Nobody denied the charges were serious in any way.", "en"),
        ("Nobody denied the rumours about the merger during the meeting.", "en"),
        ("El concejal Tomás Ybarra negó el saludo a la alcaldesa durante el pleno de ayer.", "es"),
    ],
)
def test_what_is_not_a_charge_denied_is_no_denial_said(text, language):
    """ "denied the charges were serious": the noun begins what is denied; a snub or a
    rumour denied is no charge answered."""
    assert all(who is None for _, who in claims_of(text, language)), claims_of(text, language)
