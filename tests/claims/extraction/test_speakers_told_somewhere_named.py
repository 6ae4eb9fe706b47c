"""A speaker after the verb, then whom no one in particular it was said to and where,
a place with a capitalised name included: "—declaró Ordóñez a periodistas a la salida
del Palacio de Justicia—" is Ordóñez's, not a speaker named "Ordóñez a periodistas …";
a person named after "a" is still whom it was said to, never the speaker."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Su abogada, Lucía Ferrán, negó cualquier irregularidad.\n\n"
            "—Mi cliente solo firmó lo que le pusieron delante —declaró Ferrán a periodistas a la salida "
            "del Palacio de Justicia—. Si hubo un fraude, él fue el primero en ser engañado.",
            "es",
            "Mi cliente solo firmó",
            "Lucía Ferrán",
        ),
        (
            "Su abogada, Lucía Ferrán, negó cualquier irregularidad.\n\n"
            "—Mi cliente solo firmó lo que le pusieron delante —declaró Ferrán a periodistas a la salida "
            "del Palacio de Justicia—. Si hubo un fraude, él fue el primero en ser engañado.",
            "es",
            "él fue el primero",
            "Lucía Ferrán",
        ),
        (
            "El alcalde, Tomás Urrutia, visitó la zona el martes.\n\n"
            "«Hemos llegado tarde», dijo Urrutia a los vecinos en la plaza de San Roque.",
            "es",
            "Hemos llegado tarde",
            "Tomás Urrutia",
        ),
        (
            "El alcalde, Tomás Urrutia, visitó la zona el martes.\n\n"
            "«Hemos llegado tarde», dijo Urrutia a la consejera Marta Sáez.",
            "es",
            "Hemos llegado tarde",
            "Tomás Urrutia",
        ),
        (
            "The prosecutor, Ana Ruiz, spoke on Monday.\n\n"
            '"There is no evidence," said Ruiz to reporters outside the Palace of Justice.',
            "en",
            "There is no evidence",
            "Ana Ruiz",
        ),
    ],
)
def test_the_speaker_before_where_it_was_said(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything
