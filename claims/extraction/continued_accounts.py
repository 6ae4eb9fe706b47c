"""A speaker's account carried on after their quotation's frame: a participle
("“…,” he says, detailing a journey …") or a relative clause in which the speaker
speaks or asks (", who called for …", ", quien reclamó que …").

`ContinuedAccounts` is a part of `claims.extraction.reading.Extraction`: it reads the
pass's `text` and `frames_by_end` (each quotation's frame, by where it ends).
"""

import re

from claims.extraction.attribution_frames import Frame
from claims.extraction.sentences import Span
from claims.extraction.speaker_clauses import SPEAKER_GOES_ON
from claims.extraction.speech_verbs import ALLEGING_VERBS

# "detailing a journey …": a clause opening with a participle.
GERUND_FIRST = re.compile(r"[a-z]+ing\b")


class ContinuedAccounts:
    text: str
    frames_by_end: dict[int, Frame]

    def _continued_account(self, span: Span) -> Frame | None:
        """The frame of the quotation right before `span` when the span carries on its
        speaker's account: a participle (", detailing a journey …") or a relative
        clause in which the speaker speaks or asks (", who called for …", ", quien
        reclamó que …")."""
        words = self.text[span[0] : span[1]]
        carried = GERUND_FIRST.match(words)
        verb = carried.group() if carried else None
        if carried is None:
            carried = SPEAKER_GOES_ON.match(words)
            verb = carried.group("verb") if carried else None
        if verb is None:
            return None
        before = self.text[: span[0]]
        stripped = before.rstrip(" ,")
        frame = self.frames_by_end.get(len(stripped))
        if frame is None:
            return None
        return Frame(
            frame.start,
            frame.end,
            frame.speaker,
            frame.speaker_start,
            re.sub(r"\s+", " ", verb),
            None,
            verb.lower() in ALLEGING_VERBS,
        )
