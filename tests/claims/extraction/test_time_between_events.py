"""The time between two events ("three weeks after the flood", "llegó 45 minutos
después", "just two months earlier") is a length of time the sentence asserts and a
figure of its own, as the corpus README settles, opening its sentence too ("Four years
after the eruption, …", "Dos años después, …"); "a day after"/"un día después" (the
next day), "ago", the base of a comparison ("más que seis
meses antes") and a point in a match stay no figure (an offer's deadline, "available
for 30 days after", is a length a plan gives, a figure); "for N days after" is otherwise
how long something lasted, a figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bridge reopened three weeks after the flood.", "en", [("3", "exact", "weeks")]),
        ("The ambulance arrived 40 minutes after the call.", "en", [("40", "exact", "minutes")]),
        ("The plant had been inspected just two months earlier.", "en", [("2", "exact", "months")]),
        ("El tren llegó 45 minutos después.", "es", [("45", "exact", "minutos")]),
        ("La obra se terminó cuatro años después de la firma.", "es", [("4", "exact", "años")]),
        ("The mayor resigned three days after the vote.", "en", [("3", "exact", "days")]),
        ("El ferry salió tres horas después.", "es", [("3", "exact", "horas")]),
        # A qualified interval is no comparison's base.
        ("The company had disclosed the flaw more than five months earlier.", "en", [("5", "more_than", "months")]),
        ("The leak was found less than two weeks later.", "en", [("2", "less_than", "weeks")]),
        ("La avería se detectó más de tres meses después.", "es", [("3", "more_than", "meses")]),
        # "for" before a place or a name is no duration's.
        ("The flight left for Denver three hours later.", "en", [("3", "exact", "hours")]),
        ("The striker signed for Rovers two weeks later.", "en", [("2", "exact", "weeks")]),
        ("El equipo fichó por el Rosario dos semanas después.", "es", [("2", "exact", "semanas")]),
        # A lower-case word after "durante" still makes it a duration, which those rules read.
        ("Los vecinos esperaron durante casi tres horas antes de que llegaran.", "es", [("3", "less_than", "horas")]),
    ],
)
def test_the_time_between_two_events_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The shop reopened a day after the storm.", "en", []),
        ("Lo detuvieron un día después.", "es", []),
        ("She bought the house two years ago.", "en", []),
        ("Officials confirmed about ten minutes later that the ship had sunk.", "en", [("10", "approximately", "minutes")]),
        ("El paro bajó, con 2.000 ocupados más que seis meses antes.", "es", [("2000", "exact", "ocupados")]),
        ("The plant hired 2,000 more workers than five months earlier.", "en", [("2000", "exact", "workers")]),
        # How long an offer may be taken up: a length a plan gives, a figure.
        ("Refunds will be available for 30 days after the closure.", "en", [("30", "exact", "days")]),
        ("He scored nine minutes after coming on.", "en", []),
        ("Marcó diez minutos después del descanso.", "es", []),
        ("El ayuntamiento lo confirmó unos veinte minutos más tarde.", "es", [("20", "approximately", "minutos")]),
        ("He had been sober for nearly two years before he relapsed.", "en", []),
    ],
)
def test_a_time_that_is_no_interval_between_events_stays_no_figure_and_later_is_one(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The council spent $2.9 million last year, up from $1.1 million five years earlier.", "en",
         [("2900000", "exact", "dollars"), ("1100000", "exact", "dollars")]),
        ("The agency received $38 million in 2024, compared with $54 million two years earlier.", "en",
         [("38000000", "exact", "dollars"), ("54000000", "exact", "dollars")]),
        ("Exemptions rose to 9.1%, up from 3.8% five years earlier.", "en",
         [("9.1", "exact", "percent"), ("3.8", "exact", "percent")]),
        ("El paro bajó al 11 %, frente al 14 % tres años antes.", "es", [("11", "exact", "percent"), ("14", "exact", "percent")]),
        ("Los ingresos sumaron 4,1 millones de euros, frente a 3,2 millones de euros dos años antes.", "es",
         [("4100000", "exact", "euros"), ("3200000", "exact", "euros")]),
    ],
)
def test_the_base_of_a_comparison_written_with_its_unit_is_no_interval(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "from" before a place or a group, not an amount: the interval stays a figure.
        ("The crew rescued 40 people from the village and returned two hours later.", "en",
         [("40", "exact", "people"), ("2", "exact", "hours")]),
        ("The company was fined $2 million three years after the spill.", "en",
         [("2000000", "exact", "dollars"), ("3", "exact", "years")]),
    ],
)
def test_an_interval_after_an_amount_that_is_no_comparison_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Four years after the eruption, the islanders still live in tents.", "en", [("4", "exact", "years")]),
        ("Eight months later, the miners say they have not looked back.", "en", [("8", "exact", "months")]),
        ("Two weeks later came the inspectors' report.", "en", [("2", "exact", "weeks")]),
        ("Seis semanas después del ciclón, la costa sigue sin techos.", "es", [("6", "exact", "semanas")]),
        ("Casi siete años después, la obra sigue a medias.", "es", [("7", "less_than", "años")]),
        # The next day, and "ago", opening the sentence stay no figure.
        ("A day later, the mayor resigned.", "en", []),
        ("Un día después, dimitió el alcalde.", "es", []),
        ("Two years ago, the plant closed.", "en", []),
        ("Hace dos años, la planta cerró.", "es", []),
    ],
)
def test_the_time_between_two_events_opening_its_sentence_is_a_figure(text, language, expected):
    assert figures(text, language) == expected
