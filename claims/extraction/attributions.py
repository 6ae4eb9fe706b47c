"""Who says so: the words that attribute a statement to a speaker.

A reported statement has a frame and a claim:

- leading: "Solano alleges that | his niece was raped …", "The ministry said: | …",
  "Alvarenga says | he still lives on edge";
- trailing: "over one thousand … have defected | , reports Colombia’s Foreign
  Ministry", "… infiltrated with spies | , Solano says";
- "according to X", "según X", "según explicó X", at either end, and "Para X, …".

`find_attributions` finds them in a stretch of text that holds no direct quotation
(those are read by `claims.extraction.quotes`, with `claims.extraction.quotation_frames`
for the words around a quotation, which builds on the readers here: `speaker_before`,
`via_in`, `addressee`). The verbs are in `claims.extraction.speech_verbs`. A speaker is accepted
only when the phrase looks like one (`looks_like_speaker`, in
`claims.extraction.speaker_shape`), so "Guaidó canvassed
military bases, promising …" is not read as Guaidó speaking.
"""

import re
from dataclasses import dataclass
from functools import cache

from claims.extraction.caseless import lowered
from claims.extraction.document_authors import author_of_document
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import (
    ORGANISATION_WORDS,
    PREPOSITIONS,
    ROLE_NOUNS,
    ROLE_PLURALS,
    TITLES,
    fold,
    is_capitalised,
)
from claims.extraction.speaker_phrases import role_head
from claims.extraction.speaker_shape import AUXILIARIES, DETERMINERS, looks_like_speaker
from claims.extraction.speaker_clauses import (
    APPEARING_TO_SPEAK,
    ASKING_VERB,
    QUOTED_OBJECT,
    RELATIVE_AFTER_SPEAKER,
    SPEAKER_GOES_ON,
    relative_clause_start,
)
from claims.extraction.speech_verbs import (
    ALLEGING_VERBS,
    BARE_COMPLEMENT_VERBS,
    IMPLIED_SUBJECT,
    SPANISH_SPEECH_VERB_SET,
    SPEECH_VERB,
    SPEECH_VERBS,
    TELLING_VERBS,
)


# Words that may stand between a speaker and the verb: "The ministry also affirmed".
ADVERBS = re.compile(
    r"(?:\s+(?:also|again|later|further|then|previously|once|has|had|have|had\s+already|"
    r"has\s+since|repeatedly|publicly|recently|earlier|now|however|also\s+has|"
    r"también|luego|además|ya|already))+\s*$",
    re.IGNORECASE,
)

INTRO = re.compile(
    r"^(?:(?:in|on|at|after|before|since|during|later|earlier|last|this|by|en|tras|después|"
    r"durante|ayer|hoy|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|pasado|próximo|"
    r"año|mes|día))\b[^,]{0,60}|[^,]{0,40}\b(?:later|ago|earlier|despu[eé]s)|"
    r"(?:meanwhile|however|now|but|and|also|then|asked|still|even\s+so|yet|sin embargo|por su parte|"
    r"a[uú]n\s+as[ií]|no\s+obstante|pese\s+a\s+ello|adem[aá]s|asimismo)|"
    r"(?:por|speaking\s+(?:to|on)|hablando\s+(?:con|a|en))\s[^,]{2,60}|"
    # "Asked whether she would resign, …", "Preguntada por la dimisión, …".
    r"(?:asked|preguntad[oa]s?)\s+(?:whether|if|about|why|how|what|when|por|si|sobre|qué|cómo|cuándo)\b[^,]{0,100})"
    # "At Tamaki Primary School, where most pupils eat a free lunch, principal …".
    r"(?:\s*,\s+(?:where|when|donde|cuando|en\s+(?:el|la|los|las)\s+que)\b[^,]{0,100})?"
    r"\s*,\s+",
    re.IGNORECASE,
)

