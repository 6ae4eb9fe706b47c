"""A count after "of"/"de" counts the noun before it, a hyphened word included ("a
sell-out crowd of 6,200": sell-out crowd), as "a television audience of 4 million" and
"una multitud de 40.000" are (claims.extraction.sentence_units.NOUN_OF_BEFORE).
Sentences of our own, with those the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The home side played in front of a sell-out crowd of 14,500 at Kingsway Park.",
            "en",
            [("14500", "sell-out crowd")],
        ),
        (
            "The band drew a near-capacity audience of about 9,000 to the arena.",
            "en",
            [("9000", "near-capacity audience")],
        ),
        ("El concierto reunió a una multitud de 40.000 en la explanada.", "es", [("40000", "una multitud")]),
        # Left alone: a noun after the count is its own.
        (
            "El ferry, con una capacidad máxima de 96 pasajeros, llevaba 140.",
            "es",
            [("96", "pasajeros"), ("140", "pasajeros")],
        ),
        (
            "The ferry, with a licensed capacity of 96, was carrying 140 passengers.",
            "en",
            [("96", "licensed capacity"), ("140", "passengers")],
        ),
    ],
)
def test_the_noun_before_of_is_counted(text, language, expected):
    read = find_figures(text, language=language)
    assert [(str(figure.value), figure.unit) for figure in read] == expected
