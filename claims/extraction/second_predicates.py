"""A sentence's subject that speaks in its second predicate, joined without a comma:
"The Harbourside City Supporters' Trust, which has nearly 9,000 members, gave the deal a
cautious welcome but said it wanted a veto", "La cofradía, que agrupa a 300
pescadores, rechazó el plan y aseguró que recurrirá".

`later_speech` finds where the second predicate's speech verb and its reported words
start inside a clause and the subject it belongs to: a name (or a definite role)
opening the sentence, before its relative clause or its first verb. The first
predicate stays the article's own ("gave the deal a cautious welcome"); the reported
words are the subject's. `claims.extraction.reading` proposes both.
"""

import re
from dataclasses import dataclass

from claims.extraction.attribution_frames import INTRO
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.frozen_records import quick_init
from claims.extraction.names import is_capitalised
from claims.extraction.speaker_clauses import ASKING_VERB, QUOTED_OBJECT
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import BARE_CLAUSE, BARE_CLAUSE_VERBS, BARE_COMPLEMENT_VERBS, SPEECH_VERBS

# "… but said it wanted", "… y aseguró que recurrirá", "… y pidió al Gobierno «…»": a
# conjunction, no comma.
# Calling something by a name in quoted words: "y la calificó de «injustificada»",
# "and called it “a disgrace”".
CALLING = r"calificó|calificaron|tachó|tildó|called|branded|dubbed"
CALLED_IN_QUOTES = re.compile(r"\s+(?:(?:it|them|the\s+\w+)\s+)?(?:(?:de|como|as)\s+)?[«“\"][a-záéíóúñü]")
LATER_SPEECH = re.compile(
    rf"\s(?:but|and|y|e|pero)\s+(?:also\s+|también\s+|then\s+|luego\s+)?(?P<object>(?:la|lo|las|los)\s+)?"
    rf"(?P<verb>(?:{SPEECH_VERBS})\b|{ASKING_VERB.pattern}|(?:{CALLING})\b)"
    rf"(?P<that>\s+(?:that|que)\b)?\s*",
    re.IGNORECASE,
)
# Accusing someone of something in the accuser's words: "y acusó al anterior gobierno
# de haber «mirado hacia otro lado»", "and accused the council of "…"".
ACCUSING = re.compile(r"acusó|acusaron|acusa|acusan|(?:ha|han)\s+acusado|accused|accuses", re.IGNORECASE)
ACCUSED_OF = re.compile(r"\s+(?:[^\W\d_]+\s+){1,6}(?:de|of)\s+(?:[^\W\d_]+\s+){0,3}[«“\"][a-záéíóúñü]")
FIRST_VERB_SPOKEN = re.compile(rf",?\s+(?:{SPEECH_VERBS})\b")
# Rejecting what others said: "rejected the report's conclusions", "rechazó las
# acusaciones" ("rejected the bid" is a decision).
REJECTING = re.compile(
    r"\b(?:rejected|dismissed|denied|rechazó|rechazaron|negó|negaron|(?:ha|han)\s+(?:rechazado|negado))\s+"
    r"(?:(?:the|these|those|his|her|its|their|las|los|estas|esas|sus)\s+)?(?:[\w’'\-]+\s+){0,2}?"
    r"(?:accusations|allegations|claims|conclusions|criticism|criticisms|charges|findings|"
    r"acusaciones|críticas|conclusiones|denuncias|señalamientos|imputaciones)\b",
    re.IGNORECASE,
)
# A first predicate whose verb is an act of speaking, though no speech verb: defending,
# welcoming, criticising, condemning, praising, lamenting something says what the
# subject thinks of it ("The race director, Henrik Aasland, defended the decision, saying
# …", "La presidenta, Ana Gil, criticó el plan, asegurando que …").
SPEECH_ACT = re.compile(
    r"\s+(?:also\s+|también\s+)?(?P<verb>defended|welcomed|critici[sz]ed|condemned|praised|hailed|lamented|"
    r"defendió|defendieron|celebró|celebraron|criticó|criticaron|condenó|condenaron|elogió|elogiaron|"
    r"lamentó|lamentaron|aplaudió|aplaudieron)\s+(?=[a-záéíóúñ«“\"])",
    re.IGNORECASE,
)
# That act as the first verb after the subject, past its relative clause: "The Police
# Federation, which represents rank-and-file officers, welcomed the drive but said …".
FIRST_SPEECH_ACT = re.compile(rf"(?:,\s+(?:which|who|que|quien)\b[^,;:«»“”\"]*)?,?{SPEECH_ACT.pattern}", re.IGNORECASE)
# Nouns a body is named again by, as a sentence's subject.
BODY_KIND_SUBJECTS = frozenset(
    """union company council ministry government party club federation association firm
    sindicato empresa ayuntamiento gobierno ministerio partido club federación asociación compañía""".split()
)
# The subject opening a sentence: capitalised words (with an article, "of" or "de"
# inside), then a relative clause or a lower-case word (its verb); or a definite role
# with the name of its holder set off by commas ("La presidenta de la federación, Ana
# Gil, anunció …", "The union's leader, Mary Gill, announced …").
SUBJECT = re.compile(
    # A body named again by its kind: "El sindicato anunció …", "The union announced …".
    rf"(?P<subject>(?:The|El|La)\s+(?:{'|'.join(sorted(BODY_KIND_SUBJECTS))})(?=\s+[a-záéíóúñ])|"
    # A possessive opens the role as an article does: "Its captain, Jonas Berg, …", "Su
    # presidenta, Ana Gil, …".
    r"(?:The|El|La|Los|Las|Its|His|Her|Their|Su|Sus)\s+[a-záéíóúñ][^,;:«»“”\"\n]{2,80}?,\s+"
    r"[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+(?:de\s+|del\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]+){1,3}(?=,\s+(?:also\s+|también\s+)?[a-záéíóúñ])|"
    # A role, then its holder's name, no comma: "La diputada opositora Claudia Recinos".
    r"(?:The|El|La)\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+){0,2}\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+){1,2}"
    r"(?=\s+[a-záéíóúñ])|"
    r"(?:(?:The|El|La|Los|Las)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]*"
    r"(?:\s+(?:(?:of|de|del|de\s+la|de\s+los)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]*)*"
    # "La Federación Española de Atletismo (FEA) anunció …": its initials go with it.
    r"(?:\s+\([A-ZÁÉÍÓÚÑ]{2,8}\))?"
    r"(?=,\s+(?:which|who|que|quien)\b|\s+(?:also\s+|también\s+)?[a-záéíóúñ]))"
)
MIN_FIRST_PREDICATE_WORDS = 2

