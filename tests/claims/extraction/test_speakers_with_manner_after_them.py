"""Speakers named after the verb with how they were as they spoke, or their age, after
them ("dijo Benítez entre lágrimas, envuelta en una bandera", "afirmó la ganadora,
todavía con el maillot puesto", "dijo la australiana, de 29 años", "said Hale, still
in his running kit"): the manner and the age are no part of who speaks; a role
without an article ("dijo Ana Pérez, abogada de la familia") still is."""

import pytest

from claims.extraction import extract

OPENING = {
    "es": "La ciclista Laura Benítez ganó la etapa reina el domingo en la sierra.\n\n"
    "«Ha sido el día más duro de mi vida. No podía más», ",
    "en": "The runner Tom Hale won the hill race on Sunday in the valley.\n\n"
    "“It was the hardest day of my life. I had nothing left,” ",
}


def quote_speaker(language, tail):
    quotes = [p for p in extract(OPENING[language] + tail, language=language) if p.kind == "quote"]
    assert len(quotes) == 1
    return quotes[0]


@pytest.mark.parametrize(
    "language, tail, speaker",
    [
        ("es", "dijo Benítez entre lágrimas, envuelta en una bandera.", "Laura Benítez"),
        ("es", "dijo Benítez, visiblemente emocionada.", "Laura Benítez"),
        ("es", "afirmó la ganadora, todavía con el maillot puesto, en la meta.", "Laura Benítez"),
        ("es", "dijo Benítez, de 29 años, en la meta.", "Laura Benítez"),
        ("en", "said Hale, still in his running kit.", "Tom Hale"),
        ("en", "said Hale, visibly moved.", "Tom Hale"),
    ],
)
def test_how_the_speaker_was_is_no_part_of_who_speaks(language, tail, speaker):
    assert quote_speaker(language, tail).speaker == speaker


def test_the_manner_stays_out_of_the_role():
    quote = quote_speaker("es", "afirmó la ganadora, todavía con el maillot puesto, en la meta.")
    assert "todavía" not in quote.speaker_role


def test_a_role_without_an_article_is_still_the_speakers():
    quote = quote_speaker("es", "dijo Ana Pérez, abogada de la familia.")
    assert quote.speaker == "Ana Pérez"
    assert quote.speaker_role == "abogada de la familia"
