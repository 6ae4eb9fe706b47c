"""Matching a speaker's name to the sources the newsroom already knows.

Names in articles rarely match the record letter for letter: "Guaido" for "Juan
Guaidó", "Guaidó’s", "Colombia’s Foreign Ministry" for a source whose alias is
"the Foreign Ministry", "Colonel Rubén Alberto Paz Jiménez" for "Rubén Alberto Paz
Jiménez". `SourceIndex.match` compares folded names (no accents, no case, no
possessive, no leading article or title: "Prime Minister Gustavo Adrianzén" is
"Gustavo Adrianzén") and accepts, in this order:

1. the whole name or an alias;
2. a name that ends with an alias when what comes before is the owner in a
   possessive ("Colombia’s Foreign Ministry" ends with "Foreign Ministry"), as long
   as a source whose record names a different owner is not the one matched;
3. for people, one word that is the surname (last word) of exactly one known
   person, or several words that all appear in exactly one person's name.

Anything ambiguous matches nothing: a wrong source is worse than a new one that an
editor merges.
"""

import re
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain

from claims.extraction.names import fold, title_length

NOISE_WORDS = frozenset({"the", "a", "an", "el", "la", "los", "las"})
KEY_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class KnownSource:
    """A source as the extractor sees it: `key` is the caller's id (a slug)."""

    key: str
    name: str
    aliases: tuple[str, ...] = ()
    description: str = ""
    # A `sources.SourceKind` value when known; "person" lets surnames match.
    kind: str = ""


@dataclass
class SourceIndex:
    """Known sources, indexed by their folded names and aliases."""

    sources: list[KnownSource]
    # Full folded names, the owner's words first: ("colombia", "foreign", "ministry").
    _names: dict[tuple[str, ...], set[str]] = field(init=False, default_factory=dict)
    # The same names without their owner: ("foreign", "ministry").
    _tails: dict[tuple[str, ...], set[str]] = field(init=False, default_factory=dict)
    _owners: dict[str, set[str]] = field(init=False, default_factory=dict)
    _record_words: dict[str, set[str]] = field(init=False, default_factory=dict)
    _people: dict[str, tuple[str, ...]] = field(init=False, default_factory=dict)
    # People by the last word of their name, and by each word: a newsroom knows
    # thousands of sources, and every name in every article is looked up.
    _surnames: dict[str, set[str]] = field(init=False, default_factory=dict)
    _people_by_word: dict[str, set[str]] = field(init=False, default_factory=dict)
    # Built once: an article asks for these, and rebuilding them for every article
    # would cost as much as the sources are many.
    by_key: dict[str, KnownSource] = field(init=False, default_factory=dict)
    _person_surnames: frozenset[str] = field(init=False, default=frozenset())

    def __post_init__(self):
        self.by_key = {source.key: source for source in self.sources}
        for source in self.sources:
            record_words: set[str] = set()
            for name in (source.name, *source.aliases):
                words, owner = name_words(name)
                if not words:
                    continue
                self._names.setdefault((*owner.split(), *words), set()).add(source.key)
                self._tails.setdefault(words, set()).add(source.key)
                if owner:
                    self._owners.setdefault(source.key, set()).add(owner)
                record_words.update(words)
                record_words.update(owner.split())
            record_words.update(re.findall(r"\w+", fold(source.description)))
            self._record_words[source.key] = record_words
            words, _ = name_words(source.name)
            if words and _is_person(source, words):
                self._people[source.key] = words
                self._surnames.setdefault(words[-1], set()).add(source.key)
                for word in words:
                    self._people_by_word.setdefault(word, set()).add(source.key)
        self._person_surnames = frozenset(self._surnames)

    @property
    def person_surnames(self) -> frozenset[str]:
        """The last words of the known people's names, folded."""
        return self._person_surnames

    def person_surnames_in(self, text: str) -> frozenset[str]:
        """The known people's surnames that are words of `text`: the only ones that
        can name someone in it, found without going through every known person."""
        return frozenset(word for word in text_keys(text) if word in self._person_surnames)

    def match(self, name: str) -> str | None:
        """The key of the one known source this name refers to, or None."""
        words, owner = name_words(name)
        if not words:
            return None
        exact = self._names.get((*owner.split(), *words))
        if exact:
            return _only(exact)
        return self._match_tail(words, owner) or self._match_person(words)

    def exact(self, name: str) -> str | None:
        """The key of the one source whose name or an alias is this name (ignoring
        case, accents, articles and titles), or None."""
        words, owner = name_words(name)
        return _only(self._names.get((*owner.split(), *words), set())) if words else None

    def _match_tail(self, words: tuple[str, ...], owner: str) -> str | None:
        for size in range(len(words), 0, -1):
            if size == 1 and len(words) > 1:
                # "ministry" alone would match every ministry.
                break
            keys = self._tails.get(words[len(words) - size :])
            if not keys:
                continue
            if owner:
                # A record naming another owner ("Venezuela’s Foreign Ministry" is not
                # Colombia’s) is out; one that mentions this owner is preferred.
                keys = {key for key in keys if not self._owners.get(key) or owner in self._owners[key]}
                owned = {key for key in keys if set(owner.split()) <= self._record_words.get(key, set())}
                keys = owned or keys
            if keys:
                return _only(keys)
        return None

    def _match_person(self, words: tuple[str, ...]) -> str | None:
        if len(words) == 1:
            keys = {key for key in self._surnames.get(words[0], ()) if len(self._people[key]) >= 2}
            return _only(keys)
        wanted = set(words)
        candidates = set().union(*(self._people_by_word.get(word, set()) for word in words))
        keys = {
            key
            for key in candidates
            if len(self._people[key]) >= 2
            and (wanted <= set(self._people[key]) or set(self._people[key]) <= wanted)
        }
        return _only(keys)


