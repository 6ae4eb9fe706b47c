"""A guess between two near numbers ("dos o tres semanas") says what its upper number alone
would say: a length of time it puts ahead of what it frames is no figure, and neither of
its numbers is one; a length asserted, what something can take and a count stay at least
the lower number. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("«La subida de la luz se va a notar en dos o tres semanas», dijo la consejera.", "es"),
        ("«Esperamos que el caudal baje en dos o tres semanas», explicó el alcalde.", "es"),
        ("Si no llueve, en dos o tres años volveremos a tener el embalse seco.", "es"),
        ('"In two or three weeks, nobody will remember the flood," the farmer said.', "en"),
        ('"Prices will ease in three or four months," the minister said.', "en"),
    ],
)
def test_a_guess_ahead_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("«Voy a parar dos o tres semanas», dijo la atleta.", "es", [("2", "at_least", "semanas")]),
        ("El camión del agua llega cada tres o cuatro días.", "es", [("3", "at_least", "días")]),
        ("Las ayudas llegarán en un plazo de dos o tres meses.", "es", [("2", "at_least", "meses")]),
        ("Una tormenta que nace en el golfo puede estar sobre la costa en dos o tres días.", "es",
         [("2", "at_least", "días")]),
        ("Seis o siete vecinos se quedaron sin luz.", "es", [("6", "at_least", "vecinos")]),
        ("People have food for two or three weeks, the mayor said.", "en", [("2", "at_least", "weeks")]),
        ("A storm can reach the coast in two or three days.", "en", [("2", "at_least", "days")]),
        ("Two or three smaller parties said they would join the coalition.", "en",
         [("2", "at_least", "smaller parties")]),
    ],
)
def test_a_guess_asserted_is_at_least_its_lower_number(text, language, expected):
    assert figures(text, language) == expected
