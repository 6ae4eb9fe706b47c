"""One person's two roles joined by "y"/"and", the second without its article, before
the name ("declaró el presidente del Conare y rector de la Universidad de Cartago del
Sur, Esteban Quirós Vindas"): a role however long, so the name speaks; a second role
with its own article is another person's, and a role no name follows is no one."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "«Este recorte es un golpe a la movilidad social», declaró a la prensa el presidente del Consejo de "
            "Rectores y rector de la Universidad de Cartago del Sur, Esteban Quirós Vindas.",
            "es",
            "movilidad social",
            "Esteban Quirós Vindas",
        ),
        (
            "«No habrá más cortes este verano», afirmó el presidente de la Junta de Aguas y alcalde de San Pedro del "
            "Pinatar, Luis Gil Soto.",
            "es",
            "más cortes",
            "Luis Gil Soto",
        ),
        (
            '"This cut is no technical adjustment," said the president of the National Council of Rectors and '
            "director of the Central Institute of Technology of Cartago, Esteban Quiros.",
            "en",
            "technical adjustment",
            "Esteban Quiros",
        ),
    ],
)
def test_two_roles_of_one_person_lead_the_name(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_two_roles_and_no_name_are_no_one():
    who, found = speaker_of(
        "«No habrá más cortes este verano», afirmó el presidente de la Junta de Aguas y alcalde de San Pedro del "
        "Pinatar en la radio.",
        "es",
        "más cortes",
    )
    assert who is None, found
