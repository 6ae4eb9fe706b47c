"""Claim extraction: every checkable statement in an article, proposed by rules.

`extract(text, known_sources, language=...)` reads an article body and returns
`Proposal`s, each anchored to exact characters (`text[start:end] == quote`):

- quotations, with their speaker (`claims.extraction.quotes`);
- figures, with value, qualifier and unit (`claims.extraction.figures`), attributed
  to whoever the sentence says gives them;
- reported statements ("…, reports the ministry", "X alleges that …",
  "according to X", `claims.extraction.attributions`), as "allegation" when the
  verb alleges or accuses and "fact" otherwise;
- the article's own assertions, clause by clause, as "event" when they say what
  happened when, "allegation" when hedged ("allegedly") and "fact" otherwise.

Page furniture (photo credits, captions, datelines, stamps, banners, footers;
`claims.extraction.furniture`) is blanked out before reading, offsets unchanged, so
it never becomes a claim nor names a speaker.

Where each step lives: `claims.extraction.reading` is the pass over one article,
`claims.extraction.speakers` says who speaks (matched to the known sources in
`claims.extraction.sources`; "he" and "she" agree with the person they stand for),
`claims.extraction.proposals` holds `Proposal`. Everything here is plain Python:
deterministic, offline, and testable on strings. Storing proposals is
`claims.importing`'s job.
"""

from collections.abc import Sequence
from dataclasses import replace

from claims.extraction.furniture import blank_furniture
from claims.extraction.proposals import Proposal
from claims.extraction.reading import Extraction
from claims.extraction.sources import KnownSource, SourceIndex


__all__ = ["KnownSource", "Proposal", "SourceIndex", "extract"]


def extract(
    text: str, known_sources: Sequence[KnownSource] | SourceIndex = (), *, language: str = "en"
) -> list[Proposal]:
    """Propose the claims in `text`, in order of their position.

    `known_sources` may be a `SourceIndex` built once, to save rebuilding it for
    every article when many are read against the same newsroom.
    """
    if not text or not text.strip():
        return []
    index = known_sources if isinstance(known_sources, SourceIndex) else SourceIndex(list(known_sources))
    story = blank_furniture(text)
    proposals = Extraction(story, index, language).run()
    if story is text:
        return proposals
    # A claim that runs across an inline credit quotes the text as it is stored.
    return [
        p if story[p.start : p.end] == text[p.start : p.end] else replace(p, quote=text[p.start : p.end])
        for p in proposals
    ]
