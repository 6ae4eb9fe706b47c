"""Speakers of a relative clause that reports ("…, según la patronal Fedecom, que
advirtió de que …", "…, according to the Retail Guild, which warned that …"): the
source named right before the comma, in its words and in its figures; a relative
clause that does not report ("…, que agrupa a 3.000 docentes") or whose pronoun is
the verb's object ("la reunión, que calificó de «…»") gives no one the words."""

import pytest

from claims.extraction import extract


def proposals(text, language):
    return extract(text, language=language)


def speaker_of(text, language, opening):
    found = [p for p in proposals(text, language) if p.quote.startswith(opening)]
    assert found, [p.quote for p in proposals(text, language)]
    return found[0].speaker


@pytest.mark.parametrize(
    "text, language, opening, speaker",
    [
        (
            "El paro subió un 4% en el sector, según la patronal Fedecom, que advirtió de que otras firmas "
            "atraviesan \"dificultades\".",
            "es",
            "que advirtió",
            "Fedecom",
        ),
        (
            "Las ventas cayeron un 12% en marzo, según la Asociación de Comerciantes de Tolima (ACT), que "
            "calcula que el consumo seguirá flojo hasta el verano.",
            "es",
            "que calcula",
            "Asociación de Comerciantes de Tolima",
        ),
        (
            "Sales fell 12% in March, according to the Retail Traders Guild, which warned that spending "
            "would stay weak until the summer.",
            "en",
            "spending would",
            "Retail Traders Guild",
        ),
        (
            "Rents rose 8% last year, according to the Harbour Tenants Union, which said that the rise was "
            "the steepest in a decade.",
            "en",
            "Rents rose",
            "Harbour Tenants Union",
        ),
    ],
)
def test_a_reporting_relative_clause_is_the_source_before_it(text, language, opening, speaker):
    assert speaker_of(text, language, opening) == speaker


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "Un maestro cobra unos 900 dólares al mes, según la Unión de Maestros de Salta (UMS), que calcula "
            "que los sueldos perdieron cerca de un tercio de su valor.",
            "es",
        ),
        (
            "A teacher earns about $900 a month, according to the Teachers Union, which estimates that pay "
            "has lost about a third of its value.",
            "en",
        ),
    ],
)
def test_a_figure_in_a_reporting_relative_clause_is_the_sources(text, language):
    third = [p for p in proposals(text, language) if p.value is not None and p.value < 100]
    assert [p.speaker for p in third] == [
        "Unión de Maestros de Salta" if language == "es" else "Teachers Union"
    ]


@pytest.mark.parametrize(
    "text, language, opening",
    [
        (
            "Un maestro cobra unos 900 dólares al mes, según la Unión de Maestros de Salta (UMS), que agrupa "
            "a 3.000 docentes.",
            "es",
            "que agrupa",
        ),
        ("El alcalde inauguró la reunión, que calificó de «muy productiva» para el barrio.", "es", "de «muy"),
        (
            "Rents rose 8% last year in the city, which said that it would build 400 homes.",
            "en",
            "which said",
        ),
    ],
)
def test_a_relative_clause_that_does_not_report_or_goes_back_to_no_source_speaks_for_no_one(
    text, language, opening
):
    assert speaker_of(text, language, opening) is None
