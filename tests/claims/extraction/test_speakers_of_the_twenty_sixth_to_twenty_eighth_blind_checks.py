"""Speakers the twenty-sixth to twenty-eighth blind checks missed, as general rules,
on sentences of our own in English and Spanish: common Latin American first names
("Valeria", "Marcela", "Cristian") mark a person, so a name after the outlet it was
told to ("relató a Telesur Valeria Campos") speaks, and "she" finds a woman named
after a man; a role before a name that carries an article or a title of its own
("la gerente del hospital, la doctora Ana Ruiz") is that person's, so "añadió la
gerente" is hers."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


def test_a_first_name_after_the_outlet_told_is_the_speaker():
    text = (
        "«No pasó ningún bus en una hora», relató a Telesur Valeria Campos, vecina del barrio, "
        "frente al paradero. «Nadie nos avisa»."
    )
    assert [speaker for _, speaker in quote_speakers(text, "es")] == ["Valeria Campos", "Valeria Campos"]


def test_she_finds_the_woman_by_her_first_name():
    text = '"The buses never came," Cristian Mora told Reuters. Then Catalina Ruiz arrived. "We left at dawn," she said.'
    assert quote_speakers(text, "en") == [("The buses never came", "Cristian Mora"), ("We left at dawn", "Catalina Ruiz")]


@pytest.mark.parametrize(
    "text, language",
    [
        ("«No pasó ningún bus en una hora», relató a Telesur el portavoz vecinal.", "es"),
        ('"The buses never came," a neighbour told Reuters.', "en"),
    ],
)
def test_no_name_after_the_outlet_is_no_one(text, language):
    assert [speaker for _, speaker in quote_speakers(text, language)] == [None]


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "El abogado Tomás Gil habló primero. «Estamos al límite», dijo la gerente del hospital, "
            "la doctora Ana Ruiz. «Nadie se queda fuera», añadió la gerente.",
            "es",
        ),
        (
            "El abogado Tomás Gil habló primero. «Estamos al límite», dijo la gerente del hospital, "
            "la Dra. Ana Ruiz. «Nadie se queda fuera», añadió la gerente.",
            "es",
        ),
        (
            "Tom Hale, the union's lawyer, spoke first. “We are full,” said the hospital's medical director, "
            'Dr. Ana Ruiz, on Monday. "Nobody is turned away," the director added.',
            "en",
        ),
    ],
)
def test_a_role_before_a_titled_name_is_that_persons(text, language):
    assert [speaker for _, speaker in quote_speakers(text, language)] == ["Ana Ruiz", "Ana Ruiz"]


def test_a_time_before_a_titled_name_is_no_role():
    text = (
        "El abogado Tomás Gil habló primero. «Estamos al límite», dijo el martes, la doctora Ana Ruiz. "
        "«Nadie se queda fuera», añadió el abogado."
    )
    assert quote_speakers(text, "es")[1] == ("Nadie se queda fuera", "Tomás Gil")
