"""A level or an end of a change whose subject is "the number of …" counts what that
names when a span or a size stands between (claims.extraction.number_of_subjects):
"el número de oficinas ha caído un 45 % desde 2014, hasta unas 1.700". English and
Spanish sentences of our own, with sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El número de farmacias rurales en Aragón ha caído un 30 % desde 2010, hasta unas 420, según el colegio.",
            "es",
            [("30", "percent"), ("420", "farmacias rurales")],
        ),
        (
            "Según la federación, el número de árbitros en activo ha pasado de unos 2.800 en 2015 a menos de 1.900.",
            "es",
            [("2800", "árbitros"), ("1900", "árbitros")],
        ),
        (
            "Across Wales, the number of families placed in bed and breakfasts last winter was 1,214, up 18%.",
            "en",
            [("1214", "families"), ("18", "percent")],
        ),
    ],
)
def test_the_level_counts_what_the_number_of_names(text, language, expected):
    assert figures(text, language) == expected


def test_a_noun_after_the_number_is_its_own():
    assert figures("El número de farmacias ha caído un 30 % desde 2010, hasta unas 420 boticas.", "es") == [
        ("30", "percent"),
        ("420", "boticas"),
    ]


@pytest.mark.parametrize(
    "text, language, number, noun",
    [
        # The subject is in another sentence.
        (
            "El número de farmacias ha caído. Desde 2010, la provincia pasó a tener unas 420 en total.",
            "es",
            "420",
            "farmacias",
        ),
        # A number that is no level of the count (not after "hasta", "to", "was" …).
        ("The number of clinics fell sharply after 2015, when 40 closed.", "en", "40", "clinics"),
    ],
)
def test_what_the_rule_leaves_alone(text, language, number, noun):
    assert all(noun not in unit for value, unit in figures(text, language) if value == number)


@pytest.mark.parametrize(
    "text, language, number, noun",
    [
        # "The number of …" as the object of a verb that takes it to a level.
        (
            "Two more care homes reported cases on Friday, bringing the number of affected residents in the county to 64.",
            "en",
            "64",
            "affected residents",
        ),
        (
            "The operator said it had doubled the number of drivers on its night routes to about 240.",
            "en",
            "240",
            "drivers",
        ),
        (
            "The county said the number of households on its housing register passed 9,000 in March.",
            "en",
            "9000",
            "households",
        ),
        (
            "Tres escuelas más cerraron el martes, y la consejería elevó el número de alumnos desplazados a más de 1.300.",
            "es",
            "1300",
            "alumnos desplazados",
        ),
        # A number that is no level of the count keeps what else the sentence counts.
        ("Officials doubled the number of inspectors after 14 farms were fined.", "en", "14", "farms"),
        ("El ayuntamiento redujo el número de terrazas y multó a 12 bares.", "es", "12", "bares"),
    ],
)
def test_the_number_of_as_an_object_taken_to_a_level(text, language, number, noun):
    assert (number, noun) in figures(text, language)
