"""Finding each claim's words again in a corrected text, as Hypothesis re-anchors annotations.

Pure functions, no database: `claims.corrections` calls `anchors_place` with
the old text, the new text and the claims' anchors, and stores the result.

An anchor is a claim's words (its quote), the words around them (up to
`CONTEXT` characters each side) and its position. The two texts are compared
paragraph by paragraph, then character by character inside the paragraphs
that changed (rapidfuzz's Indel opcodes), which carries every old offset to
the new text: words inserted inside a span stay in it, text inserted just
before or after stays out. Each anchor is then placed by the first of these
that succeeds, each pass over every anchor before the next, so that no claim
takes the place of another whose words are still there:

1. **in place**: the old span, carried through the difference, holds exactly
   the quote;
2. **in place, changed**: the words there resemble the quote closely
   (`STRONG_WORD_SIMILARITY`): a typo fixed, a figure corrected;
3. **exact elsewhere**: the quote occurs elsewhere (a moved paragraph). One
   occurrence: that one; several: the one whose surroundings best match the
   old ones, then the one nearest to where the old position lands;
4. **in place, rewritten**: the words there still resemble the quote
   (`MIN_WORD_SIMILARITY`);
5. **fuzzy**: the quote with its context searched anywhere in the new text
   (rapidfuzz's `partial_ratio_alignment`, at least `MIN_CONTEXT_SIMILARITY`),
   for words that moved and changed; then the quote located inside that passage.

Otherwise the words are gone and the claim is detached. A found span is
trimmed of spaces and widened to whole words where the old quote began or
ended on a word boundary. No two claims get the same span (the database
would refuse it). Similarities are rapidfuzz's normalised scores (0-100),
set on the corpus of edits in `tests/claims/test_corrections.py`;
`bench/bench_reanchoring.py` measures the time.
"""

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import partial

from rapidfuzz import fuzz
from rapidfuzz.distance import Indel

CONTEXT = 32
STRONG_WORD_SIMILARITY = 85
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


Op = tuple[str, int, int, int, int]  # tag, old start, old end, new start, new end


def _char_ops(old: str, new: str, a: int, b: int, c: int, d: int) -> list[Op]:
    """The character-level opcodes of old[a:b] against new[c:d], in whole-text offsets."""
    if a == b or c == d:
        return [("delete", a, b, c, c)] if a < b else [("insert", a, a, c, d)] if c < d else []
    return [
        (op.tag, a + op.src_start, a + op.src_end, c + op.dest_start, c + op.dest_end)
        for op in Indel.opcodes(old[a:b], new[c:d])
    ]


def _line_offsets(lines: list[str]) -> list[int]:
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    return offsets


def text_diff(old: str, new: str) -> list[Op]:
    """Opcodes turning `old` into `new`: paragraph by paragraph, then character by
    character inside each run of changed paragraphs (a moved paragraph costs
    a deletion and an insertion, not a comparison of the whole text)."""
    old_lines, new_lines = old.splitlines(keepends=True), new.splitlines(keepends=True)
    old_at, new_at = _line_offsets(old_lines), _line_offsets(new_lines)
    ops: list[Op] = []
    changed: list[int] | None = None
    for op in Indel.opcodes(old_lines, new_lines):
        a, b, c, d = old_at[op.src_start], old_at[op.src_end], new_at[op.dest_start], new_at[op.dest_end]
        if op.tag != "equal":
            changed = [a, b, c, d] if changed is None else [changed[0], b, changed[2], d]
            continue
        if changed is not None:
            ops += _char_ops(old, new, *changed)
            changed = None
        ops.append(("equal", a, b, c, d))
    if changed is not None:
        ops += _char_ops(old, new, *changed)
    return ops


