"""text2num reads only the stretches around number words, and finds there exactly
what it finds in the whole text."""

import pytest

from claims.extraction import number_words
from claims.extraction.number_word_stretches import number_word_stretches
from claims.extraction.number_words import WORD_TOKEN, word_numbers

TEXTS = [
    ("Some twenty - five people and one hundred and five officers came.", "en"),
    ("It rose to two point five million, then twenty   \n\n   five more.", "en"),
    ("Twenty and and and and and five of them, the second one hundred.", "en"),
    ("Once, o two o five; ninety-nine point nine nine; thousands of twenty-one.", "en"),
    ("Llegaron veinte y cinco, luego dos mil trescientos cuarenta y cinco.", "es"),
    ("El vigésimo segundo día, noventa por ciento, doscientos millones y mil quinientos.", "es"),
    ("Uno de cada cinco, y seis segundos después el tercer grupo.", "es"),
]


@pytest.mark.parametrize("text, lang", TEXTS)
def test_stretches_find_what_the_whole_text_finds(text, lang, monkeypatch):
    taken = bytearray(len(text))
    in_stretches = word_numbers(text, lang, taken)
    monkeypatch.setattr(number_words, "number_word_stretches", lambda text, lang, token: [(0, len(text))])
    assert in_stretches == word_numbers(text, lang, taken)
    assert in_stretches


def test_a_text_without_number_words_has_no_stretch():
    assert number_word_stretches("The march ended peacefully near the cathedral.", "en", WORD_TOKEN) == []


def test_stretches_keep_linking_words_after_a_number():
    text = "Officials said twenty and and and five fled, the mayor said on Monday."
    (stretch,) = number_word_stretches(text, "en", WORD_TOKEN)
    assert text[slice(*stretch)] == "Officials said twenty and and and five fled,"


def test_other_languages_are_read_whole():
    assert number_word_stretches("vingt-cinq personnes", "fr", WORD_TOKEN) == [(0, 20)]


@pytest.mark.parametrize(
    "text",
    [
        "The mayor of the northern province of Antioquia said twenty fled.",
        "Extraordinarily-long-hyphenated-compound-words-everywhere twenty",
        "Jo: 5, twenty",
        "twenty",
        "a twenty",
        "Ellos, «dos»",
        "   \n\n  de los   dos",
    ],
)
def test_a_stretch_opens_two_tokens_before_its_number_word_however_far_back(text):
    lang = "es" if "dos" in text else "en"
    word_start = text.index("twenty" if lang == "en" else "dos")
    starts = [match.start() for match in WORD_TOKEN.finditer(text, 0, word_start)]
    (stretch,) = number_word_stretches(text, lang, WORD_TOKEN)
    assert stretch[0] == (starts[-2] if len(starts) >= 2 else starts[0] if starts else word_start)
