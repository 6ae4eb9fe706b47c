"""Which of the words the rules look for a whole article holds, found in one scan.

`caseless.holds_any` asks whether a text holds one of a few words before a rule runs
a pattern that cannot match without them: ~400 such words an article, each a scan
of the whole text (~5 µs for 1,000 words). For a long text it asks `present`
instead: one scan, at every character, of a tree of every word asked of a long text
so far (a regular expression sharing their common beginnings), which finds the
longest of those words that starts there. A word is in the text exactly when it is
one of those longest words or the beginning of one, so the words found and the words
they begin with are all that text holds of them, and a word asked for the first
time is looked for in the text itself (and joins the tree for the next text). What
is found is what `word in text` finds.
"""

import re
from functools import lru_cache

# Texts shorter than this (a line, a clause, the words before a number) are scanned
# for each word: they are asked about few words, and the tree costs more to run.
LONG_TEXT = 2000

# Every word asked of a long text so far; the tree is compiled again for the next
# text once new words have joined it.
_asked: set[str] = set()


class _Tree:
    """The words asked so far, their tree, and the words each word begins with."""

    def __init__(self, words: frozenset[str]):
        self.words = words
        self.pattern = re.compile(f"(?=({_alternatives(_branches(words))}))") if words else None
        # For each word, itself and the words it begins with.
        self.beginnings = {
            word: tuple(word[:length] for length in range(1, len(word) + 1) if word[:length] in words) for word in words
        }


_tree = _Tree(frozenset())


def _branches(words) -> dict:
    tree: dict = {}
    for word in words:
        node = tree
        for character in word:
            node = node.setdefault(character, {})
        node[""] = {}
    return tree


def _alternatives(node: dict) -> str:
    """The pattern of a tree's node: one branch per next character, so that the
    first match is the longest word; optional when a word ends at the node."""
    branches = [re.escape(character) + _alternatives(child) for character, child in sorted(node.items()) if character]
    if not branches:
        return ""
    pattern = branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"
    return f"(?:{pattern})?" if "" in node else pattern


class _Presence:
    """The words of a tree that one text holds."""

    __slots__ = ("words", "found")

    def __init__(self, text: str, tree: _Tree):
        self.words = tree.words
        found: set[str] = set()
        if tree.pattern is not None:
            beginnings = tree.beginnings
            for longest in set(tree.pattern.findall(text)):
                found.update(beginnings[longest])
        self.found = found


@lru_cache(maxsize=4)
def _presence(text: str) -> _Presence:
    global _tree
    if len(_asked) != len(_tree.words):
        _tree = _Tree(frozenset(_asked))
    return _Presence(text, _tree)


def holds_any_long(text: str, words) -> bool:
    """`any(word in text for word in words)` for a long text, from its presence."""
    presence = _presence(text)
    for word in words:
        if word in presence.found:
            return True
        if word not in presence.words:
            # Asked for the first time: looked for in the text, and in the tree from
            # the next text on (an empty word is in every text, and in no tree).
            if word:
                _asked.add(word)
            if word in text:
                return True
    return False