# An intro that names the outlet the speaker spoke on: "Por Radio Norte, Ana Pérez
# manifestó que …", "Speaking to Channel 4, the minister said …".
INTRO_VIA = re.compile(
    r"^(?:por|en|on|in\s+an\s+interview\s+with|en\s+una\s+entrevista\s+con|speaking\s+(?:to|on)|"
    r"hablando\s+(?:con|a|en))\s+(?P<via>[^,]{2,60}?)\s*,\s+$",
    re.IGNORECASE,
)

# What may open a sentence whose Spanish speech verb has no subject: "Luego añadió",
# "Además, aseguró", "Y advirtió".
IMPLIED_LEAD = re.compile(
    r"\s*(?:(?:y|e|luego|después|despues|además|ademas|también|tambien|más\s+tarde|por\s+último|"
    r"finalmente|asimismo|igualmente|incluso|sin\s+embargo|no\s+obstante)\b[\s,]*)*",
    re.IGNORECASE,
)

# "X was quoted by the Andes news agency as saying (that)": X speaks, via the agency.
QUOTED_AS_SAYING = re.compile(
    r"\s+(?:was|were|has\s+been|had\s+been|is|are)\s+(?:also\s+)?quoted\s+(?:by|in)\s+"
    r"(?P<via>[^,.;:“”\"«»]{2,80}?)\s+as\s+saying\b(?:\s+that\b)?\s*:?\s*",
    re.IGNORECASE,
)

# A proper name set off by commas: "…, Luis Mora, …".
APPOSITIVE_NAME = re.compile(
    r"(?:[A-ZÁÉÍÓÚÑ][\w’'\-\u2024]*\s+){0,2}[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+(?:de|del|de\s+la|y)\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+|"
    r"\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+)*,\s"
)

ACCORDING_TO = re.compile(
    r"\b(?:according\s+to|(?:según|segun)(?:\s+(?:ha|han|había|habían)?\s*(?:explicó|explicaron|dijo|dijeron|informó|"
    r"informaron|indicó|indicaron|señaló|señalaron|afirmó|afirmaron|aseguró|aseguraron|precisó|detalló|"
    r"declaró|declararon|manifestó|apuntó|relató|contó|"
    r"explicado|informado|indicado|señalado|afirmado|asegurado|precisado|detallado|dicho))?|de\s+acuerdo\s+con|"
    r"en\s+palabras\s+de|in\s+the\s+words\s+of|a\s+juicio\s+del?|en\s+opinión\s+del?|in\s+the\s+view\s+of)\s+",
    re.IGNORECASE,
)

# A role in lower case after a name, set off by commas: ", economista jefe de …, ".
ROLE_AFTER_NAME = re.compile(r"([a-záéíóúñ][^,;:“”\"«»]{2,80}),\s")

# "Para el economista Pablo Ruiz, …": whose view a Spanish sentence gives.
OPINION_OF = re.compile(r"Para\s+(?=(?:el|la|los|las)\s|[A-ZÁÉÍÓÚÑ])")

PERSON_OR_BODY_WORDS = frozenset(
    fold(w) for w in TITLES | ROLE_NOUNS | ROLE_PLURALS | ORGANISATION_WORDS | {"patronal", "oposición", "sindicatos"}
)

# "according to a report by X", "según un informe de X": the document is how X says
# it, X is who says it.
DOCUMENT_BY = re.compile(
    r"(?:(?:a|an|the|its|their|one|un|una|el|la|los|las|su|sus)\s+)?"
    r"(?:(?:new|recent|latest|annual|preliminary|official|nuevo|nueva|reciente|último|última|"
    r"anual|preliminar|oficial)\s+)?"
    r"(?:report|study|paper|article|statement|survey|analysis|investigation|count|tally|review|audit|census|"
    r"informe|reporte|estudio|comunicado|encuesta|análisis|investigación|recuento|balance|censo|"
    r"figures|data|statistics|estimates|numbers|datos|cifras|estadísticas|estimaciones)"
    r"(?:\s+(?:nuevo|nueva|reciente|preliminar|oficial|anual))?"
    r"(?:(?:\s+(?:published|released|issued|compiled|publicado|publicada|publicados|publicadas|divulgado|"
    r"difundido|difundidos|divulgados)(?:\s+(?:on|in|last|this|el|este|esta)\s+\w+)?)?\s+(?:by|from|of|de|del)\s+|"
    # "the paper published in the New England Journal of Medicine": the journal says it.
    r"\s+(?:published|publicado|publicada|publicados|publicadas)\s+(?:in|en)\s+)",
    re.IGNORECASE,
)

