""""desde hace ocho meses" says how long something has lasted up to now: a duration the
clause asserts, a figure (`claims.extraction.figure_dates`), where "hace ocho meses"
alone is a moment ("ago"). English writes it "for eight months", read as before.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El puente está cerrado desde hace seis meses.", [("6", "exact", "meses")]),
        ("Vive en el pueblo desde hace más de tres décadas.", [("3", "more_than", "décadas")]),
        ("Regenta la tienda desde hace 12 años.", [("12", "exact", "años")]),
        # "hace" alone places a moment: no figure.
        ("La tienda cerró hace seis meses.", []),
    ],
)
def test_how_long_since_is_a_duration(text, expected):
    assert figures(text) == expected


def test_english_for_so_long_is_read_as_before():
    assert figures("The bridge has been closed for six months.", "en") == [("6", "exact", "months")]


def test_since_with_no_unit_after_is_no_figure():
    assert figures("Pedro Ruiz, guía desde hace 15, conoce cada sendero.") == []
