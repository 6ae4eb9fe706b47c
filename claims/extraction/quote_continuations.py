"""A quotation no words attribute that carries on whoever spoke just before it.

A paragraph that only quotes follows its speaker's last words: "The chief executive
said the company would publish its findings. “We owe that to our customers.”" is
the chief executive's, and so is a quotation alone in the paragraph after one the
text attributed ("“…,” she told the Commons." then "“Today this House …”"), a figure
in it or not. Anything
said in the article's own voice in between breaks the thread, and so does a
paragraph gap with no quotation closing it.
"""

from bisect import bisect_right
from dataclasses import replace

from claims.extraction.proposals import Proposal
from claims.extraction.sentences import Span


def with_speakers_carried_on(proposals: list[Proposal], unattributed: set[int], paragraphs: list[Span]) -> list[Proposal]:
    """`proposals` with each quotation starting at one of `unattributed` (found with
    no frame and no speaker in context) given the speaker of the claim right before
    it, in its paragraph or, when that claim is a quotation, in the one before."""
    if not unattributed:
        return proposals
    starts = [start for start, _ in paragraphs]
    ordered = sorted(proposals, key=lambda p: (p.start, -p.end))
    result = []
    previous: Proposal | None = None
    for proposal in ordered:
        if (
            # A quotation holding a figure is proposed as a statistic: "“Some of us have
            # lost money for three years …”" after "“…,” she said." is hers too.
            proposal.kind in ("quote", "statistic")
            and proposal.speaker is None
            and proposal.start in unattributed
            and previous is not None
            and previous.speaker is not None
        ):
            here = bisect_right(starts, proposal.start)
            there = bisect_right(starts, previous.start)
            if here == there or (here == there + 1 and previous.kind == "quote"):
                proposal = replace(
                    proposal,
                    speaker=previous.speaker,
                    source_key=previous.source_key,
                    speaker_role=previous.speaker_role,
                    confidence=0.5,
                )
        if previous is None or proposal.start >= previous.end:
            # A figure inside the claim before is not the claim before.
            previous = proposal
        result.append(proposal)
    return result
