"""A person's age after "of" is no figure: "a boy of 11 who drowned", "a woman of
seventy, …", as "su hijo de 12 con fiebre" is none in Spanish. A measure after the
number ("a man of 2 metres"), a count of something else ("a child of 5,000
applicants") and "the man of the match" keep or have no such age. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Rescuers recovered the body of a boy of 11 who drowned near the village.", "en", []),
        ("He said he had been a boy of 26 when the paintings were stolen.", "en", []),
        ("The victim, a woman of seventy, was taken to hospital with 3 others.", "en", [("3", "exact", "")]),
        ("A man of 40 with a knife was arrested outside the station.", "en", []),
        ("Llegó con su hijo de 12 con fiebre.", "es", []),
    ],
)
def test_a_persons_age_after_of_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("He is a man of 2 metres and 120 kilos.", "en", [("2", "exact", "metres"), ("120", "exact", "kilos")]),
        ("The club named a man of the match and handed out 300 medals.", "en", [("300", "exact", "medals")]),
        ("Un hombre de 40 kilos menos corrió 10 kilómetros.", "es", [("40", "exact", "kilos"), ("10", "exact", "kilómetros")]),
    ],
)
def test_a_measure_or_a_count_after_of_still_counts(text, language, expected):
    assert figures(text, language) == expected