class OffsetMap:
    """Carries offsets of the old text to the new one through their difference."""

    def __init__(self, old: str, new: str, ops: list[Op]):
        # Equal and deleted stretches tile the old text; insertions have no old extent.
        self._ops = [op for op in ops if op[1] < op[2]]
        self._starts = [op[1] for op in self._ops]
        self._old_len = len(old)
        self._new_len = len(new)

    def _carry(self, op: Op, pos: int) -> int:
        tag, src_start, _, dest_start, _ = op
        return dest_start + (pos - src_start if tag == "equal" else 0)

    def start(self, pos: int) -> int:
        """Where a span starting at `pos` starts: text inserted right before it stays out."""
        if pos >= self._old_len or not self._ops:
            return self._new_len
        return self._carry(self._ops[bisect_right(self._starts, pos) - 1], pos)

    def end(self, pos: int) -> int:
        """Where a span ending at `pos` ends: text inserted right after it stays out."""
        if pos <= 0 or not self._ops:
            return 0
        return self._carry(self._ops[max(0, bisect_left(self._starts, pos) - 1)], pos)


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


def _exact_elsewhere(*, anchor, old, new, offsets, taken) -> tuple[int, int] | None:
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


def _acceptable(*, anchor, new, start, end, taken, similarity) -> bool:
    return start < end and (start, end) not in taken and fuzz.ratio(anchor.quote, new[start:end]) >= similarity


def _in_place(*, anchor, old, new, offsets, taken, similarity) -> tuple[int, int] | None:
    start, end = offsets.start(anchor.start), offsets.end(anchor.end)
    if new[start:end] == anchor.quote:
        return (start, end) if (start, end) not in taken else None
    if similarity is None:
        return None
    start, end = _tidy(anchor=anchor, old=old, new=new, start=start, end=end)
    if _acceptable(anchor=anchor, new=new, start=start, end=end, taken=taken, similarity=similarity):
        return start, end
    return None


def _fuzzy(*, anchor, old, new, offsets, taken) -> tuple[int, int] | None:
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
    if _acceptable(anchor=anchor, new=new, start=start, end=end, taken=taken, similarity=MIN_WORD_SIMILARITY):
        return start, end
    return None


_PASSES = (
    (Strategy.EXACT, partial(_in_place, similarity=None)),
    (Strategy.POSITION, partial(_in_place, similarity=STRONG_WORD_SIMILARITY)),
    (Strategy.EXACT, _exact_elsewhere),
    (Strategy.POSITION, partial(_in_place, similarity=MIN_WORD_SIMILARITY)),
    (Strategy.FUZZY, _fuzzy),
)


def anchors_place(*, old: str, new: str, anchors: Iterable[Anchor]) -> list[Placement]:
    """Each anchor's place in `new`, in the anchors' text order (see the module docstring)."""
    anchors: Sequence[Anchor] = sorted(anchors, key=lambda a: (a.start, a.end, a.key))
    offsets = OffsetMap(old, new, text_diff(old, new))
    taken: set[tuple[int, int]] = set()
    placed: dict[int, Placement] = {}
    for strategy, place in _PASSES:
        for anchor in anchors:
            if anchor.key in placed:
                continue
            span = place(anchor=anchor, old=old, new=new, offsets=offsets, taken=taken)
            if span is not None:
                taken.add(span)
                placed[anchor.key] = Placement(anchor, span[0], span[1], new[span[0] : span[1]], strategy)
    return [placed.get(a.key) or Placement(a, None, None, "", Strategy.GONE) for a in anchors]


def text_changes(*, old: str, new: str, limit: int = 20, length: int = 300) -> list[dict[str, str]]:
    """What changed between two texts, word by word: up to `limit` passages of
    {"removed", "inserted"}, each cut at `length` characters, for the public log."""
    # A number with its separators (235,000; 12.5) is one word.
    token = re.compile(r"\s+|\d+(?:[.,]\d+)*|\w+|[^\w\s]")
    old_tokens, new_tokens = token.findall(old), token.findall(new)
    hunks: list[dict[str, list[str]]] = []
    current: dict[str, list[str]] | None = None
    for op in Indel.opcodes(old_tokens, new_tokens):
        if op.tag == "equal":
            equal = old_tokens[op.src_start : op.src_end]
            if current is not None and len(equal) == 1 and equal[0].isspace():
                current["removed"].append(equal[0])
                current["inserted"].append(equal[0])
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

    passages = [{"removed": cut("".join(h["removed"])), "inserted": cut("".join(h["inserted"]))} for h in hunks]
    # A change of spacing alone is no change a reader needs to see.
    return [passage for passage in passages if passage["removed"] or passage["inserted"]][:limit]
