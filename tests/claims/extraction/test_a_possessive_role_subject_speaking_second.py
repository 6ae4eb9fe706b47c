"""A sentence opened by a role with a possessive and its holder's name set off by
commas ("Its captain, Tomas Berg, …", "Su presidenta, Ana Gil, …") speaks in the
sentence's second predicate as a role with an article does, and "admitted" with a
clause after it (no "that") reports words. Sentences of our own."""

import pytest

from claims.extraction import extract


def spoken(text, language):
    return [(p.speaker, p.attribution) for p in extract(text, language=language) if p.speaker]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Norway finished second. Its captain, Tomas Berg, congratulated the winners but admitted his side "
            'had "not played well enough" in the final round.',
            "en",
            [("Tomas Berg", "admitted")],
        ),
        (
            "The club was relegated. Its coach, Ruth Adler, thanked the fans but said the squad had "
            '"run out of ideas" by March.',
            "en",
            [("Ruth Adler", "said")],
        ),
        (
            "La cooperativa cerró el año. Su presidenta, Ana Gil, visitó la planta y aseguró que la producción "
            "«no se detendrá» este año.",
            "es",
            [("Ana Gil", "aseguró")],
        ),
    ],
)
def test_a_possessive_role_and_its_holder_speak_in_the_second_predicate(text, language, expected):
    assert spoken(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Norway finished second. Its captain, Tomas Berg, congratulated the winners but admitted two counts of "
        "misconduct in the final round.",
        "Norway finished second. Its captain, Tomas Berg, congratulated the winners and left the hall.",
    ],
)
def test_no_words_reported_without_a_clause(text):
    assert spoken(text, "en") == []
