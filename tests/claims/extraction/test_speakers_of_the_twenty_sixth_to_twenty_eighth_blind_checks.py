"""Speakers the twenty-sixth to twenty-eighth blind checks missed, as general rules,
on sentences of our own in English and Spanish: common Latin American first names
("Valeria", "Marcela", "Cristian") mark a person, so a name after the outlet it was
told to ("relató a Telesur Valeria Campos") speaks, and "she" finds a woman named
after a man."""

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
