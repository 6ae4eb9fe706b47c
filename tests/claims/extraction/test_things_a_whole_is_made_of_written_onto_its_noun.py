"""The things a whole is made of, written onto its noun English style ("a 38-turbine wind
farm" 38 turbines, "a 30-vehicle pile-up", "a three-judge panel", "the 13-lap sprint"),
and a weight, a voltage or a sum in another currency so written ("40-pound boxes", "the
220-kilovolt cable", "a 1.5 billion-lempira fund"): claims.extraction.compound_counts.
Spanish writes them with "de", read as usual. Sentences of our own, with a kind of thing
("a two-bedroom flat") and a coin's name ("a one-pound coin") that count nothing."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The board approved a 24-turbine wind farm on the ridge.", "en", [(Decimal("24"), "exact", "turbines")]),
        ("A 17-vehicle pile-up closed the motorway for hours.", "en", [(Decimal("17"), "exact", "vehicles")]),
        ("The appeal goes before a five-judge panel next month.", "en", [(Decimal("5"), "exact", "judges")]),
        ("She pulled away in the 20-lap race.", "en", [(Decimal("20"), "exact", "laps")]),
        ("The city's 1,500-bike fleet is being replaced.", "en", [(Decimal("1500"), "exact", "bikes")]),
        ("Police sealed off a six-block area downtown.", "en", [(Decimal("6"), "exact", "blocks")]),
        ("The grocer will close its 85-store chain.", "en", [(Decimal("85"), "exact", "stores")]),
        ("Farmers ship 50-pound sacks of rice.", "en", [(Decimal("50"), "exact", "pounds")]),
        ("The 400-kilovolt line was cut.", "en", [(Decimal("400"), "exact", "kilovolts")]),
        ("The state opened a 300 million-peso fund for growers.", "en", [(Decimal("300000000"), "exact", "pesos")]),
        # Spanish writes the count with "de", read as usual.
        (
            "El Gobierno aprobó un parque eólico de 24 aerogeneradores.",
            "es",
            [(Decimal("24"), "exact", "aerogeneradores")],
        ),
        ("Un choque en cadena de 17 vehículos cortó la autopista.", "es", [(Decimal("17"), "exact", "vehículos")]),
        ("La apelación irá a un tribunal de cinco jueces.", "es", [(Decimal("5"), "exact", "jueces")]),
    ],
)
def test_the_things_written_onto_the_noun_are_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A kind of thing, or a coin or a note by its value, counts nothing.
        ("They rent a two-bedroom flat in a four-storey building.", "en"),
        ("He kept a one-pound coin as a souvenir.", "en"),
        ("The new 20-peso note is printed in plastic.", "en"),
        ("Workers received a one-off payment.", "en"),
        # No number: a Spanish noun phrase alone is no count.
        ("El parque eólico tendrá aerogeneradores nuevos.", "es"),
    ],
)
def test_a_kind_or_a_coin_is_no_count(text, language):
    assert figures(text, language) == []
