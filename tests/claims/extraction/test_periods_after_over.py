""""over" before a period is how long something went on or the window of a figure,
however far back the clause's figure stands or with none ("carried out over nine
months", "shot over seven weeks", "a $22 million program … over four years"): a figure,
as "durante nueve meses" is (corpus README; all such in the corpus are annotated so).
A participle opening the sentence frames it ("Spread over 15 years, …"), and an age stays
no figure. The claim of a sum holds the window said right after it ('"more than £40m"
over ten years', "40 millones de euros durante cuatro años"). Sentences of our own."""

import pytest

from claims.extraction import SourceIndex, extract
from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The survey, carried out over 19 days in October, was published on Monday.", "en", ("19", "exact", "days")),
        ("The film was shot over seven weeks in the village.", "en", ("7", "exact", "weeks")),
        ("The schedule, which stretches over 44 days, was drawn up in March.", "en", ("44", "exact", "days")),
        ("The town borrowed $18 million for its sewers, a loan it expects to repay over 25 years.", "en",
         ("25", "exact", "years")),
        ("Money saved on bike lanes will go into a $22 million program to widen and repair footpaths in the "
         "central city and North Melbourne over four years.", "en", ("4", "exact", "years")),
        ("El estudio, realizado durante nueve meses, se publicó el lunes.", "es", ("9", "exact", "meses")),
        ("La película se rodó durante siete semanas en el pueblo.", "es", ("7", "exact", "semanas")),
    ],
)
def test_a_period_after_over_is_a_figure(text, language, expected):
    assert expected in figures(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Spread over 15 years, the payments are small.", "en"),
        ("The scheme is open to people over 65 years of age.", "en"),
        ("Repartidos en 15 años, los pagos son pequeños.", "es"),
        ("El plan está abierto a personas de más de 65 años de edad.", "es"),
    ],
)
def test_a_framing_participle_or_an_age_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, sum_quote",
    [
        ('The firm said it had invested "more than £40m" over ten years and had kept the plant open.', "en",
         'more than £40m" over ten years'),
        ("La Junta invertirá 40 millones de euros durante cuatro años en carreteras.", "es",
         "40 millones de euros durante cuatro años"),
    ],
)
def test_the_claim_of_a_sum_holds_its_window(text, language, sum_quote):
    quotes = [p.quote for p in extract(text, SourceIndex([]), language=language) if p.value is not None]
    assert any(q.endswith(sum_quote) for q in quotes)
