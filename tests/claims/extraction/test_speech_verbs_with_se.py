"""Spanish verbs of speaking written with "se" ("«…», se quejó Raúl Cattáneo", "se
lamentó", "se preguntó") attribute a quotation like any other speech verb; the same
verb with what it is about after it ("los comerciantes se quejan del olor") reports
no words. English has no such form: "complained" already is a speech verb."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, words, speaker",
    [
        (
            "Los ganaderos piden más ayuda. «Nos mandaron un solo camión. Con eso no alcanza», "
            "se quejó Ramiro Benítez, presidente de la cooperativa.",
            "Con eso no alcanza",
            "Ramiro Benítez",
        ),
        (
            "La alcaldesa, Ana Mir, visitó la zona inundada.\n\n«¿Quién va a pagar todo esto?», se preguntó.",
            "Quién va a pagar",
            "Ana Mir",
        ),
        (
            "«Nadie nos avisó a tiempo», se lamentó el pescador Tomás Ureña.",
            "Nadie nos avisó",
            "Tomás Ureña",
        ),
    ],
)
def test_a_speech_verb_with_se_attributes_a_quotation(text, words, speaker):
    found, everything = speaker_of(text, "es", words)
    assert found == speaker, everything


def test_a_complaint_about_something_reports_no_words():
    text = "En el barrio de San Roque, los comerciantes se quejan del olor y de la caída de clientes."
    found, everything = speaker_of(text, "es", "comerciantes se quejan del olor")
    assert found is None, everything
