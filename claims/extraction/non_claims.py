"""Sentences of the article's own that are no claim an editor would keep.

`claims.extraction.reading` asks about each clause it would propose as the article's
own words (figures are read apart, and stay claims wherever they are):

- a headline: the text's first line, short (25 words at most) and without a full
  stop, before the story ("Measles cases climb as vaccination rates slip"), and the
  deck under it: the lines that follow, each short and without a full stop, up to
  the first sentence of the story ("Unions call a second strike; the ministry
  offers talks on Monday"). They sum up the story, whose sentences carry the
  claims; a figure in them is still proposed;
- a mood, not a fact: a short sentence that only says how a group feels, as a
  bridge to the quotations that follow ("Not everyone is persuaded", "Residents are
  not convinced", "Las familias están divididas", "Las organizaciones agrarias son
  más pesimistas", "No todos los expertos están convencidos de que …");
- a circumstance alone: a comma segment with no verb that only says where, when or
  with what ("el pasado 7 de octubre", "al término de la marcha", "Con el auxilio de
  transporte", "With the allowance");
- a frame alone: who said something and when, with what they said elsewhere in the
  sentence ("the minister said on Tuesday", "dijo el alcalde en rueda de prensa");
- a speaker's description: the words right after a quotation's frame that only say
  who the speaker is, or where ("…, said Ana Berg, who leads the council", "58, the
  port's chief executive"); a figure in them is still proposed;
- a subject alone: the words that open a sentence, with no verb, set off by the
  relative clause that describes them ("La Vuelta a Tierra Alta, que reparte …",
  "The pilots' federation (BPF), which represents …"); the predicate after the
  relative clause is the claim.
"""

import re
from functools import lru_cache

from claims.extraction.attributions import looks_like_speaker
from claims.extraction.caseless import holds_any, lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import FUNCTION_WORDS
from claims.extraction.speaker_clauses import SPEAKER_GOES_ON
from claims.extraction.speech_verbs import SPEECH_VERB

MAX_HEADLINE_WORDS = 25
MAX_DECK_WORDS = 40
MAX_MOOD_WORDS = 16

# A line with no closing punctuation; a score in brackets may end it ("… (2-3)").
UNPUNCTUATED_LINE = r"[^\n]*(?:[^\s.!?…:;,\"”»’)]|\([^()\n]*\d[^()\n]*\))"
# The first line of the text, followed by a blank line.
HEADLINE = re.compile(rf"\A[ \t]*(?P<line>{UNPUNCTUATED_LINE})[ \t]*\n[ \t]*\n")
# A deck line: under the headline, skipping blank lines (furniture is blank by now).
DECK = re.compile(rf"(?:[ \t]*\n)*[ \t]*(?P<line>{UNPUNCTUATED_LINE})[ \t]*\n")
# A sentence ending inside a line: a deck is no paragraph of the story.
SENTENCE_INSIDE = re.compile(r"[.!?…][\"”»’]?\s+[A-ZÁÉÍÓÚÑ¿¡\"“«]")

STANCE_WORDS = (
    r"convinced|persuaded|impressed|sure|happy|optimistic|pessimistic|sceptical|skeptical|divided|split|"
    r"unconvinced|unimpressed|worried|concerned|cautious|hopeful|wary|enthusiastic|"
    r"convencid[oa]s?|persuadid[oa]s?|dividid[oa]s?|pesimistas?|optimistas?|escéptic[oa]s?|"
    r"preocupad[oa]s?|satisfech[oa]s?|content[oa]s?|prudentes?|caut[oa]s?|recelos[oa]s?|ilusionad[oa]s?"
)

# "Residents are not convinced", "Las familias están divididas": the sentence ends
# with how they feel (a few words may follow: "by the plan", "con el plan").
MOOD = re.compile(
    r"\b(?:is|are|was|were|remain|remains|remained|seem|seems|seemed|appear|appears|appeared|"
    r"está|están|estaba|estaban|es|son|era|eran|sigue|siguen|parece|parecen|se\s+muestra|se\s+muestran|"
    r"se\s+mostraron|se\s+mostró)\s+"
    r"(?:(?:not|no|less|more|far\s+from|so|as|still|deeply|más|menos|tan|muy|algo|bastante|todavía|aún|"
    r"lejos\s+de\s+estar)\s+)*"
    rf"(?:{STANCE_WORDS})\b(?P<rest>[^.;:!?]*)$",
    re.IGNORECASE,
)
# What every stance word starts with, its letters up to an optional or varying one
# ("pesimistas?" -> "pesimista", "escéptic[oa]s?" -> "escéptic"): MOOD is searched
# only in a clause that holds one, lower-cased (`caseless.holds_any`).
STANCE_STEMS = tuple(re.sub(r".\?.*|\[.*", "", word) for word in STANCE_WORDS.split("|"))

