"""After a comma alone, a length measured against something else is a figure of its
own, not the next part of the one before: "en algo menos de 12 horas, 41 minutos por
debajo del récord" is 12 less_than horas and 41 minutos, not 761 minutos. A duration
in parts with a comma stays one figure ("duró 3 horas, 20 minutos"). Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La atleta cruzó la meta en algo menos de 9 horas, 25 minutos por debajo de su propia marca.",
            "es",
            [("9", "less_than", "horas"), ("25", "exact", "minutos")],
        ),
        (
            "El equipo llegó en 5 horas, 12 minutos de ventaja sobre el segundo.",
            "es",
            [("5", "exact", "horas"), ("12", "exact", "minutos de ventaja")],
        ),
        (
            "She finished in 3 hours, 8 minutes ahead of the next runner.",
            "en",
            [("3", "exact", "hours"), ("8", "exact", "minutes")],
        ),
    ],
)
def test_a_length_measured_against_another(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La operación de rescate duró 4 horas, 10 minutos.", "es", [("250", "exact", "minutos")]),
        ("He finished the course in 2 hours, 19 minutes.", "en", [("139", "exact", "minutes")]),
        ("She won in 2 hours, 5 minutes and 10 seconds.", "en", [("7510", "exact", "seconds")]),
    ],
)
def test_a_duration_in_parts_stays_one(text, language, expected):
    assert figures(text, language) == expected
