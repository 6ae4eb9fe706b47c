"""A share in words in what a condition earlier in its sentence would bring is no figure:
"If they cut herring by two-thirds, half the boats will be for sale", "If it breaks,
half of the town will be under water", "Si pagan lo mismo, arranco la mitad", "Si la
comisión hubiera actuado, la mitad de esta gente no habría perdido nada" (what someone
fears or supposes). A share in digits there is a forecast and stays a figure ("la
demanda puede crecer hasta un 40 %"), as do a share after a contrast ("Si en 2019
hubo …"), after "si bien" (though), before the condition, and a measure ("half a
billion dollars"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ('"If the quota is cut again, half the trawlers in this port will be sold," he said.', "en"),
        ('"If the dam breaks, half of the town will be under water within hours."', "en"),
        ('"We charge $40 a month, and if we double it, a third of these kids won\'t come back."', "en"),
        ('"Unless the rains come, two-thirds of our wells go dry by June," she said.', "en"),
        ("«Si el año que viene pagan lo mismo, arranco la mitad de las viñas», asegura.", "es"),
        ("—Si la comisión hubiera actuado a tiempo, la mitad de esta gente no habría perdido nada —sostuvo.", "es"),
        ("«Si no llega el forraje, vamos a perder un tercio de las crías», advirtió.", "es"),
    ],
)
def test_a_share_a_condition_brings_is_no_figure(text, language):
    assert [f for f in figures(text, language) if f[0] in {"50", "33.3", "66.7"}] == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Si un pasajero puede combinar bus y tranvía, la demanda puede crecer hasta un 40 %, aseguró.", "es",
         [("40", "at_most")]),
        ("Si bien la cosecha cayó, la mitad de los productores ganó más que el año pasado.", "es", [("50", "exact")]),
        ("Si en 2019 hubo 300 casos, este año la mitad de ellos fueron graves.", "es",
         [("300", "exact"), ("50", "exact")]),
        ("La mitad de los vecinos votó, y si llueve, la feria se suspende.", "es", [("50", "exact")]),
        ("Half the boats stayed in port, and if the weather holds, they will sail on Monday.", "en",
         [("50", "exact")]),
        ("If no one wins, the jackpot is expected to top half a billion dollars, a spokesman said.", "en",
         [("500000000", "more_than")]),
    ],
)
def test_a_share_told_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A bound someone warns of: a forecast's ceiling.
        ("If no agreement is reached, the union has warned of an overtime ban that could cut services by as "
         "much as a fifth.", "en", [("20", "at_most")]),
        # The condition was inside a quotation the dash closed.
        ("—Cuando llueve, y si no se trabaja, no se cobra —resumió Benali, que envía a su familia la mitad de "
         "lo que gana.", "es", [("50", "exact")]),
    ],
)
def test_a_bound_or_a_share_past_the_quotation_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
