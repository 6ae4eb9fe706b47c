"""Speakers the fifth blind check still missed, by general rules: a title of two words
ending in an officer's noun ("Energy Regulator", "Harbour Master") is no part of the
name, so "he told … radio" finds the person; a body that expresses its quoted words
("expressed its "deep regret"") speaks them; a relative clause in which the speaker
just quoted goes on speaking or asking (", who called for …", ", quien reclamó que
…") is that speaker's. Sentences of our own."""

import pytest

from claims.extraction import extract


def proposals(text, language):
    return [(p.kind, p.speaker, p.quote) for p in extract(text, language=language)]


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            'Energy Regulator Conor Hayes welcomed the judgment. "It is a clear signal," he told Newstalk radio.',
            "Conor Hayes",
        ),
        ('Harbour Master Liam Burke praised the crews. "Nobody was hurt," he told RTÉ radio.', "Liam Burke"),
        ('County Coroner Ruth Adler closed the inquest. "The family deserve answers," she said.', "Ruth Adler"),
    ],
)
def test_a_two_word_title_is_no_part_of_the_name(text, speaker):
    assert quote_speakers(text, "en") == [speaker]


@pytest.mark.parametrize(
    "text, speaker",
    [
        ('Harlow Metals expressed its "deep regret" over the accident at its plant.', "Harlow Metals"),
        ('The Riverside Tenants Union expressed its "profound disappointment" with the ruling.', "Riverside Tenants Union"),
    ],
)
def test_a_body_that_expresses_its_quoted_words_speaks_them(text, speaker):
    assert [(kind, who) for kind, who, _ in proposals(text, "en")] == [("fact", speaker)]


@pytest.mark.parametrize(
    "text, language, speaker, words",
    [
        (
            '"Many families have lost everything," said the association\'s chairman, Peter Sands, who called '
            'for the aid to arrive "before Christmas, not next year".',
            "en",
            "Peter Sands",
            'called for the aid to arrive "before Christmas, not next year"',
        ),
        (
            "«Muchos vecinos lo han perdido todo», lamentó el presidente de la asociación, Pedro Sanz Ortega, "
            "quien reclamó que las ayudas lleguen «antes de Navidad y no dentro de un año».",
            "es",
            "Pedro Sanz Ortega",
            "reclamó que las ayudas lleguen «antes de Navidad y no dentro de un año»",
        ),
        (
            "«Nadie nos avisó», dijo Marta Gil, quien aseguró que la empresa conocía el problema desde marzo.",
            "es",
            "Marta Gil",
            "aseguró que la empresa conocía el problema desde marzo",
        ),
    ],
)
def test_a_relative_clause_in_which_the_speaker_goes_on_is_theirs(text, language, speaker, words):
    found = proposals(text, language)
    assert found[0][:2] == ("quote", speaker)
    assert found[1] == ("fact", speaker, words)


@pytest.mark.parametrize(
    "text, language",
    [
        ('"We were never told," said Claire Mottram, who led the tenants\' campaign for two years.', "en"),
        ("«Nadie nos avisó», dijo Marta Gil, quien vive en el barrio desde hace años.", "es"),
    ],
)
def test_a_relative_clause_that_only_says_who_the_speaker_is_stays_no_claim(text, language):
    assert [kind for kind, _, _ in proposals(text, language)] == ["quote"]
