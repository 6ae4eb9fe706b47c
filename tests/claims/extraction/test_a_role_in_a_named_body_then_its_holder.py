"""After a quotation, a role in a body the text names after its noun, then the
holder's name ("afirmó la patrona del equipo Mistral Levante, Claudia Ferrándiz", "contó
el dueño del bar Alcor, Julián Marín", "said the skipper of the yacht Northern Star, Tom
Reid"): the name after the comma speaks, not the team, the bar or the yacht; and how
someone spoke right after a Spanish verb ("contó emocionado", "dijo visiblemente
afectada") is no part of who spoke. Sentences of our own."""

import pytest

from claims.extraction import extract


def quoted(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "«Ha sido la salida más dura», afirmó la patrona del equipo hispano-francés Mistral Levante, "
            "Claudia Ferrándiz, que disputa su tercera vuelta al mundo.",
            "es",
            [("Ha sido la salida más dura", "Claudia Ferrándiz")],
        ),
        (
            "«No me lo creo todavía», contó emocionado el dueño del bar Alcor, Julián Marín, mientras "
            "atendía a las cámaras.",
            "es",
            [("No me lo creo todavía", "Julián Marín")],
        ),
        (
            '"We lost the mast in the night," said the skipper of the yacht Northern Star, Tom Reid.',
            "en",
            [("We lost the mast in the night", "Tom Reid")],
        ),
        (
            "Habló también Ana Ruiz. «Es el día más feliz de mi vida», dijo emocionada.",
            "es",
            [("Es el día más feliz de mi vida", "Ana Ruiz")],
        ),
    ],
)
def test_the_holder_speaks(text, language, expected):
    assert quoted(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A body's own spokesperson with no name after it speaks for the body.
        (
            "«Recurriremos la sanción», dijo la portavoz de la ONG Mar Libre.",
            "es",
            [("Recurriremos la sanción", "ONG Mar Libre")],
        ),
        # A manner word is no speaker: a role alone after it names no one.
        (
            "«Nunca vimos algo así», contó emocionado un vecino.",
            "es",
            [("Nunca vimos algo así", None)],
        ),
    ],
)
def test_bodies_and_unnamed_speakers_are_left_alone(text, language, expected):
    assert quoted(text, language) == expected
