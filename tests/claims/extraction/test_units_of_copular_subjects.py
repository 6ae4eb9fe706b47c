"""A number with no noun of its own that a plural subject is said to be ("Las nuevas
inscripciones fueron 2.470", "Admissions were 912") counts that subject, in English and
Spanish; a pronoun or a singular subject says nothing of what is counted."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Total admissions were 2,470 last year.", "en", [("2470", "Total admissions")]),
        ("New registrations in the region were about 900 in May.", "en", [("900", "New registrations")]),
        ("Las nuevas inscripciones en la región fueron 2.470 el año pasado.", "es", [("2470", "nuevas inscripciones")]),
        ("Las solicitudes de asilo fueron 84.000 en marzo.", "es", [("84000", "solicitudes")]),
        ("Los afectados son 300 en total.", "es", [("300", "afectados")]),
    ],
)
def test_a_plural_subject_said_to_be_a_number(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("They were 300 in all.", "en", [("300", "")]),
        ("Ellas son 40 en la plantilla.", "es", [("40", "")]),
        ("Those were 25 in the first week.", "en", [("25", "")]),
        # The subject is singular: no count of it.
        ("The turnout was 4,100 on the day.", "en", [("4100", "")]),
    ],
)
def test_no_plural_subject(text, language, expected):
    assert units(text, language) == expected
