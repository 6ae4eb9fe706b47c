"""What a named person denies or promises is reported speech: a charge denied
("denied any wrongdoing", "negó las acusaciones"), a promise whose object is a clause
("prometió que …", "pledged that …"); a promise of money or to act is no speech."""

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
        ("Councillor Nadia Berrow promised that the pool would reopen before the summer.", "en", "pool would reopen", "Nadia Berrow"),
        ("Mayor Ken Oduya has pledged that no branch library will close this year.", "en", "no branch library", "Ken Oduya"),
        ("La consejera Rosa Pinedo prometió que el agua volverá a los grifos el lunes.", "es", "el agua volverá", "Rosa Pinedo"),
        ("El delegado sindical, Iker Solano, ha prometido que no habrá más despidos en la planta.", "es", "no habrá más despidos", "Iker Solano"),
    ],
)
def test_a_named_person_denying_a_charge_or_promising_speaks(text, language, words, speaker):
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


@pytest.mark.parametrize(
    "text, language",
    [
        ("Councillor Nadia Berrow has promised to reopen the pool before the summer holidays.", "en"),
        ("La consejera Rosa Pinedo prometió 300 millones para reconstruir el puente del río.", "es"),
    ],
)
def test_a_promise_of_money_or_to_act_is_no_speech(text, language):
    found = claims_of(text, language)
    assert len(found) == 1 and found[0][1] is None, found
