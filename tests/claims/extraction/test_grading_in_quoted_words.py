"""Grading something on a scale of one's own in quoted words ("had rated the danger
as “high”", "catalogó el riesgo como «muy alto»") is saying them: the one who rated
it speaks, inside a sentence or closing it. A passive rating ("was rated as
“outstanding” by inspectors") names no speaker before the verb. Sentences of our
own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            'But the Harbor Avalanche Centre had rated the danger as "high" - level 4 on a five-point scale.',
            "en",
            "high",
            "Harbor Avalanche Centre",
        ),
        (
            'The Harbor Weather Service rated the storm as "extremely dangerous".',
            "en",
            "extremely dangerous",
            "Harbor Weather Service",
        ),
        (
            "La Agencia Estatal de Meteorología catalogó el riesgo como «muy alto» durante todo el fin de semana.",
            "es",
            "muy alto",
            "Agencia Estatal de Meteorología",
        ),
        (
            'The school was rated as "outstanding" by inspectors last year.',
            "en",
            "outstanding",
            None,
        ),
    ],
)
def test_grading_in_quoted_words_is_saying_them(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
