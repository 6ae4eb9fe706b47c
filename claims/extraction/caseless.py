"""Case-insensitive patterns, run faster over lower-cased text.

Python's `re` tries every alternative of a case-insensitive alternation at every
word ("more than|over|above|…"), but skips at once the alternatives whose first
letter differs when the pattern is case-sensitive. A long list of wordings is
therefore several times faster as `lowercase_twin(PATTERN)` searched in
`lowered(text)`, and finds exactly the same spans: `lowered` keeps every character
where it was and maps each one to the letter `re.IGNORECASE` would compare it as.
The twin's groups hold lower-cased text, so it suits rules that lower-case what
they read anyway.

A twin also starts with a look-ahead for the characters a match can start with
(`first_character_guard`): re otherwise tries every alternative at every word,
each with its own check of the first letter, where one look-up in a set of letters
rules most words out; the long twins run about a third faster, and match the same.
The same guard serves a case-sensitive pattern that opens with a look-behind or a
word boundary, which re otherwise tries at every character (the digits of a text,
twice as fast behind "(?=[\\d$€£…])").
"""

import re
from functools import lru_cache
from re import _constants as sre_constants, _parser as sre_parser

from claims.extraction.word_presence import LONG_TEXT, holds_any_long


def lowered(text: str) -> str:
    """`text` in lower case, of the same length, as `re.IGNORECASE` compares it.

    "İ" lower-cases to two characters, and re also equates "ı" with "i" and "ſ"
    with "s"; these three are mapped to the letter re compares them as (an ASCII
    text has none of them, and is lower-cased at once).
    """
    if text.isascii():
        return text.lower()
    return text.replace("İ", "i").lower().replace("ı", "i").replace("ſ", "s")


@lru_cache(maxsize=2)
def lowered_text(text: str) -> str:
    """`lowered(text)` of a whole article, worked out once for the many rules that
    search it (the last two texts are kept, nothing more)."""
    return lowered(text)


def finds_any(text: str, patterns) -> bool:
    """Whether one of `patterns` finds something in `text`: `holds_any` for what a
    pattern cannot match without when that is more than a word (each pattern best
    opening on a literal, which re skips to at once)."""
    return any(pattern.search(text) for pattern in patterns)


def holds_any(text: str, words) -> bool:
    """Whether `text` (lower-cased where the words are) holds one of `words`: the words
    a pattern cannot match without. A rule skips its pattern when none is there, which
    leaves every match as it was and saves the scan (most texts hold none of them).
    A whole article is scanned once for every word asked of it (`word_presence`)."""
    if len(text) >= LONG_TEXT:
        return holds_any_long(text, words)
    for word in words:
        if word in text:
            return True
    return False


def lowercase_twin(pattern: re.Pattern) -> re.Pattern:
    """`pattern` (case-insensitive and written in lower case) compiled
    case-sensitively, to search in `lowered(text)`."""
    source = pattern.pattern
    letters = re.sub(r"\\.|\(\?P[<=]", "", source)
    if not pattern.flags & re.IGNORECASE or letters != letters.lower() or "(?-i" in source:
        raise ValueError(f"Only a case-insensitive pattern written in lower case has a twin: {source[:60]}")
    return first_character_guard(re.compile(source, pattern.flags & ~re.IGNORECASE))


def searched_as(pattern: re.Pattern) -> tuple[re.Pattern, bool]:
    """How a pattern run over a whole text is searched fastest, finding the same spans:
    (the pattern to search, whether in `lowered(text)` rather than the text). One that
    ignores case as its lower-case twin (whose groups hold lower-cased text: for rules
    that read spans); one that opens with a look-behind, a boundary or a class behind
    `first_character_guard`; one that opens with a literal, or whose first characters
    cannot be told, as it is (re already skips to a literal first character)."""
    if pattern.flags & re.IGNORECASE:
        try:
            return lowercase_twin(pattern), True
        except ValueError:
            return pattern, False
    items = sre_parser.parse(pattern.pattern, pattern.flags).data
    while items and items[0][0] is sre_constants.SUBPATTERN:
        items = items[0][1][3].data
    opens_with_a_literal = bool(items) and items[0][0] is sre_constants.LITERAL
    return (pattern if opens_with_a_literal else first_character_guard(pattern)), False


