"""A part taken "of the"/"de los" group that the sentence says is something counts that
something ("Three of the dead were children": 3 children; "Cinco de los fallecidos eran
niños": 5 niños); a part something happened to counts its group, and a state is no
noun. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Three of the dead were children, police said.", "en", [("3", "exact", "children")]),
        ("Two of the judges are women.", "en", [("2", "exact", "women")]),
        ("Cinco de los fallecidos eran niños.", "es", [("5", "exact", "niños")]),
        ("Según la fiscalía, cuatro de los detenidos son hermanos.", "es", [("4", "exact", "hermanos")]),
        # What happened to the part: its group.
        ("Two of the players were hospitalized.", "en", [("2", "exact", "players")]),
        ("Dos de los detenidos fueron trasladados a Madrid.", "es", [("2", "exact", "detenidos")]),
        # A state is no noun.
        ("Tres de los heridos son graves.", "es", []),
    ],
)
def test_a_part_of_the_group_counts_what_it_is_said_to_be(text, language, expected):
    assert figures(text, language) == expected
