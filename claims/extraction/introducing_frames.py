"""The words before a direct quotation that say who spoke it, for
`claims.extraction.quotes`: `frame_before` reads an attribution that introduces a
quotation (`He also stated that “`, `The minister said: “`, `Solano told reporters, “`,
`Añadió: «`), a verb that names or casts what it quotes (`Lorraine Baptiste called the
deal “`, `blamed the delay on “`, `framed the show as “`, `definió el plan como «`) or judges it (`rejected the offer as “`, `rechazó la oferta
por «`),
"what X described as “" (`claims.extraction.naming_frames`), "was quoted as saying"
(`claims.extraction.attribution_frames`), the subject of a sentence's first predicate
speaking in its second (`Its president, Martin Okoye, welcomed the cap but said the
government had moved “`) and a frame that closes a reported clause before the
quotation goes on (`…, said Rosa Delgado of the group Campo Unido, “and every tree …`).
The frames after a quotation are `claims.extraction.quotation_frames`'.
"""

import re
from dataclasses import replace

from claims.extraction.attribution_frames import Frame, intro_via, quoted_as_saying, speaker_before, via_in
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.naming_frames import described_as_frame
from claims.extraction.quotation_frames import verb_first_frame
from claims.extraction.second_predicates import first_predicate_subject
from claims.extraction.speech_verbs import ALLEGING_VERBS, BLAMING, IMPLIED_SUBJECT, SPEECH_VERB


# A verb that names what its object is in the speaker's words: "Lorraine Baptiste
# called the deal “a measure of accountability”", "dubbed the plan “a fantasy”".
# Or that blames what the words name (`BLAMING`): "blamed the delay on “staff shortages”".
NAMING_VERB = re.compile(
    r"(?P<verb>\b(?:called|calls|dubbed|dubs|branded|brands|labell?ed|labels|termed|terms|tildó|tachó|"
    rf"{BLAMING}))"
    r"\s+(?:[\w’'\-]+\s+){1,5}(?:(?:as|of|de)\s+)?$"
)


# A verb that casts its object as something in the speaker's words, only with "as" or
# "como" before the quotation: "framed the show as “…”", "planteó la muestra como «…»",
# "definió el plan como «…»" ("presentó el libro" alone says nothing).
FRAMING_AS = re.compile(
    r"(?P<verb>\b(?:framed|frames|portrayed|portrays|characteri[sz]ed|characteri[sz]es|presented|presents|pitched|"
    r"planteó|plantea|planteaba|definió|define|definía|presentó|presenta|presentaba|caracterizó|caracteriza|"
    # Grading it on a scale of one's own: "had rated the danger as “high”", "catalogó
    # el riesgo como «muy alto»".
    r"rated|rates|classed|classes|classified|classifies|catalogó|cataloga|clasificó|clasifica|"
    r"concibió|concibe))\s+(?:[\w’'\-]+\s+){1,5}(?:as|como)\s+(?:(?:an?|un|una)\s+)?$"
)


# A verb that judges its object in the speaker's words, with "as" (Spanish "por" or
# "como") before the quotation: "rejected a 3.5% pay offer as “an insult”", "hailed
# the deal as “historic”", "rechazó la oferta por «insuficiente»", "descartó el plan
# por «inviable»". The object may hold a figure; "rejected the offer" alone says
# nothing.
JUDGING_AS = re.compile(
    r"(?P<verb>\b(?:rejected|rejects|dismissed|dismisses|denounced|denounces|condemned|condemns|"
    r"critici[sz]ed|critici[sz]es|hailed|hails|welcomed|welcomes|praised|praises|slammed|slams|"
    r"rechazó|rechazaron|rechaza|rechazan|descartó|descartaron|descarta|descartan|criticó|criticaron|"
    r"critica|critican))\s+(?:[^\s“”\"«»,;:.]+(?:[.,]\d+%?)?\s+){1,6}"
    r"(?:as|por|como)\s+(?:(?:an?|un|una)\s+)?$"
)


