"""A medium named after its noun ("escribió en la red social X", "en la plataforma
Bluesky", "posted on the social network Threads") is where the words were written, not
who wrote them: the person the verb leaves out or names after it speaks; an article
after the medium's noun ("en redes sociales la Mesa Estudiantil") opens the subject."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La alcaldesa, Marta Ruiz Gil, decretó dos días de luto. «No podemos seguir así», escribió en la red "
            "social X.",
            "es",
            "seguir así",
            "Marta Ruiz Gil",
        ),
        (
            "El concejal Pedro Salinas Vega pidió explicaciones. «Nadie nos avisó», escribió en la plataforma "
            "Bluesky.",
            "es",
            "Nadie nos avisó",
            "Pedro Salinas Vega",
        ),
        (
            "Se registraron tres heridos. «Hay que cerrar el paso», escribió en la red social Facebook el "
            "gobernador, Julián Ortega Paz.",
            "es",
            "cerrar el paso",
            "Julián Ortega Paz",
        ),
        (
            "Los vecinos cortaron la calle. «Queremos respuestas», escribió en redes sociales la Asociación "
            "Vecinal de Triana.",
            "es",
            "Queremos respuestas",
            "Asociación Vecinal de Triana",
        ),
        (
            "El ministro de Obras, Luis Mora Díaz, publicó en la red social X que las obras acabarán en mayo.",
            "es",
            "acabarán en mayo",
            "Luis Mora Díaz",
        ),
        (
            'Mayor Tom Ruiz declared a day of mourning. "We cannot go on like this," he posted on the social '
            "network Threads.",
            "en",
            "go on like this",
            "Tom Ruiz",
        ),
    ],
)
def test_the_writer_speaks_not_the_medium(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        # A platform that is no social medium publishes no one's words.
        ("La empresa publicó en la plataforma de contratación un pliego de 40 páginas.", "es", "pliego"),
        ("The agency posted on the platform a notice of 40 pages about the tender.", "en", "notice"),
    ],
)
def test_publishing_a_document_on_a_platform_is_no_speech(text, language, words):
    who, found = speaker_of(text, language, words)
    assert who is None, found