# "Not everyone shares the optimism", "No todos comparten …", "Los comerciantes tienen
# otra visión": a bridge to dissent.
NOT_EVERYONE = re.compile(
    r"^(?:not\s+everyone|not\s+all|no\s+todos|no\s+todas|no\s+todo\s+el\s+mundo)\b|"
    r"\b(?:tienen|tiene|have|has|take|takes)\s+(?:otra|una)?\s*(?:visión|opinión|view|take)\s*"
    r"(?:distinta|diferente|different)?$|\b(?:a|another)\s+different\s+(?:view|take)$",
    re.IGNORECASE,
)

# A comma segment that only says where, when or with what: "el pasado 7 de octubre",
# "al término de la marcha", "En los niños de entre 6 y 59 meses", "Con el auxilio de
# transporte", "Sumado el auxilio de transporte".
CIRCUMSTANCE_ONLY = re.compile(
    r"^(?:(?:en|a|al|tras|durante|desde|hasta|con|sin|pese\s+a|a\s+pesar\s+de|sumad[oa]s?|at|in|on|during|after|"
    r"before|since|with|without|despite|amid|added\s+to)\s+"
    r"|(?:el|the)\s+(?:pasado|próximo|last|next)\s)",
    re.IGNORECASE,
)
VERB_LIKE = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|would|can|could|es|son|era|eran|fue|fueron|está|están|ha|han|"
    r"había|habían|será|serán|hay|[a-z]+(?:ed|ó|aron|ieron|aba|aban|ía|ían|ará|erá|irá|arán|erán|irán))\b",
    re.IGNORECASE,
)