def first_character_guard(pattern: re.Pattern) -> re.Pattern:
    """`pattern` behind a look-ahead for the characters its matches can start with
    ("(?=[abc])(?:…)", "(?=[\\d$])(?:…)"), or `pattern` itself when they cannot be
    told (a case-insensitive pattern, a negated class such as [^\\W\\d_]) or when
    it can match nothing at all. Look-arounds and word boundaries before the first
    character are passed over: they match no character of their own."""
    if pattern.flags & re.IGNORECASE:
        return pattern
    first = _first_characters(sre_parser.parse(pattern.pattern, pattern.flags).data)
    if first is None or first[1] or not first[0]:
        return pattern
    characters = "".join(
        _CATEGORIES.get(character) or re.escape(character) for character in sorted(first[0], key=str)
    )
    try:
        return re.compile(f"(?=[{characters}])(?:{pattern.pattern})", pattern.flags)
    except re.error:  # global flags written inside the pattern must stay first
        return pattern


# The classes a guard spells out as they are written (\\d, \\s, \\w), kept in the
# set of first characters as their parsed category.
_CATEGORIES = {
    sre_constants.CATEGORY_DIGIT: r"\d",
    sre_constants.CATEGORY_SPACE: r"\s",
    sre_constants.CATEGORY_WORD: r"\w",
}


def _first_characters(items) -> tuple[set[str], bool] | None:
    """The characters a sequence of parsed pattern items can start with, and whether
    it can match the empty string; None when that cannot be told."""
    characters: set[str] = set()
    for op, av in items:
        found = _first_of_item(op, av)
        if found is None:
            return None
        characters |= found[0]
        if not found[1]:
            return characters, False
    return characters, True


def _first_of_item(op, av) -> tuple[set[str], bool] | None:
    if op is sre_constants.LITERAL:
        return {chr(av)}, False
    if op is sre_constants.AT:  # \b, ^, $: no character of their own
        return set(), True
    if op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT):  # a look-ahead or look-behind: none either
        return set(), True
    if op is sre_constants.SUBPATTERN:
        _, add_flags, _, items = av
        return None if add_flags & re.IGNORECASE else _first_characters(items)
    if op is sre_constants.BRANCH:
        characters, empty = set(), False
        for alternative in av[1]:
            found = _first_characters(alternative)
            if found is None:
                return None
            characters |= found[0]
            empty = empty or found[1]
        return characters, empty
    if op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT):
        least, _, items = av
        found = _first_characters(items)
        return None if found is None else (found[0], found[1] or least == 0)
    if op is sre_constants.IN:
        characters = set()
        for member, value in av:
            if member is sre_constants.LITERAL:
                characters.add(chr(value))
            elif member is sre_constants.RANGE and value[1] - value[0] < 256:
                characters.update(chr(code) for code in range(value[0], value[1] + 1))
            elif member is sre_constants.CATEGORY and value in _CATEGORIES:
                characters.add(value)
            else:
                return None
        return characters, False
    return None



def opening_guard(pattern: re.Pattern, length: int = 4) -> re.Pattern:
    """`pattern` behind a look-ahead for the first `length` characters its matches
    can start with, as a tree of alternatives ("(?=m(?:o(?:r(?:e))|á(?:s(?:\\s)))|…)"),
    or `pattern` itself when they cannot be told (a case-insensitive pattern, a match
    that may be empty, a first character that is a class). For a long alternation of
    wordings searched at every word (`QUALIFIER_BEFORE_LOWER`): re tries each of its
    alternatives at every word that starts with a letter one of them starts with,
    where the look-ahead rules out at once the words none of them starts with. A
    look-ahead for what every match starts with leaves every match as it was."""
    if pattern.flags & re.IGNORECASE:
        return pattern
    openings = _openings(sre_parser.parse(pattern.pattern, pattern.flags).data, length)
    if openings is None or () in openings or any(opening[0] in _CLASSES for opening in openings):
        return pattern
    try:
        return re.compile(f"(?={_tree(openings)})(?:{pattern.pattern})", pattern.flags)
    except re.error:  # global flags written inside the pattern must stay first
        return pattern


