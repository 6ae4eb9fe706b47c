"""Spanish writes its months in lower case, so a capitalised "Julio" or "Abril" that
leads a name is a person's first name ("Julio Benavides Checa", "Abril Montes"), not a
date; alone ("Julio fue el mes más caluroso") it names no one, and English months,
always capitalised, stay dates ("In April Congress passed the bill"). Sentences of
our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El presidente de la Asociación de Avicultores, Julio Benavides Checa, explicó que el maíz subió.\n\n"
            '"Los productores están perdiendo dinero incluso con estos precios."',
            "es",
            "Los productores están perdiendo dinero",
            "Julio Benavides Checa",
        ),
        (
            "La atleta Abril Montes ganó la prueba. «Estoy feliz», dijo Montes.",
            "es",
            "Estoy feliz",
            "Abril Montes",
        ),
        (
            'Julio fue el mes más caluroso del siglo. "Nadie lo esperaba", dijo un vecino.',
            "es",
            "Nadie lo esperaba",
            None,
        ),
        (
            'In April Congress passed the bill. "It changes nothing," a lobbyist said.',
            "en",
            "It changes nothing",
            None,
        ),
    ],
)
def test_a_month_leading_a_spanish_name_is_a_first_name(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
