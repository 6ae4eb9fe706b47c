"""A proposed claim (`Proposal`), the kinds it may be, and how proposals that share
a span are reduced to the most specific one (`deduplicated`)."""

from dataclasses import dataclass
from decimal import Decimal

from claims.extraction.frozen_records import quick_init


# The kinds of claim a proposal can be (`claims.models.ClaimKind` values).
KINDS = ("statistic", "event", "allegation", "fact", "quote")

# When two proposals share a span, the more specific one is kept.
KIND_PRIORITY = {"statistic": 0, "quote": 1, "allegation": 2, "fact": 3, "event": 4}


@quick_init
@dataclass(frozen=True)
class Proposal:
    """One proposed claim, anchored to `text[start:end] == quote`."""

    start: int
    end: int
    quote: str
    kind: str
    statement: str
    value: Decimal | None = None
    qualifier: str = ""
    unit: str = ""
    # The speaker's name as the proposal gives it ("Juan Guaidó"), or None when
    # the article speaks for itself or the text names no one ("the colonel").
    speaker: str | None = None
    # The key of the known source the speaker was matched to.
    source_key: str | None = None
    # The role the text gives the speaker ("Venezuela’s interim president").
    speaker_role: str = ""
    # How the article attributes it: "says", "told Spanish newspaper El País".
    attribution: str = ""
    # Whoever relayed it ("El País" in "told Spanish newspaper El País").
    via: str | None = None
    via_key: str | None = None
    via_role: str = ""
    confidence: float = 0.5


def deduplicated(proposals: list[Proposal]) -> list[Proposal]:
    """One proposal per span, the most specific kind, ordered by position."""
    best: dict[tuple[int, int], Proposal] = {}
    for proposal in proposals:
        key = (proposal.start, proposal.end)
        current = best.get(key)
        if current is None or _rank(proposal) < _rank(current):
            best[key] = proposal
    return sorted(best.values(), key=lambda p: (p.start, p.end))


def _rank(proposal: Proposal) -> tuple[int, int, float]:
    return (KIND_PRIORITY[proposal.kind], 0 if proposal.speaker else 1, -proposal.confidence)
