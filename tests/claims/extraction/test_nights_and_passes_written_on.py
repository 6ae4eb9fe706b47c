"""How long a stay or what a pass buys lasts, written onto its noun, is a length of
time as "a 10-day strike" is (corpus README: a measure written onto its noun): "a
four-night stay" 4 nights, "a seven-day pass" 7 days. Left alone: "election-night",
"late-night", "a single-night count" (no number). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Guests on a three-night stay will pay the levy.", [("3", "exact", "nights")]),
        ("A seven-day pass now costs more than a season ticket did.", [("7", "exact", "days")]),
        ("She bought a 30-day ticket at the station.", [("30", "exact", "days")]),
        ("New members get a three-month membership at half price.", [("3", "exact", "months")]),
    ],
)
def test_a_stay_or_a_pass_written_on(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The election-night count put her ahead.",
        "The city's late-night economy has suffered.",
        "A single-night count is a photograph, not a film.",
    ],
)
def test_nights_that_name_no_length(text):
    assert figures(text) == []


def test_spanish_is_read_as_usual():
    assert figures("Compró un abono de siete días.", "es") == [("7", "exact", "días")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The cup moved to a two-year cycle after the pandemic.", [("2", "exact", "years")]),
        ("Nurses on the ward work a four-week rotation.", [("4", "exact", "weeks")]),
    ],
)
def test_how_often_something_comes_round(text, expected):
    # A repetition's interval written onto its noun (corpus README: "every five days").
    assert figures(text) == expected


def test_a_cycle_with_no_number_is_no_figure():
    assert figures("The budget follows the electoral cycle.") == []
