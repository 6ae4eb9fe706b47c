"""One source per body: "the water authority" or "the authority" after "the national
water authority" is that authority, not a second source nor a role.

`OneSourcePerBody` is a part of `claims.extraction.speakers.SpeakerResolution`: after
every speaker of an article is found, a body named again by part of its name is
given the name the text used first.
"""

import re
from dataclasses import replace

from claims.extraction.names import ORGANISATION_WORDS, fold
from claims.extraction.proposals import Proposal
from claims.extraction.speaker_phrases import source_kind_for

WORD_RUN = re.compile(r"\w+")
# Words that do not tell one organisation from another of the same kind.
BODY_NOISE = frozenset({"the", "a", "an", "its", "el", "la", "los", "las", "su", "de", "del", "of", "for", "para"})


class OneSourcePerBody:
    def _one_source_per_body(self, proposals: list[Proposal]) -> list[Proposal]:
        """ "The water authority" or "the authority" after "the national water
        authority" is that authority: one source, not two or a role."""
        # Each body named so far, in order, with the words of its name (read once).
        named: dict[str, set[str]] = {}
        # The kind of each speaker and role, worked out once in the article.
        kinds: dict[tuple[str, str], str] = {}
        result = []
        for proposal in sorted(proposals, key=lambda p: p.start):
            phrase = proposal.speaker or (proposal.speaker_role if not proposal.source_key else "")
            body = self._body_named_before(phrase, named) if phrase and named and not proposal.source_key else None
            if body is not None:
                role = "" if proposal.speaker is None else proposal.speaker_role
                proposal = replace(proposal, speaker=body, speaker_role=role)
            elif (
                proposal.speaker
                and not proposal.source_key
                and proposal.speaker not in named
                and _kind(kinds, proposal.speaker, proposal.speaker_role) != "person"
            ):
                named[proposal.speaker] = set(WORD_RUN.findall(fold(proposal.speaker)))
            result.append(proposal)
        return result

    @staticmethod
    def _body_named_before(phrase: str, bodies: dict[str, set[str]]) -> str | None:
        """The one body named before whose name holds every word of `phrase` that
        tells bodies apart, its head among them; `bodies` maps each to its words."""
        folded = fold(phrase)
        words = [w for w in WORD_RUN.findall(folded) if w not in BODY_NOISE]
        if not words or len(words) > 5:
            return None
        head = words[-1] if not folded.startswith(("el ", "la ", "los ", "las ")) else words[0]
        if head not in ORGANISATION_WORDS:
            return None
        matches = {body for body, body_words in bodies.items() if head in body_words and set(words) <= body_words}
        if len(matches) != 1:
            return None
        (body,) = matches
        return None if fold(body) == fold(phrase) else body


def _kind(kinds: dict[tuple[str, str], str], name: str, role: str) -> str:
    """`source_kind_for(name, role)`, kept in `kinds` for the rest of one article."""
    kind = kinds.get((name, role))
    if kind is None:
        kind = kinds[name, role] = source_kind_for(name, role)
    return kind
