"""A speaker after the verb given by a role, then another role with the name it gives
("afirmó la directora de la nueva unidad, la cirujana plástica Mariela Cedeño, durante
…", "said the head of the unit, the surgeon Ana Ruiz,"): the name speaks; two roles and
no name, or a body after the role, name no person."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "«Antes operábamos en una sala prestada», afirmó la directora de la nueva unidad, la cirujana plástica "
            "Mariela Cedeño Franco, durante la inauguración.",
            "es",
            "sala prestada",
            "Mariela Cedeño Franco",
        ),
        (
            "«El agua llegó en diez minutos», contó el jefe de bomberos de la comarca, el sargento Julián Pérez Vidal.",
            "es",
            "diez minutos",
            "Julián Pérez Vidal",
        ),
        (
            '"We used to operate in a borrowed room," said the head of the new unit, the plastic surgeon Ana Ruiz, '
            "at the opening.",
            "en",
            "borrowed room",
            "Ana Ruiz",
        ),
    ],
)
def test_the_name_a_second_role_gives_speaks(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "«Antes operábamos en una sala prestada», afirmó la directora de la nueva unidad, la cirujana de guardia, "
            "durante la inauguración.",
            "es",
            "sala prestada",
        ),
        (
            '"We used to operate in a borrowed room," said the head of the new unit, the surgeon on duty, at the '
            "opening.",
            "en",
            "borrowed room",
        ),
    ],
)
def test_two_roles_and_no_name_are_no_one(text, language, words):
    who, found = speaker_of(text, language, words)
    assert who is None, found
