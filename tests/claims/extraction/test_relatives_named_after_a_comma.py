"""A relative named after a comma ("said her son, Daniel Hale") speaks: English "son"
after a determiner ("her son", "the eldest son") is the noun, not Spanish "son" (they
are), so the phrase is a speaker's; a relative not named is no one named, not the
person named before. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text",
    [
        '"She kept asking for water," said her son, Daniel Hale.',
        '"She kept asking for water," her son, Daniel Hale, said.',
        '"She kept asking for water," said her son Daniel Hale.',
        'Among them was Ruth Hale, 79, who waited six hours.\n\n"She kept asking for water," said her son, Daniel Hale, who found her at dawn.',
    ],
)
def test_a_son_named_after_his_role_speaks(text):
    assert speakers(text, "en") == ["Daniel Hale"]


@pytest.mark.parametrize(
    "text, language",
    [
        ('Among them was Ruth Hale, 79, who waited six hours.\n\n"She kept asking for water," said her son.', "en"),
        ('"She kept asking for water," said her eldest son.', "en"),
    ],
)
def test_a_son_not_named_is_no_one_named(text, language):
    assert speakers(text, language) == [None]
