"""A bare hour after a preposition of time is a time of day when its sentence tells another
("We landed at 3:40 and got off a little before 11", "at about 7 o'clock and by 8 the
RCMP were knocking", "the power went at 11 and came back at four in the morning"), and so
are minutes to or past an hour in words ("at ten to nine", "a las nueve menos diez") and
a clock time naming an occasion ("a 9.30 appointment", "the 5.40 to Bala"). A change, a
level, a count with its noun and a price stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("We landed at 3:40 and got off a little before 11.", "en"),
        ("The sky went orange at about 7 o'clock and by 8 the police were knocking on doors.", "en"),
        ("Last night the power went at 11 and came back at four in the morning.", "en"),
        ("The shop opened at 9 a.m. and the first buyers came at 2, the owner said.", "en"),
        ("I had a 7am start and I walked in at ten to nine.", "en"),
        ("The patient with a 9.30 appointment can't find a space.", "en"),
        ("I've done the 5.40 to Bala every morning.", "en"),
        ("Entré a las nueve menos diez.", "es"),
        ("El autobús llegó hacia las seis y veinte.", "es"),
        ("Aterrizamos a las 3.40 y bajamos poco antes de las 11.", "es"),
    ],
)
def test_an_hour_beside_another_time_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A change, a level, a count with its noun, a price, a vote.
        ("At midnight the number of dead had grown by 9, officials said.", "en", [("9", "exact", "dead")]),
        ("At 7 a.m. the queue held 40 people and by noon it held 200.", "en", None),
        ("He arrived at 6 p.m. and left after 3 hours.", "en", [("3", "exact", "hours")]),
        ("At 9 a.m. the shares had fallen to 8.", "en", [("8", "exact", "")]),
        ("He paid the 5.40 to the driver.", "en", [("5.4", "exact", "")]),
        ("Quedan las dos y diez plazas.", "es", [("10", "exact", "plazas")]),
        ("A las 7 de la mañana la cifra de muertos había subido en 8.", "es", [("8", "exact", "")]),
    ],
)
def test_counts_beside_a_time_stay_figures(text, language, expected):
    found = figures(text, language)
    if expected is None:
        assert [value for value, _, _ in found] == ["40", "200"]
    else:
        assert found == expected
