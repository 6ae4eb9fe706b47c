"""The frame of a reported statement and the readers of its parts.

A `Frame` is the words that attribute a statement ("Solano alleges that", ", says
Solano", "according to the ministry"); an `Attribution` is the statement's words with
their frame. The readers here are shared by reported statements
(`claims.extraction.attributions`, `claims.extraction.trailing_attributions`) and by
the words around direct quotations (`claims.extraction.quotation_frames`):
`speaker_before` (the speaker before a verb, past adverbs, an intro and a relative
clause), `via_in`, `addressee` and `intro_via` (the intermediary: "told Spanish
newspaper El País", "dijo Guaidó al diario El País", "Por Radio Norte, …"),
`verb_complement`, `quoted_as_saying` ("X was quoted by Y as saying"), and
"according to" with a document and its author ("según un informe de X").
"""

import re
from dataclasses import dataclass
from functools import cache

from claims.extraction.caseless import lowered
from claims.extraction.document_authors import author_of_document
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.frozen_records import quick_init
from claims.extraction.names import ROLE_NOUNS, TITLES, fold, is_capitalised
from claims.extraction.speaker_clauses import relative_clause_start
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import (
    IMPLIED_SUBJECT,
    SPANISH_SPEECH_VERB_SET,
    SPEECH_VERB,
    TELLING_VERBS,
    counted_noun_not_verb,
)


# Words that may stand between a speaker and the verb: "The ministry also affirmed".
ADVERBS = re.compile(
    r"(?:\s+(?:also|again|later|further|then|previously|once|has|had|have|had\s+already|"
    r"has\s+since|repeatedly|publicly|recently|earlier|now|however|also\s+has|"
    r"también|luego|además|ya|already)"
    # Or set off by commas: "The company, for its part, said", "La constructora, por su
    # parte, señaló".
    r"|\s*,\s*(?:por\s+su\s+parte|for\s+(?:its|his|her|their)\s+part|however|in\s+turn|a\s+su\s+vez|"
    r"sin\s+embargo|no\s+obstante|en\s+cambio|meanwhile|mientras\s+tanto|though|instead)\s*,)+\s*$",
    re.IGNORECASE,
)

