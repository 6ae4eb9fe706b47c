"""Work the figure path does once where it did it for every number, and scans it skips
where they cannot match, find what they found: whether a line holds "the total" or "la
cifra" before a number is read once a line of the article
(`figures._first_total_word_end`), never carried to another article (the lines that do
open on it: `test_units_carried_from_earlier_counts`); a place named by a number word is
looked for only where a preposition comes before a capitalised one
(`labelling_numbers.NAMED_PLACE_CORE`); the ages after a word for people are searched
behind a look-ahead for the first letters of those words (`non_figures.AGE_SEARCHES`)."""

import pytest

from claims.extraction.figures import find_figures
from claims.extraction.labelling_numbers import NAMED_PLACE, NAMED_PLACE_CORE, labelling_spans
from claims.extraction.non_figures import non_figure_spans


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


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Una vecina de Dos Hermanas y otra de dos barrios.", ["Dos"]),
        ("He runs a farm near Two Rivers, Wisconsin.", ["Two"]),
        ("Es productor de Treinta y Tres, en Uruguay.", ["Treinta y Tres"]),
        ("Llegaron de dos ciudades y de Tres Cantos.", ["Tres"]),
        # Title case, and a number word in lower case, count.
        ("Storm Hits Homes In Two Counties", []),
        ("They came from two villages and three towns.", []),
        ("Vinieron de dos pueblos y de tres ciudades.", []),
    ],
)
def test_a_place_named_by_a_number_word_is_found_where_its_core_is(text, expected):
    assert [text[start:end] for start, end in labelling_spans(text)] == expected
    assert bool(NAMED_PLACE_CORE.search(text)) >= bool(NAMED_PLACE.search(text))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La población supera los 65 años en la comarca.", ["población supera los 65 años"]),
        ("Los vecinos que superan los 80 años recibirán la visita.", ["vecinos que superan los 80 años"]),
        ("Los estudiantes chilenos de 15 años y las mujeres embarazadas de 30 años.", ["de 15 años", "de 30 años"]),
        ("El paciente espera de dos a tres meses y la obra supera los 40 años.", []),
    ],
)
def test_ages_after_a_word_for_people_are_found_as_before(text, expected):
    assert [text[start:end] for start, end in non_figure_spans(text)] == expected
