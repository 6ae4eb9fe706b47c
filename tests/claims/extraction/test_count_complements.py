"""A count inside the noun phrase of the count before it ("300 athletes from 18
countries", "700 allotments on 14 sites", "200 estaciones en 15 provincias") only
describes it: a bare count that goes on counts the first count's noun, in the same
sentence or the next, past a multiple or a share said of them
(claims.extraction.count_complements). A count said to be more of something ("open 12
more") adds to the last thing named. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The next sentence goes on counting the head.
        (
            "Este año se inscribieron 300 atletas de 18 países. Solo 40 llegaron a la final.",
            "es",
            [("300", "atletas"), ("18", "países"), ("40", "atletas")],
        ),
        (
            "Este año se inscribieron 300 atletas de 18 países, casi el triple que en 2015. Solo 40 llegaron "
            "a la final.",
            "es",
            [("300", "atletas"), ("18", "países"), ("3", "veces"), ("40", "atletas")],
        ),
        (
            "This year 300 athletes from 18 countries entered, nearly double the 2015 field. Only 40 reached "
            "the final.",
            "en",
            [("300", "athletes"), ("18", "countries"), ("2", "times"), ("40", "athletes")],
        ),
        # In the same sentence, after "across", "on" or "en".
        (
            "The trust runs 410 beds across nine hospitals, but only 52 were free on Monday.",
            "en",
            [("410", "beds"), ("9", "hospitals"), ("52", "beds")],
        ),
        (
            "The council manages 700 allotments on 14 sites, but only 45 became vacant last year.",
            "en",
            [("700", "allotments"), ("14", "sites"), ("45", "allotments")],
        ),
        (
            "La red cuenta con 200 estaciones en 15 provincias, pero solo 30 funcionan.",
            "es",
            [("200", "estaciones"), ("15", "provincias"), ("30", "estaciones")],
        ),
        # More of something: the last thing named.
        (
            "The chain employs 3,000 staff across 150 stores and will open 12 more next year.",
            "en",
            [("3000", "staff"), ("150", "stores"), ("12", "stores")],
        ),
        (
            "The chain employs 3,000 staff across 150 stores and plans to open between 5 and 8 more next year.",
            "en",
            [("3000", "staff"), ("150", "stores"), ("5", "stores")],
        ),
        (
            "La cadena tiene 900 empleados en 40 tiendas y abrirá otras 6 más este año.",
            "es",
            [("900", "empleados"), ("40", "tiendas"), ("6", "tiendas")],
        ),
        # Money is no head: the count after it stays what it was.
        (
            "The charity spent £2m on 300 homes. Only 40 were finished by May.",
            "en",
            [("2000000", "pounds"), ("300", "homes"), ("40", "homes")],
        ),
        # No complement: the last count named.
        (
            "The firm sold 300 cars and 90 vans. Only 12 were electric.",
            "en",
            [("300", "cars"), ("90", "vans"), ("12", "vans")],
        ),
    ],
)
def test_a_bare_count_counts_the_head_not_its_complement(text, language, expected):
    assert units(text, language) == expected
