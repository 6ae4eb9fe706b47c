"""Marking claims inside an article's text, for the public article and claim pages.

Claims' spans may overlap or nest, and HTML cannot nest links, so the body is
cut into segments at every claim boundary and every line break: inside a
segment the same set of claims applies. Each covered segment becomes one
`<mark>` whose link goes to the innermost (shortest) claim covering it, and
every claim also gets a numbered marker right after its last words that links
to it, so a claim entirely covered by shorter ones is still one click away.
Where claims overlap the mark carries the innermost claim's status and the
next one's (`also-<status>`), so both colours show.
Every piece of text is escaped here; the result is safe to output as is.

A claim detached by a correction (its words removed, `claims.corrections`)
has no span: it is left out of the marks.

Paragraphs are the body's lines (the body is stored exactly as published, one
paragraph per line); empty lines are dropped.
"""

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from claims.models import Claim

_PARAGRAPH = re.compile(r"[^\r\n]+")


@dataclass(frozen=True)
class Segment:
    """A stretch of one paragraph covered by the same claims."""

    start: int
    end: int
    text: str
    claims: tuple[Claim, ...] = ()
    """The claims covering this stretch, innermost (shortest) first."""
    opens: tuple[Claim, ...] = ()
    """The claims whose first visible words are in this segment."""
    closes: tuple[Claim, ...] = ()
    """The claims whose last visible words are in this segment."""


def paragraph_spans(body: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of each non-blank line of `body`."""
    return [match.span() for match in _PARAGRAPH.finditer(body) if match.group().strip()]


def _innermost_first(claim: Claim) -> tuple:
    return (claim.end - claim.start, -claim.start, claim.pk or 0)


def segment_paragraphs(*, body: str, claims: Sequence[Claim]) -> list[list[Segment]]:
    """Cut `body` into paragraphs of segments, each knowing which claims cover it.

    A segment's `opens` and `closes` keep the order of `claims` (pass them in
    text order, as the list under the article shows them).
    """
    claims = [claim for claim in claims if not claim.is_detached]
    paragraphs: list[list[tuple[int, int, tuple[Claim, ...]]]] = []
    for para_start, para_end in paragraph_spans(body):
        cuts = {para_start, para_end}
        for claim in claims:
            for offset in (claim.start, claim.end):
                if para_start < offset < para_end:
                    cuts.add(offset)
        edges = sorted(cuts)
        pieces = []
        for start, end in itertools.pairwise(edges):
            covering = tuple(
                sorted((c for c in claims if c.start < end and c.end > start), key=_innermost_first)
            )
            pieces.append((start, end, covering))
        paragraphs.append(pieces)

    first_seen: dict[int, tuple[int, int]] = {}
    last_seen: dict[int, tuple[int, int]] = {}
    for p, pieces in enumerate(paragraphs):
        for s, (_, _, covering) in enumerate(pieces):
            for claim in covering:
                first_seen.setdefault(id(claim), (p, s))
                last_seen[id(claim)] = (p, s)

    result = []
    for p, pieces in enumerate(paragraphs):
        segments = []
        for s, (start, end, covering) in enumerate(pieces):
            segments.append(
                Segment(
                    start=start,
                    end=end,
                    text=body[start:end],
                    claims=covering,
                    opens=tuple(c for c in claims if first_seen.get(id(c)) == (p, s)),
                    closes=tuple(c for c in claims if last_seen.get(id(c)) == (p, s)),
                )
            )
        result.append(segments)
    return result


def spans_overlap(claims: Sequence[Claim]) -> bool:
    """Whether any two of `claims` share words (overlap or nest)."""
    reach = -1
    for claim in sorted((c for c in claims if not c.is_detached), key=lambda c: (c.start, c.end)):
        if claim.start < reach:
            return True
        reach = max(reach, claim.end)
    return False


def _mark_classes(covering: tuple[Claim, ...]) -> str:
    """The innermost claim's colour; where claims overlap, also the next one's."""
    classes = f"claim-mark status-{covering[0].status}"
    if len(covering) > 1:
        classes += f" overlap also-{covering[1].status}"
    return classes


def _render_segment(segment: Segment, *, numbers: dict[int, int] | None, link: bool) -> str:
    parts: list[str] = []
    for claim in segment.opens:
        parts.append(format_html('<span class="claim-anchor" id="at-claim-{}"></span>', claim.pk))
    if not segment.claims:
        parts.append(escape(segment.text))
    else:
        innermost = segment.claims[0]
        classes = _mark_classes(segment.claims)
        if link:
            parts.append(
                format_html(
                    '<mark class="{}"><a href="{}">{}</a></mark>',
                    classes,
                    innermost.get_absolute_url(),
                    segment.text,
                )
            )
        else:
            parts.append(format_html('<mark class="{}">{}</mark>', classes, segment.text))
    if link:
        for claim in segment.closes:
            number = numbers.get(claim.pk) if numbers else None
            parts.append(
                format_html(
                    '<sup class="claim-ref"><a class="status-{}" href="{}">'
                    '<span class="visually-hidden">claim </span>{}'
                    '<span class="visually-hidden">, {}</span></a></sup>',
                    claim.status,
                    claim.get_absolute_url(),
                    number if number is not None else "•",
                    claim.get_status_display().lower(),
                )
            )
    return "".join(parts)


def highlight_paragraphs(
    *, body: str, claims: Sequence[Claim], numbers: dict[int, int] | None = None, link: bool = True
) -> list[SafeString]:
    """The body as paragraphs of escaped HTML with every claim marked.

    `numbers` maps a claim's pk to the number shown on its marker (its place in
    the list of claims under the article). With `link=False` the claims are
    only marked: no links, no markers (the claim page shows its own quote so).
    """
    return [
        mark_safe("".join(_render_segment(segment, numbers=numbers, link=link) for segment in paragraph))
        for paragraph in segment_paragraphs(body=body, claims=claims)
    ]


def quote_in_context(*, claim: Claim) -> list[SafeString]:
    """The paragraph(s) of its article holding `claim`'s words, the quote marked
    (none once a correction removed them)."""
    if claim.is_detached:
        return []
    body = claim.article.body
    rendered = highlight_paragraphs(body=body, claims=[claim], link=False)
    return [
        html
        for (start, end), html in zip(paragraph_spans(body), rendered, strict=True)
        if start < claim.end and end > claim.start
    ]
