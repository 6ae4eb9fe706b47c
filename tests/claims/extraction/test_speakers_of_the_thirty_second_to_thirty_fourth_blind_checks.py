"""Speakers in forms the thirty-second to thirty-fourth blind checks found unread, each
by a general rule. Sentences of our own."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, words):
    return next(p.speaker for p in extract(text, language=language) if words in p.quote)


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The Eastfield Gazette printed the letters in May. In a statement, the newspaper said its "
            "sources had been checked twice.",
            "en",
            "its sources had been checked",
            "Eastfield Gazette",
        ),
        (
            "The mayor sued the Morning Herald last year. The paper said the story was accurate.",
            "en",
            "the story was accurate",
            "Morning Herald",
        ),
        (
            "El alcalde demandó a El Heraldo del Sur por sus reportajes. En su defensa, el diario aseguró que "
            "todas sus fuentes eran fiables.",
            "es",
            "todas sus fuentes eran fiables",
            "Heraldo del Sur",
        ),
    ],
)
def test_a_newspaper_called_by_what_it_is_is_the_one_newspaper_named(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "The Eastfield Gazette and the Morning Herald both printed the letters. The newspaper said its "
            "sources had been checked twice.",
            "en",
            "its sources had been checked",
        ),
        ("The council met on Monday. The newspaper said its sources had been checked twice.", "en", "its sources"),
        (
            "El Ministerio de Salud publicó las cifras. El diario aseguró que todas sus fuentes eran fiables.",
            "es",
            "todas sus fuentes eran fiables",
        ),
    ],
)
def test_a_newspaper_by_its_kind_is_no_one_when_not_one_newspaper_is_named(text, language, words):
    assert speaker_of(text, language, words) is None
