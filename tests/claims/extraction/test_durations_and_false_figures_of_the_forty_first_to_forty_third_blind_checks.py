"""Durations and false figures of the forty-first to forty-third blind checks, on
sentences of our own in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # After the verb, how long what came before lasted.
        ("The bridge collapsed on Monday after four days of heavy snow.", "en",
         [(Decimal(4), "exact", "days of heavy snow")]),
        ("The union signed the deal after two years of talks.", "en", [(Decimal(2), "exact", "years of talks")]),
        ("El museo reabrió tras seis años de reformas.", "es", [(Decimal(6), "exact", "años de reformas")]),
        ("La planta cerró después de 30 años de actividad.", "es", [(Decimal(30), "exact", "años de actividad")]),
        # Opening the sentence, a frame.
        ("After four days of heavy snow, the bridge collapsed.", "en", []),
        ("But after two weeks of searching, the divers gave up.", "en", []),
        ("Tras seis años de reformas, el museo reabrió.", "es", []),
        # Time passing, ago, later: no figure.
        ("The bridge collapsed two weeks ago.", "en", []),
        ("Hace tres meses cerró el museo.", "es", []),
        ("Tres días después, el museo reabrió.", "es", []),
    ],
)
def test_a_period_after_the_verb_says_how_long_it_lasted(text, language, expected):
    assert figures(text, language) == expected
