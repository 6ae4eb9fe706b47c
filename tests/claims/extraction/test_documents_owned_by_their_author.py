"""A document its author owns speaks for that author: "The agency's report warns
that …" and "El informe de la agencia advierte que …" are the agency the text named,
"el estudio anual del Banco Central" the bank; a document of a year or of a kind of
thing ("El informe de 2024") names no author. Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The Lakeland Regional Health Agency published its figures on Monday.\n\n"
            "The agency's report warns that the true number of cases is “likely to be far higher.”",
            "en",
            "far higher",
            "Lakeland Regional Health Agency",
        ),
        (
            "La Agencia Regional de Salud de Lakeland publicó sus cifras el lunes.\n\n"
            "El informe de la agencia advierte que el número real de casos es «probablemente mucho mayor».",
            "es",
            "mucho mayor",
            "Agencia Regional de Salud de Lakeland",
        ),
        (
            "El estudio anual del Banco Central advierte que la inflación seguirá alta todo el año.",
            "es",
            "inflación seguirá alta",
            "Banco Central",
        ),
        ("Last year's report warns that inflation will stay high all year.", "en", "inflation will stay high", None),
        (
            "El informe de 2024 advierte que la inflación seguirá alta todo el año.",
            "es",
            "inflación seguirá alta",
            None,
        ),
    ],
)
def test_a_document_speaks_for_the_author_that_owns_it(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
