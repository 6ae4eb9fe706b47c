"""Patterns anchored at the end of a window, ruled out by the window's last word.

The rules around each figure, name and clause ask dozens of questions of the words
just before it ("…\\b(?:over|during|durante)\\s+$", "…(?:of|de)\\s+$"), ~2,700
searches an article. re tries such a pattern at every character of the window
before finding that the window does not end as it needs; most windows do not.
Many of these patterns can only match a window whose last word, after trailing
spaces, ends with one of a few literal endings ("over", "during", "durante"):
`end_guard(PATTERN)` works those endings out from the pattern itself and searches
only a window that has one, so a rule edited later keeps its guard true to it.

A guarded pattern finds exactly what the pattern finds: the endings are a
necessary condition read from the parsed pattern (the literal letters before the
trailing `\\s+` or `\\s*` and `$`, through groups and alternatives), compared in
`lowered` text when the pattern ignores case. A pattern whose endings cannot be
told (an optional word before `$`, a class of letters, a flag set inside it) is
returned unguarded.

A pattern whose matches are long only because of runs of spaces ("\\b(?:es|son|was)\\s+$",
"\\s+(?:at|en)\\s+$") is searched, in a window with no two spaces in a row (most
windows), only from where its longest match can start when every run of spaces it
matches is one character long; in a window that has two, from where the search starts.

Most windows end in a letter none of the endings ends with ("… the number rose to "
for an ending "of"): the last letter before the window's last space or two is looked
at first, one character rather than the window sliced, stripped and lower-cased.
"""

import re
import sys
from re import _constants as sre_constants, _parser as sre_parser

from claims.extraction.caseless import lowered


# Letters whose case-insensitive matches `lowered` maps exactly (see `caseless`); a
# case-sensitive pattern's endings are compared as they are, whatever their letters.
_SAFE_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyzáéíóúüñºª°0123456789’'.,;:-–—/()\"“”«»¿¡!?%$€£#&")

_SPACE = (sre_constants.IN, [(sre_constants.CATEGORY, sre_constants.CATEGORY_SPACE)])

# Two spaces in a row (of any kind `\\s` matches, as a pattern's runs of spaces do).
_TWO_SPACES = re.compile(r"\s\s")


class EndGuarded:
    """A compiled pattern whose `search` first checks the window's ending, and
    starts no further back than its longest match can; every other attribute is the
    pattern's own."""

    def __init__(
        self,
        pattern: re.Pattern,
        endings: tuple[str, ...],
        caseless: bool,
        longest_match: int | None,
        longest_single_spaced: int | None = None,
    ):
        self._pattern = pattern
        # Bound here rather than looked up through `__getattr__` at every call.
        self.match, self.fullmatch, self.finditer, self.findall = (
            pattern.match,
            pattern.fullmatch,
            pattern.finditer,
            pattern.findall,
        )
        self.pattern, self.flags, self.groupindex, self.groups = (
            pattern.pattern,
            pattern.flags,
            pattern.groupindex,
            pattern.groups,
        )
        self._endings = endings
        self._caseless = caseless
        # The letters the endings end with, as `lowered` gives them when the pattern
        # ignores case; "İ", "ı" and "ſ" lower-case to other letters there than in
        # `str.lower` ("i̇", "ı", "ſ"), which are let through to the full test.
        last_letters = {ending[-1] for ending in endings}
        if caseless:
            last_letters |= {"i̇", "ı"} if "i" in last_letters else set()
            last_letters |= {"ſ"} if "s" in last_letters else set()
        self._last_letters = frozenset(last_letters)
        self._longest = max(map(len, endings)) if endings else 0
        self._width = self._longest + 24
        # `$` also matches before a final newline: one character more.
        self._reach = None if longest_match is None else longest_match + 1
        # The same, in a window whose runs of spaces are each one character long.
        self._single_spaced_reach = None if longest_single_spaced is None else longest_single_spaced + 1

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        end = min(endpos, len(string))
        if self._endings:
            last = end - 1
            if last > pos >= 0:
                letter = string[last]
                if letter.isspace():
                    letter = string[last - 1]
                if not letter.isspace() and (letter.lower() if self._caseless else letter) not in self._last_letters:
                    # The window's last letter, inside it, ends none of the endings.
                    return None
            start = max(pos, end - self._width, 0)
            stripped = string[start:end].rstrip()
            if len(stripped) >= self._longest or start <= pos:
                if self._caseless:
                    stripped = stripped.lower() if stripped.isascii() else lowered(stripped)
                if not stripped.endswith(self._endings):
                    return None
        # Look-behinds and \b still see the text before where the search starts.
        if self._reach is not None:
            pos = max(pos, end - self._reach)
        elif (
            self._single_spaced_reach is not None
            and end - pos > self._single_spaced_reach
            and not _TWO_SPACES.search(string, pos, end)
        ):
            # No two spaces in a row where a match can be: each run of spaces it
            # matches is one character, and the match no longer than that reach.
            pos = max(pos, end - self._single_spaced_reach)
        return self._pattern.search(string, pos, endpos)

    def __getattr__(self, name):
        if name == "_pattern":  # not set yet (a copy being built)
            raise AttributeError(name)
        return getattr(self._pattern, name)

    def __repr__(self) -> str:
        return f"end_guard({self._pattern!r})"


