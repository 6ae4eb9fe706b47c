"""Who says so: the words that attribute a statement to a speaker.

A reported statement has a frame and a claim:

- leading: "Solano alleges that | his niece was raped …", "The ministry said: | …",
  "Alvarenga says | he still lives on edge";
- trailing: "over one thousand … have defected | , reports Colombia’s Foreign
  Ministry", "… infiltrated with spies | , Solano says";
- "according to X", "según X", "según explicó X", at either end, and "Para X, …".

`find_attributions` finds them in a stretch of text that holds no direct quotation
(those are read by `claims.extraction.quotes`, with `claims.extraction.quotation_frames`
for the words around a quotation). This module reads the frames that lead;
`claims.extraction.trailing_attributions` those that close a statement, and
`claims.extraction.attribution_frames` holds `Frame`, `Attribution` and the readers of a
frame's parts that both share with quotations (`speaker_before`, `via_in`,
`addressee`, "according to"). The verbs are in `claims.extraction.speech_verbs`. A speaker is accepted
only when the phrase looks like one (`looks_like_speaker`, in
`claims.extraction.speaker_shape`), so "Guaidó canvassed
military bases, promising …" is not read as Guaidó speaking.
"""

import re

from claims.extraction.attribution_frames import (
    ACCORDING_TO,
    COORDINATING,
    APPOSITIVE_NAME,
    FOLDED_TITLES_AND_ROLES,
    INTRO,
    Attribution,
    Frame,
    after_document,
    intro_via,
    nth_word_end,
    quoted_as_saying,
    speaker_before,
    via_in,
    without_addressee,
)
from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.parenthetical_attributions import parenthetical
from claims.extraction.sentences import has_words
from claims.extraction.names import (
    ORGANISATION_WORDS,
    ROLE_NOUNS,
    ROLE_PLURALS,
    TITLES,
    fold,
    is_capitalised,
)
from claims.extraction.speaker_phrases import parse_speaker
from claims.extraction.speaker_shape import AUXILIARIES, DETERMINERS, looks_like_speaker
from claims.extraction.speaker_clauses import (
    APPEARING_TO_SPEAK,
    ASKING_VERB,
    NAMING_VERB,
    QUOTED_OBJECT,
    relative_clause_start,
)
from claims.extraction.speech_verbs import (
    ALLEGING_VERBS,
    BARE_CLAUSE,
    BARE_CLAUSE_VERBS,
    BARE_COMPLEMENT_VERBS,
    IMPLIED_SUBJECT,
    SPANISH_SPEECH_VERB_SET,
    SPEECH_VERB,
    TELLING_VERBS,
)
from claims.extraction.trailing_attributions import ends_a_trailing_frame, find_trailing


# Searched in the lower-cased words of a clause's opening (`claims.extraction.caseless`).
ASKING_VERB_LOWER = lowercase_twin(ASKING_VERB)
APPEARING_TO_SPEAK_LOWER = lowercase_twin(APPEARING_TO_SPEAK)

# A role in lower case after a name, set off by commas: ", economista jefe de …, ".
ROLE_AFTER_NAME = re.compile(r"([a-záéíóúñ][^,;:“”\"«»]{2,80}),\s")

# "Para el economista Pablo Ruiz, …": whose view a Spanish sentence gives.
# A denial of having done something, with up to eight words of when and where first.
DENYING = re.compile(r"(?:(?:ha|han|había|habían)\s+negado|niega|niegan|negó|negaron|denies|denied)", re.IGNORECASE)
DENIED_DOING = re.compile(
    r"\s+(?:[^\s,;:.]+\s+){0,8}?(?:haber\s+[a-záéíóúñ]+(?:ado|ido)|having\s+[a-z]+)\b"
    # "denied any wrongdoing", "denied the allegations", "negó cualquier irregularidad",
    # "niega las acusaciones": a charge denied is what the speaker said.
    r"|\s+(?:any|all|the|those|these|cualquier|toda|todas|las|los|esas|esos|estas|estos)\s+"
    r"(?:wrongdoing|allegations?|accusations?|charges?|irregularidad(?:es)?|acusaciones?|cargos?|"
    r"delitos?|imputaciones?)(?=\s*(?:[.,;]|$)|\s+(?:in|on|at|against|over|from|en|ante|contra|sobre|de|del)\b)"
)
# Whom and when at more length, before what is reported: "advirtió a las partes al
# inicio de la vista de que", "told reporters at a briefing on Tuesday that": up to ten
# words that open with a preposition and hold no clause ("added that no one was hurt
# and that …", "said nurses had been writing orders by hand and that …").
# "told" takes whom first: "told lawyers at the start of the hearing that".
TO_WHOM_AND_WHEN = re.compile(
    r"(?P<preposition>a|al|ante|to|before|en|in|at|on|durante|during)?\s*"
    r"(?:(?!(?:that|que|and|y|e|but|pero)\b)[^\W\d_]+\s+){0,9}(?!(?:that|que|and|y|e|but|pero)\b)[^\W\d_]+",
    re.IGNORECASE,
)


