"""A fund is a body by its name ("the Harbour Pension Fund", "el Fondo de
Compensación Agraria"), so "the fund" / "el fondo" alone speaks for the one fund the
text named; two funds, or none, and it is no one named; a person is still a person.
Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The Harbour Pension Fund manages the savings of 40,000 teachers.\n\n"
            "The fund said in a statement that it had met “a wall of silence” from the ministry.",
            "en",
            "a wall of silence",
            "Harbour Pension Fund",
        ),
        (
            "Critics say the Northgate Relief Fund moved too slowly. “We were never told,” said Ann Rowe, a nurse.\n\n"
            "The fund said it had acted “as fast as the law allows.”",
            "en",
            "as fast as the law allows",
            "Northgate Relief Fund",
        ),
        (
            "The Harbour Pension Fund and the Leeward Pension Fund both own the site.\n\n"
            "The fund said it had met “a wall of silence.”",
            "en",
            "a wall of silence",
            None,
        ),
        (
            "El Fondo de Compensación Agraria paga las ayudas a los agricultores.\n\n"
            "El fondo dijo en un comunicado que había encontrado «un muro de silencio».",
            "es",
            "un muro de silencio",
            "Fondo de Compensación Agraria",
        ),
        (
            "La Asociación de Regantes paga las ayudas.\n\n«Hemos tocado fondo», dijo el fondo.",
            "es",
            "Hemos tocado fondo",
            None,
        ),
        (
            "Los agricultores del valle esperan las ayudas.\n\n«Hemos tocado fondo», dijo Marta Gil, agricultora.",
            "es",
            "Hemos tocado fondo",
            "Marta Gil",
        ),
    ],
)
def test_a_fund_alone_speaks_for_the_one_fund_named(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
