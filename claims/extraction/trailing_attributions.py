"""Frames that close a reported statement: ", reports Colombia’s Foreign Ministry",
", Solano says", ", según la Policía", ", said Ana Berg, who leads the council".

`find_trailing` reads them at the end of a stretch with no direct quotation, the
claim being what precedes the comma; a frame may be followed by the speaker going on
(", accusing a man …", ", who called for …") or by a second figure with a source of
its own ("400 personas, según la Policía, y 1.500, según los vecinos").
`ends_a_trailing_frame` tells `claims.extraction.attributions`, which reads the frames
that lead a statement, that a verb belongs to such a frame ("The strike goes on, said
Lopez").
"""

import re
from functools import lru_cache

from claims.extraction.attribution_frames import (
    ACCORDING_TO,
    FOLDED_TITLES_AND_ROLES,
    Attribution,
    Frame,
    addressee,
    after_document,
    speaker_before,
    verb_complement,
    via_in,
    without_addressee,
)
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import PREPOSITIONS, fold
from claims.extraction.speaker_clauses import RELATIVE_AFTER_SPEAKER, SPEAKER_GOES_ON
from claims.extraction.speaker_phrases import role_head
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import (
    ALLEGING_VERBS,
    IMPLIED_SUBJECT,
    SPANISH_SPEECH_VERB_SET,
    SPEECH_VERB,
    SPEECH_VERBS,
)


TIME_WORDS = frozenset({"yesterday", "today", "tonight", "later", "earlier", "ayer", "hoy", "luego"})


def ends_a_trailing_frame(text: str, start: int, verb_start: int, end: int) -> bool:
    """Whether the verb at `verb_start` belongs to a frame that follows a comma and
    runs to `end` (", said Lopez", ", Guaidó told El País")."""
    comma = text.rfind(",", start, verb_start)
    if comma == -1:
        return False
    body = re.match(r",\s+", text[comma:end])
    if body is None:
        return False
    frame = _trailing_frame(text, comma, comma + body.end(), end)
    if frame is None:
        return False
    if frame.via or ACCORDING_TO.match(frame.attribution):
        return True
    # ", said Lopez", ", Lopez said on Tuesday"; in "Six years later, Alvarenga says he
    # still lives on edge" what follows the verb is the claim, so the frame leads.
    complement = frame.attribution.split()[1:]
    return not complement or complement[0].lower() in PREPOSITIONS | TIME_WORDS


COMMA = re.compile(r",\s+")
# A participle after a comma: ", accusing a man …" ("according", "including",
# "during" are none).
PARTICIPLE_AFTER_COMMA = re.compile(r",\s+(?=[a-z]+ing\b)(?!according\b|including\b|during\b)")


def find_trailing(text: str, start: int, end: int) -> list[Attribution]:
    """ ", reports X", ", X said", ", according to X": the claim is what precedes."""
    for comma in COMMA.finditer(text[start:end]):
        frame_start = start + comma.start()
        body_start = start + comma.end()
        # The frame runs to the end, or to a participle that carries on the speaker's
        # account: ", Solano says, accusing a man …".
        participle = PARTICIPLE_AFTER_COMMA.search(text[body_start:end])
        frame_end = body_start + participle.start() if participle else end
        # "…, the ministry said on Tuesday, after a review found …": the frame ends
        # where the sentence goes on with why or when, which is the speaker's too.
        then = None if participle else SENTENCE_GOES_ON.search(text, body_start, end)
        if then is not None and WHEN_SPEAKING.match(text, then.end(), end):
            # "…, según explicó Ana Gil, cuando presentó el balance": when she spoke.
            then = None
        if then is not None:
            frame_end = then.start()
        # "400 personas, según la Policía, y 1.500, según los vecinos": the next figure
        # has a source of its own.
        another = ANOTHER_FIGURE.search(text, body_start, frame_end)
        if another:
            frame_end = another.start()
        # "…, Bell said, which made this week's arrival "all the sweeter."": a clause on
        # what was said, in the speaker's quoted words, goes on with their account.
        which = None if participle or then else WHICH_IN_QUOTED_WORDS.search(text, body_start, frame_end)
        if which is not None:
            frame_end = which.start()
        if _a_role_before_its_name(text[start:frame_start]):
            # "El alcalde saliente, Jorge Salas, reconoció la derrota": the role and
            # the name are one subject, not a claim and its speaker.
            return []
        frame = _trailing_frame(text, frame_start, body_start, frame_end)
        if not frame:
            continue
        claim = Attribution(start, frame_start, frame)
        result = [claim]
        if which is not None and frame.end == frame_end:
            return result + [Attribution(which.end(), end, frame)]
        if frame.end < frame_end:
            # "…, said Ana Berg, who leads the council": the relative clause only says
            # who she is, unless she goes on speaking in it ("who called for …").
            return result + _going_on(text, frame, frame_end)
        if then is not None:
            return result + [Attribution(then.end(), end, frame)]
        if another and not participle:
            return result + find_trailing(text, another.end(), end)
        if participle:
            rest_start = body_start + participle.end()
            gerund = re.match(r"[a-z]+ing", text[rest_start:end]).group()
            continued = Frame(
                start=frame.start,
                end=frame.end,
                speaker=frame.speaker,
                speaker_start=frame.speaker_start,
                attribution=gerund,
                via=frame.via,
                allegation=gerund in ALLEGING_VERBS,
            )
            result.append(Attribution(rest_start, end, continued))
        return result
    return []


