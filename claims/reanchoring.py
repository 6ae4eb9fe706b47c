"""Finding each claim's words again in a corrected text, as Hypothesis re-anchors annotations.

Pure functions, no database: `claims.corrections` calls `anchors_place` with
the old text, the new text and the claims' anchors, and stores the result.

An anchor is a claim's words (its quote), the words around them (up to
`CONTEXT` characters each side) and its position. In the new text it is found
by the first of these that succeeds:

1. **exact**: the quote occurs in the new text. One occurrence: that one.
   Several: the one whose surroundings best match the old ones, then the one
   nearest to where the old position lands in the new text.
2. **position**: the old span carried through the difference between the two
   texts (rapidfuzz's Indel opcodes, character by character), so words
   inserted inside the span stay in it and text inserted just before or after
   stays out. Taken when the words found there still resemble the quote.
3. **fuzzy**: the quote with its context searched anywhere in the new text
   (rapidfuzz's `partial_ratio_alignment`), for words that moved and changed;
   then the quote itself located inside that passage.

Otherwise the words are gone and the claim is detached. A found span is
trimmed of spaces and widened to whole words where the old quote began or
ended on a word boundary. No two claims are given the same span (the
database would refuse it): a span already taken is skipped.

"Resemble" is rapidfuzz's normalised similarity (0-100) of the old and the
new words: at least `MIN_WORD_SIMILARITY`; the context search needs
`MIN_CONTEXT_SIMILARITY`. Both were set on the corpus of edits in
`tests/claims/test_reanchoring.py`.
"""

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from rapidfuzz import fuzz
from rapidfuzz.distance import Indel

CONTEXT = 32
MIN_WORD_SIMILARITY = 60
MIN_CONTEXT_SIMILARITY = 70


class Strategy(StrEnum):
    EXACT = "exact"
    POSITION = "position"
    FUZZY = "fuzzy"
    GONE = "gone"


@dataclass(frozen=True)
class Anchor:
    """Where a claim's words were: `key` names the claim (its id)."""

    key: int
    start: int
    end: int
    quote: str


@dataclass(frozen=True)
class Placement:
    """Where the claim's words are in the new text, or None when they are gone."""

    anchor: Anchor
    start: int | None
    end: int | None
    quote: str
    strategy: Strategy

    @property
    def detached(self) -> bool:
        return self.start is None

    @property
    def words_changed(self) -> bool:
        return self.detached or self.quote != self.anchor.quote

    @property
    def moved(self) -> bool:
        return not self.words_changed and (self.start, self.end) != (self.anchor.start, self.anchor.end)


class OffsetMap:
    """Carries offsets of the old text to the new one through their difference."""

    def __init__(self, old: str, new: str):
        self._ops = [op for op in Indel.opcodes(old, new) if op.tag != "insert"]
        self._old_len = len(old)
        self._new_len = len(new)

    def start(self, pos: int) -> int:
        """Where a span starting at `pos` starts: text inserted right before it stays out."""
        if pos >= self._old_len:
            return self._new_len
        for op in self._ops:
            if op.src_start <= pos < op.src_end:
                return op.dest_start + (pos - op.src_start if op.tag == "equal" else 0)
        return self._new_len

    def end(self, pos: int) -> int:
        """Where a span ending at `pos` ends: text inserted right after it stays out."""
        if pos <= 0:
            return 0
        for op in self._ops:
            if op.src_start < pos <= op.src_end:
                return op.dest_start + (pos - op.src_start if op.tag == "equal" else 0)
        return self._new_len


def _is_word_char(char: str) -> bool:
    return char.isalnum()


def _starts_on_word_boundary(text: str, start: int) -> bool:
    return start == 0 or not (_is_word_char(text[start - 1]) and _is_word_char(text[start]))


def _ends_on_word_boundary(text: str, end: int) -> bool:
    return end >= len(text) or not (_is_word_char(text[end - 1]) and _is_word_char(text[end]))


def _tidy(*, anchor: Anchor, old: str, new: str, start: int, end: int) -> tuple[int, int]:
    """Trim spaces the quote did not have, and widen to whole words where the quote had them."""
    quote = anchor.quote
    if quote == quote.lstrip():
        while start < end and new[start].isspace():
            start += 1
    if quote == quote.rstrip():
        while end > start and new[end - 1].isspace():
            end -= 1
    if start < end:
        if _starts_on_word_boundary(old, anchor.start):
            while start > 0 and not _starts_on_word_boundary(new, start):
                start -= 1
        if _ends_on_word_boundary(old, anchor.end):
            while end < len(new) and not _ends_on_word_boundary(new, end):
                end += 1
    return start, end


def _context_score(*, anchor: Anchor, old: str, new: str, start: int, end: int) -> float:
    prefix_old = old[max(0, anchor.start - CONTEXT) : anchor.start]
    suffix_old = old[anchor.end : anchor.end + CONTEXT]
    prefix_new = new[max(0, start - CONTEXT) : start]
    suffix_new = new[end : end + CONTEXT]
    return fuzz.ratio(prefix_old, prefix_new) + fuzz.ratio(suffix_old, suffix_new)


