"""A number after the number sign written without its point, "No", capitalised after a
word in lower case, is a rank or an address, no figure (claims.extraction.figure_dates):
"Norway's world No 4", "the world No 63", "lives at No 14". Sentences of our own in
English and Spanish, with "no" before a count that stays one."""

import pytest

from claims.extraction.figures import find_figures


def values(text, language="en"):
    return [str(f.value) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "sentence, language, number",
    [
        ("Rinaldi beat Norway's world No 4, Henrik Aasland, in two hours.", "en", "4"),
        ("Echeverria, the world No 63, had won 11 of his last 12 matches.", "en", "63"),
        ("She has lived above the bakery at No 14 for 31 years.", "en", "14"),
        ("The women's No 1 seed withdrew with an injury.", "en", "1"),
        ("La tenista venció a la No 4 del mundo en dos sets.", "es", "4"),
    ],
)
def test_a_number_after_no_is_no_figure(sentence, language, number):
    assert number not in values(sentence, language)


@pytest.mark.parametrize(
    "sentence, language, number",
    [
        ("No 40 buses ran on Sunday, and there were no 12 trains either.", "en", "40"),
        ("No 40 buses ran on Sunday, and there were no 12 trains either.", "en", "12"),
        ("Echeverria, the world No 63, had won 11 of his last 12 matches.", "en", "11"),
        ("No 40 autobuses, sino 60, salieron el domingo.", "es", "60"),
    ],
)
def test_a_count_after_no_stays_a_figure(sentence, language, number):
    assert number in values(sentence, language)
