"""Who speaks through a document: "The report, published by the World Bank, said …",
"El informe, elaborado por la OCDE, señala …" are the body that wrote or published it.

A subject that names a document and, set off by commas, who made it is not a speaker
itself (no one checks what "the report" says apart from its author); the author is,
as "according to a report by X" already is (`claims.extraction.attribution_frames`).

A statement alone as the speaker ("“…,” the statement said", "según el comunicado") is
whoever the text said issued it: the last statement it mentioned, "a statement from
the Harbor Trust", "un comunicado del Ayuntamiento", "Ruiz's statement", or the
subject of the sentence that mentioned it ("Ruiz announced his resignation in a
statement", "In a statement, the club said", "La empresa emitió un comunicado", "Ruiz,
61, who has led the council since 2017, said in a statement") or of a frame closing
what it reports ("…, the company said in a statement", "…, dijo la empresa en un
comunicado") (`statement_issuer`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.speaker_shape import looks_like_speaker

DOCUMENT_NOUNS = (
    r"report|study|paper|survey|analysis|review|audit|assessment|document|letter|statement|"
    r"informe|reporte|estudio|encuesta|análisis|auditoría|documento|carta|comunicado|memoria|dictamen"
)
MAKING_PARTICIPLES = (
    r"published|released|issued|compiled|prepared|produced|written|drawn\s+up|commissioned|carried\s+out|"
    r"publicad[oa]|elaborad[oa]|redactad[oa]|realizad[oa]|encargad[oa]|difundid[oa]|presentad[oa]|emitid[oa]|firmad[oa]"
)
# "The report, published by the World Bank on Monday," / "El informe anual, elaborado
# por la OCDE,": the document, then its author after "by"/"por".
DOCUMENT_AND_AUTHOR = re.compile(
    rf"(?:the|a|an|its|el|la|un|una|su)\s+(?:[^\W\d_]+\s+){{0,2}}?(?:{DOCUMENT_NOUNS})(?:\s+[^\W\d_]+){{0,2}},\s+"
    rf"(?:(?:which|que)\s+(?:was|fue|ha\s+sido)\s+)?(?:{MAKING_PARTICIPLES})\s+(?:by|por)\s+"
    r"(?P<author>[^,;:“”\"«»]{2,80}?)"
    r"(?:\s+(?:on|in|last|this|el|este|esta|en)\s+[^,;:“”\"«»]{1,40})?\s*,?\s*$",
    re.IGNORECASE,
)


# A document its author owns: "The agency's report", "the ministry's latest
# audit", "El informe de la agencia", "el estudio anual del Banco Central".
OWNER_OF_DOCUMENT = re.compile(
    rf"(?P<author>(?:the\s+)?[^\W\d_][^,;:“”\"«»]{{1,60}}?)(?:'s|’s)\s+(?:[^\W\d_]+\s+){{0,2}}?(?:{DOCUMENT_NOUNS})"
    rf"|(?:el|la)\s+(?:[^\W\d_]+\s+){{0,2}}?(?:{DOCUMENT_NOUNS})(?:\s+[^\W\d_]+){{0,2}}?\s+"
    r"(?:de\s+|(?=del\s))(?P<author_es>(?:(?:la|el)\s+|del\s+)?[^\W\d_][^,;:“”\"«»]{1,60})",
    re.IGNORECASE,
)


def author_of_document(phrase: str) -> tuple[str, int] | None:
    """The author a document subject names and where it starts in `phrase`: "The
    report, published by the World Bank" -> ("the World Bank", 28), "The agency's
    report" -> ("The agency", 0); None for any other phrase."""
    lead = len(phrase) - len(phrase.lstrip())
    owned = OWNER_OF_DOCUMENT.fullmatch(phrase.strip())
    if owned is not None:
        group = "author" if owned.group("author") else "author_es"
        author = re.sub(r"^del\s+", "", owned.group(group), flags=re.IGNORECASE)
        if looks_like_speaker(author):
            return author, lead + owned.end(group) - len(author)
    found = DOCUMENT_AND_AUTHOR.fullmatch(phrase.strip())
    if found is None or not looks_like_speaker(found.group("author")):
        return None
    return found.group("author"), lead + found.start("author")


