"""A span of time that is no figure of its own: one opening a sentence, judged by what
it amounts to ("Six years is a lifetime in tech"), and one that says which things are
counted ("once cortes de más de cuatro horas": the count is the figure). Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A span judged by what it amounts to.
        ('"Five years is an eternity in politics," the senator said.', "en", []),
        ("«Dos semanas de lluvia son un desastre para la cosecha», dijo el agricultor.", "es", []),
        ("Veinte minutos en la pista son una vida.", "es", []),
        # A span that is the rule, or what something lasted, stays a figure.
        ("Five years is the longest term a judge can impose.", "en", [("5", "exact", "years")]),
        ("Tres meses es el plazo para reclamar.", "es", [("3", "exact", "meses")]),
        # The span that says which things are counted.
        ("La red sufrió nueve apagones de más de seis horas este invierno.", "es", [("9", "exact", "apagones")]),
        ("The line had 12 delays of more than 30 minutes in May.", "en", [("12", "exact", "delays")]),
        ("The blackout lasted more than six hours.", "en", [("6", "more_than", "hours")]),
    ],
)
def test_a_span_judged_or_defining_what_is_counted(text, language, expected):
    assert figures(text, language) == expected