# An adverb set off by commas between a speech verb and its "que"/"that": "admitió,
# sin embargo, que …", "reconoció, no obstante, que …", "said, however, that …".
SET_OFF_ASIDE = re.compile(
    r"\s*,\s*(?:sin\s+embargo|no\s+obstante|además|también|asimismo|eso\s+sí|en\s+cambio|por\s+su\s+parte|"
    r"por\s+otra\s+parte|a\s+su\s+vez|however|though|too|also|nonetheless|nevertheless|in\s+turn|"
    r"for\s+(?:his|her|its|their)\s+part)\s*,(?=\s*(?:que|that)\b)",
    re.IGNORECASE,
)


def frame_before(text: str, start: int, position: int) -> Frame | None:
    """An attribution that introduces a quotation: `He also stated that “`,
    `The minister said: “`, `Solano told reporters, “`."""
    quoted = quoted_as_saying(text, start, position)
    if quoted is not None and not text[quoted[1] : position].strip():
        return replace(quoted[0], end=position)
    head = text[start:position]
    described = described_as_frame(head, start, position)
    if described is not None:
        return described
    naming = NAMING_VERB.search(head) or FRAMING_AS.search(head) or JUDGING_AS.search(head)
    if naming is not None:
        found = speaker_before(text, start, start + naming.start("verb"), naming.group("verb"))
        if found and found[0] != IMPLIED_SUBJECT:
            return Frame(
                start=found[1],
                end=position,
                speaker=found[0],
                speaker_start=found[1],
                attribution=re.sub(r"\s+", " ", naming.group()).strip(),
                via=None,
                allegation=False,
            )
    ending = re.search(r"\s*(?:\bthat|\bque|:|,)?\s*$", head)
    head_end = start + ending.start()
    verbs = list(SPEECH_VERB.finditer(text, start, head_end))
    said_before = _closing_frame_before(text, verbs, position)
    if said_before is not None:
        return said_before
    for verb in reversed(verbs):
        between = text[verb.end() : head_end]
        aside = SET_OFF_ASIDE.match(between)
        if aside is not None:
            # "Lemos admitió, sin embargo, que …": the aside is no part of what follows.
            between = between[aside.end() :]
        if between.strip() and (len(between.split()) > 6 or SPEECH_VERB.search(between) or re.search(r"[,;]", between)):
            continue
        found = _first_predicate_subject(text, start, verb) or speaker_before(text, start, verb.start(), verb.group())
        if not found or (found[0] == IMPLIED_SUBJECT and between.strip()):
            # "—dijo Mora—. Pero …": the subject follows the verb; not this form.
            continue
        speaker, speaker_start = found
        return Frame(
            start=speaker_start,
            end=position,
            speaker=speaker,
            speaker_start=speaker_start,
            attribution=re.sub(r"\s+", " ", text[verb.start() : head_end]).strip(),
            via=via_in(verb.group(), between) or intro_via(text, start, speaker_start),
            allegation=verb.group().lower() in ALLEGING_VERBS,
        )
    return None


def _closing_frame_before(text: str, verbs: list, position: int) -> Frame | None:
    """A frame that closes a reported clause, right before a quotation that goes on
    with the speaker's words ("… 2,500 seasonal workers, said Rosa Delgado of the
    group Campo Unido, “and every tree …”", "…, dijo Ana Gil, «y no vamos a parar»"):
    the speaker after the verb says the quotation too."""
    if not verbs:
        return None
    verb = verbs[-1]
    # The comma may close a quotation before it: "“…,” said Ana Gil, head of …, “and …”".
    if not re.search(r",[”\"»’]?\s*$", text[max(0, verb.start() - 4) : verb.start()]) or verb.group()[:1].isupper():
        return None
    frame = verb_first_frame(text, verb.start(), verb.end(), position, verb.group())
    if frame is None or frame.speaker == IMPLIED_SUBJECT or not re.fullmatch(r"\s*,\s*", text[frame.end : position]):
        # The speaker's phrase closes with a comma before the quotation: "said the
        # government had “…”" is a report, not a frame.
        return None
    return replace(frame, start=verb.start(), end=position)


def _first_predicate_subject(text: str, start: int, verb: re.Match) -> tuple[str, int] | None:
    """ "Its president, Martin Okoye, welcomed the cap but said the government had moved
    “…”": the subject of the sentence's first predicate speaks in its second."""
    found = first_predicate_subject(text[start : verb.start()])
    return (found[0], start + found[1]) if found else None


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
