"""A count right before a number in digits written onto a noun counts that noun ("two
50-kilogram bags": 2 bags, "three 160-car vessels": 3 vessels, "about 1.1 million
60-kilogram bags": 1100000 approximately bags), and the measure or count written onto the
noun stays a figure of its own (50 kilograms, 160 cars). Left alone: a year before one
("In 2023 50-kilogram bags cost more"), a number a comma ends ("Of the 12, 40-foot boats"),
a share or an amount of money ("rose 5% 10-year yields", "$3 100-dollar notes"); Spanish
writes the measure after the noun ("dos sacos de 50 kilos"), which is read as before.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Each family may buy two 25-kilogram sacks of maize.", "en", [("2", "exact", "sacks of maize"), ("25", "exact", "kilograms")]),
        ("The ferry operator ordered three 150-car ferries.", "en", [("3", "exact", "ferries"), ("150", "exact", "cars")]),
        (
            "Growers shipped about 2.4 million 60-kilogram bags last season.",
            "en",
            [("2400000", "approximately", "bags"), ("60", "exact", "kilograms")],
        ),
        ("Packers sent roughly 300,000 40-pound boxes north.", "en", [("300000", "approximately", "boxes"), ("40", "exact", "pounds")]),
        ("Cada familia recibió dos sacos de 50 kilos.", "es", [("2", "exact", "sacos"), ("50", "exact", "kilos")]),
    ],
)
def test_a_count_before_a_number_written_onto_its_noun(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("In 2023 50-kilogram bags cost more.", [("50", "exact", "kilograms")]),
        ("Of the 12, 40-metre boats were lost.", [("40", "exact", "metres")]),
        ("Prices rose 5% 10-tonne lorries later.", [("5", "exact", "percent"), ("10", "exact", "tonnes")]),
    ],
)
def test_no_count_before_it(text, expected):
    assert figures(text) == expected
