"""A Spanish verb without a subject after a quotation ("«…», aseguró") is the body
that opened the sentence before, also when the quotation opens a sentence or its
paragraph, when a phrase set off by a comma comes first ("En un comunicado, Banco
Meridiano atribuyó …") and when the body is called by its kind ("El banco atribuyó …"
after "Banco Meridiano"); a person named after the body, or opening that sentence,
speaks instead, and a common noun the sentence capitalises ("Consumer group …") is
no body. English says "it" ("…,” it said") and reads the body the same way.
Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El Banco Austral reconoció el fallo en su aplicación. «Ningún cliente perdió dinero», aseguró.",
            "es",
            "Ningún cliente perdió dinero",
            "Banco Austral",
        ),
        (
            "El Banco Austral reconoció el fallo en su aplicación.\n\n«Ningún cliente perdió dinero», aseguró.",
            "es",
            "Ningún cliente perdió dinero",
            "Banco Austral",
        ),
        (
            "En un comunicado, Banco Meridiano atribuyó la caída a una actualización. "
            "«Ningún dato de nuestros clientes fue comprometido», aseguró.",
            "es",
            "Ningún dato",
            "Banco Meridiano",
        ),
        (
            "La caída dejó sin servicio a los clientes de Banco Meridiano durante nueve horas.\n\n"
            "El banco atribuyó la falla a una actualización. «Ningún dato fue comprometido», aseguró.",
            "es",
            "Ningún dato",
            "Banco Meridiano",
        ),
        (
            "El Banco Austral cerró su aplicación. La ministra Ana Gil pidió explicaciones. "
            "«Nadie perdió dinero», aseguró.",
            "es",
            "Nadie perdió dinero",
            "Ana Gil",
        ),
        (
            "Según la ministra Ana Gil, Banco Meridiano atribuyó la falla a un error. «Nadie perdió dinero», aseguró.",
            "es",
            "Nadie perdió dinero",
            "Ana Gil",
        ),
        (
            'In a statement, Harbor Savings Bank blamed a software update. "No customer lost money," it said.',
            "en",
            "No customer lost money",
            "Harbor Savings Bank",
        ),
        (
            'Consumer group Fairbank Watch welcomed the ruling on Monday. "Nobody should wait that long," it said.',
            "en",
            "Nobody should wait that long",
            None,
        ),
    ],
)
def test_a_bare_verb_after_a_quotation_is_the_body_that_opened_the_sentence_before(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
