"""A role that became another before a name ("former quarterback turned analyst Todd
Brannigan", "el exjugador convertido en comentarista Luis Gil") is who speaks, not a
clause with "turned" as its verb; "turned down" or "turned to" stays a verb."""

import pytest

from claims.extraction.speaker_shape import looks_like_speaker
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The rookie threw for 412 yards on Saturday, and former lineman turned pundit Gary Holt "
            'wrote on X that he had "never seen poise like that."',
            "en",
            "never seen poise",
            "Gary Holt",
        ),
        (
            'Banker turned novelist Irene Castle said: "I write about money because I know it."',
            "en",
            "I write about money",
            "Irene Castle",
        ),
        (
            "El exportero convertido en comentarista Luis Gil escribió en X que nunca había visto «nada igual».",
            "es",
            "nada igual",
            "Luis Gil",
        ),
    ],
)
def test_a_role_turned_another_before_a_name_speaks(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "phrase",
    ["The council turned down Mayor Ann Lee", "the board turned to Paul Lee", "Sales turned Sour"],
)
def test_turned_as_a_verb_is_no_speaker(phrase):
    assert not looks_like_speaker(phrase)