class ArticleMatches:
    """A `SourceIndex` as the reading of one article asks it (`reading.Extraction`):
    the article's rules ask for the same few names again and again (a speaker at
    every statement, some ten times each), and each is matched once. It is made for
    one article and dropped with it: nothing is kept from one article to the next."""

    def __init__(self, index: SourceIndex):
        self.index = index
        self._matched: dict[str, str | None] = {}

    def match(self, name: str) -> str | None:
        """`SourceIndex.match`, each name worked out once."""
        try:
            return self._matched[name]
        except KeyError:
            key = self._matched[name] = self.index.match(name)
            return key


def text_keys(text: str) -> frozenset[str]:
    """The folded words of `text`. A source whose `source_keys` share none of them
    cannot be the one any name in the text refers to.

    The keys of the text asked about last are kept (`_last_text_keys`, the text
    itself and its keys): an import looks an article's sources up by them and the
    extractor then asks again for the same text (`SourceIndex.person_surnames_in`).
    It is told by identity, and holding the text keeps that identity its own."""
    global _last_text_keys
    last_text, last_keys = _last_text_keys  # read once: another thread may replace it
    if last_text is text:
        return last_keys
    # Folded piece by piece (`fold` caches words, and folding never joins or splits
    # words across white space): the same words as folding the whole text. Mapped
    # rather than looped over in Python, which cost a fifth more.
    keys = frozenset(chain.from_iterable(map(KEY_WORD.findall, map(fold, set(text.split())))))
    _last_text_keys = (text, keys)
    return keys


_last_text_keys: tuple[str | None, frozenset[str]] = (None, frozenset())


def source_keys(source: KnownSource) -> frozenset[str]:
    """The folded words under which a source is indexed: the last word of its name
    and of each alias, and for a person every word of the name. Each rule of
    `SourceIndex.match` needs the name looked up to hold one of them (a whole name,
    a tail or a surname ends with the record's last word; words that are all part
    of a person's name hold one of that name's words), so looking sources up by the
    words of an article finds every source that can match a name in it, and rarely
    many more: "of" or "the" are nobody's key."""
    keys = {key for name in (source.name, *source.aliases) if (key := name_key(name))}
    words, _ = name_words(source.name)
    if words and _is_person(source, words):
        keys.update(words)
    return frozenset(keys)


def name_key(name: str) -> str | None:
    """The key a name or alias adds to its source's: its last folded word."""
    words, _ = name_words(name)
    return words[-1] if words else None


def _is_person(source: KnownSource, words: tuple[str, ...]) -> bool:
    return source.kind == "person" or (not source.kind and len(words) >= 2)


def _only(keys: set[str]) -> str | None:
    return next(iter(keys)) if len(keys) == 1 else None


@lru_cache(maxsize=65536)
def name_words(name: str) -> tuple[tuple[str, ...], str]:
    """The folded words of a name without articles and titles, and the owner of a
    possessive at its start: "Colombia’s Foreign Ministry" -> (("foreign",
    "ministry"), "colombia"); "Guaidó’s" -> (("guaido",), "")."""
    folded = fold(name)
    owner = ""
    possessive = re.match(r"\s*(?:the\s+)?([\w\- ]+?)'s?\s+(?=\w)", folded)
    if possessive and len(possessive.group(1).split()) <= 3:
        owner = " ".join(w for w in re.findall(r"\w+", possessive.group(1)) if w not in NOISE_WORDS)
        folded = folded[possessive.end() :]
    folded = re.sub(r"'s\b|'", " ", folded)
    words = [w for w in re.findall(r"\w+", folded) if w not in NOISE_WORDS]
    return tuple(words[title_length(words) :]), owner
