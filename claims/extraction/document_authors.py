"""Who speaks through a document: "The report, published by the World Bank, said …",
"El informe, elaborado por la OCDE, señala …" are the body that wrote or published it.

A subject that names a document and, set off by commas, who made it is not a speaker
itself (no one checks what "the report" says apart from its author); the author is,
as "according to a report by X" already is (`claims.extraction.attribution_frames`).
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


def author_of_document(phrase: str) -> tuple[str, int] | None:
    """The author a document subject names and where it starts in `phrase`: "The
    report, published by the World Bank" -> ("the World Bank", 28); None for any other
    phrase."""
    lead = len(phrase) - len(phrase.lstrip())
    found = DOCUMENT_AND_AUTHOR.fullmatch(phrase.strip())
    if found is None or not looks_like_speaker(found.group("author")):
        return None
    return found.group("author"), lead + found.start("author")


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
