"""A spokesperson for a body named by its kind ("a company spokesperson", "a spokesman
for the company", "un portavoz de la empresa") speaks for the body that kind stands
for, as a spokesperson for a named body does, also when the body spoke last in a
sentence that says what it is between commas ("Calder Pharma, which makes …, said");
a spokesperson for a role ("for the mayor"), or for a kind no body named before, is
no one named."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Calder Pharma, which makes vaccines and is listed in London, said it would appeal the fine.\n\n"
            '"We have always met every standard," a company spokesperson said. "The findings are wrong."',
            "en",
            "The findings are wrong",
            "Calder Pharma",
        ),
        (
            "Calder Pharma said it would appeal the fine.\n\n"
            '"We have always met every standard," said a spokeswoman for the company.',
            "en",
            "We have always met every standard",
            "Calder Pharma",
        ),
        (
            "Construcciones Levante, que levantó el puente en 2019, dijo que recurrirá la multa.\n\n"
            "«Siempre hemos cumplido la normativa», afirmó un portavoz de la empresa.",
            "es",
            "Siempre hemos cumplido",
            "Construcciones Levante",
        ),
    ],
)
def test_a_spokesperson_for_a_body_kind_speaks_for_that_body(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            'Mayor Ann Cole said the road would reopen.\n\n"We are working on it," a spokesperson for the mayor said.',
            "en",
            "We are working on it",
        ),
        ('The road will reopen on Monday.\n\n"We are working on it," a company spokesperson said.', "en", "working"),
        ("La carretera abrirá el lunes.\n\n«Trabajamos en ello», dijo un portavoz de la empresa.", "es", "Trabajamos"),
    ],
)
def test_a_spokesperson_for_no_body_named_is_no_one(text, language, words):
    found, everything = speaker_of(text, language, words)
    assert found is None, everything
