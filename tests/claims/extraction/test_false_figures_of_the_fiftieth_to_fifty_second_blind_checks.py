"""Numbers that are no figure, from the misses of the fiftieth to fifty-second blind
rounds: a place named by a compound number, a unit of a prison or a camp by its number.
Sentences of our own in English and Spanish, with the sentences where each rule must
not fire."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit.split()[0] if f.unit else "") for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A place whose name is a compound number, each word capitalised.
        ("El queso llegó desde una granja de Cuarenta y Dos, en el sur.", "es", []),
        ("Es un ganadero de Treinta y Tres que vende en la capital.", "es", []),
        ("She grew up on a ranch near Twenty Mile Creek.", "en", []),
        ("Fires broke out in twenty counties.", "en", [("20", "exact", "counties")]),
        ("Storm Hits Homes in Twenty Counties", "en", [("20", "exact", "Counties")]),
        # The same numbers in running text, or in a title-case headline, are counts.
        ("Compró treinta y tres vacas en la feria.", "es", [("33", "exact", "vacas")]),
        ("Sumaron treinta y tres votos.", "es", [("33", "exact", "votos")]),
        ("Treinta y Tres Votos Para El Alcalde", "es", [("33", "exact", "Votos")]),
    ],
)
def test_places_named_with_a_compound_number_are_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A wing of a prison or a camp by its number.
        ("Los presos cavaron desde el módulo 4 hasta el patio.", "es", []),
        ("Inmates in module 2 rioted on Sunday.", "en", []),
        # A count of wings, or a number after them, stays a figure.
        ("La cárcel tiene 6 módulos.", "es", [("6", "exact", "módulos")]),
        ("The course has 6 modules.", "en", [("6", "exact", "modules")]),
    ],
)
def test_a_wing_named_by_its_number_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An emergency number after a verb of calling.
        ("Many people calling 911 could not be located.", "en", []),
        ("Residents were told to dial 999 if they saw smoke.", "en", []),
        ("Pidió a los vecinos llamar al 112 si ven humo.", "es", []),
        # A count after the same verbs stays a figure.
        ("The bank called 300 customers.", "en", [("300", "exact", "customers")]),
        ("La empresa llamó a 300 clientes.", "es", [("300", "exact", "clientes")]),
    ],
)
def test_an_emergency_number_called_is_no_figure(text, language, expected):
    assert figures(text, language) == expected