def told_to_whom_and_when(verb: str, words: str) -> bool:
    """Whether the words between a speech verb and its "that" say only to whom, where
    and when, at more length than six words."""
    found = TO_WHOM_AND_WHEN.fullmatch(words)
    return found is not None and (bool(found["preposition"]) or verb.lower() in TELLING_VERBS)
# What may follow "según explicó" when the verb has no subject: whom it was said to,
# or where or when ("a este periódico", "en rueda de prensa", "ayer").
SAID_TO_OR_WHEN = re.compile(r"(?:a|al|ante|en|durante|tras|ayer|hoy|el\s+pasado)\s", re.IGNORECASE)
# "Según dijo, el equipo …", "Según explicaron, …" opening a sentence: the verb alone,
# its subject the person named last (inside a sentence, "porque, según dijo, …" goes
# on with the clause before).
SAID_ALONE_OPENING = re.compile(
    r"Seg[uú]n\s+(?:dijo|dijeron|explicó|explicaron|afirmó|afirmaron|aseguró|aseguraron|señaló|señalaron|"
    r"indicó|indicaron|contó|contaron|relató|relataron|detalló|precisó|apuntó|reconoció|admitió)(?=,\s)"
)
OPINION_OF = re.compile(r"Para\s+(?=(?:el|la|los|las)\s|[A-ZÁÉÍÓÚÑ])")

PERSON_OR_BODY_WORDS = frozenset(
    fold(w) for w in TITLES | ROLE_NOUNS | ROLE_PLURALS | ORGANISATION_WORDS | {"patronal", "oposición", "sindicatos"}
)


# An adverb between a speech verb and what it reports, set off by commas or not:
# "Sostuvo, además, que …", "Añadió también que …", "He said, too, that …".
ADVERB_BEFORE_THAT = r"(?:\s*,?\s*(?:además|también|asimismo|luego|entonces|hoy|ayer|too|also|further)\s*,?)?"
# What a verb with no subject reports: "que" or a colon, past an adverb or whom it was
# told to ("Relató a una radio local que …", "Dijo ayer a los periodistas que …").
IMPLIED_SUBJECT_REPORTS = re.compile(
    rf"{ADVERB_BEFORE_THAT}(?:\s+(?:a|al|ante)\s+(?:[^\W\d]+\s+){{0,4}}?[^\W\d]+)?\s*(?:\bque\b|:)"
)


def find_attributions(text: str, start: int, end: int) -> list[Attribution]:
    """Reported statements in text[start:end], a stretch without direct quotations."""
    set_off = parenthetical(text, start, end)
    if set_off is not None and set_off.claim_start > start:
        # "Even so, Trujillo said, rural districts keep losing candidates": after an
        # intro, before "Aun así, dijo" is read as someone called "Aun así" speaking.
        return [set_off]
    found: list[Attribution] = []
    leading = _leading(text, start, end)
    if leading:
        found.append(leading)
        start = leading.claim_start
    trailing = find_trailing(text, start, end)
    if trailing:
        if leading:
            # "X said that …, he added": keep the first speaker for the whole claim.
            found[0] = Attribution(leading.claim_start, trailing[0].claim_end, leading.frame)
            found.extend(trailing[1:])
        else:
            found.extend(trailing)
    if not found and set_off is not None:
        # "Night shifts, she added, are the hardest to fill".
        found.append(set_off)
    return found


