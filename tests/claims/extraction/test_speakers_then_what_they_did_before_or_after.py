"""What a speaker did just before or after speaking, after the speaker or the verb
("dijo Restrepo antes de que se levantara el telón", "dijo antes de abandonar el
estadio", "said Hale before leaving the court") is no part of who speaks: the name
speaks, or the one named last when a Spanish verb leaves its subject out; a subject
named after "después de la carrera" still speaks."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Asistió la alcaldesa de la ciudad, Mónica Restrepo Gil. «Este teatro estuvo a punto de perderse», dijo "
            "Restrepo antes de que se levantara el telón.",
            "es",
            "punto de perderse",
            "Mónica Restrepo Gil",
        ),
        (
            "La atleta Valeria Montoya Ruiz batió el récord. «Ahora toca descansar», dijo antes de abandonar el estadio.",
            "es",
            "toca descansar",
            "Valeria Montoya Ruiz",
        ),
        (
            "La atleta Valeria Montoya Ruiz batió el récord. «Ahora toca descansar», dijo después de la carrera su "
            "entrenador, Luis Gil Soto.",
            "es",
            "toca descansar",
            "Luis Gil Soto",
        ),
        (
            'Asked about the verdict, Tom Hale spoke briefly. "I will appeal," said Hale before leaving the court.',
            "en",
            "I will appeal",
            "Tom Hale",
        ),
    ],
)
def test_the_speaker_is_not_what_they_did_next(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_no_one_named_before_is_no_one():
    who, found = speaker_of("«Ahora toca descansar», dijo antes de abandonar el estadio.", "es", "toca descansar")
    assert who is None, found
