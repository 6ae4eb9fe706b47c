"""The time left of a match or a race told alone places a moment in it, as "with 38
seconds left" does (corpus README): "les dije que quedaban 20 minutos y que …", "Quedan
tres días y la contrarreloj …", "there are three days left". Time someone has ("me
quedan dos semanas para pensar"), what is left before a date or of a stock ("quedan tres
días para votar", "quedan dos días de agua") and a time left to do something ("five days
left to apply") stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("«En el vestuario les dije que quedaban 40 minutos y que había tiempo», explicó el técnico.", "es"),
        ("«Esto no se acaba. Quedan tres días y la contrarreloj me favorece», dijo la líder.", "es"),
        ("«Todavía restan 30 segundos», gritó el entrenador.", "es"),
        ('"But there are three days left. Nobody here thinks this is finished," he said.', "en"),
        ("There were 40 minutes left in the session when the power failed.", "en"),
    ],
)
def test_the_time_left_told_alone_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«Ahora me quedan dos semanas para pensar en esquiar», declaró.", "es", [("2", "semanas")]),
        ("Quedan tres días para votar en las primarias.", "es", [("3", "días")]),
        ("There are only five days left to apply for the grant.", "en", [("5", "days")]),
    ],
)
def test_time_someone_has_or_before_a_date_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
