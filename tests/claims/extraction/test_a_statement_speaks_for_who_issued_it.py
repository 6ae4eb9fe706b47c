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


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # The subject set off twice, by an age and by a relative clause.
        (
            "The mayor of Harlow Bridge, Geoffrey Pennington, resigned on Friday.\n\n"
            "Pennington, 61, who has led the town council since 2017, said in a statement that he had made "
            "mistakes in good faith.\n\n"
            '"I have given this town the best years of my life," the statement said.',
            "en",
            "I have given this town",
            "Geoffrey Pennington",
        ),
        (
            "Rosa Ibarra, de 58 años, que preside la cooperativa desde 2015, dijo en un comunicado que no "
            "dimitirá.\n\n"
            "«He dado a este pueblo los mejores años de mi vida», señala el comunicado.",
            "es",
            "He dado a este pueblo",
            "Rosa Ibarra",
        ),
        # The frame closes what it reports.
        (
            "The water company Westmere Water was fined on Friday.\n\n"
            "The fine will be paid by shareholders rather than customers, the company said in a statement "
            "after the hearing.\n\n"
            '"We are sorry and we will put this right," the statement said.',
            "en",
            "We are sorry",
            "Westmere Water",
        ),
        (
            "La empresa Transportes Marítimos del Sur fue multada el viernes.\n\n"
            "La multa la pagarán los accionistas y no los clientes, dijo la empresa en un comunicado tras la vista.\n\n"
            "«Lo sentimos y lo vamos a arreglar», señala el comunicado.",
            "es",
            "Lo sentimos",
            "Transportes Marítimos del Sur",
        ),
        # A frame that names no issuer leaves the statement no one's.
        (
            "The fine will be paid by shareholders, according to a statement.\n\n"
            '"We are sorry and we will put this right," the statement said.',
            "en",
            "We are sorry",
            None,
        ),
    ],
)
def test_a_statement_whose_issuer_is_set_off_or_closes_the_sentence(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
