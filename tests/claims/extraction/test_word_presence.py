"""Whether a long text holds a word, asked of one scan for every word
(`claims.extraction.word_presence`): the same answer as looking for the word."""

import pytest

from claims.extraction import word_presence
from claims.extraction.caseless import holds_any
from claims.extraction.names import WORD, tokens

PARAGRAPHS = [
    "The ministry said on Monday that about 1,200 families had fled the hills since February.",
    "El ayuntamiento aseguró que casi la mitad de los vecinos, unos 3.000, seguían sin luz.",
    "A third of the voters — the youngest — stayed home; turnout fell by a quarter (to 41%).",
    "«Nadie sabe qué pasará», dijo la alcaldesa. Los últimos datos llegaron ayer por la mañana.",
]
LONG_TEXTS = [
    "\n".join(PARAGRAPHS * 8),
    "\n".join(reversed(PARAGRAPHS * 8)),
    " ".join(PARAGRAPHS[1::2] * 20),
]
WORD_SETS = [
    ("half", "third", "quarter"),
    ("mitad", "mita", "mit", "mitades"),
    ("the", "them", "then", "th"),
    ("zzz", "qqq"),
    ("(", "%", "41%)"),
    ("", "nothing here"),
    ("últimos", "ltimo", "últimas"),
    ("years", "year", "ear", "ar"),
    ("ayer por", "yer p", "por la mañana", "mañanas"),
    (" dos ", " tres ", "unos 3"),
]


@pytest.mark.parametrize("text", LONG_TEXTS)
@pytest.mark.parametrize("words", WORD_SETS)
def test_a_long_text_holds_a_word_exactly_when_the_word_is_in_it(text, words):
    assert len(text) >= word_presence.LONG_TEXT
    # Asked twice: the first time a word is new to the scan, the second time it is in it.
    for _ in range(2):
        assert holds_any(text, words) == any(word in text for word in words)
        for word in words:
            assert holds_any(text, (word,)) == (word in text)


def test_words_that_begin_one_another_and_overlap_are_all_found():
    text = ("xx abcdef xx " * 200) + "bcd"
    words = ("abc", "abcd", "abcdef", "bcd", "cde", "def", "abcdefg", "efx")
    holds_any(text, words)  # each word now in the scan
    found = {word for word in words if holds_any(text + " ", (word,))}
    assert found == {word for word in words if word in text}


def test_a_short_text_is_asked_word_by_word():
    assert holds_any("rose by half", ("half",))
    assert not holds_any("rose by a third", ("half", "quarter"))


@pytest.mark.parametrize(
    "text",
    ["", "_a b_ __c", "3,5.x_y and 1.200,5", "’tis it's -x—y", "Solano’s «dos» 12th", *PARAGRAPHS],
)
def test_tokens_are_the_words_and_their_places(text):
    expected = [(m.start(), m.end(), m.group()) for m in WORD.finditer(text)]
    assert tokens(text) == expected
    for start in range(0, len(text), 7):
        end = min(len(text), start + 23)
        assert tokens(text, start, end) == [(m.start(), m.end(), m.group()) for m in WORD.finditer(text, start, end)]