def is_headline(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` lies in the text's headline or the deck under it."""
    return end <= headline_end(text)


@lru_cache(maxsize=4)
def headline_end(text: str) -> int:
    """Where the text's headline and deck end (0 when the text opens with a sentence)."""
    match = HEADLINE.match(text)
    if match is None:
        return 0
    line = match.group("line")
    if len(line.split()) > MAX_HEADLINE_WORDS or not line.strip()[:1].isupper():
        return 0
    end = match.end("line")
    position = match.end()
    while deck := DECK.match(text, position):
        line = deck.group("line").strip()
        if len(line.split()) > MAX_DECK_WORDS or not line[:1].isupper() or SENTENCE_INSIDE.search(line):
            break
        end, position = deck.end("line"), deck.end()
    return end


# "Asked about the delay", "Preguntada por la dimisión": the question someone answers.
QUESTION_ASKED = re.compile(
    r"(?:(?:when\s+|cuando\s+fue\s+)?(?:asked|preguntad[oa]s?|consultad[oa]s?)\s+"
    # Who asked, before what: "Asked by a reporter whether …".
    r"(?:by\s+(?:a|an|the)\s+\w+\s+)?"
    r"(?:about|whether|if|why|how|what|when|por|si|sobre|acerca|qué|cómo|cuándo|a\s+qué)\b"
    # "A la pregunta de la fiscal de si …".
    r"|a\s+(?:la|una|esa|las)\s+preguntas?\s+(?:de|sobre|acerca)\b)",
    re.IGNORECASE,
)


def says_nothing_alone(text: str, start: int, end: int) -> bool:
    """Whether the article's own clause text[start:end] is a mood, a circumstance, a
    frame or a subject alone: no claim an editor would keep."""
    words = text[start:end]
    return (
        is_a_mood(words) or is_a_circumstance(words) or is_a_bare_frame(words) or is_a_subject_alone(text, start, end)
    )


def is_a_circumstance(words: str) -> bool:
    """Whether a clause only says where or when, with no verb, or what someone was
    asked before they answer ("Asked about the delay,"): no claim of its own."""
    words = words.strip(" ,.;")
    if QUESTION_ASKED.match(words) and "," not in words and len(words.split()) <= 12:
        return True
    return bool(CIRCUMSTANCE_ONLY.match(words)) and len(words.split()) <= 10 and not VERB_LIKE.search(words)


def is_a_mood(words: str) -> bool:
    """Whether an unattributed clause only says how a group feels."""
    words = words.strip(" ,.;")
    if len(words.split()) > MAX_MOOD_WORDS or re.search(r"\d", words):
        return False
    if NOT_EVERYONE.search(words):
        return True
    mood = MOOD.search(words) if holds_any(lowered(words), STANCE_STEMS) else None
    return bool(mood) and len(mood.group("rest").split()) <= 4


# What may follow a speech verb in a frame with nothing said: "on Tuesday", "in a
# statement", "en rueda de prensa", "to reporters".
FRAME_CIRCUMSTANCE = re.compile(
    r"(?:\s+(?:(?:on|el)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|"
    r"jueves|viernes|sábado|domingo)|(?:this|last|este|esta)\s+\w+|yesterday|today|ayer|hoy|"
    r"in\s+an?\s+(?:statement|news\s+release|interview|email)|(?:to\s+)?reporters|"
    r"en\s+(?:un|una)\s+(?:comunicado|nota|entrevista)|en\s+rueda\s+de\s+prensa|a\s+los\s+periodistas|"
    r"a\s+la\s+prensa)){0,3}$",
    re.IGNORECASE,
)


def is_a_bare_frame(words: str) -> bool:
    """Whether a clause only says who spoke, and when or where: "the minister said on
    Tuesday". What they said is another clause of the sentence."""
    words = words.strip(" ,.;")
    for verb in SPEECH_VERB.finditer(words):
        speaker = words[: verb.start()].strip()
        if speaker and looks_like_speaker(speaker) and FRAME_CIRCUMSTANCE.match(words, verb.end()):
            return True
        if not speaker:
            # "dijo el alcalde": the verb first, then who.
            rest = FRAME_CIRCUMSTANCE.sub("", words[verb.end() :]).strip()
            return bool(rest) and looks_like_speaker(rest) and len(rest.split()) <= 8
    return False


# What follows a subject set off by commas: a relative clause, maybe after a short
# bracket or an apposition saying where someone is from ("…, de la UNAM, que …").
RELATIVE_AFTER = re.compile(
    r"\s*(?:\([^()\n]{1,40}\)\s*)?,\s*(?:(?:de|del|of|from)\s[^,.;:\n]{1,80},\s*)?"
    r"(?:que|quien|quienes|cuy[oa]s?|which|who|whose)\b",
    re.IGNORECASE,
)
MAX_SUBJECT_WORDS = 10


def is_a_subject_alone(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] only opens its sentence with the subject, before a
    relative clause describing it ("La Vuelta a Tierra Alta, que reparte …"): no verb,
    so no claim of its own."""
    words = text[start:end].strip(" ,.;")
    if not words[:1].isupper() or len(words.split()) > MAX_SUBJECT_WORDS or VERB_LIKE.search(words):
        return False
    if not _names_a_subject(words.split()):
        return False
    before = text[:start].rstrip(" \t")
    return (not before or before[-1] in ".!?…\n") and bool(RELATIVE_AFTER.match(text, end))


def _names_a_subject(words: list[str]) -> bool:
    """A name, maybe after one word saying who it is ("La Vuelta a Tierra Alta", "El
    arqueólogo Javier Montoya"), and not a clause whose verb no pattern knows ("Los
    agricultores temen por la cosecha")."""
    common = [i for i, word in enumerate(words[1:], 1) if word[:1].islower() and word.lower() not in FUNCTION_WORDS]
    return not common or (len(common) == 1 and common[0] + 1 < len(words) and words[common[0] + 1][:1].isupper())


# A relative clause about whoever was just named: "who led the investigation".
# "58, the port's chief executive": a speaker's age opens their description.
AGE_FIRST = re.compile(r"^\d{1,3},\s")
QUOTED_WORDS = re.compile(r"[«“\"][^«»“”\"]{3,}[»”\"]")
SPEAKER_DESCRIPTION = re.compile(r"(?:who|quien|quienes|que)\s+(?!(?:said|dijo|added|añadió)\b)[^\d]*$", re.IGNORECASE)
# What the speaker was doing as they spoke, their subject left out or a pronoun:
# "…», contó Ana Gil mientras esperaba su turno", "…», dijo, mientras se secaba las
# manos", '…," said Tom Hale as he walked his fields', "… while waiting in line". Not
# a contrast ("mientras que …", "mientras tanto"), someone else's doing ("mientras el
# Gobierno anunciaba …", "as the council announced …") nor more speech ("while
# insisting that …", "mientras advertía que …").
WHILE_SPEAKING = re.compile(
    r"(?:mientras\s+(?!que\b|tanto\b)(?:(?:se|me|nos|lo|la|los|las|le|les)\s+)?[a-záéíóúñ]+(?:aba|ía)n?"
    r"|(?:while|as)\s+(?:he|she|they)\s+(?:(?:was|were)\s+[a-z]+ing|[a-z]+ed|stood|sat|held|swept|took|drove|dug|hung)"
    r"|while\s+(?!(?:saying|adding|insisting|stressing|warning|noting|explaining|arguing|admitting|urging)\b)[a-z]+ing)"
    r"\b(?!\s+(?:that|que|en\s+que|de\s+que)\b)",
    re.IGNORECASE,
)


def describes_a_speaker(words: str) -> bool:
    """Whether the words right after a quotation's frame only say who the speaker is,
    or where, or what they were doing as they spoke: ", who led the investigation", "58,
    the port's chief executive, at a news conference", "investigadora del Museo de
    Ciencias Naturales", "mientras esperaba su turno"."""
    if SPEAKER_GOES_ON.match(words) or QUOTED_WORDS.search(words):
        # "…, dijo la fiscal, que citó correos en los que un acusado pedía «…»":
        # words quoted in it are a claim, not who the speaker is.
        return False
    if SPEAKER_DESCRIPTION.match(words) or WHILE_SPEAKING.match(AGE_FIRST.sub("", words)):
        return True
    return not VERB_LIKE.search(words) and not re.search(r"\d", AGE_FIRST.sub("", words))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