# A statement alone, as a speaker: "the statement", "the press release", "el comunicado".
STATEMENT_ALONE = re.compile(
    r"(?:the|that|this|its|his|her|their|el|ese|este|dicho|su)\s+(?:(?:written|joint|short|brief)\s+)?"
    r"(?:statement|(?:press|news)\s+release|communiqu[eé]|comunicado|nota\s+de\s+prensa)",
    re.IGNORECASE,
)
STATEMENT_NOUN = re.compile(r"\b(?:statement|release|communiqu[eé]|comunicado|nota\s+de\s+prensa)\b", re.IGNORECASE)
# A body or person named: capitalised words ("the Harbor Trust", "Ayuntamiento de
# Soria") or a definite noun alone ("the company", "la empresa").
_NAMED = (
    r"(?:(?:the|el|la|los|las)\s+)?[A-ZÁÉÍÓÚÑ][\w’'&.-]*(?:\s+(?:(?:de|del|of|for|la|las|los|y|and|&)\s+)*[A-ZÁÉÍÓÚÑ][\w’'&.-]*)*"
    r"|(?:the|el|la)\s+[a-záéíóúñ]+"
)
# Who issued it, after the noun: "a statement from the Harbor Trust", "a statement
# issued by his lawyers on Monday", "un comunicado del Ayuntamiento", "un comunicado
# emitido por la empresa". `issuer` is empty when the words name no one.
ISSUED_BY = re.compile(
    r"(?:\s*\([^()]{1,40}\))?,?\s+(?:(?:issued|released|published|posted|sent|put\s+out|"
    r"emitido|difundido|publicado|firmado|remitido|enviado)\s+(?:(?:on|late|el|este|esta)\s+[\w-]+\s+)?(?:by|por)|"
    rf"from|by|de|del)\s+(?P<issuer>(?:{_NAMED})(?![\w’'])|)"
)
# Whose statement: "Ruiz's statement", "the trust's short statement".
# "His statement" is his: the pronoun "he" (`OWNER_PRONOUNS`).
OWNER_BEFORE = re.compile(
    rf"(?:(?P<issuer>{_NAMED})[’']s?|\b(?P<owner>[Hh]is|[Hh]er|[Tt]heir|[Ii]ts))\s+(?:[a-z]+\s+)?$"
)
OWNER_PRONOUNS = {"his": "he", "her": "she", "their": "they", "its": "it"}
# The sentence's subject, after an intro naming the statement ("In a statement
# released on Monday, "), before its verb: "Ruiz announced …", "The trust, which runs
# the museum, said in a statement", "La empresa emitió un comunicado".
INTRO = re.compile(
    r"(?:In|En|Through|Mediante|A\s+través\s+de|Por\s+medio\s+de)\s+(?:a|an|un|una|its|his|her|their|su|sus)\s+"
    r"[^,.;:“”\"«»]{0,80}?,\s+"
)
# The statement issued, as the sentence's verb says: "announced it in a statement",
# "issued a brief statement", "difundió un comunicado", "en un comunicado".
ISSUING_BEFORE = re.compile(
    r"\b(?:in|en|through|via|with|mediante|issued|released|put\s+out|published|posted|sent|made|emitió|emitieron|"
    r"difundió|difundieron|publicó|publicaron|envió|enviaron|remitió|remitieron)\s+"
    r"(?:a|an|un|una|its|his|her|their|su)\s+(?:[^\W\d_]+\s+){0,2}$",
    re.IGNORECASE,
)
SUBJECT_THEN_VERB = re.compile(
    r"(?P<issuer>(?:the\s+|el\s+|la\s+|los\s+|las\s+)?[A-ZÁÉÍÓÚÑa-z][^,.;:“”\"«»]{0,80}?(?:(?:,\s+[^,.;:“”\"«»]{1,100}?){1,2},)?)\s+"
    r"(?:(?:also|later|then|también|luego|has|have|had|ha|han|había|habían)\s+)*"
    r"(?:[a-záéíóúñ]+(?:ed|ó|aron|ieron|ido|ado)|said|says|sent|put|wrote|writes|issues|releases|dijo|hizo|difunde|emite|publica)\b"
)

# A frame closing what it reports: "…, the company said in a statement after the
# hearing", "…, dijo la empresa en un comunicado".
TRAILING_ISSUER = re.compile(
    rf",\s+(?:(?P<issuer>{_NAMED})\s+(?:(?:also|later)\s+)?(?:said|says|added|stated|announced)|"
    rf"(?:dijo|afirmó|señaló|indicó|informó|añadió|aseguró|explicó)\s+(?P<issuer_es>{_NAMED}))\s+"
    r"(?:in|en|through|via|mediante)\s+(?:a|an|un|una|its|his|her|their|su)\s+(?:[^\W\d_]+\s+){0,2}$"
)


def statement_issuer(text: str, noun: re.Match, sentence_start: int) -> tuple[str, int] | None:
    """Who issued the statement whose noun `noun` found, with where that phrase starts:
    ("", -1) when the text says it in words that name no one ("a statement from his
    lawyers"); None when the sentence does not say."""
    issued = ISSUED_BY.match(text, noun.end())
    if issued is not None:
        phrase = issued.group("issuer")
        return (phrase, issued.start("issuer")) if phrase else ("", -1)
    owner = OWNER_BEFORE.search(text, max(sentence_start, noun.start() - 80), noun.start())
    if owner is not None and owner["owner"]:
        return OWNER_PRONOUNS[owner["owner"].lower()], owner.start("owner")
    if owner is not None:
        return owner.group("issuer"), owner.start("issuer")
    intro = INTRO.match(text, sentence_start, noun.start() + 120)
    start = intro.end() if intro is not None else sentence_start
    in_intro = intro is not None and intro.end() > noun.start()
    if not in_intro and not ISSUING_BEFORE.search(text, max(start, noun.start() - 60), noun.start()):
        return None
    subject = SUBJECT_THEN_VERB.match(text, start)
    if subject is None or (not in_intro and subject.end() > noun.start()):
        trailing = TRAILING_ISSUER.search(text, max(start, noun.start() - 120), noun.start())
        if trailing is None:
            return None
        group = "issuer" if trailing.group("issuer") else "issuer_es"
        return trailing.group(group), trailing.start(group)
    return subject.group("issuer").rstrip(","), subject.start("issuer")


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
