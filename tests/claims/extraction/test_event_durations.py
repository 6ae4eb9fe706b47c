"""Durations a sentence asserts about an event are figures; time passing and someone's
background are not. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An interval between two events, measured by a qualifier.
        ("Queues formed about three hours before kickoff.", "en", [("3", "approximately", "hours")]),
        ("Las colas empezaron unas tres horas antes del concierto.", "es", [("3", "approximately", "horas")]),
        ("The dam gave way less than two years after its repair.", "en", [("2", "less_than", "years")]),
        ("La presa cedió menos de dos años después de su reparación.", "es", [("2", "less_than", "años")]),
        # A comparison, or "than".
        ("Patients now wait 30 weeks, compared with 12 weeks before the merger.", "en",
         [("30", "exact", "weeks"), ("12", "exact", "weeks")]),
        ("The bridge opened two years earlier than planned.", "en", [("2", "exact", "years")]),
        # "later" on its own is the time between two events too (the corpus README).
        ("The council confirmed about twenty minutes later that the road was shut.", "en",
         [("20", "approximately", "minutes")]),
        ("The ferry left three hours later.", "en", [("3", "exact", "hours")]),
        # Opening its sentence, the time between two events is as much a figure.
        ("Three hours later, the ferry left.", "en", [("3", "exact", "hours")]),
        ("Dos horas más tarde, el ferry zarpó.", "es", [("2", "exact", "horas")]),
    ],
)
def test_a_measured_interval_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # Ago, opening its sentence or not.
        ("Three hours ago, the ferry left.", "en"),
        ("Hace dos horas zarpó el ferry.", "es"),
        # Someone's background, however it is qualified.
        ("He had been sober for nearly two years before he relapsed.", "en"),
    ],
)
def test_time_passing_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The driver who hit the cyclist was jailed for four years.", "en", [("4", "exact", "years")]),
        ("El conductor que atropelló al ciclista fue condenado a cuatro años.", "es", [("4", "exact", "años")]),
    ],
)
def test_a_penalty_after_a_relative_clause_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A plural participle after the things counted: how long they were so.
        (
            "Rescatan a seis pescadores atrapados durante tres días en un islote.",
            "es",
            [("6", "exact", "pescadores"), ("3", "exact", "días")],
        ),
        (
            "Six fishermen trapped for three days on an islet were rescued.",
            "en",
            [("6", "exact", "fishermen"), ("3", "exact", "days")],
        ),
    ],
)
def test_a_period_after_a_participle_of_the_things_counted_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


def test_the_span_a_count_is_spread_over_is_its_window():
    assert [value for value, _, _ in figures("Se repartieron 300 kilos de comida durante tres días.", "es")] == [
        "300",
        "3",
    ]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Los montañeros tenían agua para un día más.", "es", [("1", "exact", "día")]),
        ("El autobús tardó un minuto más de lo previsto.", "es", [("1", "exact", "minuto")]),
        ("The strikers stayed one more night at the plant.", "en", [("1", "exact", "night")]),
        # "Once again", and what something amounts to, count nothing.
        ("Un año más, el festival llena la plaza.", "es", []),
        ("Cada mes de obras es un mes más de atascos.", "es", []),
        ("Every month of delay is one more month of traffic.", "en", []),
    ],
)
def test_one_more_of_a_time_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The council has declared a two-week parking amnesty.", [("2", "exact", "weeks")]),
        ("Fines were issued in a single three-month period.", [("3", "exact", "months")]),
        ("Unions launch 48-hour strike over pay", [("48", "exact", "hours")]),
        # A period the text knows already is still asserted (corpus README, 6 December).
        ("Nobody was fined during the two-week amnesty.", [("2", "exact", "weeks")]),
    ],
)
def test_a_compound_duration_of_an_event_is_a_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El nuevo tren une Soria y Burgos en 50 minutos\n\nLos viajeros celebraron.", "es", [("50", "exact", "minutos")]),
        ("New ferry crosses the strait in 40 minutes\n\nPassengers cheered.", "en", [("40", "exact", "minutes")]),
        # A plan is no time taken, headline or not.
        ("El tren unirá Soria y Burgos en 50 minutos\n\nLos viajeros esperan.", "es", []),
    ],
)
def test_the_time_taken_ending_a_headline_is_a_figure(text, language, expected):
    assert figures(text, language) == expected
