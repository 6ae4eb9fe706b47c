"""Spanish names the people a disaster leaves by a word shaped like a participle
("desplazados", "damnificados", "refugiados"): after a number it is what the number
counts, not a participle describing the count before ("40 plazas libres y 12 ocupadas").
English writes "displaced people", read as before. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El huracán dejó 14 muertos y más de 6.000 desplazados.", [("14", "exact", "muertos"),
                                                                    ("6000", "more_than", "desplazados")]),
        ("Las riadas causaron 3 muertos y unos 2.500 damnificados.", [("3", "exact", "muertos"),
                                                                      ("2500", "approximately", "damnificados")]),
        # A participle describing the count before still counts what that one counted.
        ("Hay 40 camas libres y 12 ocupadas.", [("40", "exact", "camas"), ("12", "exact", "camas")]),
    ],
)
def test_people_named_by_a_participle_are_what_is_counted(text, expected):
    assert figures(text) == expected


def test_english_displaced_people():
    assert figures("The hurricane killed 14 people and left 6,000 displaced people.", "en") == [
        ("14", "exact", "people"),
        ("6000", "exact", "displaced people"),
    ]
