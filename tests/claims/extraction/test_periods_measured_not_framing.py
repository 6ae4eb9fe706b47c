"""A period after "last" or "the first" is a figure when the sentence measures it:
"last" the verb for something set or forecast ("scheduled to last three days", "is
expected to last two weeks"), or the period the
sentence speaks of, as its subject ("Las primeras 72 horas son decisivas"); "the last
three days" and "in the first 48 hours" still frame the sentence. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The inquiry, scheduled to last four days, opens on Monday.", "en", [("4", "exact", "days")]),
        ("The festival will last nine days this year.", "en", [("9", "exact", "days")]),
        # A forecast's length, as the corpus README settles.
        ("The trial is expected to last two weeks.", "en", [("2", "exact", "weeks")]),
        ("The strike could last 48 hours.", "en", [("48", "exact", "hours")]),
        ("—Las primeras 48 horas son clave —dijo el coordinador.", "es", [("48", "exact", "horas")]),
        ("Las próximas 72 horas serán decisivas para contener el incendio.", "es", [("72", "exact", "horas")]),
        ('"The first 24 hours are critical," the coordinator said.', "en", [("24", "exact", "hours")]),
        # The days something took, closing the clause.
        ("La feria cerró con 640.000 visitantes en diez días, un récord.", "es",
         [("640000", "exact", "visitantes"), ("10", "exact", "días")]),
        ("Volunteers cleared the beach in four days.", "en", [("4", "exact", "days")]),
        # "within a day" after what was done: a ceiling of one.
        ("The stolen van was found within a day.", "en", [("1", "at_most", "day")]),
        ("Tickets sold out within an hour on Monday.", "en", [("1", "at_most", "hour")]),
    ],
)
def test_a_period_the_sentence_measures_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # The period that frames the sentence.
        ("Sales fell sharply over the last three days.", "en"),
        ("En las primeras 24 horas se registraron réplicas.", "es"),
        ("In the first 48 hours rescuers searched the rubble.", "en"),
        ("The bridge will be rebuilt in ten days.", "en"),
        ("En tres días se conocerá el resultado.", "es"),
        ("Within a week, the board had reversed its decision.", "en"),
    ],
)
def test_a_period_that_frames_or_is_forecast_is_no_figure(text, language):
    assert figures(text, language) == []