# "that …", "que …": what a verb reports comes after it.
REPORTED_WORDS_FOLLOW = re.compile(r"\s+(?:\w+\s+){0,3}?(?:that|que)\s+\w+\s+\w+", re.IGNORECASE)

WHICH_IN_QUOTED_WORDS = re.compile(r",\s+(?:which|lo\s+que)\s+(?=[^“”\"«»]*[“\"«][^“”\"«»]+[”\"»])", re.IGNORECASE)

SENTENCE_GOES_ON = re.compile(
    r",\s+(?=(?:after|as|when|while|because|before|although|though|tras|después|cuando|mientras|porque|aunque)\s)",
    re.IGNORECASE,
)

# A clause about the speaking itself: "when she presented the budget", "cuando
# presentó el balance", "as he left the court".
WHEN_SPEAKING = re.compile(r"\w+\s+(?:(?:he|she|they|it|él|ella)\b|[a-záéíóúñ]+(?:ó|aron|ieron|ing)\b)", re.IGNORECASE)

ANOTHER_FIGURE = re.compile(
    r",\s+(?=(?:y|e|and|frente\s+a|against|compared\s+with)\s+(?:(?:a|al|to|unos|unas|some|about|más\s+de|more\s+than)\s+)?\d)",
    re.IGNORECASE,
)


def _a_role_before_its_name(words: str) -> bool:
    """Whether the words before a comma only give someone's role ("El alcalde
    saliente", "The club's coach"), which the name after the comma completes."""
    words = words.strip()
    return (
        0 < len(words.split()) <= 6
        and looks_like_speaker(words)
        and fold(role_head(words)) in FOLDED_TITLES_AND_ROLES
    )


def _describes_a_source(phrase: str) -> bool:
    """Whether what follows a trailing "according to" is a short description of where
    the words come from ("documents filed with the county on Monday"), which is then
    the frame's, not a claim of its own."""
    words = phrase.split()
    return (
        0 < len(words) <= 12
        and not re.search(r"[“”\"«»;:()]", phrase)
        and not re.search(r"\b(?:that|which|who|whom|que|quien|quienes|cual)\b", phrase, re.IGNORECASE)
        and not SPEECH_VERB.search(phrase)
    )


def _going_on(text: str, frame: Frame, end: int) -> list[Attribution]:
    """The relative clause after `frame` as the speaker's own account when they go on
    speaking or asking in it (", who called for …", ", quien reclamó que …")."""
    goes = SPEAKER_GOES_ON.match(text, re.match(r",\s+", text[frame.end : end]).end() + frame.end, end)
    if goes is None:
        return []
    verb = re.sub(r"\s+", " ", goes.group("verb"))
    going = Frame(frame.start, frame.end, frame.speaker, frame.speaker_start, verb, frame.via, verb.lower() in ALLEGING_VERBS)
    return [Attribution(goes.start("verb"), end, going)]


@lru_cache(maxsize=16)
def _trailing_frame(text: str, frame_start: int, body_start: int, frame_end: int) -> Frame | None:
    """The frame in text[body_start:frame_end]; when a relative clause describes its
    speaker, the frame ends before it (`Frame.end` says where).

    The few last asked are kept: a verb a leading frame finds after a comma
    (`ends_a_trailing_frame`) makes `find_trailing` ask for the same frame next."""
    relative = RELATIVE_AFTER_SPEAKER.search(text, body_start, frame_end)
    # After "según X" a relative clause may hold the body's own claim ("según la
    # compañía, que prevé restablecer el servicio …"): it stays whole.
    if relative is not None and not ACCORDING_TO.match(text, body_start, frame_end):
        frame = _trailing_frame_to(text, frame_start, body_start, relative.start())
        if frame is not None:
            return frame
    return _trailing_frame_to(text, frame_start, body_start, frame_end)


