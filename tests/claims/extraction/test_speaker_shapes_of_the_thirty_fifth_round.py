"""Speaker shapes a catalogue of wire attributions found unread after the thirty-fifth
blind round, each by a general rule. Sentences of our own."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, words):
    return next(p.speaker for p in extract(text, language=language) if words in p.quote)


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        ("Northgate Rail's spokesman said services would resume on Tuesday.", "en", "services would resume", "Northgate Rail"),
        ("The Red Cross’s spokeswoman said 40 people had been treated.", "en", "40 people", "Red Cross"),
        ("NATO's chief spokesman said 300 troops would leave in May.", "en", "300 troops would leave", "NATO"),
        # Spanish says it with "de", as it always did.
        ("La portavoz de la Cruz Roja dijo que 40 personas fueron atendidas.", "es", "40 personas", "Cruz Roja"),
    ],
)
def test_the_spokesperson_of_a_body_named_as_its_owner_speaks_for_it(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        # A person's spokesperson, and a single word that may be a surname, name no body.
        ("Laura Kent's spokesman said services would resume on Tuesday.", "en", "services would resume"),
        ("Kent's spokesman said 40 people had been treated.", "en", "40 people had been treated"),
        ("The company's spokesman said 40 people had been treated.", "en", "40 people had been treated"),
        ("El portavoz de Laura Kent dijo que 40 personas fueron atendidas.", "es", "40 personas"),
    ],
)
def test_the_spokesperson_of_a_person_or_an_unnamed_owner_is_no_one_named(text, language, words):
    assert speaker_of(text, language, words) is None