# A sentence's subject before its first verb in the past: a name, a role and a name in
# apposition ("El ministro de Salud, Julián Ferreyra, anunció"), "Ana Ruiz visited".
SENTENCE_SUBJECT = re.compile(
    r"(?P<subject>[A-ZÁÉÍÓÚÑ][^,;:.“”\"«»]{1,90}?(?:,\s+[^,;:.“”\"«»]{2,80}?,)?)"
    r"\s+(?:also\s+|también\s+)?(?P<verb>(?:ha|han|había|habían|has|have|had)\s+[a-záéíóúñ]+(?:ado|ido|ed)|"
    r"[a-záéíóúñ]+(?:ó|aron|ieron|ed))\b"
)

# A name opening a sentence before a first verb in any tense or form, irregular or in
# the present ("Mary Gill gave the deal …", "Pedro Jiménez cultiva cuatro hectáreas …"),
# an age set off after it ("Tom Hale, 52, farms …", "Ana Ruiz, de 40 años, vende …"):
# two capitalised words or more, so "Heavy rains flooded …" names no one.
NAMED_SUBJECT = re.compile(
    r"(?P<subject>(?:(?:The|El|La|Los|Las)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]+"
    r"(?:\s+(?:(?:of|de|del|de\s+la|de\s+los)\s+)?[A-ZÁÉÍÓÚÑ][\w’'\-]+)+)"
    r"(?:,\s+(?:de\s+)?\d{1,3}(?:\s+años)?,)?\s+(?:also\s+|también\s+)?[a-záéíóúñ]+\b"
)

# The words before a second predicate's speech verb end with its conjunction, no comma:
# "Its president, Martin Okoye, welcomed the cap but (said …)".
ENDS_WITH_CONJUNCTION = re.compile(r"[^,\s]\s+(?:but|and|y|e|pero)\s*$", re.IGNORECASE)


@quick_init
@dataclass(frozen=True)
class LaterSpeech:
    # Where the conjunction before the speech verb starts, and the reported words.
    split: int
    claim_start: int
    subject: str
    subject_start: int
    verb: str
    # The first predicate rejects what others said ("rejected the report's conclusions",
    # "rechazó las acusaciones"): the subject's words too.
    first_spoken: bool = False


