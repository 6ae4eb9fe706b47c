"""How long something lasted is a figure; a period as background is not. "durante 14
días" reads as "for 14 days" does: a figure, and so is the span over which another
figure of the same verb is counted or spread, its window ("un 27 % durante 18 meses",
"$600m over five years"; corpus README), but not a period the text already knows
("durante las tres semanas de feria"). Sentences of our own in English and Spanish."""

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The cyclist wore the leader's jersey for 11 days.", "en", [("11", "exact", "days")]),
        ("La ciclista vistió el maillot de líder durante 11 días.", "es", [("11", "exact", "días")]),
        ("The museum was closed for three weeks.", "en", [("3", "exact", "weeks")]),
        ("El museo estuvo cerrado durante tres semanas.", "es", [("3", "exact", "semanas")]),
        ("Durante dos días, los bomberos lucharon contra las llamas.", "es", [("2", "exact", "días")]),
        ("For two days, firefighters fought the flames.", "en", [("2", "exact", "days")]),
        # Another figure of another verb before the period does not make it background.
        (
            "La corredora ganó dos etapas y lideró la carrera durante nueve días.",
            "es",
            [("2", "exact", "etapas"), ("9", "exact", "días")],
        ),
        (
            "The rider won two stages and led the race for nine days.",
            "en",
            [("2", "exact", "stages"), ("9", "exact", "days")],
        ),
    ],
)
def test_how_long_something_lasted_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The span over which another figure of the same verb is counted or spread: its
        # window, a figure too (corpus README).
        ("El tratamiento redujo las recaídas un 31 % durante 18 meses.", "es",
         [("31", "exact", "percent"), ("18", "exact", "meses")]),
        ("The treatment cut relapses by 31% over 18 months.", "en",
         [("31", "exact", "percent"), ("18", "exact", "months")]),
        ("La Junta invertirá 40 millones de euros durante cuatro años.", "es",
         [("40000000", "exact", "euros"), ("4", "exact", "años")]),
        ("The council will invest £40m over four years.", "en",
         [("40000000", "exact", "pounds"), ("4", "exact", "years")]),
        # Time lived in passing, and a period the text already knows.
        ("Nadie se quejó durante las tres semanas de feria.", "es", []),
        ("Nobody complained during the three weeks of the fair.", "en", []),
    ],
)
def test_a_window_is_a_figure_and_a_known_period_is_not(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long the speaker has done something is a length the sentence asserts (the
        # corpus README: "has led the country for eight years"), around a quotation too.
        ("«Estamos agotados», dijo Tomás Gil, entrenador del equipo durante 12 temporadas.", "es",
         [("12", "exact", "temporadas")]),
        ('"We are exhausted," said Tom Hill, who has coached the club for 12 seasons.', "en",
         [("12", "exact", "seasons")]),
        ("«El agua nunca llegó tan alto», contó Rosa Vera, de 71 años, que vive junto al río desde hace más de "
         "cuatro décadas.", "es", [("4", "more_than", "décadas")]),
        ('"Nobody told us anything," said Jim Carr, 52, who has driven buses in the city for 19 years.', "en",
         [("19", "exact", "years")]),
    ],
)
def test_how_long_a_speaker_has_done_something_is_a_figure_around_their_quotation(text, language, expected):
    assert [
        (str(p.value), p.qualifier, p.unit) for p in extract(text, language=language) if p.kind == "statistic"
    ] == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # Their age is no figure.
        ("«Estamos agotados», dijo Tomás Gil, de 58 años.", "es"),
        ('"We are exhausted," said Tom Hill, 58, a driver.', "en"),
    ],
)
def test_a_speakers_age_stays_no_claim_around_their_quotation(text, language):
    assert [p for p in extract(text, language=language) if p.kind == "statistic"] == []


def test_a_clause_closed_for_a_time_between_commas_still_counts():
    assert figures("La fábrica, cerrada durante tres meses, reabrió el lunes.", "es") == [("3", "exact", "meses")]
    assert figures("The factory, closed for three months, reopened on Monday.") == [("3", "exact", "months")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "durante N" after a sum, a rate or a count in its clause: the window it is counted in.
        ("El Gobierno aportará 12 millones de dólares durante tres años.", "es",
         [("12000000", "exact", "dólares"), ("3", "exact", "años")]),
        ("Rige el estado de emergencia en 14 distritos durante 60 días.", "es",
         [("14", "exact", "distritos"), ("60", "exact", "días")]),
        ("The fund paid 300 families during six months.", "en",
         [("300", "exact", "families"), ("6", "exact", "months")]),
    ],
)
def test_during_after_another_figure_is_its_window(text, language, expected):
    assert figures(text, language) == expected
