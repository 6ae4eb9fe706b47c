"""A society is a body, as an association or a foundation is: "The Society of
Independent Cyclists said …", "La Sociedad de Vecinos del Carmen denunció …" speak for
the society, named without its article; "our society", "la sociedad" alone name no one.
Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind != "statistic"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            'The Society of Independent Cyclists, which campaigns for safer roads, said it was "deeply worried" '
            "by the plan.",
            "en",
            ["Society of Independent Cyclists"],
        ),
        (
            'The Society of Independent Cyclists said it was "deeply worried" by the plan.',
            "en",
            ["Society of Independent Cyclists"],
        ),
        (
            "La Sociedad Española de Neumología advirtió que la contaminación agrava el asma infantil.",
            "es",
            ["Sociedad Española de Neumología"],
        ),
        (
            "La Sociedad de Vecinos del Carmen denunció que el barrio lleva meses sin limpieza.",
            "es",
            ["Sociedad de Vecinos del Carmen"],
        ),
    ],
)
def test_a_society_speaks_for_itself(text, language, expected):
    assert speakers(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Our society has changed a great deal, the mayor said.", "en"),
        ("La sociedad ha cambiado mucho, dijo el alcalde.", "es"),
    ],
)
def test_society_at_large_names_no_one(text, language):
    assert speakers(text, language) == [None]


@pytest.mark.parametrize(
    "text",
    [
        '"We will appeal," said her lawyer, the head of the Riverside Tenants\' Society.',
        '"We will appeal," said his lawyer, the director of the Riverside Tenants\' Association.',
    ],
)
def test_a_persons_role_at_a_society_names_no_one(text):
    assert speakers(text, "en") == [None]
