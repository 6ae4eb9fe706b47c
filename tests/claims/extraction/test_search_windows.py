"""Patterns anchored at the end of a window are searched only from where they can
start; they must find exactly what a search of the whole window finds."""

import re

import pytest

from claims.extraction.attribution_frames import nth_word_end
from claims.extraction.names import GOVERNING_WORD_BEFORE, WORD_BEFORE, _letter_runs_start
from claims.extraction.roles import WORDS_BEFORE, _last_words_start

WINDOWS = [
    "",
    " ",
    "said",
    "the crowd near the cathedral, ",
    "told the ",
    "según la ",
    "x12abc def\n",
    "in 2019 the ",
    "word the",
    "xsthe ",
    "ablos  x",
    "foo . . . ",
    "snake_case word_ ",
    "La concejala de Hacienda, ",
    "a b c  \n",
    "Dr. Ana Ruiz, 35, ",
]


def _found(match):
    return match and (match.span(), match.groups())


@pytest.mark.parametrize("window", WINDOWS)
def test_the_words_before_a_name_are_found_from_the_last_letters(window):
    start = _letter_runs_start(window, 2)
    assert _found(WORD_BEFORE.search(window, start)) == _found(WORD_BEFORE.search(window))
    assert _found(GOVERNING_WORD_BEFORE.search(window, start)) == _found(GOVERNING_WORD_BEFORE.search(window))


@pytest.mark.parametrize("window", WINDOWS)
def test_a_role_before_a_name_is_found_from_the_last_two_words(window):
    start = _last_words_start(window, 2)
    assert _found(WORDS_BEFORE.search(window, start)) == _found(WORDS_BEFORE.search(window))


@pytest.mark.parametrize("text", [" one two  three four ", "one", "", "  ", "a\nb\tc d"])
@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_the_end_of_the_nth_word(text, n):
    ends = [match.end() for match in re.finditer(r"\S+", text)]
    assert nth_word_end(text, 0, len(text), n) == (ends[n - 1] if len(ends) >= n else len(text))


@pytest.mark.parametrize("window", [*WINDOWS, "a\u00a0b\u2003c ", "uno  dos\ttres\n", "word,"])
@pytest.mark.parametrize("count", [2, 3])
def test_the_last_words_start_where_a_walk_back_over_spaces_and_words_says(window, count):
    position = len(window)
    for _ in range(count):
        while position and window[position - 1].isspace():
            position -= 1
        while position and not window[position - 1].isspace():
            position -= 1
    assert _last_words_start(window, count) == position
