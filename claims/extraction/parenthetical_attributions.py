"""Speakers set off by commas in the middle of a sentence: "Even so, Trujillo said,
rural districts keep losing candidates", "Rural districts, she added, keep losing
…", "Aun así, dijo Trujillo, los distritos rurales …", "Sus socios, recordó la
patronal, compran …".

Reporters drop "X said" between commas after an opening adverbial or the subject.
After an intro ("Even so", "Aun así", `claims.extraction.attribution_frames.INTRO`),
the claim is what follows the speaker; after a subject, it is the whole sentence,
the parenthesis included.
"""

import re

from claims.extraction.attribution_frames import INTRO, Attribution, Frame
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import (
    ALLEGING_VERBS,
    ENGLISH_SPEECH_VERBS,
    SPANISH_SPEECH_VERBS,
    counted_noun_not_verb,
)

# ", Trujillo said, ", ", she added, ": the speaker, then an English verb.
SPEAKER_THEN_VERB = re.compile(
    rf",\s+(?P<speaker>[^,;:“”«»\"()]{{1,50}}?)\s+(?P<verb>(?:{ENGLISH_SPEECH_VERBS}))\s*,\s+"
)
# ", dijo Trujillo, ", ", recordó la patronal, ": a Spanish verb, then the speaker.
VERB_THEN_SPEAKER = re.compile(
    rf",\s+(?P<verb>(?:{SPANISH_SPEECH_VERBS}))\s+(?P<speaker>[^,;:“”«»\"()]{{1,50}}?)\s*,\s+"
)
# What may come before the parenthesis: a few words, no clause of their own.
LEAD_WORDS = 6


def parenthetical(text: str, start: int, end: int) -> Attribution | None:
    """The statement in text[start:end] whose speaker is set off by commas after its
    first words, or None."""
    first_comma = text.find(",", start, end)
    if first_comma == -1 or len(text[start:first_comma].split()) > LEAD_WORDS:
        return None
    for pattern in (SPEAKER_THEN_VERB, VERB_THEN_SPEAKER):
        found = pattern.match(text, first_comma, end)
        if found is None or found.end() >= end:
            continue
        speaker = found.group("speaker").strip()
        if not looks_like_speaker(speaker) or not end - found.end() > 10:
            continue
        if counted_noun_not_verb(text, found.start("verb")):
            # "Harbor Minerals, a company with mines in three states, said …": an
            # apposition ending in a plural noun, not "…, the company states, …".
            continue
        verb = found.group("verb")
        frame = Frame(
            start=first_comma,
            end=found.end(),
            speaker=speaker,
            speaker_start=found.start("speaker") + (len(found.group("speaker")) - len(found.group("speaker").lstrip())),
            attribution=verb,
            via=None,
            allegation=verb.lower() in ALLEGING_VERBS,
        )
        intro = INTRO.match(text[start : found.start("speaker")])
        claim_start = found.end() if intro else start
        return Attribution(claim_start, end, frame)
    return None