# An opinion owned by a possessive, the one named last: "A su juicio, …", "En su
# opinión, …", "In her view, …" (not "In the view of X", which names its owner).
OWN_VIEW = re.compile(
    r"(?:A\s+su\s+juicio|En\s+su\s+opinión|In\s+(?P<owner>his|her)\s+(?:view|opinion))\s*,\s+"
)


def _own_view(text: str, start: int, end: int, intro_end: int | None) -> Attribution | None:
    opening = OWN_VIEW.match(text, start, end) or _after_intro(text, intro_end, end, OWN_VIEW)
    if opening is None or len(re.findall(r"\w+", text[opening.end() : end])) < 3:
        return None
    owner = opening.group("owner")
    phrase = re.sub(r"\s+", " ", text[opening.start() : opening.end()]).strip(" ,")
    frame = Frame(
        start=opening.start(),
        end=opening.end(),
        # "su" leaves the owner out as a verb with no subject does: the one named last.
        speaker={"his": "he", "her": "she"}[owner] if owner else IMPLIED_SUBJECT,
        speaker_start=opening.start(),
        # Its last words: "su juicio", never read as a plural verb ("En …").
        attribution=phrase if owner else phrase.split(" ", 1)[1],
        via=None,
        allegation=False,
    )
    return Attribution(opening.end(), end, frame)


