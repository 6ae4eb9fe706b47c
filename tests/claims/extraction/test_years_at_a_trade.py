"""How long someone has been at a trade, a business or an event, after "in"/"en": "In 20
years in this business", "en 30 años de profesión", "En 40 años de campo" are durations
the sentence asserts (the corpus README's "Time at something is a duration"); a sentence
served is read by the rules of sentences, not as time at something."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('"In 20 years in this business I have not seen prices like these," she said.', "en",
         [("20", "exact", "years")]),
        ("The hall stood empty, something it had not seen in 15 years of business.", "en",
         [("15", "exact", "years of business")]),
        ("It was the loudest night in 30 years of this event.", "en", [("30", "exact", "years")]),
        ("«En 40 años de campo no había visto un trigo así», dijo el productor.", "es",
         [("40", "exact", "años de campo")]),
        ("Nunca había visto algo así en 30 años de profesión.", "es", [("30", "exact", "años de profesión")]),
        ("«En cuarenta años de viticultor no había visto nada igual».", "es", [("40", "exact", "años de viticultor")]),
        ("La empresa afirmó que en sus 23 años de actividad nunca había sufrido un brote.", "es",
         [("23", "exact", "años de actividad")]),
        # A year after "in" is a date; a plan with no "of" stays a plan.
        ("In 2019 of all years, the plant closed.", "en", []),
        ("The bridge will be rebuilt in two years.", "en", []),
        ("La obra terminará en tres años.", "es", []),
    ],
)
def test_years_at_a_trade_are_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "nunca"/"jamás" end the counted noun phrase, as "never" does.
        ("«En 40 años de campo nunca vi algo así».", "es", [("40", "exact", "años de campo")]),
        ("«En 25 años de oficio jamás vi tanta agua».", "es", [("25", "exact", "años de oficio")]),
        ("In 40 years of farming never have I seen this.", "en", [("40", "exact", "years of farming")]),
    ],
)
def test_never_ends_the_unit(text, language, expected):
    assert figures(text, language) == expected
