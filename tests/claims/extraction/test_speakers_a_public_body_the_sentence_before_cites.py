"""A noun any public body may be called by, opening a sentence ("El organismo ha
advertido …", "The agency has warned …"), means the body the sentence right before
cites as its source ("…, según datos de la Defensoría del Pueblo."), not another body of
that kind named earlier; a source of another kind (a university) leaves the noun to
the body of its kind, as before."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of

EARLIER_EN = "Twelve inmates escaped on Sunday, the National Prison Institute said.\n\n"
EARLIER_ES = "Doce reos se fugaron el domingo, informó el Instituto Nacional Penitenciario.\n\n"


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            EARLIER_EN + "The prison holds 2,100 inmates, according to the Human Rights Ombudsman. The agency has "
            "warned that overcrowding makes the jail “a time bomb”.",
            "en",
            "time bomb",
            "Human Rights Ombudsman",
        ),
        (
            EARLIER_ES + "La cárcel alberga a 2.100 internos, según datos de la Defensoría del Pueblo. El organismo "
            "ha advertido de que el hacinamiento convierte el penal en «una bomba de tiempo».",
            "es",
            "hacinamiento",
            "Defensoría del Pueblo",
        ),
        # A source of another kind: the one body of the noun's kind, as before.
        (
            EARLIER_EN + "The prison holds 2,100 inmates, according to researchers at Lima University. The agency "
            "has warned that overcrowding makes the jail “a time bomb”.",
            "en",
            "time bomb",
            "National Prison Institute",
        ),
        (
            EARLIER_ES + "La cárcel alberga a 2.100 internos, según la Universidad de Lima. El organismo ha "
            "advertido de que el hacinamiento convierte el penal en «una bomba de tiempo».",
            "es",
            "hacinamiento",
            "Instituto Nacional Penitenciario",
        ),
    ],
)
def test_a_public_body_noun_is_the_source_just_cited(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found
