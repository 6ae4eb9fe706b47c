"""Counts and units from the thirty-second to thirty-fourth blind checks, on sentences of
our own in English and Spanish: a part of a group one owns ("two of my brothers"), with
the sentences where each rule must not fire."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Two of my brothers work at the mill.", "en", [("2", "exact", "brothers")]),
        ("She said three of my neighbours had moved away.", "en", [("3", "exact", "neighbours")]),
        ("Dos de mis hermanos trabajan en la fábrica.", "es", [("2", "exact", "hermanos")]),
        ("Según contó, tres de tus vecinos se mudaron.", "es", [("3", "exact", "vecinos")]),
        # No group after "of": the number is no count.
        ("Two of mine were late again.", "en", []),
        ("He said two of my own had left.", "en", []),
    ],
)
def test_a_part_of_a_group_someone_owns_counts_the_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The tanker made a 1.5-billion-litre delivery.", [("1500000000", "exact", "litres")]),
        ("Farmers expect a 2-million-tonne harvest this year.", [("2000000", "exact", "tonnes")]),
        # A scale not hyphened onto a noun is read as before.
        ("The probe flew 4.1 billion kilometres.", [("4100000000", "exact", "kilometres")]),
    ],
)
def test_a_scale_hyphened_into_a_measure_multiplies_it(text, expected):
    assert figures(text) == expected
