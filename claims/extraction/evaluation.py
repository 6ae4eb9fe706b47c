"""Scoring proposals against curated claims: recall, precision, figure agreement.

- recall: the share of curated claims whose span at least one proposal overlaps;
- precision: the share of proposals that overlap at least one curated claim;
- figure agreement: of the curated statistics with a value, the share for which an
  overlapping proposal has the same value and qualifier.

Overlap, not equality, is the test: an editor confirming a proposal adjusts its
span in seconds, but a claim nobody proposed is a claim nobody checks.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from claims.extraction import Proposal


@dataclass(frozen=True)
class CuratedClaim:
    start: int
    end: int
    quote: str
    kind: str
    value: Decimal | None = None
    qualifier: str = ""


@dataclass
class Score:
    """The comparison for one article, or the sum over several."""

    curated: int = 0
    found: int = 0
    proposals: int = 0
    overlapping: int = 0
    figures: int = 0
    figures_agreeing: int = 0
    missed: list[CuratedClaim] = field(default_factory=list)
    wrong_figures: list[tuple[CuratedClaim, list[Proposal]]] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.found / self.curated if self.curated else 1.0

    @property
    def precision(self) -> float:
        return self.overlapping / self.proposals if self.proposals else 1.0

    @property
    def figure_agreement(self) -> float:
        return self.figures_agreeing / self.figures if self.figures else 1.0

    def __add__(self, other: "Score") -> "Score":
        return Score(
            curated=self.curated + other.curated,
            found=self.found + other.found,
            proposals=self.proposals + other.proposals,
            overlapping=self.overlapping + other.overlapping,
            figures=self.figures + other.figures,
            figures_agreeing=self.figures_agreeing + other.figures_agreeing,
            missed=self.missed + other.missed,
            wrong_figures=self.wrong_figures + other.wrong_figures,
        )


def overlaps(a_start: int, a_end: int, b_start: int, b_end: int) -> bool:
    return a_start < b_end and b_start < a_end


def score(proposals: Sequence[Proposal], curated: Sequence[CuratedClaim]) -> Score:
    result = Score(curated=len(curated), proposals=len(proposals))
    for claim in curated:
        hits = [p for p in proposals if overlaps(p.start, p.end, claim.start, claim.end)]
        if hits:
            result.found += 1
        else:
            result.missed.append(claim)
        if claim.kind == "statistic" and claim.value is not None:
            result.figures += 1
            if any(p.value == claim.value and p.qualifier == claim.qualifier for p in hits):
                result.figures_agreeing += 1
            else:
                result.wrong_figures.append((claim, hits))
    result.overlapping = sum(
        1 for p in proposals if any(overlaps(p.start, p.end, c.start, c.end) for c in curated)
    )
    return result
