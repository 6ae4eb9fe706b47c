"""SPEECH_VERB is searched as its lower-case twin (`speech_verbs.SearchedAsTwin`) and
finds exactly what the case-insensitive pattern finds, with the text's own letters."""

import re

import pytest

from claims.extraction.speech_verbs import SPEECH_VERB, SPEECH_VERB_PLAIN, SearchedAsTwin

TEXTS = [
    "The mayor SAID on Tuesday that 40 homes flooded, Ana Ruiz told reporters; he Added: no.",
    "She posted on X that prices rose, then POSTED ON TWITTER and posted a photo on Facebook.",
    "He has warned, stressed and re-stated it; unsaid words; the Says-who column, Declared.",
    "La alcaldesa dijo el martes que 40 casas se inundaron, según ha Explicado; AFIRMÓ que no.",
    "El ministro publicó en Twitter que subirán, y Han Publicado en sus redes sociales que sí.",
    "İstanbul'un valisi DİJO algo; ſaid no one; «Es falso», señaló, y ha añadido que bajó.",
]


def _found(pattern, text, pos, endpos):
    return [(m.span(), m.group()) for m in pattern.finditer(text, pos, endpos)]


@pytest.mark.parametrize("text", TEXTS)
def test_the_twin_finds_the_verbs_the_pattern_finds_in_every_window(text):
    for pos in range(0, len(text) + 2, 3):
        for endpos in range(pos - 1, len(text) + 2, 5):
            assert _found(SPEECH_VERB, text, pos, endpos) == _found(SPEECH_VERB_PLAIN, text, pos, endpos), (
                text[pos:endpos]
            )
            found, expected = SPEECH_VERB.search(text, pos, endpos), SPEECH_VERB_PLAIN.search(text, pos, endpos)
            assert (found and (found.span(), found.group())) == (expected and (expected.span(), expected.group()))
    assert [m.group() for m in SPEECH_VERB.finditer(text)] == [m.group() for m in SPEECH_VERB_PLAIN.finditer(text)]


def test_the_matches_read_the_text_own_letters_in_english_and_spanish():
    assert [m.group() for m in SPEECH_VERB.finditer(TEXTS[1])] == ["posted", "POSTED", "posted"]
    assert [m.group() for m in SPEECH_VERB.finditer(TEXTS[4])] == ["publicó", "Han Publicado"]
    assert SPEECH_VERB.search(TEXTS[3], 60).group() == "ha Explicado"


def test_only_a_case_insensitive_pattern_without_capital_escapes_has_a_twin():
    with pytest.raises(ValueError):
        SearchedAsTwin(re.compile(r"said"))
    with pytest.raises(ValueError):
        SearchedAsTwin(re.compile(r"said\S", re.IGNORECASE))