# Where or when something was said, after the speaker: "en rueda de prensa", "on
# Tuesday", "in a statement".
CIRCUMSTANCE = re.compile(
    r"\s+(?=(?:en|in|on|at|during|durante|tras|after|before|ante|desde|this|last|yesterday|today|"
    r"ayer|hoy|este|esta|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo))\b)"
)

TIME_WORDS = frozenset({"yesterday", "today", "tonight", "later", "earlier", "ayer", "hoy", "luego"})

VIA_LEAD = re.compile(r"^(?:to|al|a|in\s+an\s+interview\s+with|en\s+una\s+entrevista\s+con)\s+", re.IGNORECASE)

# Whom a speaker named after the verb said it to: "dijo Guaidó al diario El País",
# "señaló la ministra a la cadena Telemundo", "said Ruiz to the newspaper El Tiempo".
# Spanish "a" is also English's article ("said Lopez, a student leader"), so it
# introduces an intermediary only before an article or a capitalised name.
ADDRESSEE = re.compile(r"\s+(?:to|al|a(?=\s+(?:la|las|los|el|[A-ZÁÉÍÓÚÑ])))\s+(?P<via>\S.*)$")


# A name, then whom no one in particular it was said to: "Ibarra a la salida de la
# sala", "Ruiz a los periodistas", "Marta Ruiz a la agencia", "Gil a este diario".
NAME_THEN_LOWERCASE_A = re.compile(
    r"(?P<name>(?:[A-ZÁÉÍÓÚÑ][\w’'-]*\s+){0,3}[A-ZÁÉÍÓÚÑ][\w’'-]*)\s+"
    r"(?P<rest>(?:a|al)\s+(?:(?:la|las|los|el|su|sus|este|esta|estos|estas|nuestro|nuestra)\s+)?"
    r"[a-záéíóúñ][^A-ZÁÉÍÓÚÑ]*)$"
)


def without_addressee(phrase: str) -> str:
    """ "Marta Ruiz a la agencia" -> "Marta Ruiz"; any other phrase as it is."""
    found = NAME_THEN_LOWERCASE_A.fullmatch(phrase.strip())
    return found.group("name") if found else phrase


@dataclass(frozen=True)
class Frame:
    """The words attributing a statement: `text[start:end]`, e.g. ", says Solano"."""

    start: int
    end: int
    speaker: str
    speaker_start: int
    # What the article says the speaker did, in its words: "says", "told Spanish
    # newspaper El País", "said in a speech at Florida International University".
    attribution: str
    via: str | None
    allegation: bool


@dataclass(frozen=True)
class Attribution:
    """A reported statement: the claim's words and the frame around them."""

    claim_start: int
    claim_end: int
    frame: Frame


# A comma and a conjunction that start a new clause: "…, and analysts said".
COORDINATING = re.compile(r",\s+(?:y|e|and|but|pero)\s+", re.IGNORECASE)


