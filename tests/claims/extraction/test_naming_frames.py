"""Quoted words a relative clause gives to its subject ("una cifra que la Consejería
rebaja a «unas 900»", "which the Harlow Gallery described as “…”") are that subject's;
a clause whose verb has no subject of its own ("advirtió de que la cifra «es …»") and
a quotation no relative clause introduces keep their speakers."""

import pytest

from claims.extraction.naming_frames import naming_frame
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Los sindicatos hablan de 5.000 despidos, una cifra que la Consejería de Empleo rebaja a «unos 900».",
            "es",
            "unos 900",
            "Consejería de Empleo",
        ),
        (
            "El cuadro, que la Fundación Arteaga presenta como «una obra maestra del barroco», "
            "saldrá a la venta en marzo.",
            "es",
            "una obra maestra",
            "Fundación Arteaga",
        ),
        (
            'The museum bought the vase, which the Harlow Gallery described as "a fake from the start".',
            "en",
            "a fake from the start",
            "Harlow Gallery",
        ),
        (
            'Organisers said 3,000 people marched, a figure that the City Council puts at "fewer than 900".',
            "en",
            "fewer than 900",
            "City Council",
        ),
        (
            "La policía detuvo a 43 personas, una cifra que el Ayuntamiento de Soria considera «inaceptable».",
            "es",
            "inaceptable",
            "Ayuntamiento de Soria",
        ),
        (
            'The board offered a 2% raise, which the Transit Workers Union considered "an insult".',
            "en",
            "an insult",
            "Transit Workers Union",
        ),
        # A calling verb gives its name with no "as".
        (
            'The budget sets aside 600 million crowns for prevention, a figure Malin Håkansson called "a rounding error".',
            "en",
            "a rounding error",
            "Malin Håkansson",
        ),
        (
            'Damages are capped at $300,000, a limit the Parents Alliance branded "an insult".',
            "en",
            "an insult",
            "Parents Alliance",
        ),
    ],
)
def test_the_subject_of_a_naming_clause_says_its_quoted_words(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "text",
    [
        "Las pérdidas podrían superar los 5 millones, aunque el concejal advirtió de que la cifra «es provisional».",
        'The council voted, and the mayor said the plan was "a new start".',
        # An opinion anyone may hold: only a subject the text names holds it.
        "La empresa fijó unos servicios mínimos del 30 %, que el comité de huelga considera «abusivos».",
        'The board offered a 2% raise, which the union considered "an insult".',
        # A name given by no one: "called" with no subject before it.
        'The storm, called "the worst in decades", hit the coast on Monday.',
        'About 4.7% of voters used the app, a figure the auditors called "worryingly low".',
    ],
)
def test_no_naming_clause_without_a_subject_and_a_naming_verb(text):
    open_mark = min(i for i in (text.find("«"), text.find('"')) if i >= 0)
    assert naming_frame(text, 0, open_mark) is None
