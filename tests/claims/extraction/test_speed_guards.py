"""The narrower word guards and lower-cased twins that make the non-figure rules faster
find what the patterns found, in English and Spanish and whatever the case: the age
over a level ("supera los 65 años"), the level reached ("once the wage hits $15"), a
household's size and a waiting threshold (`claims.extraction.non_figures`,
`claims.extraction.placing_numbers`, `claims.extraction.background_numbers`)."""

import pytest

from claims.extraction.background_numbers import background_spans
from claims.extraction.non_figures import non_figure_spans
from claims.extraction.numbers import find_numbers
from claims.extraction.placing_numbers import placing_spans
from tests.claims.extraction.test_word_guards import spanned


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("La población supera los 65 años en la mitad de los municipios.", "población supera los 65 años"),
        ("Los vecinos que SUPERAN los 80 años recibirán la visita.", "vecinos que SUPERAN los 80 años"),
    ],
)
def test_an_age_over_a_level_is_found_with_its_verb(text, found):
    assert found in spanned(text, non_figure_spans(text))


def test_an_age_word_without_its_verb_leaves_the_figure():
    text = "Los vecinos llevan 80 años reclamando el puente, y 300 firmaron la carta."
    assert "300" not in "".join(spanned(text, non_figure_spans(text)))


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Once the wage hits $15, the rule changes.", "$15"),
        ("Until the index REACHES 200 points, nothing will move.", "200"),
        ("Para cuando el salario llegue a 15 dólares, la ley ya habrá cambiado.", "15 dólares"),
        ("Una vez que los precios alcancen los 3 euros, habrá protestas.", "3 euros"),
    ],
)
def test_a_level_reached_is_found_with_its_verb(text, found):
    assert any(found in span for span in spanned(text, placing_spans(text)))


def test_once_and_until_without_a_verb_of_reaching_place_nothing():
    text = "Until 2013, he served once a year, and 300 people came."
    assert placing_spans(text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("A Family of four pays 1,200 pounds a year.", "four"),
        ("Una FAMILIA tipo de cuatro integrantes -dos adultos y dos niños- gasta 900 euros.", "cuatro"),
        ("The Number of patients Waiting more than 18 weeks rose to 300,000.", "18"),
        ("El porcentaje de pacientes que esperan más de seis meses subió al 12%.", "seis"),
    ],
)
def test_households_and_waiting_thresholds_are_found_whatever_the_case(text, found):
    assert found in spanned(text, background_spans(text))


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("She pulled away over the last six miles to win.", "six"),
        ("He led for the first 20 LAPS of the race.", "20"),
        ("Se escapó en los últimos 20 kilómetros de la etapa.", "20"),
        ("Perdió el control en las primeras tres vueltas.", "tres"),
    ],
)
def test_a_stretch_of_a_course_is_found_with_its_unit(text, found):
    assert found in spanned(text, placing_spans(text))


def test_last_and_first_without_a_unit_of_a_course_place_nothing():
    text = "In the last six months, the first 300 families moved."
    assert placing_spans(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("One in four adults now works from home.", "25"),
        ("Three OUT OF ten voters backed the plan.", "30"),
        ("Uno de cada cinco hogares no tiene agua.", "20"),
        ("Dos De Cada diez alumnos repiten curso.", "20"),
    ],
)
def test_a_ratio_is_found_behind_its_whole(text, value):
    assert value in [str(m.value) for m in find_numbers(text, language="es" if "cada" in text.lower() else "en")]


def test_in_before_a_year_or_a_month_is_no_ratio():
    text = "Two in 2019 and three in March were detained; 6-4 in 68 minutes."
    assert not any(m.percent for m in find_numbers(text))


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("The number of patients waiting more than 18 weeks rose.", "18"),
        ("El porcentaje de pacientes EN ESPERA más de seis meses subió.", "seis"),
    ],
)
def test_a_waiting_threshold_is_found_with_its_verb(text, found):
    assert found in spanned(text, background_spans(text))


def test_a_number_of_without_waiting_has_no_threshold():
    text = "The number of patients seen more than 18 times rose."
    assert background_spans(text) == []
