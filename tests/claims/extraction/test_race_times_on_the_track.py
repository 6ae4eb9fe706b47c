"""A track report gives its times in hundredths without a unit, as a swimming report does
(claims.extraction.sport_units._race_time): "was third in 10.21", "a season's best of
20.44", "the qualifying standard of 10.05", "running 10.10 or faster" (at most), "la
mínima olímpica de 11,15", "la anterior plusmarca nacional, de 44,98". A text that is
not about a race, a number not in hundredths and a number with its own noun are left as
they were. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


TRACK_EN = (
    "Okafor wins national sprint title\n\n"
    "Daniel Okafor won the men's 100 metres at the national athletics championships on Sunday, "
    "sprinting clear of the field in the final 30 metres. {sentence}\n\n"
    "“I have worked all winter on my start,” Okafor said after the relay."
)

TRACK_ES = (
    "Ruiz gana el título nacional de velocidad\n\n"
    "Lucía Ruiz ganó el domingo los 100 metros del campeonato de España de atletismo y se "
    "colgó después el oro en los relevos. {sentence}\n\n"
    "«He trabajado mucho la salida», dijo la velocista."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Ike Bello was third in 10.21.", ("10.21", "exact", "seconds")),
        ("Bello ran a season's best of 10.19 in the heats.", ("10.19", "exact", "seconds")),
        ("The time was inside the qualifying standard of 10.05.", ("10.05", "exact", "seconds")),
        ("He broke the previous mark of 10.03, set in 2019.", ("10.03", "exact", "seconds")),
        ("He has been running 10.10 or faster all season.", ("10.1", "at_most", "seconds")),
    ],
)
def test_a_time_in_a_track_report_counts_seconds(sentence, expected):
    assert expected in figures(TRACK_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Su marca quedó por debajo de la mínima olímpica de 11,15.", ("11.15", "exact", "segundos")),
        ("Batió la anterior plusmarca nacional, de 11,06, que tenía desde 2021.", ("11.06", "exact", "segundos")),
        ("La segunda, Marta Gil, corrió en 11,32.", ("11.32", "exact", "segundos")),
    ],
)
def test_a_spanish_time_in_a_track_report_counts_segundos(sentence, expected):
    assert expected in figures(TRACK_ES.format(sentence=sentence), "es")


def test_a_number_with_its_own_noun_or_no_hundredths_keeps_its_reading():
    found = figures(TRACK_EN.format(sentence="A crowd of 12,400 watched him run 10.08 seconds."))
    assert ("10.08", "exact", "seconds") in found
    assert ("12400", "exact", "crowd") in found


def test_a_mark_outside_a_race_report_gets_no_seconds():
    text = (
        "Shares in the retailer hit a record of 10.25 on Friday, beating the previous mark of 10.03. "
        "The company has been running 12.50 or so in recent weeks, its chief executive said."
    )
    assert all(unit != "seconds" for _, _, unit in figures(text))


def test_a_spanish_mark_outside_a_race_report_gets_no_segundos():
    text = "La acción marcó un récord de 10,25 euros y superó la anterior marca, de 10,03 euros, según la bolsa."
    assert all(unit != "segundos" for _, _, unit in figures(text, "es"))


def test_a_report_that_gives_a_time_in_seconds_gives_its_other_times_in_seconds():
    # A canoe slalom or a ski race uses no swimming or track words; its own time with
    # "seconds" says the others are times too.
    text = (
        "Ruiz wins kayak final at Cunovo\n\n"
        "Ana Ruiz won the women's kayak final on Sunday, stopping the clock at 94.18 seconds. "
        "Lena Brückner was second in 94.84 and Zuzana Baláž third in 95.30."
    )
    found = figures(text)
    assert ("94.84", "exact", "seconds") in found
    assert ("95.3", "exact", "seconds") in found
    texto = (
        "Ruiz gana la final de piragüismo\n\n"
        "Ana Ruiz ganó el domingo la final de kayak con un tiempo de 94,18 segundos. "
        "Lena Brückner fue segunda con 94,84."
    )
    assert ("94.84", "exact", "segundos") in figures(texto, "es")


def test_a_time_in_seconds_makes_no_race_of_a_price():
    # A text with a time in seconds but a price after "in" and a share: the price has
    # no hundredths frame of a race, and a number with its own noun keeps it.
    text = "The order was filled in 0.25 seconds. The shares rose 12.50 euros in a day."
    assert all(unit != "seconds" or value == "0.25" for value, _, unit in figures(text))
    texto = "El pedido se sirvió en 0,25 segundos. Las acciones subieron 12,50 euros en un día."
    assert all(unit != "segundos" or value == "0.25" for value, _, unit in figures(texto, "es"))
