"""The speech verbs' alternation grouped by first letter (`by_first_letter`, for
speed) finds exactly what the flat alternation finds."""

import re

import pytest

from claims.extraction.corpus_evaluation import load_corpus
from claims.extraction.speech_verbs import (
    ASKING_THAT,
    ENGLISH_SPEECH_VERBS,
    FINDING_THAT,
    POSTED_ON_A_PLATFORM,
    PROMISING_THAT,
    SPANISH_SPEECH_VERBS,
    SPEECH_VERBS,
    WITH_SE,
    by_first_letter,
)

FLAT = f"{ENGLISH_SPEECH_VERBS}|{SPANISH_SPEECH_VERBS}"
# The verbs that report words only in some company, kept whole after the grouped ones.
TAIL = f"{POSTED_ON_A_PLATFORM}|{ASKING_THAT}|{PROMISING_THAT}|{FINDING_THAT}|{WITH_SE}"
TEXTS = [
    " ".join(FLAT.split("|")),
    " ".join(word.upper() for word in FLAT.split("|")),
    "Ana Ruiz ha dicho que no; HAN ASEGURADO; said, Says, told-him, dijeron, habría señalado.",
    *(text.body for text in load_corpus()),
]


@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
def test_the_grouped_alternation_matches_as_the_flat_one(flags):
    assert SPEECH_VERBS == f"{by_first_letter(FLAT)}|{TAIL}" != f"{FLAT}|{TAIL}"
    flat = re.compile(rf"\b(?:{FLAT}|{TAIL})\b", flags)
    grouped = re.compile(rf"\b(?:{SPEECH_VERBS})\b", flags)
    for text in TEXTS:
        assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in flat.finditer(text)]
        assert [m.span() for m in re.finditer(rf"(?:{SPEECH_VERBS})", text, flags)] == [
            m.span() for m in re.finditer(rf"(?:{FLAT}|{TAIL})", text, flags)
        ]


def test_letters_that_differ_only_in_case_keep_the_flat_order():
    assert by_first_letter("ab|Ac|ad") == "ab|Ac|ad"
    assert by_first_letter("said|told|says") == "s(?:aid|ays)|t(?:old)"
