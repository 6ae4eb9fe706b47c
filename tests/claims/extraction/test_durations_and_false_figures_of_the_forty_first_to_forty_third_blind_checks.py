"""Durations and false figures of the forty-first to forty-third blind checks, on
sentences of our own in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # After the verb, how long what came before lasted.
        ("The bridge collapsed on Monday after four days of heavy snow.", "en",
         [(Decimal(4), "exact", "days of heavy snow")]),
        ("The union signed the deal after two years of talks.", "en", [(Decimal(2), "exact", "years of talks")]),
        ("El museo reabrió tras seis años de reformas.", "es", [(Decimal(6), "exact", "años de reformas")]),
        ("La planta cerró después de 30 años de actividad.", "es", [(Decimal(30), "exact", "años de actividad")]),
        # Opening the sentence, a frame.
        ("After four days of heavy snow, the bridge collapsed.", "en", []),
        ("But after two weeks of searching, the divers gave up.", "en", []),
        ("Tras seis años de reformas, el museo reabrió.", "es", []),
        # Ago: no figure; the time between two events, opening its sentence too, is one.
        ("The bridge collapsed two weeks ago.", "en", []),
        ("Hace tres meses cerró el museo.", "es", []),
        ("Tres días después, el museo reabrió.", "es", [(Decimal(3), "exact", "días")]),
    ],
)
def test_a_period_after_the_verb_says_how_long_it_lasted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A range of ages, said with "tener" or after a comma: no figure.
        ("Los heridos tienen entre 20 y 35 años.", []),
        ("Todos los pacientes tenían entre 61 y 90 años y la mayoría sigue grave.", []),
        ("Las crías, de entre uno y dos años, fueron liberadas.", []),
        # A range of something else: a figure.
        ("Las obras durarán entre dos y tres años.", [(Decimal(2), "at_least", "años")]),
        ("El club tiene entre 10 y 12 socios.", [(Decimal(10), "at_least", "socios")]),
        ("Los cursos, de entre uno y tres días de formación, son gratuitos.", [(Decimal(1), "at_least", "días de formación")]),
    ],
)
def test_a_range_of_ages_is_no_figure(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A number to dial, named by its call or by who answers it.
        ("Every minute lost is a minute not spent answering a 999 call.", []),
        ("She made a 911 call at midnight and waited 40 minutes.", [(Decimal(40), "exact", "minutes")]),
        ("The 111 operators took the calls.", []),
        # A count of calls: a figure.
        ("The team handled 911 calls last year.", [(Decimal(911), "exact", "calls")]),
        ("The centre received 250 calls a day.", [(Decimal(250), "exact", "calls")]),
    ],
)
def test_a_number_to_dial_is_no_figure(text, expected):
    assert figures(text, "en") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "would last", the reported "will last": how long something set goes on.
        ("The company said the consultation would last 45 days.", [(Decimal(45), "exact", "days")]),
        ("Officials said the closure would last two weeks.", [(Decimal(2), "exact", "weeks")]),
        # "the last", a frame; "could last", a forecast's length, a figure as the corpus
        # README settles.
        ("In the last 45 days the plant closed twice.", [(Decimal(2), "exact", "times")]),
        ("The storm could last three days.", [(Decimal(3), "exact", "days")]),
    ],
)
def test_would_last_says_how_long_something_set_goes_on(text, expected):
    assert figures(text, "en") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A verb of lasting before "durante"/"for": how long, whatever was counted before.
        ("El juicio, en el que declararán 64 testigos, se prolongará durante seis semanas.", "es",
         [(Decimal(64), "exact", "testigos"), (Decimal(6), "exact", "semanas")]),
        ("La huelga, que secundaron 3.000 trabajadores, duró durante tres días.", "es",
         [(Decimal(3000), "exact", "trabajadores"), (Decimal(3), "exact", "días")]),
        ("The trial, in which 64 witnesses will testify, will run for six weeks.", "en",
         [(Decimal(64), "exact", "witnesses"), (Decimal(6), "exact", "weeks")]),
        # The window another figure is counted in is a figure too (corpus README).
        ("La ciudad recibió 40.000 turistas durante tres días.", "es",
         [(Decimal(40000), "exact", "turistas"), (Decimal(3), "exact", "días")]),
    ],
)
def test_a_verb_of_lasting_before_during_says_how_long(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A period named by what went on in it: how long that lasted.
        ("El torneo reunió a 96 atletas durante nueve días de competición.", "es",
         [(Decimal(96), "exact", "atletas"), (Decimal(9), "exact", "días de competición")]),
        ("The summit drew 40 leaders during three days of talks.", "en",
         [(Decimal(40), "exact", "leaders"), (Decimal(3), "exact", "days of talks")]),
        # A bare period a count is counted in: its window, a figure (corpus README).
        ("La ciudad recibió 40.000 turistas durante tres días.", "es",
         [(Decimal(40000), "exact", "turistas"), (Decimal(3), "exact", "días")]),
        # The named period a figure of its clause is counted in is its window (corpus
        # README: the window of another figure; `test_windows_of_a_named_period.py`).
        ("La ciudad recibió 40.000 turistas durante las tres semanas de carrera.", "es",
         [(Decimal(40000), "exact", "turistas"), (Decimal(3), "exact", "semanas de carrera")]),
    ],
)
def test_a_period_named_by_what_went_on_in_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A span of one spent somewhere or in a state, or gone without something.
        ("Un vecino, que pasó una semana ingresado, recibió el alta.", [(Decimal(1), "exact", "semana ingresado")]),
        ("Estuvo una hora en la sala de espera.", [(Decimal(1), "exact", "hora")]),
        ("Para los comerciantes fue una semana sin poder abrir.", [(Decimal(1), "exact", "semana")]),
        # How near, always, a thing passing: no figure.
        ("El equipo estuvo a una semana de cerrar el acuerdo.", []),
        ("No pasa un día sin que llamen los vecinos.", []),
        ("Pasó un camión por la calle.", []),
    ],
)
def test_a_span_of_one_spent_or_gone_without(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # By how much a time was bettered, cut or moved, the thing changed after it.
        ("Según los jueces, mejoró en 48 minutos la anterior marca.", [(Decimal(48), "exact", "minutos")]),
        ("La nueva línea redujo en 20 minutos el viaje al centro.", [(Decimal(20), "exact", "minutos")]),
        ("La empresa adelantó en dos semanas la entrega de los pisos.", [(Decimal(2), "exact", "semanas")]),
        # A frame: no figure.
        ("En dos horas llegó la ayuda.", []),
        ("El paro aumentó en tres meses.", []),
    ],
)
def test_a_time_bettered_cut_or_moved_by(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A length of time written onto a burst, a silence or a walk.
        ("The laser fired a five-second pulse.", [(Decimal(5), "exact", "seconds")]),
        ("The station is a 10-minute walk from the square.", [(Decimal(10), "exact", "minutes")]),
        ("Crowds held a two-minute silence.", [(Decimal(2), "exact", "minutes")]),
        # Around the clock, an age: no figure.
        ("Hospitals now run a 24-hour service.", []),
        ("A 35-year-old teacher was hurt.", []),
    ],
)
def test_a_length_of_time_written_onto_a_burst_or_a_walk(text, expected):
    assert figures(text, "en") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The time spent, after "the first", "the last": a figure.
        ("She turned professional in 2012 and spent her first two seasons abroad.", "en",
         [(Decimal(2), "exact", "seasons")]),
        ("She spent the last two years rebuilding the farm.", "en", [(Decimal(2), "exact", "years")]),
        ("El acusado pasó los últimos cinco años en prisión.", "es", [(Decimal(5), "exact", "años")]),
        # The same periods framing the sentence: no figure.
        ("In the last two years she rebuilt the farm.", "en", []),
        ("Her first two seasons were difficult.", "en", []),
        # The window of another figure is a figure of its own (the corpus README).
        ("En los últimos cinco años cerraron 12 fábricas.", "es",
         [(Decimal(5), "exact", "años"), (Decimal(12), "exact", "fábricas")]),
    ],
)
def test_the_first_or_last_period_spent(text, language, expected):
    assert figures(text, language) == expected
