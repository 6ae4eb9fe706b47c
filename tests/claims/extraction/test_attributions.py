"""Reported statements: the claim, who makes it and how the article says so."""

import pytest

from claims.extraction.attributions import find_attributions, looks_like_speaker


def attributed(text):
    return [
        (text[a.claim_start : a.claim_end], a.frame.speaker, a.frame.attribution, a.frame.allegation)
        for a in find_attributions(text, 0, len(text.rstrip(".")))
    ]


@pytest.mark.parametrize(
    "text, claim, speaker, attribution, allegation",
    [
        (
            "Over 500 officers have defected since May, reports the Interior Ministry.",
            "Over 500 officers have defected since May",
            "the Interior Ministry",
            "reports",
            False,
        ),
        (
            "The town has become infiltrated with spies, Solano says.",
            "The town has become infiltrated with spies",
            "Solano",
            "says",
            False,
        ),
        (
            "According to the World Health Organization, the outbreak is slowing.",
            "the outbreak is slowing",
            "the World Health Organization",
            "According to",
            False,
        ),
        (
            "The outbreak is slowing, according to local doctors.",
            "The outbreak is slowing",
            "local doctors",
            "according to",
            False,
        ),
        (
            "Solano alleges that his niece was tortured by the intelligence service.",
            "his niece was tortured by the intelligence service",
            "Solano",
            "alleges",
            True,
        ),
        (
            "The Foreign Ministry also affirmed that “a significant number” have applied for refugee status.",
            "“a significant number” have applied for refugee status",
            "The Foreign Ministry",
            "affirmed",
            False,
        ),
        (
            "Six years later, Alvarenga says he still lives on edge.",
            "he still lives on edge",
            "Alvarenga",
            "says",
            False,
        ),
        (
            "The mayor told reporters that the bridge will reopen in June.",
            "the bridge will reopen in June",
            "The mayor",
            "told reporters",
            False,
        ),
        (
            "El gobierno asegura que la mayoría de las tropas sigue leal.",
            "la mayoría de las tropas sigue leal",
            "El gobierno",
            "asegura",
            False,
        ),
        (
            "Según el Ministerio de Defensa, mil soldados han desertado.",
            "mil soldados han desertado",
            "el Ministerio de Defensa",
            "Según",
            False,
        ),
        (
            "Carlos Ruiz accuses the government of hiding the true toll.",
            "the government of hiding the true toll",
            "Carlos Ruiz",
            "accuses",
            True,
        ),
    ],
)
def test_reported_statements(text, claim, speaker, attribution, allegation):
    assert attributed(text)[0] == (claim, speaker, attribution, allegation)


def test_a_participle_after_the_frame_carries_on_the_speakers_account():
    text = "The city is full of spies, Solano says, accusing a neighbour of being one of them."
    assert attributed(text) == [
        ("The city is full of spies", "Solano", "says", False),
        ("accusing a neighbour of being one of them", "Solano", "accusing", True),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "In late January, Guaidó canvassed military bases across the country, promising soldiers amnesty.",
        "Two dozen plotters were swiftly arrested.",
        "The mass exodus so many were hoping for has yet to materialise.",
    ],
)
def test_narrative_is_not_a_reported_statement(text):
    assert attributed(text) == []


@pytest.mark.parametrize(
    "phrase, expected",
    [
        ("Solano", True),
        ("he", True),
        ("Venezuela’s interim president, Juan Guaidó", True),
        ("the colonel", True),
        ("officials", True),
        ("The Foreign Ministry’s press release", True),
        ("Guaidó canvassed military bases across the country", False),
        ("the army that he commanded", False),
        ("stated", False),
    ],
)
def test_looks_like_speaker(phrase, expected):
    assert looks_like_speaker(phrase) is expected
