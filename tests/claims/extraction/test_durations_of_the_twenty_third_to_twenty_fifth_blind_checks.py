"""Durations and measures the twenty-third to twenty-fifth blind checks missed, as
general forms, tested on sentences of our own with the shapes that must not change."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit.split()[0] if f.unit else "") for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "a"/"an" after a qualifier, how long something took after "in".
        ("The river rose in less than an hour.", [("1", "less_than", "hour")]),
        ("The storm dumped 3 inches of rain in less than an hour.", [("3", "exact", "inches"), ("1", "less_than", "hour")]),
        ("The road was rebuilt in nearly a year.", [("1", "less_than", "year")]),
        # "about a mile": a distance.
        ("The body was found about a mile downstream.", [("1", "approximately", "mile")]),
        ("The shelter is around a kilometre away.", [("1", "approximately", "kilometre")]),
        # The span of a record is a figure (corpus README, 6 December); "about" as a
        # preposition counts nothing.
        ("Prices hit their highest level in nearly a decade.", [("1", "less_than", "decade")]),
        ("Sales fell for the first time in over a year.", [("1", "more_than", "year")]),
        ("It was the worst storm in more than a year.", [("1", "more_than", "year")]),
        ("They complained about a year of delays.", []),
    ],
)
def test_a_after_a_qualifier_is_one(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # Spanish reads "un"/"una" after a qualifier as one already; it stays so.
        ("El río creció en menos de una hora.", [("1", "less_than", "hora")]),
        ("El cuerpo apareció a aproximadamente un kilómetro río abajo.", [("1", "approximately", "kilómetro")]),
    ],
)
def test_spanish_un_after_a_qualifier_stays_one(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Time granted to a body named just before the number.
        ("The board has given Sarovar 30 days to pay the penalty.", "en", [("30", "exact", "days")]),
        ("The regulator gave Nexa 60 days to fix the fault.", "en", [("60", "exact", "days")]),
        ("El juez concedió a Hidrosur 30 días para pagar la multa.", "es", [("30", "exact", "días")]),
        # A number that is part of a name stays no figure.
        ("She bought a Windows 10 laptop.", "en", []),
        ("The council gave Article 5 a new reading.", "en", []),
    ],
)
def test_time_granted_to_a_body_named_before_it_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A rate applies for the period: the period is how long, a figure.
        ("El Gobierno ofreció un subsidio de 500 guaraníes por litro durante seis meses para los transportistas.", "es",
         [("500", "exact", "guaraníes"), ("6", "exact", "meses")]),
        ("The state paid 40 cents per litre during six months.", "en",
         [("40", "exact", "cents"), ("6", "exact", "months")]),
        # A total or a change spread over the period: the period is its window, a figure
        # too (corpus README: the window of another figure).
        ("La Junta invertirá 40 millones de euros durante cuatro años.", "es",
         [("40000000", "exact", "euros"), ("4", "exact", "años")]),
        ("El tratamiento redujo las recaídas un 31 % durante 18 meses.", "es",
         [("31", "exact", "percent"), ("18", "exact", "meses")]),
    ],
)
def test_a_rate_for_a_period_leaves_the_period_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # How long a change takes to come in: a figure, and "over" is no qualifier.
        ("The retail rules take effect on July 1, while the nicotine cap will be phased in over 18 months.",
         [("18", "exact", "months")]),
        ("The ban will be phased out over two years.", [("2", "exact", "years")]),
        # A figure spread over the period, and "over" elsewhere, stay as they were.
        ("The $600m loan will be repaid over five years.", [("600000000", "exact", "dollars"), ("5", "exact", "years")]),
        ("The strike lasted over 48 hours.", [("48", "more_than", "hours")]),
    ],
)
def test_a_change_phased_in_over_a_period_is_a_figure(text, expected):
    assert figures(text) == expected


def test_spanish_reads_a_change_brought_in_over_a_period_as_a_figure_already():
    assert figures("El tope de nicotina se aplicará de forma gradual durante 18 meses.", "es") == [
        ("18", "exact", "meses")
    ]