def _leading(text: str, start: int, end: int) -> Attribution | None:
    # An intro ("Outside court, …", "Aun así, …") is matched once, for each opening
    # that may follow it.
    intro = INTRO.match(text[start:end])
    intro_end = start + intro.end() if intro else None
    own_view = _own_view(text, start, end, intro_end)
    if own_view is not None:
        return own_view
    according = (
        SAID_ALONE_OPENING.match(text, start, end)
        or ACCORDING_TO.match(text, start, end)
        or _after_intro(text, intro_end, end, ACCORDING_TO)
        or _opinion_of(text, start, end)
    )
    if according:
        speaker_start = after_document(text, according.end(), end)
        comma = text.find(", ", speaker_start, end)
        named = APPOSITIVE_NAME.match(text, comma + 2, end) if comma != -1 else None
        if named and not re.match(r"[A-ZÁÉÍÓÚÑ]", text[speaker_start]):
            # "Según el director del hospital, Luis Mora, la planta …": the role, then
            # the name, both the speaker.
            comma = named.end() - 2
        elif comma != -1 and re.match(r"[A-ZÁÉÍÓÚÑ]", text[speaker_start]):
            # "Para Paula Izquierdo, economista jefe de la corredora Valle Capital, el
            # recorte …": the name, then the role, both the speaker.
            role = ROLE_AFTER_NAME.match(text, comma + 2, end)
            if role and _names_a_role(role.group(1)):
                comma = role.end() - 2
        said_alone = comma == speaker_start or SAID_TO_OR_WHEN.match(text, speaker_start, comma)
        if comma != -1 and said_alone and " " in according.group().strip():
            # "Según explicó a este periódico durante la campaña, la universidad …",
            # "Según dijo, el equipo …": a verb with no subject after "según" speaks for
            # the person named last.
            verb_start = according.start() + len(according.group().split()[0]) + 1
            frame = Frame(
                start=according.start(),
                end=comma + 2,
                speaker=IMPLIED_SUBJECT,
                speaker_start=verb_start,
                attribution=re.sub(r"\s+", " ", text[verb_start:comma]).strip(),
                via=None,
                allegation=False,
            )
            return Attribution(comma + 2, end, frame)
        if comma != -1 and looks_like_speaker(text[speaker_start:comma]):
            speaker = without_addressee(text[speaker_start:comma].strip())
            frame = Frame(
                start=according.start(),
                end=comma + 2,
                speaker=speaker,
                speaker_start=speaker_start,
                attribution=re.sub(r"\s+", " ", text[according.start() : speaker_start]).strip(),
                via=None,
                allegation=False,
            )
            return Attribution(comma + 2, end, frame)
    quoted = quoted_as_saying(text, start, end)
    if quoted is not None and len(re.findall(r"\w+", text[quoted[1] : end])) >= 3:
        return Attribution(quoted[1], end, quoted[0])
    window_end = min(end, nth_word_end(text, start, end, 16))
    # A subject with a relative clause ("David Kerr, del University College, que no ha
    # participado en el estudio, considera que") may run longer.
    # (The 32nd word ends where the 16th after the 16th does: counted on from there.)
    long_end = min(end, nth_word_end(text, window_end, end, 16))
    for verb in SPEECH_VERB.finditer(text, start, long_end):
        if (
            verb.start() >= window_end
            and relative_clause_start(text[start : verb.start()]) is None
            # An intro that ends before the verb is found before the end too (INTRO reads
            # nothing past its match): only then is it looked for before the verb.
            and not (intro and INTRO.match(text[start : verb.start()]))
            and not _subject_after_a_conjunction(text, start, verb.start())
            and not _a_name_and_its_apposition_before(text, start, verb.start())
        ):
            continue
        if verb.start() == start and verb.group().lower() not in SPANISH_SPEECH_VERB_SET:
            continue
        if ends_a_trailing_frame(text, start, verb.start(), end):
            # "The strike goes on, said Lopez, a student leader": the words before the
            # comma are the claim, not the speaker.
            return None
        found = speaker_before(text, start, verb.start(), verb.group())
        if not found:
            continue
        if found[0] == IMPLIED_SUBJECT and not IMPLIED_SUBJECT_REPORTS.match(text, verb.end(), end):
            # "Dice mucho de la ciudad": without "que" the verb may not be reporting.
            continue
        speaker, speaker_start = found
        after = text[verb.end() : end]
        via = None
        after_offset = 0
        # Whom it was told to ("told reporters that"), not a first reported clause ("said
        # that the plan was dead and that …", "aseguró que «…» y que …").
        object_match = re.match(r"\s+(?!(?:that|que)\b)(?P<object>[^,:;“”\"«»]{1,60}?)\s+(?=that\b|que\b)", after)
        if (
            object_match
            and (len(object_match.group("object").split()) <= 6 or told_to_whom_and_when(verb.group(), object_match["object"]))
            and not SPEECH_VERB.search(object_match.group("object"))
        ):
            via = via_in(verb.group(), object_match.group("object"))
            after_offset = object_match.end()
        connector = re.match(rf"{ADVERB_BEFORE_THAT}\s*(?:\bthat\b|\bque\b|:)\s*", after[after_offset:])
        verb_word = verb.group().lower()
        if connector:
            claim_start = verb.end() + after_offset + connector.end()
        elif (verb_word in BARE_COMPLEMENT_VERBS and re.match(r"\s+[\w“\"]", after)) or (
            verb_word in BARE_CLAUSE_VERBS and BARE_CLAUSE.match(after)
        ):
            claim_start = verb.end() + re.match(r"\s+", after).end()
        elif DENIED_DOING.match(after) and DENYING.fullmatch(verb_word):
            # "ha negado ante el tribunal haber desviado fondos", "denied having taken
            # bribes": the denial is what the speaker said; "Whitlock denied any
            # wrongdoing" is too short a claim without its subject.
            short = len(re.findall(r"\w+", text[verb.start() : end])) < 4
            claim_start = speaker_start if short else verb.start()
        elif QUOTED_OBJECT.match(after):
            # "expresó su «profundo dolor»", "expressed its "deep regret"": the object
            # holds the speaker's own words.
            claim_start = verb.start()
        else:
            continue
        if not has_words(text, claim_start, end, 3):
            return None
        frame = Frame(
            start=speaker_start,
            end=claim_start,
            speaker=speaker,
            speaker_start=speaker_start,
            attribution=re.sub(r"\s+", " ", text[verb.start() : verb.end() + after_offset]).strip(),
            via=via or intro_via(text, start, speaker_start),
            allegation=verb_word in ALLEGING_VERBS,
        )
        return Attribution(claim_start, end, frame)
    return _asking_in_quoted_words(text, start, window_end, end)


AND_OR_BUT = re.compile(r",\s+(?:y|e|and|but|pero)\s+", re.IGNORECASE)


