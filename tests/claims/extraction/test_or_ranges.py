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


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('"We see 30, 35 boats a day in summer," the harbour master said.', "en", [("30", "at_least", "boats")]),
        ('"I have driven this road four, five times," she said.', "en", [("4", "at_least", "times")]),
        ('"It will take two, maybe three years to replant," he said.', "en", [("2", "at_least", "years")]),
        ('"Rents went up 40, 50 per cent," a tenant said.', "en", [("40", "at_least", "percent")]),
        ("«Vienen 30, 35 barcos al día en verano», dijo el capitán.", "es", [("30", "at_least", "barcos")]),
        ("«Trabajamos 10, 12 horas seguidas», contó una enfermera.", "es", [("10", "at_least", "horas")]),
    ],
)
def test_a_guess_said_with_a_comma_is_at_least_its_lower_number(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, lower",
    [
        # A list of numbers, before or after the pair.
        ("Lines 2, 3 and 5 were closed on Monday.", "en", "2"),
        ("The winning numbers were 4, 8, 9 and 12.", "en", "8"),
        ("Las líneas 1, 2 y 4 funcionaron con normalidad.", "es", "1"),
        # Two counts of their own, the second the subject of a verb.
        ("The blast killed 12, 14 were injured.", "en", "12"),
        ("El choque dejó 20, 25 fueron atendidos después.", "es", "20"),
        # A step no speaker rounds to.
        ("He crossed the line at 2:06:19, 36 seconds behind.", "en", "19"),
    ],
)
def test_numbers_after_a_comma_that_are_no_guess(text, language, lower):
    assert all(qualifier != "at_least" for _, qualifier, _ in figures(text, language))
