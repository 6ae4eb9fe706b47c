"""Figures in forms the forty-first to forty-third blind checks showed the rules missed,
tested on English and Spanish sentences of our own, with the sentences where each rule
must not fire: every tense of "rondar" and "closer to" are approximately; a part of a
group in more forms ("four of its care homes", "at three of the city's largest
hospitals", "Cuatro de los heridos se encuentran en la UCI"); a weight or a dimension written onto its
noun ("a 16-ounce bottle", "the 40-metre-high tower"); a group a toll names after its
dead counts itself ("dos muertos y 23 afectados"); a qualifier bounds what an amount is
enough to do ("almost enough to power 3,000 homes"); a change by a multiple in "-fold"
("rose more than tenfold", "a threefold increase")."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Los organizadores calculan que las pérdidas rondarán los 150.000 euros.",
            "es",
            [("150000", "approximately", "euros")],
        ),
        ("El gasto rondaría los 20 millones de pesos.", "es", [("20000000", "approximately", "pesos")]),
        ("Regulators had weighed a fine closer to 4 billion dollars.", "en", [("4000000000", "approximately", "dollars")]),
        # A round of funding or of a contest is no approximation.
        ("La primera ronda de 30 millones de euros se cerró en marzo.", "es", [("30000000", "exact", "euros")]),
        # "closer to the 500 stores": nearer a goal the sentence names, counted exactly.
        ("The company moved closer to the 500 stores it had promised.", "en", [("500", "exact", "stores")]),
    ],
)
def test_approximations(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Inspectors failed three of its care homes in May.", "en", [("3", "exact", "care homes")]),
        ("Tenants were evicted at four of its apartment blocks.", "en", [("4", "exact", "apartment blocks")]),
        ("Nurses walked out at three of the city's largest hospitals.", "en", [("3", "exact", "hospitals")]),
        ("Cuatro de los heridos se encuentran en la UCI.", "es", [("4", "exact", "heridos")]),
        ("Dos de los heridos no han salido todavía del hospital.", "es", [("2", "exact", "heridos")]),
        # Spanish names the kind after its noun.
        ("La huelga afecta a dos de sus centros de salud.", "es", [("2", "exact", "centros")]),
        # Not a count: who the part is, or a verb of speech.
        ("Two of the world's biggest banks merged.", "en", []),
        ("Two of the officers said they saw nothing.", "en", []),
        ("Cuatro de los vecinos dijeron que no oyeron nada.", "es", []),
        ("Two of the three judges agreed.", "en", []),
    ],
)
def test_parts_of_a_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A 16-ounce bottle now costs more.", "en", [("16", "exact", "ounces")]),
        ("A 500-gram loaf costs more.", "en", [("500", "exact", "grams")]),
        ("The 40-metre-high tower was evacuated.", "en", [("40", "exact", "metres")]),
        ("The 30-foot-wide channel flooded.", "en", [("30", "exact", "feet")]),
        ("A 10-mile-long queue formed at the border.", "en", [("10", "exact", "miles")]),
        # A point on a route is no measure of anything.
        ("Runners passed the 25-metre-high mark.", "en", []),
        # Spanish writes the measure after its noun, as before.
        ("La presa, de 19 metros de altura, cedió.", "es", [("19", "exact", "metros")]),
    ],
)
def test_measures_written_onto_their_nouns(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El incendio deja dos muertos y 23 afectados", "es", [("2", "exact", "muertos"), ("23", "exact", "afectados")]),
        (
            "El temporal dejó tres fallecidos y 40 evacuados en la costa.",
            "es",
            [("3", "exact", "fallecidos"), ("40", "exact", "evacuados")],
        ),
        # A participle after a count of things still describes what the first counted.
        ("Hay 40 plazas libres y 12 ocupadas.", "es", [("40", "exact", "plazas"), ("12", "exact", "plazas")]),
        ("There are 40 seats booked and 12 cancelled.", "en", [("40", "exact", "seats"), ("12", "exact", "seats")]),
    ],
)
def test_a_toll_counts_each_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The batteries hold almost enough to power 3,000 homes.", "en", [("3000", "less_than", "homes")]),
        ("The harvest was roughly enough to feed 400 families.", "en", [("400", "approximately", "families")]),
        ("La planta genera casi suficiente para abastecer a 3.000 hogares.", "es", [("3000", "less_than", "hogares")]),
        # Enough, unqualified, is the number itself.
        ("The farm produces enough to power 3,000 homes.", "en", [("3000", "exact", "homes")]),
        ("La planta genera energía suficiente para abastecer a 3.000 hogares.", "es", [("3000", "exact", "hogares")]),
    ],
)
def test_a_qualified_enough(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Exports rose nearly fivefold after the deal.", "en", [("5", "less_than", "times")]),
        ("The study found a threefold increase in cases.", "en", [("3", "exact", "times")]),
        ("Sightings rose more than tenfold.", "en", [("10", "more_than", "times")]),
        # A multiple is counted in times, as "tripled" is, whatever words follow it.
        ("Traffic rose roughly fivefold on Monday.", "en", [("5", "approximately", "times")]),
        ("Bookings jumped threefold at the resort.", "en", [("3", "exact", "times")]),
        # A twofold aim, a folded map: no change by a multiple.
        ("The project has a twofold aim: to cut costs and raise quality.", "en", []),
        ("She kept the ten-fold map in her bag.", "en", []),
    ],
)
def test_changes_by_a_multiple_in_fold(text, language, expected):
    assert figures(text, language) == expected
