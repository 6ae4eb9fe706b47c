"""Who speaks in a relative clause: "…, según la patronal Fedecom, que advirtió de que
…", "…, according to the Retail Guild, which warned that …".

A relative pronoun set off by a comma, then a speech verb and what it reports ("que",
"that"), speaks for the name or the body just before the comma. The verb must report
a clause, so that the pronoun is its subject: in "la reunión, que calificó de
«productiva»" the pronoun is the verb's object and someone else speaks.

`RelativeSpeakers` is a part of `claims.extraction.speakers.SpeakerResolution`.
"""

import re

from claims.extraction.attribution_frames import Frame
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.sentences import Span
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import SPEECH_VERBS

# "que advirtió de que", "which said on Tuesday that", "que en un comunicado aseguró que".
RELATIVE_SPEECH = re.compile(
    r"(?:que|quien|quienes|which|who)\s+"
    r"(?:(?:en|in)\s+(?:un|una|a)\s+(?:comunicado|nota|declaración|statement)\s+)?"
    r"(?:(?:también|además|ya|also|later)\s+)?"
    rf"(?P<verb>{SPEECH_VERBS})"
    r"(?:\s+(?:ayer|hoy|este\s+\w+|esta\s+\w+|el\s+\w+|on\s+\w+|yesterday|today|also))?"
    r"\s+(?:(?:de|en)\s+)?(?:que|that)\b"
)
# Who is named just before the comma, past an acronym in brackets: "la Asociación de
# Docentes (ADU)", "the Retail Guild".
BEFORE_THE_COMMA = re.compile(r"(?:\s*\([^()\n]{1,20}\))?,\s*$")
# A body by its kind alone: "la empresa", "the company", "la patronal".
DEFINITE_BODY = re.compile(r"(?:\b(?:the|el|la|los|las)\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+)?)$", re.IGNORECASE)


class RelativeSpeakers:
    def _relative_speaking(self, clause_start: int, sentence: Span) -> Frame | None:
        """The frame of a clause that opens with a relative pronoun and a speech verb
        ("…, según la patronal Fedecom, que advirtió de que …"): the name or the body
        the source before the comma is."""
        verb = RELATIVE_SPEECH.match(self.text, clause_start, sentence[1])
        if verb is None or clause_start <= sentence[0]:
            return None
        comma = BEFORE_THE_COMMA.search(self.text, sentence[0], clause_start)
        if comma is None or comma.end() != clause_start:
            return None
        end = comma.start()
        mention = next((m for m in reversed(self.mentions) if m.end == end and m.start >= sentence[0]), None)
        body = DEFINITE_BODY.search(self.text, sentence[0], end) if mention is None else None
        if mention is not None:
            start, phrase = mention.start, mention.name
        elif body is not None and body.end() == end:
            start, phrase = body.start(), body.group()
        else:
            return None
        if not looks_like_speaker(phrase):
            return None
        return Frame(start, clause_start, phrase, start, verb.group("verb"), None, False)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
