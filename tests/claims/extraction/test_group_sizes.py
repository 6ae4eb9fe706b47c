"""A body's size told after "of" with no noun of its own: "a crew of eight" counts the
crew, as "a crowd of 48,312" counts the crowd; "a leading group of five" in a race
counts the field's members in the text's own word ("riders", "runners"). Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The yacht was sailed by a crew of eight, all of them amateurs.", [("8", "exact", "crew")]),
        ("Her team of three was sent to the valley.", [("3", "exact", "team")]),
        ("The colt won from a field of nine.", [("9", "exact", "field")]),
        (
            "Forty riders started the stage. Moreau won the sprint from a group of five.",
            [("40", "exact", "riders"), ("5", "exact", "riders")],
        ),
        (
            "The runners set off in the heat. Kiprop broke away from a leading group of seven.",
            [("7", "exact", "runners")],
        ),
        (
            "Los ciclistas salieron de Oviedo. Ganó el esprint de un grupo de cinco.",
            [("5", "exact", "ciclistas")],
        ),
    ],
)
def test_a_bodys_size_counts_the_body_or_its_members(text, expected):
    language = "es" if text.startswith("Los") else "en"
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        # No word for the members in the text; a name; a noun of its own after the count.
        "She joined a group of five at the cafe.",
        "Leaders of the Group of Seven met in Rome.",
        "Un grupo de cinco se reunió frente al ayuntamiento.",
    ],
)
def test_a_group_with_no_members_named_stays_no_figure(text):
    language = "es" if text.startswith("Un ") else "en"
    assert figures(text, language) == []


def test_a_range_names_its_noun_at_its_end():
    assert figures("Cada barco lleva una tripulación de seis a ocho hombres.", "es")[0][2] == "hombres"


def test_a_spanish_crew_counts_the_crew():
    assert figures("El pesquero lleva una tripulación de seis.", "es") == [("6", "exact", "tripulación")]


def test_a_group_that_names_its_noun_keeps_it():
    assert figures("The riders rested. A group of five Belgian riders attacked.") == [("5", "exact", "Belgian riders")]
