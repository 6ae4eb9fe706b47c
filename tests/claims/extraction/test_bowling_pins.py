"""A ten-pin report gives a game's score and an average in pins without saying so
(claims.extraction.sport_units._bowling_pins): "rolled a perfect 300", "closed the game
with 247", "averaged 219.6", "promedió 221,5", "cerró la partida con 236". A cricket
report's bowling, a text with no ten-pin words and a number with its own noun are left
as they were. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


TENPIN_EN = (
    "Moreau takes European ten-pin crown\n\n"
    "France's Claire Moreau won the European bowling title in Munich on Sunday, converting "
    "every spare in the final. {sentence}\n\n"
    "“The lanes were hard to read,” Moreau said."
)

TENPIN_ES = (
    "Sánchez gana el Europeo de bolos\n\n"
    "La española Elena Sánchez ganó el domingo el Campeonato de Europa de bolos en Múnich, "
    "con nueve plenos seguidos en la final y sin fallar un semipleno. {sentence}\n\n"
    "«Las pistas estaban muy rápidas», dijo Sánchez."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("She rolled a perfect 300 in the semi-final.", ("300", "pins")),
        ("Her opponent closed the game with 247.", ("247", "pins")),
        ("Moreau averaged 219.6 over 18 qualifying games.", ("219.6", "pins")),
        # Over 300 is no game of ten-pin: as it was.
        ("It was a series of 689 over three games.", ("689", "series")),
    ],
)
def test_a_game_or_an_average_in_a_tenpin_report_counts_pins(sentence, expected):
    assert expected in figures(TENPIN_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Sánchez promedió 221,5 en la fase previa.", ("221.5", "bolos")),
        ("Su rival cerró la partida con 236.", ("236", "bolos")),
    ],
)
def test_a_spanish_game_or_average_in_a_tenpin_report_counts_bolos(sentence, expected):
    assert expected in figures(TENPIN_ES.format(sentence=sentence), "es")


def test_a_count_with_its_own_noun_keeps_it():
    found = figures(TENPIN_EN.format(sentence="She rolled 11 strikes in the final game."))
    assert ("11", "strikes") in found


def test_a_cricket_report_gets_no_pins():
    text = (
        "Patel's spell seals win\n\n"
        "The bowler finished with 4 for 31 as Kent were bowled out for 187. The spinner averaged "
        "24.5 with the ball this season, and his bowling strike rate was the best in the innings."
    )
    assert all(unit != "pins" for _, unit in figures(text))


def test_a_text_with_no_tenpin_words_gets_no_pins():
    text = "The company finished the year with 247 stores and averaged 219.6 sales a day, its strikes over."
    assert all(unit != "pins" for _, unit in figures(text))
