"""Where a Spanish speech verb was said, then who said it, no comma between ("lamentó en
Guayaquil Fernanda Cevallos", "dijo desde Lajas Blancas María José Pérez"): a known first
name and the surname closing the words speak, not the place. A place alone ("dijo en San
Pedro Sula") leaves the subject out: the person named last speaks."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Los cortes golpean a los negocios. «Tengo una heladería», lamentó en Guayaquil Fernanda Cevallos, "
            "que calcula haber perdido dinero.",
            "es",
            "Tengo una heladería",
            "Fernanda Cevallos",
        ),
        (
            "«Caminamos nueve días», contó desde Lajas Blancas María José Pérez.",
            "es",
            "Caminamos nueve días",
            "María José Pérez",
        ),
        (
            "La alcaldesa, Ana Mir, visitó la zona.\n\n«Todo está bajo control», dijo en San Pedro Sula.",
            "es",
            "Todo está bajo control",
            "Ana Mir",
        ),
        (
            'The mayor, Lucy Hale, toured the area. "We will rebuild," she said in Leeds.',
            "en",
            "We will rebuild",
            "Lucy Hale",
        ),
    ],
)
def test_who_speaks_after_where(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything
