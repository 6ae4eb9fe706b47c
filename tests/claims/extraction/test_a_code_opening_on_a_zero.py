"""A whole number written with a leading zero is a code, a service's number or a
district's, never a count ("reportar fugas al 073", "el distrito de riego 005", "text
leaks to 073"); a fraction opening on a zero ("0,5", "0.75") and a score ("2-0") are
read as before. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La empresa pidió a los vecinos reportar fugas al 073.", "es", []),
        ("El distrito de riego 005, en Delicias, abarca unas 80.000 hectáreas.", "es", [("80000", "approximately", "hectáreas")]),
        ("Residents were asked to report leaks to 073 at once.", "en", []),
        ("The works on road 061 will cost $3 million.", "en", [("3000000", "exact", "dollars")]),
    ],
)
def test_a_number_opening_on_a_zero_is_a_code(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La inflación mensual fue del 0,5 %.", "es", [("0.5", "exact", "percent")]),
        ("Rainfall was 0.75 inches below normal.", "en", [("0.75", "exact", "inches")]),
        ("Hubo 12 heridos.", "es", [("12", "exact", "heridos")]),
    ],
)
def test_a_fraction_or_a_count_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
