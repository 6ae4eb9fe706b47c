"""A short number dialled is no figure: right after a verb of calling when it closes its
clause ("Residents can request one by calling 311", "Call 211 if you need shelter"), a
line named as a phone's ("the 111 phone line"), one call picked out by its order ("the
first 911 call was placed at 12:41"), and a service something is reported to in Spanish
("reportar cualquier emergencia al 911", "denunciar de forma anónima al 089"). People
called, calls counted and things reported stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Residents can request one by calling 311.", "en", []),
        ("Call 211 if you need shelter tonight.", "en", []),
        ("She urged people to use the 111 phone line before going to hospital.", "en", []),
        ("The inquiry found that the first 911 call was placed 14 minutes later.", "en", [("14", "exact", "minutes")]),
        ("Pidió a la población reportar cualquier emergencia al 911.", "es", []),
        ("La fiscalía pidió denunciar las extorsiones al 089.", "es", []),
        ("Los vecinos pueden llamar al 147 para reportar baches.", "es", []),
    ],
)
def test_a_short_number_dialled_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The charity is calling 500 donors this week.", "en", [("500", "exact", "donors")]),
        ("The first 100 calls were answered on Monday.", "en", [("100", "exact", "calls")]),
        ("The 311 phone lines took 4,000 calls.", "en", [("311", "exact", "phone lines"), ("4000", "exact", "calls")]),
        ("Se han denunciado 143 casos de extorsión.", "es", [("143", "exact", "casos de extorsión")]),
    ],
)
def test_people_called_and_calls_counted_stay_figures(text, language, expected):
    assert figures(text, language) == expected
