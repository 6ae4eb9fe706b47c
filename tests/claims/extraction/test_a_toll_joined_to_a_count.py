"""A verb of an event's toll joined to a count the sentence gave counts people, even as
a small number in words: "has infected 2,100 people and killed seven". Spanish marks the
person with "a" ("y ha matado a siete"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The fever has infected 2,100 people and killed seven since May.", "en",
         [("2100", "exact", "people"), ("7", "exact", "people")]),
        ("The tornado flattened 80 homes, injuring four.", "en", [("80", "exact", "homes"), ("4", "exact", "people")]),
        ("La fiebre ha contagiado a 2.100 personas y ha matado a siete desde mayo.", "es",
         [("2100", "exact", "personas"), ("7", "exact", "personas")]),
    ],
)
def test_a_toll_joined_to_a_count_counts_people(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # No count before it in the sentence: a small number in words alone stays none.
        ("Officials said the fever killed seven.", []),
        # A noun after it is what it counts.
        ("The storm felled 300 trees and killed two horses.", [("300", "exact", "trees"), ("2", "exact", "horses")]),
    ],
)
def test_without_a_count_before_or_with_its_own_noun(text, expected):
    assert figures(text) == expected
