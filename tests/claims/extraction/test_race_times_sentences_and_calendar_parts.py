"""Figures in forms the twentieth to twenty-second blind checks showed: a race time
with decimals is its value in seconds or minutes (never its whole part, nor a period
framing the sentence), a bare amount in millions never takes a sentence's unit ("años
de prisión"), and years and months are one figure in years. English and Spanish
sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("He won the sprint on Sunday, stopping the clock in 9.87 seconds at the trials.", "en", [("9.87", "exact", "seconds")]),
        ("Ganó la final el domingo, parando el reloj en 9,87 segundos en la pista.", "es", [("9.87", "exact", "segundos")]),
        ("The skater cut 0.21sec from her best.", "en", [("0.21", "exact", "sec")]),
        ("The old mark of 47.06sec had stood since 2009.", "en", [("47.06", "exact", "sec")]),
        ("El ciclista rebajó su marca en 1,35seg este año.", "es", [("1.35", "exact", "seg")]),
        ("The team played 90min without a goal.", "en", [("90", "exact", "min")]),
        # A whole period after "in" still frames the sentence.
        ("The fire was put out in 24 hours at last.", "en", []),
    ],
)
def test_race_times(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El juez la condenó a tres años de cárcel por estafar 8 millones a sus clientes.",
            "es",
            [("3", "exact", "años de cárcel"), ("8000000", "exact", "")],
        ),
        (
            "La condenaron a dos años de cárcel. Deberá devolver 2.000 euros y otros 1,5 millones al banco.",
            "es",
            [("2", "exact", "años de cárcel"), ("2000", "exact", "euros"), ("1500000", "exact", "euros")],
        ),
        (
            "He was sentenced to four years in jail for taking 3 million from the charity.",
            "en",
            [("4", "exact", "years"), ("3000000", "exact", "")],
        ),
    ],
)
def test_millions_after_a_sentence(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La jueza le impuso cuatro años y seis meses de prisión.", "es", [("4.5", "exact", "años")]),
        ("He was jailed for 3 years and 9 months.", "en", [("3.75", "exact", "years")]),
        ("He was jailed for 1 year and 5 months.", "en", [("17", "exact", "months")]),
        ("She won in 2 hours 19 minutes.", "en", [("139", "exact", "minutes")]),
    ],
)
def test_years_and_months(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bakery will raise its prices by 5% to 7% next month.", "en", [("5", "at_least", "percent")]),
        # Shares far apart after "by": the size of a change, then where it ends.
        ("Unemployment rose by 2% to 10%.", "en", [("2", "exact", "percent"), ("10", "exact", "percent")]),
        (
            "The survey gives the Greens between 12 and 15 of the 90 seats.",
            "en",
            [("12", "at_least", "seats"), ("90", "exact", "seats")],
        ),
        (
            "La encuesta da a los Verdes entre 12 y 15 de los 90 escaños.",
            "es",
            [("12", "at_least", "escaños"), ("90", "exact", "escaños")],
        ),
    ],
)
def test_ranges(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Dos de los heridos tuvieron que ser operados.", "es", [("2", "exact", "heridos")]),
        ("Two of the climbers had to be airlifted to hospital.", "en", [("2", "exact", "climbers")]),
        ("De los evacuados, cuatro siguen en el albergue.", "es", [("4", "exact", "evacuados")]),
        ("Of the injured, two are in critical condition.", "en", [("2", "exact", "injured")]),
        ("De los años, dos fueron malos.", "es", []),
        ("La policía detuvo a tres en el registro.", "es", [("3", "exact", "personas")]),
        ("El autobús llegó a seis paradas.", "es", [("6", "exact", "paradas")]),
    ],
)
def test_small_counts_of_a_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Bus fares will more than double next year.", "en", [("2", "more_than", "times")]),
        ("Costs are expected to more than triple by 2030.", "en", [("3", "more_than", "times")]),
        # A level compared and a headline's present are multiples too (decided 6 December 2026).
        ("Rents are more than double the national average.", "en", [("2", "more_than", "times")]),
        ("Asylum claims at the border more than double in a year", "en", [("2", "more_than", "times"), ("1", "exact", "year")]),
        ("The council could double the number of buses.", "en", []),
        ("Los evacuados podrían superar los 3.000, según el alcalde.", "es", [("3000", "more_than", "evacuados")]),
        ("The evacuees could exceed 3,000 by Friday.", "en", [("3000", "more_than", "evacuees")]),
    ],
)
def test_possible_multiples_and_levels(text, language, expected):
    assert figures(text, language) == expected