def _occurrences(text: str, quote: str) -> list[int]:
    found, at = [], text.find(quote)
    while at != -1:
        found.append(at)
        at = text.find(quote, at + 1)
    return found


def _exact(*, anchor, old, new, offsets, taken) -> tuple[int, int] | None:
    length = len(anchor.quote)
    candidates = [at for at in _occurrences(new, anchor.quote) if (at, at + length) not in taken]
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0], candidates[0] + length
    expected = offsets.start(anchor.start)
    best = max(
        candidates,
        key=lambda at: (
            round(_context_score(anchor=anchor, old=old, new=new, start=at, end=at + length)),
            -abs(at - expected),
        ),
    )
    return best, best + length


def _acceptable(*, anchor, new, start, end, taken) -> bool:
    return start < end and (start, end) not in taken and fuzz.ratio(anchor.quote, new[start:end]) >= MIN_WORD_SIMILARITY


def _by_position(*, anchor, old, new, offsets, taken) -> tuple[int, int] | None:
    start, end = _tidy(anchor=anchor, old=old, new=new, start=offsets.start(anchor.start), end=offsets.end(anchor.end))
    if _acceptable(anchor=anchor, new=new, start=start, end=end, taken=taken):
        return start, end
    return None


def _fuzzy(*, anchor, old, new, taken) -> tuple[int, int] | None:
    prefix = old[max(0, anchor.start - CONTEXT) : anchor.start]
    suffix = old[anchor.end : anchor.end + CONTEXT]
    passage = fuzz.partial_ratio_alignment(prefix + anchor.quote + suffix, new, score_cutoff=MIN_CONTEXT_SIMILARITY)
    if passage is None:
        return None
    slack = len(anchor.quote) // 2
    region_start = max(0, passage.dest_start - slack)
    region = new[region_start : passage.dest_end + slack]
    words = fuzz.partial_ratio_alignment(anchor.quote, region, score_cutoff=MIN_WORD_SIMILARITY)
    if words is None:
        return None
    start, end = _tidy(
        anchor=anchor,
        old=old,
        new=new,
        start=region_start + words.dest_start,
        end=region_start + words.dest_end,
    )
    if _acceptable(anchor=anchor, new=new, start=start, end=end, taken=taken):
        return start, end
    return None


def anchors_place(*, old: str, new: str, anchors: Iterable[Anchor]) -> list[Placement]:
    """Each anchor's place in `new`, in the anchors' text order (see the module docstring)."""
    anchors: Sequence[Anchor] = sorted(anchors, key=lambda a: (a.start, a.end, a.key))
    offsets = OffsetMap(old, new)
    taken: set[tuple[int, int]] = set()
    placements = []
    # Unchanged words first, so that a claim whose words changed cannot take
    # the place of one whose words are still there.
    exact: dict[int, tuple[int, int]] = {}
    for anchor in anchors:
        span = _exact(anchor=anchor, old=old, new=new, offsets=offsets, taken=taken)
        if span is not None:
            exact[anchor.key] = span
            taken.add(span)
    for anchor in anchors:
        if anchor.key in exact:
            start, end = exact[anchor.key]
            placements.append(Placement(anchor, start, end, new[start:end], Strategy.EXACT))
            continue
        span, strategy = _by_position(anchor=anchor, old=old, new=new, offsets=offsets, taken=taken), Strategy.POSITION
        if span is None:
            span, strategy = _fuzzy(anchor=anchor, old=old, new=new, taken=taken), Strategy.FUZZY
        if span is None:
            placements.append(Placement(anchor, None, None, "", Strategy.GONE))
            continue
        taken.add(span)
        placements.append(Placement(anchor, span[0], span[1], new[span[0] : span[1]], strategy))
    return placements


def text_changes(*, old: str, new: str, limit: int = 20, length: int = 300) -> list[dict[str, str]]:
    """What changed between two texts, word by word: up to `limit` passages of
    {"removed", "inserted"}, each cut at `length` characters, for the public log."""
    token = re.compile(r"\s+|\w+|[^\w\s]")
    old_tokens, new_tokens = token.findall(old), token.findall(new)
    hunks: list[dict[str, str]] = []
    current: dict[str, list[str]] | None = None
    for op in Indel.opcodes(old_tokens, new_tokens):
        if op.tag == "equal":
            equal = "".join(old_tokens[op.src_start : op.src_end])
            if current is not None and equal.isspace() and op.src_end - op.src_start == 1:
                current["removed"].append(equal)
                current["inserted"].append(equal)
                continue
            if current is not None:
                hunks.append(current)
                current = None
            continue
        if current is None:
            current = {"removed": [], "inserted": []}
        current["removed"].extend(old_tokens[op.src_start : op.src_end])
        current["inserted"].extend(new_tokens[op.dest_start : op.dest_end])
    if current is not None:
        hunks.append(current)

    def cut(text: str) -> str:
        text = " ".join(text.split())
        return text if len(text) <= length else text[: length - 1] + "…"

    return [
        {"removed": cut("".join(hunk["removed"])), "inserted": cut("".join(hunk["inserted"]))} for hunk in hunks[:limit]
    ]
