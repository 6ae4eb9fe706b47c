"""Numbers the sentence does not assert as figures: an age that limits who may have
something ("a los chicos hasta los 18 años", "children who died were all under 5"),
a whole share denied ("ninguna vacuna protege al cien por cien"), a pupil's school year ("2º de
Primaria", "Year 6 pupils"), a service called with "al" ("alertaron al 112"), the two
halves of a parliament and parties speaking together ("las dos cámaras", "los dos
ejecutivos han calificado"), a level whose reaching marks a moment ("by the time the
wage reaches $15") and a pay level naming a study's topic ("a study of a federal $15
wage"). English and Spanish sentences of our own; the counts beside them stay figures."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Salud extiende la vacuna de la gripe a los niños hasta los 12 años.", "es"),
        ("La ayuda llegará a jóvenes de hasta 30 años y a mujeres de hasta 45 que vivan solas.", "es"),
        ("El programa cubre a las mujeres hasta los 40.", "es"),
        ("The free bus pass now covers children up to 16.", "en"),
        ("The patients who died were both over 80.", "en"),
        ("The children who fell ill were all under 5.", "en"),
    ],
)
def test_an_age_that_limits_who_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El hospital atendió a 26 pacientes y la cifra de heridos subió hasta 30 personas.", "es",
         [("26", "pacientes"), ("30", "personas")]),
        ("Police said 40 people were under arrest.", "en", [("40", "people")]),
    ],
)
def test_counts_beside_an_age_limit_stay_figures(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Los médicos recuerdan que ningún tratamiento funciona al cien por cien.", "es"),
        ("No es cien por cien seguro.", "es"),
        ("Nothing in medicine is a hundred percent certain.", "en"),
        ("The test isn't one hundred per cent reliable.", "en"),
    ],
)
def test_a_whole_share_in_an_idiom_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language",
    [
        ("El cien por cien de los alumnos aprobó el examen.", "es"),
        ("A hundred percent of the seats were filled.", "en"),
        ("Las urgencias están cubiertas al cien por ciento.", "es"),
        ("The vaccine protects one hundred per cent of those who get both doses.", "en"),
    ],
)
def test_a_whole_share_of_something_stays_a_figure(text, language):
    assert [value for value, _ in figures(text, language)] == ["100"]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Lo contó el padre de un alumno de 3º de Primaria.", "es"),
        ("Una estudiante de 4.º de la ESO ganó el premio.", "es"),
        ("Year 6 pupils will sit the tests in May.", "en"),
        ("She teaches a grade 3 class in Leeds.", "en"),
    ],
)
def test_a_school_year_is_no_figure(text, language):
    assert figures(text, language) == []


def test_a_temperature_and_a_count_of_pupils_stay_figures():
    assert figures("Los termómetros marcaron 40º en Sevilla.", "es") == [("40", "°C")]
    assert figures("Hay 25 alumnos de Primaria y 12 de la ESO.", "es")[0] == ("25", "alumnos de Primaria")
    assert len(figures("Hay 25 alumnos de Primaria y 12 de la ESO.", "es")) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Un testigo alertó al 112 al ver el humo.",
        "Los vecinos llamaron al 091 de madrugada.",
    ],
)
def test_a_service_called_with_al_is_no_figure(text):
    assert figures(text, "es") == []


def test_a_change_between_two_figures_stays():
    assert [value for value, _ in figures("El paro pasó del 10 al 12 en un año.", "es")] == ["10", "12", "1"]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Es un pacto que los dos gobiernos han calificado de histórico.", "es"),
        ("El oficialismo tiene mayoría en las dos cámaras.", "es"),
        ("The two leaders described the deal as historic.", "en"),
        ("The bill passed the two chambers last week.", "en"),
    ],
)
def test_parties_acting_together_and_a_parliament_s_halves_are_no_figures(text, language):
    assert figures(text, language) == []


def test_cameras_and_the_injured_stay_counted():
    assert [value for value, _ in figures("Los dos heridos han fallecido y las dos cámaras de seguridad grabaron el robo.", "es")] == ["2", "2"]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Workers will get a raise by the time the wage reaches $15.", "en"),
        ("Nothing will change until the debt hits $500 million.", "en"),
        ("Nada cambiará hasta que la deuda alcance los 500 millones de euros.", "es"),
        ("Cobrarán más para cuando el salario llegue a 15 dólares.", "es"),
        ("The chamber cited a study of a federal $15 wage.", "en"),
        ("La patronal citó un estudio sobre un salario mínimo de 15 dólares.", "es"),
    ],
)
def test_a_level_reached_or_named_as_a_topic_is_no_figure(text, language):
    assert figures(text, language) == []


def test_a_level_set_stays_a_figure():
    assert figures("The state raised its minimum wage to $15.", "en") == [("15", "dollars")]
    assert figures("El salario mínimo sube a 12 dólares.", "es") == [("12", "dólares")]
