"""The time something took, told by "tardar" or "demorar" with a span of one ("tardó un
siglo en construirse", "demoró una hora en llegar"), is a figure as a span of more is
("tardó dos años en construirse"); a conditional ("tardaría un mes") only supposes it.
Spanish has the shape; English "took a decade" reads "a" as no number. Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("La catedral tardó un siglo en construirse.", [("1", "exact", "siglo")]),
        ("El rescate demoró una hora en llegar.", [("1", "exact", "hora")]),
        ("Tardó una semana en responder.", [("1", "exact", "semana")]),
        ("El puente tardó dos años en construirse.", [("2", "exact", "años")]),
    ],
)
def test_the_time_something_took_is_a_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Tardaría un mes en llegar.", "es"),
        ("Se fue a un pueblo tardío.", "es"),
        ("It was a slow start to the year.", "en"),
    ],
)
def test_a_supposed_time_or_no_time_is_no_figure(text, language):
    assert figures(text, language) == []