# A name, then an apposition that opens with an article: "the Ohio Cyber Reserve, a
# volunteer unit of …", "la Red Vigía, un colectivo de …".
APPOSITION_AFTER_NAME = re.compile(
    r"(?P<name>(?:(?:the|el|la|los|las)\s+)?[A-ZÁÉÍÓÚÑ][^,]{1,60}),\s+(?:a|an|the|un|una|el|la)\s"
)

_DAY = r"(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)"
_WHEN = (
    rf"(?:este\s+{_DAY}|esta\s+(?:mañana|tarde|noche|semana)|el\s+(?:pasado\s+)?{_DAY}|ayer|hoy|anoche|"
    r"on\s+[A-Z][a-z]+day|yesterday|today|tonight|this\s+(?:morning|afternoon|evening|week)|"
    r"last\s+(?:night|week|month))"
)
WHEN_BEFORE_SPEAKER = re.compile(rf"^{_WHEN}\s+(?=\S)")
WHEN_AFTER_SPEAKER = re.compile(rf"\s+{_WHEN}$")

# What may follow a Spanish speech verb with no subject that closes a statement:
# nothing, when it spoke or that it went on ("…, aseguró.", "…, añadió después.").
IMPLIED_AFTER_VERB = re.compile(rf"(?:{_WHEN}|después|despues|luego|más\s+tarde|además|también)?\s*\.?")

# "de la UNAM", "of the university": an apposition, never a speaker.
APPOSITION_OPENING = re.compile(r"(?:de|del|of|from)\s")

# Words after a frame that open with a speech verb, case as written.
SPEECH_VERB_FIRST = re.compile(rf"(?:{SPEECH_VERBS})\b")


def _trailing_frame_to(text: str, frame_start: int, body_start: int, frame_end: int) -> Frame | None:
    body = text[body_start:frame_end]
    according = ACCORDING_TO.match(body)
    if according:
        speaker_from = after_document(body, according.end(), len(body))
        speaker = without_addressee(body[speaker_from:].strip())
        named = APPOSITION_AFTER_NAME.match(speaker)
        if named and not (looks_like_speaker(speaker) or _describes_a_source(speaker)):
            # "according to the Ohio Cyber Reserve, a volunteer unit … that is helping
            # …": the name speaks; its apposition, relative clause and all, says who
            # it is.
            speaker = named.group("name")
        if looks_like_speaker(speaker) or _describes_a_source(speaker):
            return Frame(
                frame_start,
                frame_end,
                speaker,
                body_start + speaker_from,
                re.sub(r"\s+", " ", body[:speaker_from]).strip(),
                None,
                False,
            )
        return None
    verb_first = SPEECH_VERB_FIRST.match(body)
    if verb_first:
        # "…, informó este lunes la empresa", "…, said the board on Monday": when it was
        # said, before or after the speaker, is not part of who.
        words = WHEN_BEFORE_SPEAKER.sub("", body[verb_first.end() :].strip(), count=1)
        speaker, addressed_to = addressee(WHEN_AFTER_SPEAKER.sub("", words, count=1))
        verb = verb_first.group()
        if IMPLIED_AFTER_VERB.fullmatch(words) and verb.lower() in SPANISH_SPEECH_VERB_SET:
            # "Los precios subirán un 5 %, aseguró.": a Spanish verb with no subject
            # closes the statement; the person named last said it.
            return Frame(frame_start, frame_end, IMPLIED_SUBJECT, body_start, verb, None, verb.lower() in ALLEGING_VERBS)
        if looks_like_speaker(speaker):
            return Frame(
                frame_start,
                frame_end,
                speaker,
                body_start + body.index(speaker, verb_first.end()),
                f"{verb} {addressed_to}" if addressed_to else verb,
                via_in("to", addressed_to) if addressed_to else None,
                verb.lower() in ALLEGING_VERBS,
            )
        return None
    for verb in SPEECH_VERB.finditer(text, body_start, frame_end):
        found = speaker_before(text, body_start, verb.start())
        if not found or found[1] != body_start + (len(body) - len(body.lstrip())):
            continue
        complement_end, via = verb_complement(text, verb, frame_end)
        if complement_end != frame_end and text[complement_end:frame_end].strip(" .,"):
            continue
        if REPORTED_WORDS_FOLLOW.match(text, verb.end(), frame_end):
            # "Still, the weather service warned that rivers would rise": the words it
            # reports follow, so this frame leads the claim; it does not close one.
            continue
        speaker, speaker_start = found
        if APPOSITION_OPENING.match(speaker):
            # "El arqueólogo Javier Montoya, de la UNAM, que …, ha destacado …": where
            # the sentence's subject is from, not who spoke.
            return None
        return Frame(
            frame_start,
            frame_end,
            speaker,
            speaker_start,
            re.sub(r"\s+", " ", text[verb.start() : complement_end]).strip(),
            via,
            verb.group().lower() in ALLEGING_VERBS,
        )
    return None


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