def later_speech(text: str, sentence_start: int, clause_start: int, clause_end: int) -> LaterSpeech | None:
    """The subject's speech in a clause's second predicate, if the sentence opens with
    a subject that names someone."""
    found = LATER_SPEECH.search(text, clause_start, clause_end)
    if found is None or len(text[clause_start : found.start()].split()) < MIN_FIRST_PREDICATE_WORDS:
        return None
    claim_start = found.end()
    words_reported = True
    if ASKING_VERB.fullmatch(found.group("verb")):
        # "… y pidió al Gobierno «congelar la tarifa»": asking in the asker's words.
        if not QUOTED_OBJECT.match(text, found.end("verb"), clause_end):
            return None
        claim_start = found.start("verb")
    elif ACCUSING.fullmatch(found.group("verb")) and ACCUSED_OF.match(text, found.end("verb"), clause_end):
        claim_start = found.start("verb")
    elif re.fullmatch(CALLING, found.group("verb"), re.IGNORECASE):
        if not CALLED_IN_QUOTES.match(text, found.end("verb"), clause_end):
            return None
        claim_start = found.start("object") if found.group("object") else found.start("verb")
    elif found.group("object"):
        # "y lo dijo" is no report of words.
        return None
    elif (
        not found.group("that")
        and found.group("verb").lower() not in BARE_COMPLEMENT_VERBS
        # "but admitted his side had …": a clause after it, no "that".
        and not (
            found.group("verb").lower() in BARE_CLAUSE_VERBS and BARE_CLAUSE.match(text, found.end("verb"), clause_end)
        )
    ):
        return None
    elif ACCUSING.fullmatch(found.group("verb")):
        # "and accused the minister of negligence": no words of the subject's reported.
        words_reported = False
    if len(re.findall(r"\w+", text[found.end() : clause_end])) < 3:
        return None
    head = text[sentence_start : found.start()]
    # "Por su parte, el Grupo Rioja, que reúne …, rechazó … y sostuvo que …".
    intro = INTRO.match(head)
    skip = intro.end() if intro else 0
    subject = SUBJECT.match(_capitalised_at(head, skip) if intro else head, skip)
    if subject is None:
        return None
    phrase = head[subject.start("subject") : subject.end("subject")]
    words = phrase.split()
    if not looks_like_speaker(phrase) or not (
        any(w[:1].isupper() for w in words[1:]) or (len(words) == 2 and words[1] in BODY_KIND_SUBJECTS)
    ):
        # "The Trust", "Ana Ruiz", "El Ayuntamiento de Soria", "El sindicato": not "It"
        # or "Rescuers" alone.
        return None
    # "El consejero, Álvaro Montes, lamentó la convocatoria y la calificó de «…»": a first
    # predicate whose verb is one of speaking is the subject's words too.
    opening = sentence_start + subject.end("subject")
    first_spoken = (
        REJECTING.search(text, clause_start, found.start()) is not None
        or (bool(found.group("object")) and FIRST_VERB_SPOKEN.match(text, opening, found.start()) is not None)
        # "El ministro de Salud, Grant Meredith, celebró el resultado y aseguró que …":
        # welcoming or lamenting something says what the subject thinks of it.
        or (words_reported and FIRST_SPEECH_ACT.match(text, opening, found.start()) is not None)
    )
    return LaterSpeech(
        found.start(), claim_start, phrase, sentence_start + subject.start("subject"), found.group("verb"), first_spoken
    )


def first_predicate_subject(phrase: str) -> tuple[str, int] | None:
    """The subject of the first predicate in the words before a second one's speech
    verb, and where it starts in them: "Its president, Martin Okoye, welcomed the cap
    but " -> "Its president, Martin Okoye"; "La alcaldesa Ana Gil visitó el barrio y "
    -> "La alcaldesa Ana Gil". A name of two words or more, or a role and a name; None
    when the words do not end with the conjunction or no such subject opens them."""
    if not ENDS_WITH_CONJUNCTION.search(phrase):
        return None
    # "Por su parte, el Grupo Rioja rechazó …", "Meanwhile, the union rejected …".
    intro = INTRO.match(phrase)
    opening = _capitalised_at(phrase, intro.end()) if intro else phrase
    subject = SENTENCE_SUBJECT.match(opening, intro.end() if intro else 0) or NAMED_SUBJECT.match(
        opening, intro.end() if intro else 0
    )
    if subject is None:
        return None
    name = subject.group("subject").strip(" ,")
    first_predicate = phrase[subject.end("subject") : ENDS_WITH_CONJUNCTION.search(phrase).start() + 1]
    if len(first_predicate.split()) < MIN_FIRST_PREDICATE_WORDS:
        return None
    if not looks_like_speaker(name) or not any(is_capitalised(w) for w in name.split()[1:]):
        return None
    return name, subject.start("subject")


def _capitalised_at(phrase: str, position: int) -> str:
    """`phrase` with the letter at `position` in upper case (same length): the subject
    after an intro ("Por su parte, el Grupo Rioja") opens as a sentence would."""
    return phrase[:position] + phrase[position : position + 1].upper() + phrase[position + 1 :]


def speech_act_opening(text: str, sentence_start: int, sentence_end: int) -> re.Match | None:
    """The subject opening a sentence and the act of speaking right after it ("The
    regional minister, Gordon Keir, | defended | the plan"): `SENTENCE_SUBJECT`'s match,
    its "subject" and "verb" groups; None for any other first verb ("visited", "rejected
    the bid")."""
    subject = SENTENCE_SUBJECT.match(text, sentence_start, sentence_end)
    if subject is None or SPEECH_ACT.match(text, subject.end("subject"), sentence_end) is None:
        return None
    return subject


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
