"""A record's or a first's span counted in weeks or seasons, as in years: "its highest
level in seven weeks" (7 weeks), "its second increase in six weeks", "their third title
in four seasons", "el primero en seis temporadas" (corpus README: the span of a record).
Left alone: a moment ahead after the record word ("the best players will return in two
weeks", "no terminaremos la obra en seis semanas") and a plan ("the first phase will be
finished in six weeks"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Wool prices closed at their highest level in seven weeks on Friday.", "en", [("7", "exact", "weeks")]),
        ("The central bank raised rates again, its second increase in six weeks.", "en", [("6", "exact", "weeks")]),
        ("The Harriers won their third league title in four seasons.", "en", [("4", "exact", "seasons")]),
        ("The orchard turned a profit for the first time in three seasons.", "en", [("3", "exact", "seasons")]),
        ("Ganaron su cuarta liga, la primera en seis temporadas.", "es", [("6", "exact", "temporadas")]),
        ("El cacao cerró en su nivel más alto en nueve semanas.", "es", [("9", "exact", "semanas")]),
        ("Es la segunda subida del pan en cinco semanas.", "es", [("5", "exact", "semanas")]),
    ],
)
def test_record_spans_in_weeks_and_seasons(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The best players will return to the squad in two weeks.", "en"),
        ("We will not finish the bridge in six weeks.", "en"),
        ("The first phase will be finished in six weeks.", "en"),
        ("It is not expected to reopen in three weeks.", "en"),
        ("Los mejores jugadores volverán en dos semanas.", "es"),
        ("No terminaremos la obra en seis semanas.", "es"),
        ("La primera fase estará lista en seis semanas.", "es"),
        ("«La subida del gas se va a notar en dos semanas», dijo la ministra.", "es"),
    ],
)
def test_weeks_ahead_after_a_record_word(text, language):
    assert figures(text, language) == []
