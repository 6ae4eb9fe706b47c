"""Marking the words a reader searched for in a list of results.

`search_marked(text, search)` escapes `text` and wraps each word that the
search matched in `<mark class="search-match">`, so a reader sees why a claim
was found. It reads the search as `claims.search` does: case and accents
ignored (“guaido” marks “Guaidó”), quoted phrases word by word, `or` and
`-word` not marked, and a word marked when it starts with a searched word
(the last word a reader types may be unfinished) or shares its stem: the
searched word less its last three letters, when four or more remain, so
“defecting” marks “defected” and “desertor” marks “desertores”, as the
PostgreSQL stemmers find them.

Only what the list shows is marked (the statement): a claim found by its
quote, its source's other names or its unit shows no mark.
"""

import re
from collections.abc import Callable

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from claims.extraction.names import fold
from claims.search import search_text_clean

_WORD = re.compile(r"\w+")
_TERM = re.compile(r'"([^"]*)"?|(\S+)')
STEM_CUT = 3
STEM_MIN = 4


def _stems(search: str) -> tuple[str, ...]:
    """The folded beginnings a word must have to be marked."""
    stems = set()
    for phrase, word in _TERM.findall(search_text_clean(search)):
        if not phrase and (word.startswith("-") or word.lower() == "or"):
            continue
        for part in _WORD.findall(fold(phrase or word)):
            cut = len(part) - STEM_CUT
            stems.add(part[:cut] if cut >= STEM_MIN else part)
    return tuple(sorted(stems, key=len, reverse=True))


def search_marker(search: str | None) -> Callable[[str | None], SafeString]:
    """text -> `search_marked(text, search)`, the search read once for a page of texts."""
    stems = _stems(search or "")

    def marked(text: str | None) -> SafeString:
        text = text or ""
        if not stems:
            return escape(text)
        parts, position = [], 0
        for match in _WORD.finditer(text):
            if fold(match.group()).startswith(stems):
                parts.append(escape(text[position : match.start()]))
                parts.append(format_html('<mark class="search-match">{}</mark>', match.group()))
                position = match.end()
        parts.append(escape(text[position:]))
        return mark_safe("".join(parts))

    return marked


def search_marked(text: str, search: str | None) -> SafeString:
    """`text`, escaped, with the words `search` matched marked."""
    return search_marker(search)(text)
