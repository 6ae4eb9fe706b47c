"""Numbers the twelfth and thirteenth blind checks found read as figures that place a
moment, a spot or a person rather than count. English and Spanish sentences of our
own.

No figures: the time left in a match or race ("a falta de cinco minutos", "with five
minutes left"), a spot on a course ("at mile 18", "en el kilómetro 42"), a street by
its number ("la carrera 7 con calle 19"), a baby's age in words ("un bebé de tres
meses"), a batter's ordinal hundred ("his fourth Test hundred") and how many unnamed
sources know of a matter ("Two people familiar with the matter"). The counts beside
them are still read."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El visitante empató a falta de cinco minutos y ganó a 20 segundos del final.", "es", []),
        ("A falta de dos jornadas, el líder suma 61 puntos.", "es", [("61", "exact", "puntos")]),
        ("Lopez scored with five minutes left and Smith added a second with 90 seconds remaining.", "en", []),
        ("The leader crashed with three laps to go, and 12 riders finished.", "en", [("12", "exact", "riders")]),
        # A count of minutes that is no time left is still read.
        ("Play was halted for 40 minutes.", "en", [("40", "exact", "minutes")]),
    ],
)
def test_the_time_left_in_a_match_or_race(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("She was at mile 18 when the storm broke, one of 900 runners.", "en", [("900", "exact", "runners")]),
        ("El accidente ocurrió en el kilómetro 42 de la autovía y dejó 3 heridos.", "es", [("3", "exact", "heridos")]),
    ],
)
def test_a_spot_on_a_course(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Los manifestantes cortaron la carrera 7 con calle 19 y la avenida 68, dijo la policía.", []),
        ("Vive en la calle 80, cerca del parque, con sus 4 hijos.", [("4", "exact", "hijos")]),
        # A number that does not end a street's name counts what follows it.
        ("Salieron a la calle 300 vecinos para protestar.", [("300", "exact", "vecinos")]),
    ],
)
def test_a_street_by_its_number(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Un bebé de tres meses falleció en el incendio, según los bomberos.", "es", []),
        (
            "Una niña de ocho meses fue rescatada con vida y 40 vecinos fueron evacuados.",
            "es",
            [("40", "exact", "vecinos")],
        ),
        ("A six-month-old girl was rescued and 40 residents were evacuated.", "en", [("40", "exact", "residents")]),
    ],
)
def test_a_babys_age_in_words(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("It was his fourth Test hundred, and he hit two sixes.", [("2", "exact", "sixes")]),
        ("She made her 12th century of the season.", []),
        # A hundred that counts is still read.
        ("A hundred people were evacuated.", [("100", "exact", "people")]),
    ],
)
def test_an_ordinal_hundred(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Two people familiar with the matter said the bank would cut 500 jobs.", "en", [("500", "exact", "jobs")]),
        (
            "Dos personas conocedoras de las negociaciones dijeron que la empresa recortará 500 empleos.",
            "es",
            [("500", "exact", "empleos")],
        ),
        # People who are not sources are still counted.
        ("Two people died in the crash.", "en", [("2", "exact", "people")]),
        ("Dos personas murieron en el choque.", "es", [("2", "exact", "personas")]),
    ],
)
def test_unnamed_sources_who_know_of_a_matter(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Se desplegaron mil 200 elementos y hubo mil 342 homicidios.",
            [("1200", "exact", "elementos"), ("1342", "exact", "homicidios")],
        ),
        ("Mil 500 agentes vigilan el estadio.", [("1500", "exact", "agentes")]),
        ("El presupuesto fue de mil 200 millones de pesos.", [("1200000000", "exact", "pesos")]),
        ("Hubo 3 mil 200 detenidos.", [("3200", "exact", "detenidos")]),
        # "mil" followed by a word is a thousand, and "dos mil" is read as before.
        ("Asistieron mil personas a la marcha.", [("1000", "exact", "personas")]),
        ("Asistieron dos mil personas a la marcha.", [("2000", "exact", "personas")]),
    ],
)
def test_mil_opening_a_number_in_mexican_copy(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # English has no such form: "a thousand 200" is not written, and "mil" is no English word.
        (
            "Some 1,200 officers were deployed and 1,342 homicides recorded.",
            [("1200", "approximately", "officers"), ("1342", "exact", "homicides")],
        ),
    ],
)
def test_thousands_in_english_stay_as_written(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A litre of petrol sold for Rs 310 last week, up from Rs 290.", "en", [("310", "exact", "rupees"), ("290", "exact", "rupees")]),
        ("The fund raised USD 12 million from 40 investors.", "en", [("12000000", "exact", "US dollars"), ("40", "exact", "investors")]),
        (
            "La India destinará Rs 500 millones y Ecuador pagará USD 38 millones.",
            "es",
            [("500000000", "exact", "rupias"), ("38000000", "exact", "dólares")],
        ),
        # "rs" ending a word is no sign, even before more money.
        ("Over the years 5 teams joined, and another 2m fans.", "en", [("5", "exact", "teams"), ("2000000", "exact", "fans")]),
    ],
)
def test_rupees_and_us_dollars_by_their_letters(text, language, expected):
    assert figures(text, language) == expected


def test_the_rupee_sign_and_its_name_are_one_unit_when_scored():
    from claims.extraction.corpus_evaluation import same_unit

    assert same_unit("Rs", "rupees") and same_unit("Rs", "rupias") and same_unit("USD", "dólares")
    assert not same_unit("Rs", "US dollars")


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("They expect a half-point rise in March.", "en", [("0.5", "exact", "point")]),
        ("Markets price a quarter-percentage-point cut.", "en", [("0.25", "exact", "percentage point")]),
        ("Se espera una subida de medio punto en marzo.", "es", [("0.5", "exact", "punto")]),
        (
            "El banco aplicó un recorte de un cuarto de punto porcentual.",
            "es",
            [("0.25", "exact", "punto porcentual")],
        ),
        # A midpoint and a round arch are no part of a point.
        ("At the half-point of the season, 12 teams remain.", "en", [("12", "exact", "teams")]),
        ("La fachada tiene un arco de medio punto.", "es", []),
    ],
)
def test_a_part_of_a_point(text, language, expected):
    assert figures(text, language) == expected
