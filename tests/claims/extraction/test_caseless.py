"""Case-insensitive patterns searched as case-sensitive twins in lower-cased text
find exactly what the original finds, where the original finds it."""

import re

import pytest

from claims.extraction.caseless import first_character_guard, lowercase_twin, lowered, opening_guard
from claims.extraction.numbers import VAGUE_PATTERN, VAGUE_LOWER
from claims.extraction.qualifiers import QUALIFIER_BEFORE, QUALIFIER_BEFORE_LOWER

TEXTS = [
    "More Than 200 people fled; ALMOST 40 were hurt and Some 12 are missing.",
    "Unos 300 vecinos, MÁS DE 40 heridos y CASI el 20 % de las viviendas.",
    # Letters that lower-case to two characters or that re equates with another.
    "İstanbul: ALMOſT 30 Dozens of people, ſeveral dozen more, aBOUT 5.",
    "Hundreds of Thousands marched; a HANDFUL stayed. Varias DECENAS de heridos.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_lowered_text_keeps_every_character_in_its_place(text):
    assert len(lowered(text)) == len(text)


@pytest.mark.parametrize("text", TEXTS)
def test_the_twin_finds_the_same_spans_and_groups(text):
    for original, twin in ((VAGUE_PATTERN, VAGUE_LOWER), (QUALIFIER_BEFORE, QUALIFIER_BEFORE_LOWER)):
        for end in range(len(text) + 1):
            before = text[:end]
            expected = [(m.span(), m.lastgroup) for m in original.finditer(before)]
            found = [(m.span(), m.lastgroup) for m in twin.finditer(lowered(before))]
            assert found == expected, before


def test_the_twin_of_a_pattern_with_capitals_or_case_sensitive_parts_is_refused():
    with pytest.raises(ValueError):
        lowercase_twin(re.compile(r"\b(?:More|over)\b", re.IGNORECASE))
    with pytest.raises(ValueError):
        lowercase_twin(re.compile(r"\b(?:more|over)\b"))
    with pytest.raises(ValueError):
        lowercase_twin(re.compile(r"\b(?:more|(?-i:over))\b", re.IGNORECASE))
    assert lowercase_twin(re.compile(r"(?P<n>\d+)\s+(?:more|over)\b\S*", re.IGNORECASE)).flags & re.IGNORECASE == 0


def test_a_twin_looks_ahead_for_the_letters_its_matches_start_with():
    assert VAGUE_LOWER.pattern.startswith("(?=[")
    assert first_character_guard(re.compile(r"\b(?:more|over)\s+$")).pattern == r"(?=[mo])(?:\b(?:more|over)\s+$)"


@pytest.mark.parametrize(
    "source",
    [
        r"a?",  # matches the empty string anywhere
        r"[^\W\d_]+ed",  # a negated class the guard does not spell out
        r"(?<!\d).+",  # any character, after a look-behind
        r"(?x) more | over",  # global flags must stay first
        r"(?i:more)|over",  # case-insensitive inside
    ],
)
def test_a_pattern_whose_first_characters_cannot_be_told_is_left_as_it_is(source):
    pattern = re.compile(source)
    assert first_character_guard(pattern) is pattern


@pytest.mark.parametrize("text", TEXTS)
def test_the_guarded_twin_finds_what_the_unguarded_one_finds(text):
    for original in (VAGUE_PATTERN, QUALIFIER_BEFORE):
        unguarded = re.compile(original.pattern, original.flags & ~re.IGNORECASE)
        guarded = first_character_guard(unguarded)
        assert guarded is not unguarded
        lower = lowered(text)
        for start in range(len(lower) + 1):
            assert [(m.span(), m.groupdict()) for m in guarded.finditer(lower, start)] == [
                (m.span(), m.groupdict()) for m in unguarded.finditer(lower, start)
            ]


def test_an_opening_guard_looks_ahead_for_the_words_matches_start_with():
    guarded = opening_guard(re.compile(r"\b(?:more\s+than|over|casi)\s+$"))
    assert guarded.pattern.startswith("(?=(?:c(?:a(?:s(?:i)))|m(?:o(?:r(?:e)))|o(?:v(?:e(?:r)))))")
    for text in ("about 40 people, more than ", "casi ", "the moreover ", "más de ", "overs ", "sobre "):
        assert [m.span() for m in guarded.finditer(text)] == [
            m.span() for m in re.finditer(r"\b(?:more\s+than|over|casi)\s+$", text)
        ]


@pytest.mark.parametrize("source", [r"a?", r"[^\W\d_]+ed", r"(?<!\d).+", r"(?x) more | over", r"(?i:more)|over"])
def test_a_pattern_whose_openings_cannot_be_told_is_left_as_it_is(source):
    pattern = re.compile(source)
    assert opening_guard(pattern) is pattern
    assert opening_guard(re.compile("more", re.IGNORECASE)).pattern == "more"


@pytest.mark.parametrize("text", TEXTS)
def test_the_qualifier_twin_behind_its_opening_guard_finds_what_it_finds_without(text):
    unguarded = re.compile(QUALIFIER_BEFORE.pattern, QUALIFIER_BEFORE.flags & ~re.IGNORECASE)
    guarded = opening_guard(unguarded)
    assert guarded is not unguarded
    lower = lowered(text)
    for end in range(len(lower) + 1):
        window = lower[max(0, end - 60) : end]
        found, expected = guarded.search(window), unguarded.search(window)
        assert (found and (found.span(), found.groupdict())) == (expected and (expected.span(), expected.groupdict()))