INTRO = re.compile(
    r"^(?:(?:in|on|at|after|before|since|during|later|earlier|last|this|by|en|tras|después|"
    # Where or amid what they spoke: "Outside court, …", "Fuera del tribunal, …", "A la
    # salida del juzgado, …", "Amid the protests, …".
    r"outside|inside|amid|following|despite|fuera|dentro|frente|ante|junto|"
    r"a\s+(?:las\s+puertas|la\s+(?:salida|entrada|llegada))|al\s+(?:salir|llegar|t[ée]rmino|final)|"
    r"durante|ayer|hoy|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|pasado|próximo|"
    r"año|mes|día))\b[^,]{0,60}|[^,]{0,40}\b(?:later|ago|earlier|despu[eé]s)|"
    r"(?:meanwhile|however|now|but|and|also|then|asked|still|even\s+so|yet|sin embargo|por su parte|"
    r"a[uú]n\s+as[ií]|no\s+obstante|pese\s+a\s+ello|adem[aá]s|asimismo|"
    # "Hasta entonces, según Ruiz, …", "Until then, according to Hale, …".
    r"hasta\s+(?:entonces|ahora)|until\s+(?:then|now)|so\s+far|for\s+now|por\s+ahora|de\s+momento|"
    r"por\s+el\s+momento|mientras\s+tanto|entretanto|"
    # What the speaker was doing, in one participle: "Sentencing, Judge Rebecca Hale said".
    r"sentencing|summing\s+up|responding|replying|concluding)|"
    # "Speaking after the meeting, she said", "Writing in the Guardian, …",
    # "Addressing the conference, …", "Hablando tras la reunión, …".
    r"(?:por|speaking\s+(?:to|on|after|before|at|outside|from|during|in|with|alongside)|"
    r"writing\s+(?:in|on)|addressing|hablando\s+(?:con|a|en|tras|desde|ante))\s[^,]{2,60}|"
    # "Asked whether she would resign, …", "Preguntada por la dimisión, …", "When asked,
    # …", "Asked by a reporter whether …", "Cuando fue preguntado por los periodistas, …".
    r"(?:(?:when|cuando(?:\s+fue)?)\s+)?(?:asked|preguntad[oa]s?)"
    r"(?:\s+by\s+[^,]{2,40}?(?=\s+(?:whether|if|about|why|how|what|when)\b|\s*,))?"
    r"(?:\s+(?:whether|if|about|why|how|what|when|por|si|sobre|qué|cómo|cuándo)\b[^,]{0,100}|(?=\s*,)))"
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
# A Spanish object pronoun right before the verb: "Salinas la acusó", "les dijo".
OBJECT_PRONOUN_BEFORE_VERB = re.compile(r"(?<=\S)\s+(?:la|lo|le|las|los|les|me|te|nos)\s*$")

IMPLIED_LEAD = re.compile(
    r"\s*(?:(?:y|e|luego|después|despues|además|ademas|también|tambien|más\s+tarde|por\s+último|"
    r"finalmente|asimismo|igualmente|incluso|sin\s+embargo|no\s+obstante|"
    # When, after something the subject did: "A la salida, señaló que …", "Tras la
    # reunión, aseguró que …", "Al término del acto, dijo que …".
    r"a\s+(?:la|su)\s+(?:salida|llegada)|al\s+(?:salir|llegar|terminar|término|final)(?:\s+del?\s+[a-záéíóúñ]+)?|"
    r"tras\s+(?:la|el)\s+[a-záéíóúñ]+|"
    # The question answered: "A la pregunta de la fiscal de si vio la señal, respondió: …".
    r"a\s+(?:la|una|esa|las)\s+preguntas?\b[^,.;:«»“”\"]{0,100}|"
    # How it was said: "En un comunicado, aseguró que …".
    r"en\s+(?:un|una|su)\s+(?:comunicado|nota|mensaje|carta|entrevista|declaración))\b[\s,]*)*",
    re.IGNORECASE,
)

# "X was quoted by the Andes news agency as saying (that)": X speaks, via the agency.
QUOTED_AS_SAYING = re.compile(
    r"\s+(?:was|were|has\s+been|had\s+been|is|are)\s+(?:also\s+)?quoted\s+(?:(?:by|in)\s+"
    r"(?P<via>[^,.;:“”\"«»]{2,80}?)\s+)?as\s+saying\b"
    # "was quoted as saying in a research note that …": where, after the verb.
    r"(?:\s+(?:in|on|to)\s+[^,.;:“”\"«»]{2,60}?(?=\s+that\b))?(?:\s+that\b)?\s*:?\s*",
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

VIA_LEAD = re.compile(r"^(?:to|al|a|in\s+an\s+interview\s+with|en\s+una\s+entrevista\s+con)\s+", re.IGNORECASE)

# Whom a speaker named after the verb said it to: "dijo Guaidó al diario El País",
# "señaló la ministra a la cadena Telemundo", "said Ruiz to the newspaper El Tiempo".
# Spanish "a" is also English's article ("said Lopez, a student leader"), so it
# introduces an intermediary only before an article or a capitalised name.
ADDRESSEE = re.compile(r"\s+(?:to|al|a(?=\s+(?:la|las|los|el|[A-ZÁÉÍÓÚÑ])))\s+(?P<via>\S.*)$")

# A name, then whom no one in particular it was said to: "Ibarra a la salida de la
# sala", "Ruiz a los periodistas", "Marta Ruiz a la agencia", "Gil a este diario";
# a place named after "de" or "en" is still where ("Ruiz a periodistas a la salida
# del Palacio de Justicia").
NAME_THEN_LOWERCASE_A = re.compile(
    r"(?P<name>(?:[A-ZÁÉÍÓÚÑ][\w’'-]*\s+){0,3}[A-ZÁÉÍÓÚÑ][\w’'-]*)\s+"
    r"(?P<rest>(?:a|al)\s+(?:(?:la|las|los|el|su|sus|este|esta|estos|estas|nuestro|nuestra)\s+)?"
    r"[a-záéíóúñ][^A-ZÁÉÍÓÚÑ]*"
    r"(?:(?<=\s)(?:de|del|en)\s+(?:(?:la|las|los|el)\s+)?[A-ZÁÉÍÓÚÑ][^A-ZÁÉÍÓÚÑ]*)*)$"
)


def without_addressee(phrase: str) -> str:
    """ "Marta Ruiz a la agencia" -> "Marta Ruiz"; any other phrase as it is."""
    found = NAME_THEN_LOWERCASE_A.fullmatch(phrase.strip())
    return found.group("name") if found else phrase


@quick_init
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


@quick_init
@dataclass(frozen=True)
class Attribution:
    """A reported statement: the claim's words and the frame around them."""

    claim_start: int
    claim_end: int
    frame: Frame


# A comma and a conjunction that start a new clause: "…, and analysts said", "…,
# although the treasurer warned", "…, aunque el concejal advirtió".
COORDINATING = re.compile(
    r",\s+(?:y|e|and|but|pero|although|though|while|whereas|aunque|si\s+bien|mientras\s+que)\s+", re.IGNORECASE
)


# The source a clause before a relative pronoun ends with: "…, according to the
# Retail Guild", "…, según la patronal Fedecom".
SOURCE_BEFORE_RELATIVE = re.compile(
    r",\s+(?:according\s+to|según|de\s+acuerdo\s+con)\s+(?P<source>[^,;:]+?)\s*,?\s*$", re.IGNORECASE
)


def speaker_before(text: str, start: int, verb_start: int, verb: str = "") -> tuple[str, int] | None:
    """The speaker written between `start` and a verb, without adverbs or an intro;
    `IMPLIED_SUBJECT` when a Spanish `verb` has none ("Además, añadió que …")."""
    if text[verb_start - 1 : verb_start] == " " and counted_noun_not_verb(text, verb_start):
        # "Harbor Minerals, a company with mines in three states, said …": a noun.
        return None
    phrase = text[start:verb_start]
    if verb.lower() in SPANISH_SPEECH_VERB_SET and IMPLIED_LEAD.fullmatch(phrase):
        return IMPLIED_SUBJECT, verb_start
    if verb.lower() in SPANISH_SPEECH_VERB_SET:
        # "Salinas la acusó de …", "La alcaldesa les respondió que …": whom the verb
        # is said to is no part of who says it.
        phrase = OBJECT_PRONOUN_BEFORE_VERB.sub("", phrase)
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
        source = SOURCE_BEFORE_RELATIVE.search(phrase)
        if source is not None:
            # "Sales fell 12%, according to the Retail Guild, which warned that …": the
            # source the relative pronoun goes back to, not the clause before it.
            offset += source.start("source")
            phrase = phrase[source.start("source") :]
    stripped = phrase.strip(" ,")
    if not looks_like_speaker(stripped):
        subordinate = _subject_of_a_subordinate_clause(phrase)
        if subordinate is None:
            return None
        offset += subordinate
        phrase = phrase[subordinate:]
        stripped = phrase.strip(" ,")
    return stripped, offset + phrase.index(stripped)


# A clause of time or cause after the main clause, whose subject is the verb's: "Nurses
# will strike after the Royal College of Nursing rejected …", "Hubo protestas cuando la
# ministra Ana Gil calificó …".
SUBORDINATOR = re.compile(
    r"\s(?:after|when|because|once|until|tras\s+que|después\s+de\s+que|luego\s+de\s+que|cuando|porque|"
    r"hasta\s+que)\s+",
    re.IGNORECASE,
)


def _subject_of_a_subordinate_clause(phrase: str) -> int | None:
    """Where the subject of the last subordinate clause of time or cause in `phrase`
    starts, when it runs to the verb and looks like a speaker; else None."""
    last = max(SUBORDINATOR.finditer(phrase), key=lambda m: m.start(), default=None)
    if last is None or not phrase[: last.start()].strip():
        return None
    return last.end() if looks_like_speaker(phrase[last.end() :].strip(" ,")) else None


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
    window_end = min(end, nth_word_end(text, start, end, 30))
    if "quoted" not in lowered(text[start:window_end]):
        return None  # cheaper than the search, which needs the word
    quoted = QUOTED_AS_SAYING.search(text, start, window_end)
    if quoted is None:
        return None
    found = speaker_before(text, start, quoted.start())
    if not found:
        return None
    speaker, speaker_start = found
    via = (quoted.group("via") or "").strip()
    return (
        Frame(
            start=speaker_start,
            end=quoted.end(),
            speaker=speaker,
            speaker_start=speaker_start,
            attribution=re.sub(r"\s+", " ", text[quoted.start() : quoted.end()]).strip(" :"),
            via=via if via and looks_like_speaker(via) else None,
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
    if not via_in("to", words) or NAME_THEN_LOWERCASE_A.fullmatch(phrase[: addressed.start()].strip()):
        # "Ordóñez a periodistas | a la salida del Palacio de Justicia": said to no one
        # in particular, so what follows is where, not whom.
        return phrase, ""
    return phrase[: addressed.start()].strip(), words


def after_document(text: str, position: int, end: int) -> int:
    """Where the speaker starts after "according to": past "a report by" when the
    words name a document and then its author."""
    document = DOCUMENT_BY.match(text, position, end)
    return document.end() if document else position


def nth_word_end(text: str, start: int, end: int, n: int) -> int:
    match = _first_words(n).match(text, start, end)
    return match.end() if match else end


@cache
def _first_words(n: int) -> re.Pattern:
    """The first `n` runs of non-spaces, in one match rather than `n`. Each run and
    the spaces after it are taken whole ("++"): giving some back never lets the next
    run start, so a clause of fewer words fails without trying every shorter split."""
    return re.compile(rf"\s*+(?:\S++\s++){{{n - 1}}}\S++")


FOLDED_TITLES_AND_ROLES = frozenset(fold(w) for w in TITLES | ROLE_NOUNS)

# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