def speaker_before(text: str, start: int, verb_start: int, verb: str = "") -> tuple[str, int] | None:
    """The speaker written between `start` and a verb, without adverbs or an intro;
    `IMPLIED_SUBJECT` when a Spanish `verb` has none ("Además, añadió que …")."""
    phrase = text[start:verb_start]
    if verb.lower() in SPANISH_SPEECH_VERB_SET and IMPLIED_LEAD.fullmatch(phrase):
        return IMPLIED_SUBJECT, verb_start
    adverbs = ADVERBS.search(phrase)
    if adverbs:
        phrase = phrase[: adverbs.start()]
    offset = start
    joined = max(COORDINATING.finditer(phrase), key=lambda m: m.start(), default=None)
    if joined is not None:
        # "Prices rose in March, and analysts said": the subject after the conjunction
        # speaks; "…visitó el barrio, y reconoció que" has none of its own here.
        if not phrase[joined.end() :].strip():
            return None
        offset += joined.end()
        phrase = phrase[joined.end() :]
    intro = INTRO.match(phrase)
    if intro and looks_like_speaker(phrase[intro.end() :]):
        offset += intro.end()
        phrase = phrase[intro.end() :]
    author = author_of_document(phrase)
    if author is not None:
        # "The report, published by the World Bank, said": the bank speaks.
        return author[0], offset + author[1]
    relative = relative_clause_start(phrase)
    if relative is not None and looks_like_speaker(phrase[:relative]):
        # "La presidenta, Elena Soler, que habló ante 300 personas, aseguró": the
        # speaker is the name before the relative clause.
        phrase = phrase[:relative]
    stripped = phrase.strip(" ,")
    if not looks_like_speaker(stripped):
        return None
    return stripped, offset + phrase.index(stripped)


def intro_via(text: str, start: int, speaker_start: int) -> str | None:
    """The outlet an intro before the speaker names: "Por Radio Norte, " -> "Radio
    Norte"."""
    intro = INTRO_VIA.match(text[start:speaker_start])
    if intro is None:
        return None
    via = intro.group("via").strip()
    return via if looks_like_speaker(via) and any(is_capitalised(w) for w in via.split()) else None


def quoted_as_saying(text: str, start: int, end: int) -> tuple[Frame, int] | None:
    """ "Ana Ruiz was quoted by the Andes news agency as saying (that|:) …": the frame,
    and where the words she said begin."""
    window_end = min(end, _nth_word_end(text, start, end, 30))
    if "quoted" not in lowered(text[start:window_end]):
        return None  # cheaper than the search, which needs the word
    quoted = QUOTED_AS_SAYING.search(text, start, window_end)
    if quoted is None:
        return None
    found = speaker_before(text, start, quoted.start())
    if not found:
        return None
    speaker, speaker_start = found
    via = quoted.group("via").strip()
    return (
        Frame(
            start=speaker_start,
            end=quoted.end(),
            speaker=speaker,
            speaker_start=speaker_start,
            attribution=re.sub(r"\s+", " ", text[quoted.start() : quoted.end()]).strip(" :"),
            via=via if looks_like_speaker(via) else None,
            allegation=False,
        ),
        quoted.end(),
    )


def verb_complement(text: str, verb: re.Match, limit: int) -> tuple[int, str | None]:
    """How far the attribution reaches after its verb: up to a comma, a full stop or
    `limit`, and the intermediary it names ("told Spanish newspaper El País",
    "explained to El País", "said in an interview with El País")."""
    rest = text[verb.end() : limit]
    stop = re.search(r"[,.;:!?“”\"«»]|\s[—–]\s", rest)
    end = verb.end() + (stop.start() if stop else len(rest))
    return end, via_in(verb.group(), text[verb.end() : end])


def via_in(verb: str, complement: str) -> str | None:
    """The intermediary named in the words after a speech verb, if any."""
    complement = re.sub(r"\s+(?:that|que)\s*$", "", complement.strip())
    lead = VIA_LEAD.match(complement)
    if lead:
        complement = complement[lead.end() :]
    elif verb.lower() not in TELLING_VERBS:
        return None
    words = complement.split()
    if not words or len(words) > 6 or not any(is_capitalised(w) for w in words):
        return None
    if SPEECH_VERB.search(complement) or not looks_like_speaker(complement):
        return None
    return complement


def addressee(phrase: str) -> tuple[str, str]:
    """Split "Guaidó al diario El País" into the speaker and the words naming whom
    it was said to ("al diario El País"); ("Guaidó", "") when it names no one."""
    addressed = ADDRESSEE.search(phrase)
    if addressed is None:
        return phrase, ""
    words = phrase[addressed.start() :].strip()
    if not via_in("to", words):
        return phrase, ""
    return phrase[: addressed.start()].strip(), words