# A character `_openings` cannot spell out: any at all.
_ANY = object()
_CLASSES = {_ANY, *_CATEGORIES}


def _tree(openings: set[tuple]) -> str:
    """A pattern for the openings, sharing their common beginnings; an opening cut
    short (a match that ends there, or any character next) accepts what follows."""
    if () in openings or any(opening[0] is _ANY for opening in openings):
        return ""
    by_first: dict = {}
    for opening in openings:
        by_first.setdefault(opening[0], set()).add(opening[1:])
    branches = []
    for first in sorted(by_first, key=str):
        spelled = _CATEGORIES.get(first) or re.escape(first)
        rest = _tree(by_first[first])
        branches.append(f"{spelled}(?:{rest})" if rest else spelled)
    return "|".join(branches) if len(branches) == 1 else f"(?:{'|'.join(branches)})"


def _concatenated(heads: set[tuple], tails: set[tuple], length: int) -> set[tuple]:
    """The first `length` characters of a head followed by a tail; an opening that
    reaches a character `_ANY` stands for any that follow and ends there."""
    found = {head for head in heads if _complete(head, length)}
    for head in heads - found:
        for tail in tails:
            joined = (head + tail)[:length]
            if _ANY in joined:
                joined = joined[: joined.index(_ANY) + 1]
            found.add(joined)
    return found


def _complete(opening: tuple, length: int) -> bool:
    return len(opening) >= length or (bool(opening) and opening[-1] is _ANY)


def _openings(items, length: int) -> set[tuple] | None:
    """The first `length` characters (fewer when a match is that short; `()` when it
    may be empty) that a sequence of parsed pattern items can match, or None when
    they cannot be told."""
    found: set[tuple] = {()}
    for op, av in items:
        item = _openings_of_item(op, av, length)
        if item is None:
            return None
        found = _concatenated(found, item, length)
    return found


def _openings_of_item(op, av, length: int) -> set[tuple] | None:
    if op is sre_constants.LITERAL:
        return {(chr(av),)}
    if op in (sre_constants.AT, sre_constants.ASSERT, sre_constants.ASSERT_NOT):  # no character of their own
        return {()}
    if op in (sre_constants.NOT_LITERAL, sre_constants.ANY):
        return {(_ANY,)}
    if op is sre_constants.SUBPATTERN:
        _, add_flags, del_flags, items = av
        return None if add_flags or del_flags else _openings(items, length)
    if op is sre_constants.ATOMIC_GROUP:
        return _openings(av, length)
    if op is sre_constants.BRANCH:
        found: set[tuple] = set()
        for alternative in av[1]:
            openings = _openings(alternative, length)
            if openings is None:
                return None
            found |= openings
        return found
    if op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT):
        least, most, items = av
        once = _openings(items, length)
        if once is None:
            return None
        # `length` repetitions reach `length` characters: any more only add characters
        # past them (or, when one may be empty, stand for fewer).
        repeated = [{()}]
        for _ in range(length):
            repeated.append(_concatenated(repeated[-1], once, length))
        counts = {min(count, length) for count in range(least, min(most, length) + 1)}
        return set().union(*(repeated[count] for count in counts | ({length} if most > length else set())))
    if op is sre_constants.IN:
        if any(member is sre_constants.NEGATE for member, _ in av):
            return {(_ANY,)}
        found = set()
        for member, value in av:
            if member is sre_constants.LITERAL:
                found.add((chr(value),))
            elif member is sre_constants.RANGE and value[1] - value[0] < 256:
                found.update((chr(code),) for code in range(value[0], value[1] + 1))
            elif member is sre_constants.CATEGORY and value in _CATEGORIES:
                found.add((value,))
            else:
                found.add((_ANY,))
        # A wide class ("[a-z]") narrows little and multiplies the openings: any character.
        return found if len(found) <= 8 and (_ANY,) not in found else {(_ANY,)}
    return None
