"""A number said again counts what it counted the first time ("by 50 basis points" …
"Cutting by 50"), a kind of figure ("an average of", "una media de") or a pronoun
("the 420 it asked for") is not what is counted, a verb after a count is no unit
("The other two left early"), and a headline's present tense tells an event ("A boat
with 40 migrants sinks"). English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            'The bank cut its main rate by 50 basis points on Wednesday. Markets had expected less. '
            '"Cutting by 50 is too much," one trader said.',
            "en",
            [("50", "exact", "basis points"), ("50", "exact", "basis points")],
        ),
        (
            "El banco bajó los tipos en 50 puntos básicos. «Bajar en 50 sería un error», dijo un analista.",
            "es",
            [("50", "exact", "puntos básicos"), ("50", "exact", "puntos básicos")],
        ),
        (
            "The league docked the club 30 points in May. The coach said losing 30 was a blow.",
            "en",
            [("30", "exact", "points"), ("30", "exact", "points")],
        ),
    ],
)
def test_a_number_said_again_counts_what_it_counted_before(text, language, expected):
    assert figures(text, language) == expected


def test_a_number_said_once_with_nothing_after_it_counts_nothing():
    assert figures("Cutting by 50 would be a mistake, the governor said.") == [("50", "exact", "")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El Banco subió los tipos 0,25 puntos porcentuales.", "es", [("0.25", "exact", "puntos porcentuales")]),
        ("La prima de riesgo bajó 12 puntos básicos.", "es", [("12", "exact", "puntos básicos")]),
    ],
)
def test_spanish_points_keep_their_adjective(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The hospital received 300 nurses, well short of the 420 it asked for.",
            "en",
            [("300", "exact", "nurses"), ("420", "exact", "nurses")],
        ),
        (
            "The school got 12 teachers this year, against the 20 they requested.",
            "en",
            [("12", "exact", "teachers"), ("20", "exact", "teachers")],
        ),
        (
            "El hospital recibió 300 enfermeras, lejos de las 420 que pidió.",
            "es",
            [("300", "exact", "enfermeras"), ("420", "exact", "enfermeras")],
        ),
    ],
)
def test_a_pronoun_after_the_number_is_no_unit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Rescuers pulled 212 hikers off the mountain this summer, compared with an average of about 150.",
            "en",
            [("212", "exact", "hikers"), ("150", "approximately", "hikers")],
        ),
        (
            "La policía multó a 90 conductores en agosto, frente a una media de unos 60.",
            "es",
            [("90", "exact", "conductores"), ("60", "approximately", "conductores")],
        ),
        (
            "The county sees an average of about 1,300 wildfires a year.",
            "en",
            [("1300", "approximately", "wildfires")],
        ),
    ],
)
def test_an_average_is_a_kind_of_figure_not_what_it_counts(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Three of the five climbers reached the summit. The other two left early.",
            "en",
            [("3", "exact", "climbers"), ("5", "exact", "climbers"), ("2", "exact", "climbers")],
        ),
        ("Of the 40 delegates, 31 stayed. The other nine walked out.", "en", None),
    ],
)
def test_a_verb_after_a_count_is_no_unit(text, language, expected):
    result = figures(text, language)
    if expected is None:
        assert all(unit not in {"walked", "stayed"} for _, _, unit in result)
    else:
        assert result == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A boat with 40 migrants sinks off Lampedusa.", "en", [("40", "exact", "migrants")]),
        ("A bus with 30 pupils crashes into a wall in Leeds.", "en", [("30", "exact", "pupils")]),
        ("Una barca con 40 migrantes naufraga frente a Lampedusa.", "es", [("40", "exact", "migrantes")]),
        (
            "Un camión con 20 toneladas de naranjas vuelca en la autovía.",
            "es",
            [("20", "exact", "toneladas")],
        ),
        ("Police arrest 30 after clashes in Lyon.", "en", [("30", "exact", "people")]),
        ("The army evacuates 2,000 from the flooded valley.", "en", [("2000", "exact", "people")]),
        # An example still describes: what it does is habitual.
        ("A family farm with 800 acres has far less room.", "en", []),
        ("Un agricultor con 50 hectáreas cobra menos que antes.", "es", []),
    ],
)
def test_a_headline_in_the_present_tells_an_event(text, language, expected):
    assert figures(text, language) == expected