def find_attributions(text: str, start: int, end: int) -> list[Attribution]:
    """Reported statements in text[start:end], a stretch without direct quotations."""
    found: list[Attribution] = []
    leading = _leading(text, start, end)
    if leading:
        found.append(leading)
        start = leading.claim_start
    trailing = _trailing(text, start, end)
    if trailing:
        if leading:
            # "X said that …, he added": keep the first speaker for the whole claim.
            found[0] = Attribution(leading.claim_start, trailing[0].claim_end, leading.frame)
            found.extend(trailing[1:])
        else:
            found.extend(trailing)
    return found


def _leading(text: str, start: int, end: int) -> Attribution | None:
    according = (
        ACCORDING_TO.match(text, start, end)
        or _after_intro(text, start, end, ACCORDING_TO)
        or _opinion_of(text, start, end)
    )
    if according:
        speaker_start = _after_document(text, according.end(), end)
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
    window_end = min(end, _nth_word_end(text, start, end, 16))
    # A subject with a relative clause ("David Kerr, del University College, que no ha
    # participado en el estudio, considera que") may run longer.
    long_end = min(end, _nth_word_end(text, start, end, 32))
    for verb in SPEECH_VERB.finditer(text, start, long_end):
        if (
            verb.start() >= window_end
            and relative_clause_start(text[start : verb.start()]) is None
            and not INTRO.match(text[start : verb.start()])
        ):
            continue
        if verb.start() == start and verb.group().lower() not in SPANISH_SPEECH_VERB_SET:
            continue
        if _ends_a_trailing_frame(text, start, verb.start(), end):
            # "The strike goes on, said Lopez, a student leader": the words before the
            # comma are the claim, not the speaker.
            return None
        found = speaker_before(text, start, verb.start(), verb.group())
        if not found:
            continue
        if found[0] == IMPLIED_SUBJECT and not re.match(r"\s*(?:\bque\b|:)", text[verb.end() : end]):
            # "Dice mucho de la ciudad": without "que" the verb may not be reporting.
            continue
        speaker, speaker_start = found
        after = text[verb.end() : end]
        via = None
        after_offset = 0
        object_match = re.match(r"\s+(?P<object>[^,:;“”\"]{1,60}?)\s+(?=that\b|que\b)", after)
        if (
            object_match
            and len(object_match.group("object").split()) <= 6
            and not SPEECH_VERB.search(object_match.group("object"))
        ):
            via = via_in(verb.group(), object_match.group("object"))
            after_offset = object_match.end()
        connector = re.match(r"\s*(?:\bthat\b|\bque\b|:)\s*", after[after_offset:])
        verb_word = verb.group().lower()
        if connector:
            claim_start = verb.end() + after_offset + connector.end()
        elif verb_word in BARE_COMPLEMENT_VERBS and re.match(r"\s+[\w“\"]", after):
            claim_start = verb.end() + re.match(r"\s+", after).end()
        elif QUOTED_OBJECT.match(after):
            # "expresó su «profundo dolor»", "expressed its "deep regret"": the object
            # holds the speaker's own words.
            claim_start = verb.start()
        else:
            continue
        if len(re.findall(r"\w+", text[claim_start:end])) < 3:
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


def _asking_in_quoted_words(text: str, start: int, window_end: int, end: int) -> Attribution | None:
    """ "La Defensoría del Pueblo pidió una investigación «rápida y transparente»": who
    asks in words of their own that the text quotes is the speaker of the clause; so
    is who appears in order to speak ("compareció ante la prensa para denunciar …")."""
    verb = ASKING_VERB.search(text, start, window_end)
    if verb is None or not QUOTED_OBJECT.match(text, verb.end(), end):
        verb = APPEARING_TO_SPEAK.search(text, start, window_end)
    if verb is None:
        return None
    found = speaker_before(text, start, verb.start())
    if not found or found[0] == IMPLIED_SUBJECT:
        return None
    speaker, speaker_start = found
    frame = Frame(
        start=speaker_start,
        end=verb.start(),
        speaker=speaker,
        speaker_start=speaker_start,
        attribution=verb.group("verb") if "verb" in verb.re.groupindex else verb.group(),
        via=intro_via(text, start, speaker_start),
        allegation=False,
    )
    return Attribution(verb.start(), end, frame)


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