def guard_window_patterns(namespace: dict) -> None:
    """Guard every pattern of a module's namespace (`globals()`) that can only match
    at the end of a window; called at the end of the module that defines them."""
    for name, value in list(namespace.items()):
        if isinstance(value, re.Pattern) and "$" in value.pattern:
            namespace[name] = end_guard(value)


# Longer matches gain little from starting the search late.
_MAX_REACH = 200


def end_guard(pattern: re.Pattern) -> "EndGuarded | re.Pattern":
    """`pattern`, searched only in windows that end as it needs and only as far back
    as its longest match (see the module's docstring), or `pattern` itself when
    neither can be told."""
    items = _parsed(pattern)
    if items is None or _before_end(items) is None:
        return pattern
    endings = window_endings(pattern)
    width = sre_parser.parse(pattern.pattern, pattern.flags).getwidth()[1]
    longest_match = width if width <= _MAX_REACH else None
    single_spaced = longest_single_spaced(items) if longest_match is None else None
    if single_spaced is not None and single_spaced > _MAX_REACH:
        single_spaced = None
    if not endings and longest_match is None and single_spaced is None:
        return pattern
    return EndGuarded(pattern, tuple(sorted(endings or ())), _caseless(pattern), longest_match, single_spaced)


def longest_single_spaced(items) -> int | None:
    """The longest match of parsed items in a text whose runs of spaces are each one
    character long: a repeat of a space (`\\s+`, `\\s*`, ` +`) then matches one character
    at most. None when a match may still be as long as the text (a repeat of letters,
    "[a-z]+"), or when it cannot be told (a reference to a group)."""
    longest = 0
    for op, av in items:
        if op is sre_constants.BRANCH:
            each = [longest_single_spaced(alternative) for alternative in av[1]]
            width = None if None in each else max(each)
        elif op is sre_constants.SUBPATTERN:
            width = longest_single_spaced(av[3])
        elif op is sre_constants.ATOMIC_GROUP:
            width = longest_single_spaced(av)
        elif op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT):
            least, most, body = av
            body = list(body)
            if len(body) == 1 and _matches_a_space_only(*body[0]):
                width = min(most, 1)
            else:
                once = longest_single_spaced(body)
                if once is None or (most == sre_constants.MAXREPEAT and once):
                    width = None
                else:
                    width = 0 if not once else once * most
        elif op in (sre_constants.LITERAL, sre_constants.NOT_LITERAL, sre_constants.IN, sre_constants.ANY,
                    sre_constants.RANGE, sre_constants.CATEGORY):
            width = 1
        elif op in (sre_constants.AT, sre_constants.ASSERT, sre_constants.ASSERT_NOT):
            width = 0
        else:
            return None
        if width is None:
            return None
        longest += width
    return longest


def _matches_a_space_only(op, av) -> bool:
    """Whether one parsed item matches only a space of some kind (`\\s`, " ", "[ \\t]")."""
    if op is sre_constants.LITERAL:
        return chr(av).isspace()
    if op is sre_constants.IN:
        return all(
            (member is sre_constants.CATEGORY and value is sre_constants.CATEGORY_SPACE)
            or (member is sre_constants.LITERAL and chr(value).isspace())
            for member, value in av
        )
    return False


