"""A speech verb that reports two clauses joined by "and that"/"y que" ("said that the
plan was dead and that talks would resume", "aseguró que «no hay desabastecimiento» y
que los precios bajarán") reports both: the first clause is not read as whom it was
told to. Whom it was told to ("told reporters on Monday that", "dijo a los periodistas
que") still is. Sentences of our own."""

import pytest

from claims.extraction import extract


def claims_of(text, language):
    return [(p.quote, p.speaker, p.attribution) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, first, speaker",
    [
        (
            "Health Minister Tom Ellis said that the plan was dead and that talks would resume in May.",
            "en",
            "the plan was dead",
            "Tom Ellis",
        ),
        (
            "El ministro de Salud, Tomás Elías, aseguró que el plan murió y que las negociaciones se retomarán en mayo.",
            "es",
            "el plan murió",
            "Tomás Elías",
        ),
        (
            "El ministro de Agricultura, Hernán Solórzano, aseguró que «no hay desabastecimiento» y que los "
            "precios bajarán en marzo.",
            "es",
            "no hay desabastecimiento",
            "Hernán Solórzano",
        ),
    ],
)
def test_both_reported_clauses_are_the_claim(text, language, first, speaker):
    found = claims_of(text, language)
    assert any(first in quote and who == speaker and first not in attribution for quote, who, attribution in found)


@pytest.mark.parametrize(
    "text, language, attribution",
    [
        ("Tom Ellis told reporters on Monday that the housing plan was dead.", "en", "told reporters on Monday"),
        ("Tomás Elías dijo a los periodistas que el plan de vivienda murió el lunes.", "es", "dijo a los periodistas"),
    ],
)
def test_whom_it_was_told_to_stays_in_the_attribution(text, language, attribution):
    assert any(said == attribution for _, _, said in claims_of(text, language))