def _after_document(text: str, position: int, end: int) -> int:
    """Where the speaker starts after "according to": past "a report by" when the
    words name a document and then its author."""
    document = DOCUMENT_BY.match(text, position, end)
    return document.end() if document else position


def _after_intro(text: str, start: int, end: int, pattern: re.Pattern) -> re.Match | None:
    intro = INTRO.match(text[start:end])
    if not intro:
        return None
    return pattern.match(text, start + intro.end(), end)


def _nth_word_end(text: str, start: int, end: int, n: int) -> int:
    match = _first_words(n).match(text, start, end)
    return match.end() if match else end


@cache
def _first_words(n: int) -> re.Pattern:
    """The first `n` runs of non-spaces, in one match rather than `n`."""
    return re.compile(rf"\s*(?:\S+\s+){{{n - 1}}}\S+")


def _ends_a_trailing_frame(text: str, start: int, verb_start: int, end: int) -> bool:
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


def _trailing(text: str, start: int, end: int) -> list[Attribution]:
    """ ", reports X", ", X said", ", according to X": the claim is what precedes."""
    for comma in re.finditer(r",\s+", text[start:end]):
        frame_start = start + comma.start()
        body_start = start + comma.end()
        # The frame runs to the end, or to a participle that carries on the speaker's
        # account: ", Solano says, accusing a man …".
        participle = re.search(r",\s+(?=[a-z]+ing\b)(?!according\b|including\b|during\b)", text[body_start:end])
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
        if _a_role_before_its_name(text[start:frame_start]):
            # "El alcalde saliente, Jorge Salas, reconoció la derrota": the role and
            # the name are one subject, not a claim and its speaker.
            return []
        frame = _trailing_frame(text, frame_start, body_start, frame_end)
        if not frame:
            continue
        claim = Attribution(start, frame_start, frame)
        result = [claim]
        if frame.end < frame_end:
            # "…, said Ana Berg, who leads the council": the relative clause only says
            # who she is, unless she goes on speaking in it ("who called for …").
            return result + _going_on(text, frame, frame_end)
        if then is not None:
            return result + [Attribution(then.end(), end, frame)]
        if another and not participle:
            return result + _trailing(text, another.end(), end)
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


FOLDED_TITLES_AND_ROLES = frozenset(fold(w) for w in TITLES | ROLE_NOUNS)


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


def _trailing_frame(text: str, frame_start: int, body_start: int, frame_end: int) -> Frame | None:
    """The frame in text[body_start:frame_end]; when a relative clause describes its
    speaker, the frame ends before it (`Frame.end` says where)."""
    relative = RELATIVE_AFTER_SPEAKER.search(text, body_start, frame_end)
    # After "según X" a relative clause may hold the body's own claim ("según la
    # compañía, que prevé restablecer el servicio …"): it stays whole.
    if relative is not None and not ACCORDING_TO.match(text, body_start, frame_end):
        frame = _trailing_frame_to(text, frame_start, body_start, relative.start())
        if frame is not None:
            return frame
    return _trailing_frame_to(text, frame_start, body_start, frame_end)


# Words after a frame that open with a speech verb, case as written.
SPEECH_VERB_FIRST = re.compile(rf"(?:{SPEECH_VERBS})\b")


def _trailing_frame_to(text: str, frame_start: int, body_start: int, frame_end: int) -> Frame | None:
    body = text[body_start:frame_end]
    according = ACCORDING_TO.match(body)
    if according:
        speaker_from = _after_document(body, according.end(), len(body))
        speaker = without_addressee(body[speaker_from:].strip())
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
        speaker, addressed_to = addressee(body[verb_first.end() :].strip())
        if looks_like_speaker(speaker):
            verb = verb_first.group()
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
