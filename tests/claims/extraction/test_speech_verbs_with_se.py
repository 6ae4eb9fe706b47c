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


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "—He tardado una hora en llegar desde Vallecas —se quejaba Marisa Calvo, auxiliar de enfermería—. "
            "Entiendo que reclamen, pero siempre pagamos los mismos.",
            "es",
            "Entiendo que reclamen",
            "Marisa Calvo",
        ),
        (
            "«El camión lleva parado desde el jueves», se lamentaba Ricardo Arce, conductor de Nasca.",
            "es",
            "El camión lleva parado",
            "Ricardo Arce",
        ),
        (
            "La alcaldesa, Ana Mir, recorrió el barrio.\n\n«¿Quién va a pagar todo esto?», se preguntaba.",
            "es",
            "Quién va a pagar",
            "Ana Mir",
        ),
        # English says it with the verb alone, in any tense.
        (
            '"Nobody told us the line was shut," complained Tom Hale, a lorry driver from Leeds.',
            "en",
            "Nobody told us",
            "Tom Hale",
        ),
    ],
)
def test_a_speech_verb_with_se_in_the_imperfect_attributes_a_quotation(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


def test_a_complaint_about_something_in_the_imperfect_reports_no_words():
    text = "Durante meses, los vecinos se quejaban del ruido de las obras nocturnas."
    found, everything = speaker_of(text, "es", "se quejaban del ruido")
    assert found is None, everything
