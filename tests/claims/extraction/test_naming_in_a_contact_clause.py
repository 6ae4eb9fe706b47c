"""Quoted words that name a thing in a clause about it are the clause's subject's:
English leaves the relative out ("a rate Moreno described as “…”", "a charge Natarajan
rejected as “…”", "an accusation Molina dismissed as “…”"), Spanish keeps it and may
value or brand the thing ("una acusación que Molina tachó de «…»", "un público que
la empresa calcula en «…»", "un resultado que ella misma calificó de «…»"). A
subject that is no one ("analysts") gives no speaker, and a verb that names nothing
("a debate Moreno opened as “…”") leaves the quotation to its own frame. Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            'Council tax rose by 9% this year, a rate Daniel Moreno described as "a national embarrassment".',
            "en",
            "a national embarrassment",
            "Daniel Moreno",
        ),
        (
            "Residents accused the councillor of wasting money, a charge Priya Natarajan rejected as "
            '"wholly unjustified".',
            "en",
            "wholly unjustified",
            "Priya Natarajan",
        ),
        (
            "Senator Alan Brooke was accused of lying to the committee.\n\n"
            'The opposition called it a cover-up, an accusation he dismissed as "cheap politics".',
            "en",
            "cheap politics",
            "Alan Brooke",
        ),
        (
            "El diputado Andrés Molina fue acusado de nepotismo, una acusación que Molina tachó de «politiquería barata».",
            "es",
            "politiquería barata",
            "Andrés Molina",
        ),
        (
            "La candidata Mariana Zúñiga obtuvo el 12 %, un resultado que ella misma calificó de «histórico».",
            "es",
            "histórico",
            "Mariana Zúñiga",
        ),
        (
            'Sales fell sharply in a month analysts described as "brutal".',
            "en",
            "brutal",
            None,
        ),
        (
            'The vote came after a debate Daniel Moreno opened as "the most important of the year", '
            "said Priya Natarajan.",
            "en",
            "the most important of the year",
            "Priya Natarajan",
        ),
    ],
)
def test_a_clause_naming_a_thing_in_quoted_words_is_its_subjects(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker


def test_a_value_put_on_a_thing_in_a_relative_clause_is_its_subjects():
    text = (
        "La empresa Lunar Live organizó el concierto.\n\n"
        'Acudió un público que la empresa calcula en "algo menos de 2.000 personas".'
    )
    found = speaker_of(text, "es", "algo menos de 2.000")[1]
    assert ("statistic", "algo menos de 2.000 personas", "Lunar Live") in found
