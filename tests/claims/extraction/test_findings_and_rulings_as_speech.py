"""A finding or a ruling followed by what was found, as a clause, is said by whoever
found it: "Judge Owen Keating found that …", "la jueza Marta Ibáñez dictaminó que
…"; "police found 40 kilos" and "has ruled out a coalition" report no words.
Sentences of our own."""

import pytest

from claims.extraction import extract
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Judge Owen Keating found that the council had failed to inspect the bridge for years.",
            "en",
            "failed to inspect the bridge",
            "Owen Keating",
        ),
        (
            "La jueza Marta Ibáñez dictaminó que el ayuntamiento había actuado con negligencia.",
            "es",
            "actuado con negligencia",
            "Marta Ibáñez",
        ),
    ],
)
def test_a_finding_followed_by_a_clause_is_said(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language",
    [
        ("The party has ruled out a coalition with the Greens after the vote.", "en"),
        ("Police found a large stash of cocaine in the boat on Tuesday night.", "en"),
        ("La Policía encontró un alijo de cocaína en el barco el martes.", "es"),
    ],
)
def test_a_finding_of_a_thing_reports_no_words(text, language):
    assert all(p.attribution in ("", None) for p in extract(text, language=language))
