"""Work the figure path does once where it did it for every number finds what it found:
whether a line holds "the total" or "la cifra" before a number is read once a line of
the article (`figures._first_total_word_end`), never carried to another article (the
lines that do open on it: `test_units_carried_from_earlier_counts`)."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The word comes after the number in its line: no sentence opens on it.
        (
            "The aquarium welcomed 640,000 visitors last year.\n\nIt was up 9% and beat the record of 590,000, the total said.",
            "en",
            [("640000", "visitors"), ("9", "percent"), ("590000", "")],
        ),
        # The total is in the line before the number's own.
        (
            "The aquarium welcomed 640,000 visitors last year.\n\nThe total was up 9%.\nIt beat the record of 590,000.",
            "en",
            [("640000", "visitors"), ("9", "percent"), ("590000", "")],
        ),
        (
            "La feria recibió 215.000 visitantes, un 8% más.\n\nSupera el récord anterior de 201.000, según la cifra oficial.",
            "es",
            [("215000", "visitantes"), ("8", "percent"), ("201000", "récord anterior")],
        ),
    ],
)
def test_a_total_after_the_number_or_in_another_line_is_not_read(text, language, expected):
    assert units(text, language) == expected


def test_what_one_article_holds_is_not_carried_to_the_next_whose_lines_start_alike():
    opening = "The aquarium welcomed 640,000 visitors last year.\n\n"
    with_total = opening + "The total was up 9% and beat the record of 590,000."
    without = opening + "Sales were up 9% and beat the record of 590,000 at last."
    assert units(with_total)[-1] == ("590000", "visitors")
    assert units(without)[-1] == ("590000", "")
    assert units(with_total)[-1] == ("590000", "visitors")
