"""The deadline a condition sets, an ultimatum, is a length of time the sentence asserts
(corpus README: "si no hay acuerdo en 48 horas" as an ultimatum): "si no hay acuerdo en
72 horas", "if the sum was not paid within 10 days". Not a length only supposed ("si
esto sigue una semana más"), a window inside a hypothesis that counts something else
("si los precios suben un 5 % en dos años"), nor a moment ahead after the condition
closes ("Si sigue así, en veinte años …"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El sindicato advirtió que, si no hay acuerdo en 72 horas, extenderá el paro.", "es", [("72", "exact", "horas")]),
        ("El hospital podría suspender cirugías si no recibe fondos en 30 días.", "es", [("30", "exact", "días")]),
        ("Dio un ultimátum: si en 48 horas no se levantan los cierres, pedirá ayuda.", "es", [("48", "exact", "horas")]),
        ("The union will walk out if no deal is reached in 48 hours.", "en", [("48", "exact", "hours")]),
        ("They threatened to publish the data if the sum was not paid within 10 days.", "en", [("10", "at_most", "days")]),
    ],
)
def test_a_deadline_a_condition_sets_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Si esto sigue una semana más, cerraremos.", "es"),
        ("Si los precios suben un 5 % en dos años, habrá protestas.", "es"),
        ("«Si el glaciar sigue perdiendo masa, en veinte años tendremos veranos sin agua», advirtió.", "es"),
        ("If the rain lasts another week, the harvest is lost.", "en"),
        ("If prices rise 5% in two years, demand will fall.", "en"),
    ],
)
def test_a_length_supposed_or_inside_a_hypothesis_is_not(text, language):
    assert figures(text, language) == []
