"""Numbers that are no figures, in forms wire copy uses: clock times written with
their minutes ("de 8.30 a 15.00", "hasta las 20.00 horas"), a service's number
("el 112 recuerda"), "las 24 horas", ages said of a relative ("My daughter was 19")
or of someone named by where they are from ("un senegalés de 19 años"), things
pointed back to ("These three issues"), how long someone has been at it without
"for", the period of something known ("durante las tres semanas de competición") and
a time denied ("lo que no se hizo en treinta"). English and Spanish sentences of our
own; the counts beside them stay figures."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("La alerta naranja seguirá activa hasta las 20.00 horas del viernes.", "es"),
        ("La oficina atiende de lunes a viernes de 8.30 a 15.00 en la calle Real.", "es"),
        ("El museo abre de 10:00 a 19:00 los fines de semana.", "es"),
        ("The shop is open from 9.00 to 17.30 on weekdays.", "en"),
    ],
)
def test_a_clock_time_with_its_minutes_is_no_figure(text, language):
    assert figures(text, language) == []


def test_a_decimal_that_is_no_time_stays_a_figure():
    assert figures("Los precios subieron de 8,30 a 15,00 euros el kilo.", "es")[0][0] == "8.3"
    assert figures("Inflation rose to 9.30 percent.") == [("9.3", "percent")]


@pytest.mark.parametrize(
    "text",
    [
        "El 112 recuerda que el servicio funciona las 24 horas.",
        "Emergencias recuerda que el 061 está disponible las 24 horas del día.",
    ],
)
def test_a_service_number_and_around_the_clock_are_no_figures(text):
    assert figures(text, "es") == []


def test_the_hours_of_a_service_in_english_are_no_figure():
    assert figures("The helpline is staffed 24 hours a day.") == []


def test_a_plural_article_before_a_number_still_counts():
    assert figures("Los 420 trabajadores irán a la huelga.", "es") == [("420", "trabajadores")]


@pytest.mark.parametrize(
    "text, language",
    [
        ('"My daughter was 19," her mother said.', "en"),
        ("Her husband was 54 and worked at the mill.", "en"),
        ("Ahmed, un senegalés de 19 años que trabaja en el campo, llegó en patera.", "es"),
        ("Los detenidos son chicos de 16 o 17 años, según la policía.", "es"),
        # A birthday, its age without a unit.
        ("The striker, who turned 21 last month, signed a new deal.", "en"),
        ("She turns 40 in May and plans to retire.", "en"),
        ("The goalkeeper, who is turning 35 this year, will stay.", "en"),
        ("El portero, que cumplió 21 en marzo, renovó su contrato.", "es"),
        ("La alcaldesa cumple 60 este domingo.", "es"),
    ],
)
def test_an_age_is_no_figure(text, language):
    assert figures(text, language) == []


def test_a_contract_of_years_is_not_an_age():
    assert figures("El club firmó un contrato de 10 años con la cadena.", "es") == [("10", "años")]


@pytest.mark.parametrize(
    "text, language",
    [
        ("These three issues are not linked, she said.", "en"),
        ("Estas dos cosas no tienen nada que ver, dijo.", "es"),
        ("Eso durante las tres semanas de competición no cambió.", "es"),
        ("No se puede arreglar en un mes lo que no se hizo en treinta.", "es"),
        ("—No podemos construir en un año lo que no se hizo en treinta —dijo el alcalde.", "es"),
    ],
)
def test_a_number_pointed_back_to_or_told_as_background_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("These three men were arrested with 40 kilos of cocaine.", "en", [("40", "kilos")]),
        ("La feria se celebró durante los 12 días que duró el verano.", "es", [("12", "días")]),
        ("The strike has lasted 30 years, he said.", "en", [("30", "years")]),
    ],
)
def test_the_counts_beside_them_stay(text, language, expected):
    assert figures(text, language) == expected


def test_an_age_set_off_by_commas_after_a_spanish_person_is_no_figure():
    assert figures("El hombre, de 45 años, y su mujer, de 43, fueron rescatados.", "es") == []
    # A size set off the same way still counts.
    assert figures("La empresa, de 300 empleados, cerró.", "es") == [("300", "empleados")]
    # A share in brackets after a group is no age.
    assert figures("El abandono entre los chicos (15,8 %) supera al de las chicas.", "es") == [("15.8", "percent")]


def test_a_rate_of_a_month_is_no_share_of_it():
    assert figures("La inflación se moderó al 2,9 % en octubre, desde el 3,1 % de septiembre.", "es") == [
        ("2.9", "percent"),
        ("3.1", "percent"),
    ]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The team won 2-0 and lost by 3 to 1 last year.", "en"),
        ("El equipo ganó por 3 a 1 y en la ida empató a 2.", "es"),
        ("Los jóvenes de entre 18 y 24 años y los mayores de 65 son los más afectados.", "es"),
        ("La ley castiga a los menores de 18 que conduzcan.", "es"),
        ("En los años 90 el pueblo era otro.", "es"),
        ("El tren de las 8.15 salió puntual.", "es"),
    ],
)
def test_scores_age_bounds_decades_and_departure_times_are_no_figures(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bill won by 230 votes to 190.", "en", [("230", "votes"), ("190", "votes")]),
        ("La propuesta ganó por 230 votos a 190.", "es", [("230", "votos"), ("190", "votos")]),
        ("Los pedidos menores de 50 euros no pagan envío.", "es", [("50", "euros")]),
        ("El tren de las 8.15 llegó con 40 minutos de retraso.", "es", [("40", "minutos de retraso")]),
    ],
)
def test_votes_amounts_and_delays_beside_them_stay(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Officials raised the alert to level 3 as the storm neared.", "en"),
        ("He was treated in ward 7 and moved to bed 12.", "en"),
        ("El Gobierno aplicó el artículo 155.", "es"),
        ("La alerta subió al nivel 2.", "es"),
        ("El Tour se decidió en la etapa 21.", "es"),
    ],
)
def test_a_number_that_names_a_level_a_bed_an_article_or_a_stage_is_no_figure(text, language):
    assert figures(text, language) == []


def test_stages_counted_stay_figures():
    assert figures("Ganó tres etapas y fue segundo en la general.", "es") == [("3", "etapas")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La línea 900 100 200 atiende a las víctimas.", "es", []),
        ("The 911 call came at 10pm, and 40 officers responded.", "en", [("40", "officers")]),
        ("The 300 soldiers crossed the border.", "en", [("300", "soldiers")]),
        ("Of the 40 staff, 12 left.", "en", [("40", "staff"), ("12", "staff")]),
        ("The 120 crew were rescued.", "en", [("120", "crew")]),
    ],
)
def test_a_number_naming_a_line_or_a_call_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


# A number before a noun after "turned" is counted, not a birthday.
def test_a_count_after_turned_stays_a_figure():
    assert figures("The club turned 200 fans away at the gate.") == [("200", "fans")]
    assert ("5", "percent") in figures("Shares turned 5 percent higher by noon.")


# A service named by its number after "del" ("un equipo del 112 de Aragón").
@pytest.mark.parametrize(
    "text",
    [
        "Un equipo del 112 de Navarra atendió a los 14 heridos del choque.",
        "Los vecinos esperaron en la parada del 27 durante la mañana.",
    ],
)
def test_a_service_named_by_its_number_after_del_is_no_figure(text):
    values = [value for value, _ in figures(text, "es")]
    assert "112" not in values and "27" not in values


def test_a_change_from_one_figure_to_another_stays_a_figure():
    values = [value for value, _ in figures("El paro bajó del 12 al 10 % en un año.", "es")]
    assert "12" in values and "10" in values
