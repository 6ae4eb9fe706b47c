"""A statement alone as the speaker ("“…,” the statement said", "señala el
comunicado") is whoever the text said issued it: the subject of the sentence that
mentioned it ("Ellison announced her departure in a statement", "In a statement, the
trust said", "La federación emitió un comunicado"), "a statement from …", "un
comunicado del …", "his statement". A statement no one named issued ("a statement
from his lawyers"), or none mentioned, is no one. Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Council leader Margaret Ellison announced her departure in a statement on Friday.\n\n"
            '"It has been an honour to serve this borough," the statement said.',
            "en",
            "an honour to serve",
            "Margaret Ellison",
        ),
        (
            "In a statement released on Monday, the Harbor Valley Trust said repairs would begin soon.\n\n"
            '"We thank our visitors for their patience," the statement said.',
            "en",
            "thank our visitors",
            "Harbor Valley Trust",
        ),
        (
            "A statement from the Harbor Valley Trust apologised to visitors.\n\n"
            '"We thank our visitors for their patience," the statement added.',
            "en",
            "thank our visitors",
            "Harbor Valley Trust",
        ),
        (
            "The mayor of Harlow, Geoffrey Whitlam, resigned on Monday. His statement did not mention the audit.\n\n"
            '"I leave with my head high," the statement said.',
            "en",
            "my head high",
            "Geoffrey Whitlam",
        ),
        (
            "El alcalde de Soria, Carlos Martínez Mínguez, anunció su dimisión en un comunicado.\n\n"
            "«Ha sido un honor servir a esta ciudad», señala el comunicado.",
            "es",
            "un honor servir",
            "Carlos Martínez Mínguez",
        ),
        (
            "La Federación Andaluza de Fútbol emitió un comunicado el lunes.\n\n"
            "«Los partidos se jugarán a puerta cerrada», indicó el comunicado.",
            "es",
            "a puerta cerrada",
            "Federación Andaluza de Fútbol",
        ),
        (
            "Tom Reyes, the striker, was banned on Monday. A statement from his lawyers called the ban unfair.\n\n"
            '"He will appeal," the statement said.',
            "en",
            "He will appeal",
            None,
        ),
        (
            "El delantero Tomás Reyes fue sancionado. Un comunicado de sus abogados calificó la sanción de injusta.\n\n"
            "«Recurriremos», añade el comunicado.",
            "es",
            "Recurriremos",
            None,
        ),
        (
            "Margaret Ellison stepped down on Friday.\n\n"
            '"It has been an honour to serve this borough," the statement said.',
            "en",
            "an honour to serve",
            None,
        ),
    ],
)
def test_a_statement_speaks_for_who_issued_it(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
