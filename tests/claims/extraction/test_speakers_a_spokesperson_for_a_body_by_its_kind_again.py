"""A definite spokesperson alone ("the spokesperson said", "añadió la portavoz") recalls
the spokesperson the text gave a body named by its kind before ("A spokesperson for
the authority said …", "una portavoz de la empresa"), and speaks for that body as the
first did; a spokesperson for a role ("for the mayor") stays no one named."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Waiting times at Eastmoor Health Authority hit a record in May, a report found.\n\n"
            "A spokesperson for the authority said it had leased two mobile scanners. \"We know these waits are "
            'too long," the spokesperson said.',
            "en",
            "too long",
            "Eastmoor Health Authority",
        ),
        (
            "La naviera Transportes Marítimos del Estrecho canceló 40 salidas por el temporal.\n\n"
            "Una portavoz de la empresa explicó que los barcos volverán a zarpar el lunes. «La seguridad es lo "
            "primero», añadió la portavoz.",
            "es",
            "seguridad es lo primero",
            "Transportes Marítimos del Estrecho",
        ),
    ],
)
def test_the_spokesperson_speaks_for_the_body_again(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_a_spokesperson_for_a_role_is_no_one():
    who, found = speaker_of(
        "Mayor Ann Cole visited the flooded streets.\n\nA spokesperson for the mayor said repairs would start soon. "
        '"We are doing all we can," the spokesperson said.',
        "en",
        "all we can",
    )
    assert who is None, found
