"""A speech verb past the opening words of a long sentence is read when a clause
joined by ", and"/", y"/", but" opens its subject just before it ("South Africa
finished ninth … after losing all three of their pool matches, and coach Pieter
Jansen admitted his side were “…”"): that subject speaks. A clause after a frame that
already trails ("…, Marsden said, though he acknowledged …") keeps that frame."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The home side finished ninth of 12 teams after losing all three of their group matches in the rain, "
            'and coach Tom Reyes admitted his players were "a long way off" the best.',
            "en",
            "long way off",
            "Tom Reyes",
        ),
        (
            "El equipo local terminó noveno de 12 después de perder los tres partidos de su grupo bajo la lluvia, "
            "y el entrenador Tomás Reyes Gil reconoció que sus jugadores están «muy lejos» de los mejores.",
            "es",
            "muy lejos",
            "Tomás Reyes Gil",
        ),
    ],
)
def test_the_subject_after_the_conjunction_speaks(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_a_clause_after_a_trailing_frame_stays_a_claim_of_its_own():
    _, found = speaker_of(
        "Around 300,000 people in 14 coastal counties had been ordered to leave before the storm hit, Marsden "
        "said, though he acknowledged that many had stayed in their homes.",
        "en",
        "300,000",
    )
    assert any(quote.startswith("though he acknowledged") for _, quote, _ in found), found