def _a_name_and_its_apposition_before(text: str, start: int, verb_start: int) -> bool:
    """Whether the words before a verb past the window are a name and the apposition
    set off after it, which may run long: "Harbor Minerals, a Nevada-listed company
    with exploration rights over some 40,000 square kilometres in the Pacific, said
    …", "Minera Andina, una empresa con derechos sobre … del Pacífico, dijo …"."""
    phrase = text[start:verb_start].rstrip()
    return phrase.endswith(",") and ", " in phrase and looks_like_speaker(phrase)


def _subject_after_a_conjunction(text: str, start: int, verb_start: int) -> bool:
    """Whether a clause joined by ", and"/", y" opens a subject of a few words right
    before the verb ("South Africa finished ninth after losing all three of their pool
    matches, and coach Pieter Jansen admitted …"): the verb is that clause's, however
    long the first."""
    joined = max(COORDINATING.finditer(text, start, verb_start), key=lambda m: m.start(), default=None)
    if joined is None or not AND_OR_BUT.fullmatch(joined.group()):
        # "…, Marsden said, though he acknowledged …": a clause that qualifies what
        # was said before, whose own frame trails.
        return False
    return 1 <= len(text[joined.end() : verb_start].split()) <= 6 and not SPEECH_VERB.search(
        text, start, joined.start()
    )


def _asking_in_quoted_words(text: str, start: int, window_end: int, end: int) -> Attribution | None:
    """ "La Defensoría del Pueblo pidió una investigación «rápida y transparente»": who
    asks in words of their own that the text quotes is the speaker of the clause; so
    is who appears in order to speak ("compareció ante la prensa para denunciar …")."""
    # The window lower-cased, with the character before it for the twins' "\b".
    offset = max(0, start - 1)
    lower = lowered(text[offset:window_end])
    verb = ASKING_VERB_LOWER.search(lower, start - offset)
    if verb is None or not QUOTED_OBJECT.match(text, offset + verb.end(), end):
        verb = APPEARING_TO_SPEAK_LOWER.search(lower, start - offset)
    if verb is None:
        return None
    verb_start = offset + verb.start()
    found = speaker_before(text, start, verb_start)
    if not found or found[0] == IMPLIED_SUBJECT:
        return None
    speaker, speaker_start = found
    if NAMING_VERB.fullmatch(verb.group()) and parse_speaker(speaker).name is None:
        # "The storm, called "the worst in decades", …": a name given, by no one named.
        return None
    said = "verb" if "verb" in verb.re.groupindex else 0
    frame = Frame(
        start=speaker_start,
        end=verb_start,
        speaker=speaker,
        speaker_start=speaker_start,
        attribution=text[offset + verb.start(said) : offset + verb.end(said)],
        via=intro_via(text, start, speaker_start),
        allegation=False,
    )
    return Attribution(verb_start, end, frame)


def _names_a_role(words: str) -> bool:
    """Whether a lower-case apposition gives someone's role: "economista jefe de la
    corredora …", "director del hospital", "a nurse at the clinic"; not a clause."""
    found = [fold(w) for w in re.findall(r"[\w’']+", words)]
    if len(found) > 10 or any(w in AUXILIARIES for w in found) or SPEECH_VERB.search(words):
        return False
    leading = [w for w in found if w not in DETERMINERS][:3]
    return any(w in FOLDED_TITLES_AND_ROLES for w in leading)


def _opinion_of(text: str, start: int, end: int) -> re.Match | None:
    """ "Para el economista Pablo Ruiz, …", "Para la patronal, …": only when what
    follows "Para" names someone (a name, a role, a body), not "Para el próximo año"."""
    opening = OPINION_OF.match(text, start, end)
    if opening is None:
        return None
    comma = text.find(",", opening.end(), end)
    phrase = text[opening.end() : comma] if comma != -1 else ""
    words = {fold(w) for w in re.findall(r"[\w’']+", phrase)}
    named = any(is_capitalised(w) for w in phrase.split()[1:]) or re.match(r"[A-ZÁÉÍÓÚÑ]", phrase)
    if phrase and (named or words & PERSON_OR_BODY_WORDS) and looks_like_speaker(phrase):
        return opening
    return None


def _after_intro(text: str, intro_end: int | None, end: int, pattern: re.Pattern) -> re.Match | None:
    """`pattern` right after the intro that ends at `intro_end`, if there is one."""
    if intro_end is None:
        return None
    return pattern.match(text, intro_end, end)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
