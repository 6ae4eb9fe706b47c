"""Shares the forty-fourth to forty-sixth blind checks found unread, on sentences of our
own: a share after a word that qualifies an amount, whatever follows it ("About a third
contained plastic", "financiados en más de la mitad por"), and a Spanish share named by
its ordinal and "parte" ("la cuarta parte de sus fondos", "una tercera parte"). Half of
a unit, a time of day and a part of a work stay what they are."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("About a third contained fragments of rubber, the survey found.", "en", [("33.3", "approximately")]),
        ("Nearly half voted to strike.", "en", [("50", "less_than")]),
        ("Almost a quarter went unanswered last winter.", "en", [("25", "less_than")]),
        ("More than two thirds backed the merger.", "en", [("66.7", "more_than")]),
        ("Casi un tercio votó en contra del convenio.", "es", [("33.3", "less_than")]),
        ("Las obras fueron pagadas en más de la mitad por la diputación.", "es", [("50", "more_than")]),
        ("Cerca de la mitad cerró antes de diciembre.", "es", [("50", "approximately")]),
        # Half of a unit is no share: half an hour is a length of time, its number 0.5
        # (`claims.extraction.hour_fractions`), half a million its scale.
        ("The crossing took nearly half an hour.", "en", [("0.5", "less_than")]),
        ("The appeal raised over half a million pounds.", "en", [("500000", "more_than")]),
        ("Tardamos casi media hora en llegar.", "es", [("0.5", "less_than")]),
    ],
)
def test_a_qualified_share_is_read_whatever_follows_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El equipo recibe cerca de la cuarta parte de sus fondos de la federación.", [("25", "approximately")]),
        ("La comarca cosecha apenas la cuarta parte del trigo que muele.", [("25", "exact")]),
        ("Una tercera parte de los pozos del valle está seca.", [("33.3", "approximately")]),
        ("Las tres cuartas partes de la cosecha se perdieron.", [("75", "exact")]),
        ("Dos quintas partes del presupuesto van a sanidad.", [("40", "exact")]),
        # A part of a work, and words that disagree, are no share.
        ("La tercera parte de la trilogía se estrena en mayo.", []),
        ("La cuarta parte de la serie llega en otoño.", []),
        ("Una terceras partes del dinero.", []),
    ],
)
def test_a_spanish_share_named_by_its_ordinal_and_parte(text, expected):
    assert figures(text, "es") == expected
