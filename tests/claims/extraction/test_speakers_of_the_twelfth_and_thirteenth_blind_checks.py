"""Speakers the twelfth and thirteenth blind checks missed, as general rules, on
sentences of our own in English and Spanish: a spokesperson's role names the body
they speak for, but when the text names them after it ("la portavoz de la ONG Mar
Libre, Lucía Robles"), the person named speaks, not the body; a spokesperson no one
named still speaks for no one named."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            '"No hay camas para todos", advirtió ayer en Sevilla la portavoz de la ONG Mar Libre, Lucía Robles. '
            '"Llegamos tarde otra vez".',
            "es",
            "Lucía Robles",
        ),
        (
            "«El puerto no da abasto», dijo el portavoz de la Cruz Roja Insular, Tomás Ferrán.",
            "es",
            "Tomás Ferrán",
        ),
        (
            '"There are not enough beds," warned a spokesman for the NGO Safe Passage, Tom Hale, on Monday. '
            '"We are late again."',
            "en",
            "Tom Hale",
        ),
        (
            '"The port cannot cope," said the spokeswoman for Harbour Aid International, Megan Doyle.',
            "en",
            "Megan Doyle",
        ),
    ],
)
def test_a_spokesperson_named_after_their_role_is_who_speaks(text, language, speaker):
    speakers = quote_speakers(text, language)
    assert speakers
    assert all(who == speaker for _, who in speakers), speakers


@pytest.mark.parametrize(
    "text, language, quote",
    [
        (
            '"No hay camas para todos", dijo una portavoz del ministerio, que pidió no ser identificada.',
            "es",
            "No hay camas para todos",
        ),
        (
            '"There are not enough beds," said a spokesman for the ministry, who asked not to be named.',
            "en",
            "There are not enough beds",
        ),
    ],
)
def test_a_spokesperson_no_one_named_speaks_for_no_one_named(text, language, quote):
    assert quote_speakers(text, language) == [(quote, None)]
