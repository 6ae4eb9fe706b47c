"""`has_words(text, start, end, n)` says what `word_count(text, start, end) >= n` says,
for any stretch of a text, words cut at its edges included."""

import pytest

from claims.extraction.sentences import has_words, word_count


@pytest.mark.parametrize(
    "text",
    [
        "More than 200 people fled on Monday, the ministry said.",
        "Unos 300 vecinos —según la policía— se concentraron ante el ayuntamiento.",
        "“Yes,” she said. “No.” 3.5%... it's O'Neill's 2nd-term re-election; a_b c",
        "  ,;: —  ",
        "",
    ],
)
def test_same_as_counting_the_words(text):
    for start in range(len(text) + 1):
        for end in range(start - 1, len(text) + 2):
            for count in range(-1, 8):
                assert has_words(text, start, end, count) == (word_count(text, start, end) >= count)


def test_a_clause_of_few_words():
    text = "Prices rose, and fell. Y bajaron"
    assert has_words(text, 0, len(text), 6)
    assert not has_words(text, 0, len(text), 7)
    assert not has_words(text, 13, 22, 3) and has_words(text, 13, 22, 2)
    assert has_words(text, 23, len(text), 2) and not has_words(text, 23, len(text), 3)
