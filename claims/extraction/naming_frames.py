"""Quoted words a relative clause gives to its subject: "una cifra que el Ministerio
rebaja a «menos de 4.000»", "el lote, que la casa presenta como «…»", "from what it
called an “arbitrage engine”", "a figure the union puts at “nearly 3,000”". The subject
of the clause names, values or describes the thing in those words, so it says them.
`naming_frame` reads any relative ("que", "which", "that") and the verbs that put a
value on something; `described_as_frame`, which `introducing_frames.frame_before` asks,
the older "what X described as “…”" with its verb in any tense."""

import re

from claims.extraction.attribution_frames import Frame
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.speaker_shape import looks_like_speaker


# Judging the thing in those words: "una cifra que el Ayuntamiento considera
# «inaceptable»", "a deal which Unite considers "a betrayal"". An opinion anyone may hold:
# only a subject the text names holds it ("que el comité de huelga considera «abusivos»"
# is no one named).
CONSIDERING = r"considera|consideraba|consideró|considers|considered|deems|deemed"
NAMING_VERBS = (
    r"presenta|presentaba|presentó|describe|describía|describió|califica|calificó|llama|llamó|denomina|denominó|"
    r"define|definió|rebaja|rebajó|cifra|cifró|eleva|elevó|sitúa|situó|calcula|calculó|estima|estimó|tacha|tachó|"
    r"tilda|tildó|calls|called|describes|described|terms|termed|dubs|dubbed|bills|billed|puts|put|estimates|estimated|"
    rf"{CONSIDERING}|"
    # Judging the thing in those words: "que el sindicato rechazó por «insuficiente»",
    # "which the union rejected as “an insult”".
    r"rechaza|rechazó|rechazaron|descarta|descartó|rejects|rejected|dismisses|dismissed"
)
# "que la casa presenta como «", "what it called an “", "that the union puts at “".
NAMING_CLAUSE = re.compile(
    r"\b(?:que|what|which|that)\s+"
    r"(?P<speaker>(?:el|la|los|las|the)\s[^,;:.“”\"«»]{1,80}?|it|[A-ZÁÉÍÓÚÑ][^,;:.“”\"«»]{0,80}?|"
    # "un resultado que ella misma calificó de «": the pronoun speaks.
    r"(?P<pronoun>él|ella|ellos|ellas|he|she|they)(?:\s+(?:mism[oa]s?|himself|herself|themselves))?)\s+"
    rf"(?P<verb>{NAMING_VERBS})\s+(?:(?:a|en|como|de|por|as|at|to)\s+)?(?:(?:an?|un|una)\s+)?$"
)


# English leaves the relative out: "a rate Hartmann described as “", "a charge the
# minister rejected as “", "an accusation she dismissed as “". Judging a thing in
# quoted words with "as" ("rejected", "dismissed", "hailed") names it too.
CONTACT_SUBJECT = (
    r"\b(?:a|an|the|this|that|its|his|her|their)\s+(?:[a-z][\w’'\-]*\s+){0,2}?[a-z][\w’'\-]*\s+"
    r"(?P<speaker>(?:the\s+)?[A-Z][\w’'\-]*(?:\s+[A-Z][\w’'\-]*){0,3}|the\s+[a-z]+|he|she|they|it)\s+"
    r"(?:(?:has|had|have|later|also|once)\s+)?"
)
CONTACT_CLAUSE = re.compile(
    CONTACT_SUBJECT + r"(?P<verb>described|called|termed|dubbed|branded|labell?ed|characteri[sz]ed|rejected|"
    r"dismissed|denounced|decried|hailed|welcomed|condemned|derided|ridiculed|critici[sz]ed)\s+as\s+(?:(?:an?)\s+)?$"
)
# A calling verb gives its name with no "as": "a figure Håkansson called “a rounding
# error”", "an allegation the company branded "completely false"".
CALLED_CLAUSE = re.compile(CONTACT_SUBJECT + r"(?P<verb>called|termed|dubbed|branded|labell?ed)\s+(?:an?\s+)?$")


def naming_frame(text: str, sentence_start: int, open_mark: int) -> Frame | None:
    """The frame of a quotation that a relative clause's subject names the thing with,
    or None."""
    window = max(sentence_start, open_mark - 140)
    found = NAMING_CLAUSE.search(text, window, open_mark)
    if found is None and text.endswith(("as ", "as a ", "as an "), window, open_mark):
        found = CONTACT_CLAUSE.search(text, window, open_mark)
    if found is None:
        found = CALLED_CLAUSE.search(text, window, open_mark)
        if found is not None and re.fullmatch(r"the\s+[a-z]+", found.group("speaker")):
            # "a figure the auditors called “…”": a role alone calling is no one named.
            found = None
    if found is None:
        return None
    speaker = found.groupdict().get("pronoun") or found.group("speaker")
    if speaker != "it" and not looks_like_speaker(speaker):
        return None
    if re.fullmatch(CONSIDERING, found.group("verb")) and not re.search(r"\b[A-ZÁÉÍÓÚÑ]", speaker):
        return None
    return Frame(found.start(), open_mark, speaker, found.start("speaker"), found.group("verb"), None, False)


# What someone called something, in their words: "after what Mr Asante described as
# “…”", "lo que la alcaldesa Ana Gil calificó de «…»".
DESCRIBED_AS = re.compile(
    r"\b(?:what|lo\s+que)\s+(?P<speaker>[^,;:.“”«»\"]{2,60}?)\s+"
    r"(?P<verb>(?:has\s+|had\s+|ha\s+|había\s+)?(?:described|called|termed|branded|dubbed|"
    r"descrito|calificado|definido|llamado|describió|calificó|definió|llamó|tildó))\s+(?:as|como|de)\s*$"
)


def described_as_frame(head: str, start: int, position: int) -> Frame | None:
    """The frame of "what X described as “…”" closing `head` (the text from `start` to
    the quotation at `position`): the one who described it speaks, or None."""
    described = DESCRIBED_AS.search(head)
    if described is None or not looks_like_speaker(described.group("speaker")):
        return None
    return Frame(
        start=start + described.start("speaker"),
        end=position,
        speaker=described.group("speaker"),
        speaker_start=start + described.start("speaker"),
        attribution=re.sub(r"\s+", " ", described.group("verb")).strip(),
        via=None,
        allegation=False,
    )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
