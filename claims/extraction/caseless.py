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
from re import _constants as sre_constants, _parser as sre_parser


def lowered(text: str) -> str:
    """`text` in lower case, of the same length, as `re.IGNORECASE` compares it.

    "İ" lower-cases to two characters, and re also equates "ı" with "i" and "ſ"
    with "s"; these three are mapped to the letter re compares them as (an ASCII
    text has none of them, and is lower-cased at once).
    """
    if text.isascii():
        return text.lower()
    return text.replace("İ", "i").lower().replace("ı", "i").replace("ſ", "s")


def holds_any(text: str, words) -> bool:
    """Whether `text` (lower-cased where the words are) holds one of `words`: the words
    a pattern cannot match without. A rule skips its pattern when none is there, which
    leaves every match as it was and saves the scan (most texts hold none of them)."""
    return any(word in text for word in words)


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
