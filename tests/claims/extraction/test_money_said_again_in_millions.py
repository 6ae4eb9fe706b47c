"""An amount in millions that a fraud, a theft or a payment governs, with no noun of its
own ("un fraude de 5,6 millones", "accused of embezzling 2.4 million" in a headline),
counts the money the article names the same amount in; after money received, earned or
paid ("recibe 2,5 millones"), else the money of the figure before it in its sentence or
the one before. A noun of its own, another word before it, or no money in reach leave it
as it was. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Condenan a un alcalde por un fraude de 5,6 millones en obras\n\n"
            "El tribunal considera probado que el exalcalde desvió 5,6 millones de euros.",
            "es",
            [("5600000", "exact", "euros"), ("5600000", "exact", "euros")],
        ),
        (
            "Detienen a nueve acusados de estafar 1,8 millones a jubilados\n\n"
            "La Policía atribuye a la red haber estafado 1,8 millones de euros a 300 jubilados.",
            "es",
            [("9", "exact", "acusados de estafar"), ("1800000", "exact", "euros"),
             ("1800000", "exact", "euros"), ("300", "exact", "jubilados")],
        ),
    ],
)
def test_an_amount_of_money_said_again_takes_its_currency(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Not governed by a word for money: the noun its sentence gave stays.
        (
            "El museo recaudó 3 millones de euros; sus visitantes superaron los 3 millones.",
            "es",
            [("3000000", "exact", "euros"), ("3000000", "more_than", "visitantes")],
        ),
        # No same amount in money anywhere.
        (
            "Juzgan a 14 acusados de estafar 3,2 millones al seguro\n\nLa fiscal pide cárcel para todos.",
            "es",
            [("14", "exact", "acusados de estafar"), ("3200000", "exact", "acusados de estafar")],
        ),
    ],
)
def test_what_is_not_that_money_is_left_alone(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "El campeón se lleva un premio de cuatro millones de euros y una plaza en la Supercopa, "
            "que disputan ocho equipos. El subcampeón recibe 1,5 millones por la final.",
            [("4000000", "exact", "euros"), ("8", "exact", "equipos"), ("1500000", "exact", "euros")],
        ),
    ],
)
def test_money_received_counts_the_money_just_before(text, expected):
    assert figures(text, "es") == expected


def test_money_two_sentences_back_is_out_of_reach():
    text = (
        "El campeón se lleva cuatro millones de euros. Jugaron ocho equipos. Hubo 30 partidos. "
        "El subcampeón recibe 1,5 millones."
    )
    assert figures(text, "es")[-1][2] != "euros"