def window_endings(pattern: re.Pattern) -> frozenset[str] | None:
    """The literal endings one of which a window must end with, once its trailing
    spaces are stripped, for `pattern` to match at its end; None when they cannot
    be told."""
    items = _parsed(pattern)
    sequences = _before_end(items) if items is not None else None
    endings = _union(_endings(sequence) for sequence in sequences) if sequences else None
    if not endings:
        return None
    if _caseless(pattern):
        endings = {lowered(ending) for ending in endings}
        if any(not set(ending) <= _SAFE_CHARACTERS for ending in endings):
            return None
    return frozenset(endings)


def _parsed(pattern: re.Pattern) -> list | None:
    if pattern.flags & (re.MULTILINE | re.VERBOSE):
        return None
    try:
        return list(sre_parser.parse(pattern.pattern, pattern.flags).data)
    except re.error:
        return None


def _caseless(pattern: re.Pattern) -> bool:
    """Whether endings are compared in lower case: the pattern or a group in it
    ignores case (lower case is then a weaker test for its other letters, still a
    true one)."""
    return bool(pattern.flags & re.IGNORECASE) or bool(re.search(r"\(\?[a-zA-Z]*i[a-zA-Z]*[:)-]", pattern.pattern))


def _before_end(items) -> list[list] | None:
    """What comes before `$` in each alternative of a sequence whose every match ends
    there, or None when some match need not end there."""
    items = list(items)
    while items and _zero_width(*items[0]):
        items.pop(0)  # a look-ahead for the first letters (`caseless.first_character_guard`)
    if not items:
        return None
    op, av = items[-1]
    if op is sre_constants.AT and av is sre_constants.AT_END:
        return [items[:-1]]
    if len(items) == 1 and op in (sre_constants.BRANCH, sre_constants.SUBPATTERN):
        parts = [_before_end(alternative) for alternative in av[1]] if op is sre_constants.BRANCH else [_before_end(av[3])]
        return None if None in parts else [sequence for part in parts for sequence in part]
    return None


def _endings(items) -> set[str] | None:
    """The endings, trailing spaces stripped, of every match of a sequence of parsed
    items; None when they cannot be told or a match may be spaces only."""
    items = list(items)
    while items:
        op, av = items[-1]
        if op is sre_constants.LITERAL and not chr(av).isspace():
            letters = []
            while items and items[-1][0] is sre_constants.LITERAL and not chr(items[-1][1]).isspace():
                letters.append(chr(items.pop()[1]))
            return {"".join(reversed(letters))}
        found = _endings_of_item(op, av)
        if found is None:
            return None
        endings, may_be_spaces = found
        items.pop()
        if not may_be_spaces:
            return endings
        if endings:
            return _union([endings, _endings(items)])
    return None


def _endings_of_item(op, av) -> tuple[set[str], bool] | None:
    """(the endings of one item's matches, whether it may match spaces or nothing)."""
    if op is sre_constants.LITERAL:
        # A space is stripped with the window's trailing spaces.
        return (set(), True) if chr(av).isspace() else ({chr(av)}, False)
    if _zero_width(op, av) or (op, av) == _SPACE:
        return set(), True
    if op is sre_constants.SUBPATTERN:
        # A group's own flags (`(?i:…)`) only make `_caseless` compare in lower case.
        return _endings_of_body(av[3])
    if op is sre_constants.BRANCH:
        endings, may_be_spaces = set(), False
        for alternative in av[1]:
            found = _endings_of_body(alternative)
            if found is None:
                return None
            endings |= found[0]
            may_be_spaces = may_be_spaces or found[1]
        return endings, may_be_spaces
    if op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT):
        least, _, body = av
        found = _endings_of_body(body)
        if found is None:
            return None
        return found[0], found[1] or least == 0
    if op is sre_constants.IN:
        characters = [chr(value) for member, value in av if member is sre_constants.LITERAL]
        if len(characters) != len(av) or any(character.isspace() for character in characters):
            return None
        return set(characters), False
    return None


def _endings_of_body(body) -> tuple[set[str], bool] | None:
    """`_endings_of_item` for a group's or an alternative's sequence."""
    body = list(body)
    if all(_endings_of_item(*item) == (set(), True) for item in body):
        return set(), True
    endings = _endings(body)
    return None if endings is None else (endings, False)


def _zero_width(op, av) -> bool:
    return (op is sre_constants.AT and av is not sre_constants.AT_END) or op in (
        sre_constants.ASSERT,
        sre_constants.ASSERT_NOT,
    )


def _union(found) -> set[str] | None:
    endings: set[str] = set()
    for each in found:
        if not each:
            return None
        endings |= each
    return endings
