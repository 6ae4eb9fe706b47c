"""A trade's noun alone ("the bank", "the lender", "la productora", "la constructora")
speaks for the one body the text named whose name holds that trade in its own word
("Lakeshore Savings", "Harbor Bancorp", "Luna Roja Producciones", "Construcciones
Ebro"); two such bodies, or none, and it is no one named. Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Two men robbed a branch of Lakeshore Savings in Dayton on Monday.\n\n"
            "The bank said in a statement that it was “deeply shaken” and that no one was hurt.",
            "en",
            "deeply shaken",
            "Lakeshore Savings",
        ),
        (
            "Harbor Bancorp will close 12 branches this year.\n\n"
            "The lender said the closures would save “a great deal of money.”",
            "en",
            "a great deal of money",
            "Harbor Bancorp",
        ),
        (
            "Two men robbed branches of Lakeshore Savings and Harbor Bancorp on Monday.\n\n"
            "The bank said in a statement that it was “deeply shaken.”",
            "en",
            "deeply shaken",
            None,
        ),
        (
            "Los organizadores contrataron a Luna Roja Producciones para el concierto de Soria.\n\n"
            "La productora negó en un comunicado haber vendido «ni una entrada de más».",
            "es",
            "ni una entrada de más",
            "Luna Roja Producciones",
        ),
        (
            "Construcciones Ebro levantó el puente en 2010.\n\nLa constructora aseguró que «la obra cumple la norma».",
            "es",
            "la obra cumple la norma",
            "Construcciones Ebro",
        ),
        (
            "El Ayuntamiento de Soria multó al festival Luna Roja.\n\n"
            "La productora negó en un comunicado haber vendido «ni una entrada de más».",
            "es",
            "ni una entrada de más",
            None,
        ),
    ],
)
def test_a_trade_noun_speaks_for_the_one_body_whose_name_holds_the_trade(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
