"""A verb or a word of place right after a count is not what it counts: "23 dug out
alive", "only 38 became vacant", "12 corresponden a …", "38 behind the leader"; the
count then counts what its sentence or the text before names (people for those found
alive). English and Spanish sentences of our own, with nouns that look like verbs."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Crews worked through the night. By dawn, 14 dug out alive.", "en", [("14", "people")]),
        ("Tras el derrumbe, 9 fueron sacados con vida de los escombros.", "es", [("9", "personas")]),
        (
            "The estate has 450 garages for rent. Only 38 became vacant last year.",
            "en",
            [("450", "garages"), ("38", "garages")],
        ),
        (
            "Este año se notificaron 40 casos de varicela. De ellos, 12 corresponden a la capital "
            "y cinco de ellos necesitaron ingreso.",
            "es",
            [("40", "casos de varicela"), ("12", "casos de varicela"), ("5", "casos de varicela")],
        ),
        (
            "La cadena tiene 60 tiendas en la región. Unas 45 abren los domingos y 15 cierran por la tarde.",
            "es",
            [("60", "tiendas"), ("45", "tiendas"), ("15", "tiendas")],
        ),
        (
            "Vidal leads the standings with 210 points. Ruiz is second, 38 behind the leader.",
            "en",
            [("210", "points"), ("38", "points")],
        ),
    ],
)
def test_a_verb_after_a_count_is_not_its_unit(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Plurals in -en are nouns in English.
        ("Police freed 20 women and recovered 300 stolen cars.", "en", [("20", "women"), ("300", "stolen cars")]),
        ("The station employs 15 firemen and keeps 40 chicken coops.", "en", [("15", "firemen"), ("40", "chicken coops")]),
        # A Spanish plural noun ends in -s.
        ("La policía recuperó 300 coches robados y liberó a 20 mujeres.", "es", [("300", "coches"), ("20", "mujeres")]),
        # "otros nueve mueren": more of what the sentence counted, as before.
        (
            "Por cada ejemplar incautado en la frontera, otros nueve mueren durante el transporte.",
            "es",
            [("9", "ejemplares")],
        ),
    ],
)
def test_nouns_after_a_count_are_still_its_unit(text, language, expected):
    assert units(text, language) == expected
