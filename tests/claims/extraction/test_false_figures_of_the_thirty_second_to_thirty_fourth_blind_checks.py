"""Numbers a sentence holds without asserting a count, of the shapes the thirty-second to
thirty-fourth blind checks found: a blood group read as zero, a room by its number, a
recent moment ago, a part of a period placed by an ordinal, a moment told by the time
gone, a day after its weekday, an age in words or after a trade, and an age a rule asks
for. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        # A blood group by its letter, which reads like zero.
        ("Hospitals appeal for donors as type O stocks run low.", "en"),
        ("The O negative reserve is the first to run out.", "en"),
        ("Faltan reservas de sangre del grupo 0 negativo.", "es"),
        ("El banco de sangre pide donantes de tipo O positivo.", "es"),
        # A court's room by its number.
        ("El juicio se celebra en la sala 3 de la Audiencia.", "es"),
        ("The trial opened in courtroom 4 on Monday.", "en"),
        # A moment some time ago, however recent.
        ("El barco pasó la revisión hace apenas dos meses.", "es"),
        ("La planta abrió hace solo tres años.", "es"),
        # A part of a period placed by an ordinal, no share of it.
        ("The plant will open in the second half of 2028.", "en"),
        ("Profits fell in the final quarter of 2024.", "en"),
        ("La planta abrirá en la segunda mitad de 2027.", "es"),
        # A moment told by the time gone.
        ("The striker scored 3 minutes 40 seconds into the second half.", "en"),
        ("Two weeks into the strike, the union called a vote.", "en"),
        ("Marcó a los 12 minutos del partido.", "es"),
        ("Marcó a los 12 minutos y 30 segundos de juego.", "es"),
        # A day of the month after its weekday.
        ("El colegio seguirá cerrado hasta el viernes 21 para limpiar las aulas.", "es"),
        ("Las obras siguen hasta el martes 9 en la calle.", "es"),
        ("The vote is on Friday 21, when the board meets.", "en"),
        # An age in words, or after someone named by a trade's ending.
        ("La vacuna se recomienda a los niños menores de cinco años en la región.", "es"),
        ("Los niños de entre dos y cinco años son los más afectados.", "es"),
        ("«No queda nada», dijo Marta Ruiz, viticultora de 44 años de la zona de Valle Alto.", "es"),
        ("«No queda nada», explicó una productora de cuarenta y dos años.", "es"),
        ("Un inversor de 40 años compró el edificio.", "es"),
        # An age a rule asks of whoever does something.
        ("Volunteers must be at least 18 to join the patrol.", "en"),
        ("Riders must be under 12 or accompanied by an adult.", "en"),
        ("Donors have to be 17 or older.", "en"),
        ("Los voluntarios deben tener al menos 18 años.", "es"),
        ("Los conductores deben tener más de 21 años para alquilar.", "es"),
    ],
)
def test_a_number_that_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A count beside a blood group keeps its number.
        ("Type O donors gave 40 units on Monday.", "en", [("40", "exact", "units")]),
        ("Los donantes del grupo 0 dieron 120 bolsas.", "es", [("120", "exact", "bolsas")]),
        # Rooms counted, or a count in a room.
        ("El cine tiene 12 salas.", "es", [("12", "exact", "salas")]),
        ("La sala acogió a 300 personas.", "es", [("300", "exact", "personas")]),
        # How long it has been, and how long something has lasted.
        ("Desde hace apenas dos meses la planta no produce.", "es", [("2", "exact", "meses")]),
        ("Hace apenas dos meses que no llueve.", "es", [("2", "exact", "meses")]),
        # A share is still a share, beside a period placed by an ordinal.
        (
            "Nearly half of the budget went to roads in the second half of the year.",
            "en",
            [("50", "less_than", "percent of the budget")],
        ),
        ("La mitad de los vecinos se fue.", "es", [("50", "exact", "por ciento de los vecinos")]),
        # How long a match lasted, a distance run into the wind.
        ("The match lasted 90 minutes.", "en", [("90", "exact", "minutes")]),
        ("He ran 400 metres into the wind.", "en", [("400", "exact", "metres")]),
        ("El partido duró 95 minutos.", "es", [("95", "exact", "minutos")]),
        # A count after a weekday.
        ("El lunes 14 alumnos faltaron a clase.", "es", [("14", "exact", "alumnos")]),
        ("On Monday 14 people were injured.", "en", [("14", "exact", "people")]),
        # A measure a rule asks for, and experience asked of an applicant.
        ("The wall must be at least 16 metres high.", "en", [("16", "at_least", "metres")]),
        (
            "Los aspirantes deben tener al menos cinco años de experiencia.",
            "es",
            [("5", "at_least", "años de experiencia")],
        ),
        # How long a contract or a period runs, and a count of people from places.
        ("Firmaron un contrato de distribución de diez años.", "es", [("10", "exact", "años")]),
        (
            "Un equipo de cuarenta investigadores, de seis países, participó.",
            "es",
            [("40", "exact", "investigadores"), ("6", "exact", "países")],
        ),
    ],
)
def test_a_count_said_nearby_is_still_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long a stock lasts, written onto its noun (no longer a blood group read as zero).
        ("Stocks of type O blood fell to less than a two-day supply.", "en", [("2", "less_than", "days")]),
        ("Clinics hold a two-week stock of vaccines.", "en", [("2", "exact", "weeks")]),
    ],
)
def test_how_long_a_stock_lasts_is_a_figure(text, language, expected):
    assert figures(text, language) == expected
