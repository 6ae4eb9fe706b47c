"""Paragraphs, sentences and clauses of an article, as offsets into its text.

Everything the extractor proposes is anchored to exact characters, so these
functions never rewrite the text: they return (start, end) pairs, trimmed of
surrounding spaces and dangling punctuation. `statement_from` is the one place that
turns words into a cleaned, free-standing sentence for `Claim.statement`.
"""

import re

Span = tuple[int, int]

# A full stop after these is not the end of a sentence.
ABBREVIATIONS = frozenset(
    """mr mrs ms dr prof gen col lt sgt capt maj sen rep gov st jr sr vs etc
    e.g i.e u.s u.k u.n a.m p.m no jan feb mar apr jun jul aug sep sept oct nov dec
    inc ltd co corp dept approx sra sr dra av""".split()
)

SENTENCE_END = re.compile(r"[.!?…]+[\"”»’)\]]*(?=\s+[\"“«¿¡(\[A-ZÁÉÍÓÚÑ0-9])|[.!?…]+[\"”»’)\]]*\s*$")
OPENING_MARKS = '“«"‘('
CLOSING_MARKS = '”»"’)'
TRIM_CHARACTERS = " \t\r\n,;:–—-"

# Where one assertion ends and the next begins inside a sentence: semicolons,
# colons and dashes, and a comma before a conjunction, a relative pronoun or a
# participle ("…, serving from 1997 until 2013, when he resigned …").
CLAUSE_BREAK = re.compile(
    r"\s*[;:]\s+"
    r"|(?<!\d)\s*[—–]\s*(?!\d)"
    r"|\s+-\s+"
    r"|,\s+(?=(?:and|but|or|yet|so|while|whereas|although|though|when|who|which|because|"
    r"y|pero|o|mientras|aunque|cuando|quien|quienes|porque)\b)"
    r"|,\s+(?=[a-z]+ing\b(?<!including)(?<!according)(?<!during)(?<!something)(?<!nothing)(?<!anything)(?<!everything))"
)
LEADING_CONNECTIVES = re.compile(
    r"(?:(?:and|but|or|yet|so|however|y|pero|o|sin embargo)\b[,]?\s+)+", re.IGNORECASE
)
# Shorter than this, a piece between two breaks is part of its neighbour, as in a
# list "X, Y, and Z".
MIN_CLAUSE_WORDS = 4


def paragraph_spans(text: str) -> list[Span]:
    """The non-blank lines of the text: articles put one paragraph on a line."""
    spans = []
    for match in re.finditer(r"[^\n]+", text):
        start, end = match.start(), match.end()
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            spans.append((start, end))
    return spans


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[Span]:
    """Sentences of text[start:end] (the whole text by default), never crossing a
    paragraph."""
    end = len(text) if end is None else end
    spans: list[Span] = []
    for paragraph_start, paragraph_end in paragraph_spans(text):
        paragraph_start, paragraph_end = max(paragraph_start, start), min(paragraph_end, end)
        if paragraph_start >= paragraph_end:
            continue
        position = paragraph_start
        for match in SENTENCE_END.finditer(text, paragraph_start, paragraph_end):
            if _ends_with_abbreviation(text, position, match.start()):
                continue
            span = trim(text, position, match.end())
            if span:
                spans.append(span)
            position = match.end()
        span = trim(text, position, paragraph_end)
        if span:
            spans.append(span)
    return spans


def _ends_with_abbreviation(text: str, start: int, position: int) -> bool:
    if position >= len(text) or text[position] != ".":
        return False
    word = re.search(r"([\w.]+)$", text[start:position])
    if not word:
        return False
    token = word.group(1).lower().rstrip(".")
    # Initials, as in "J. Smith" or "U.S.".
    return (
        token in ABBREVIATIONS
        or (len(token) == 1 and token.isalpha())
        or bool(re.fullmatch(r"(?:[a-z]\.)+[a-z]", token))
    )


def clause_spans(text: str, start: int, end: int) -> list[Span]:
    """The clauses of text[start:end], each one assertion as far as rules can tell."""
    pieces: list[Span] = []
    position = start
    for match in CLAUSE_BREAK.finditer(text, start, end):
        pieces.append((position, match.start()))
        position = match.end()
    pieces.append((position, end))
    clauses: list[Span] = []
    for piece_start, piece_end in pieces:
        span = trim(text, piece_start, piece_end, connectives=True)
        if not span:
            continue
        if clauses and word_count(text, *span) < MIN_CLAUSE_WORDS:
            clauses[-1] = (clauses[-1][0], span[1])
            continue
        if clauses and word_count(text, *clauses[-1]) < MIN_CLAUSE_WORDS:
            clauses[-1] = (clauses[-1][0], span[1])
            continue
        clauses.append(span)
    return clauses


def comma_segments(text: str, start: int, end: int) -> list[Span]:
    """Finer than clauses: also split at every comma, for anchoring a figure."""
    segments = []
    for clause_start, clause_end in clause_spans(text, start, end):
        position = clause_start
        for match in re.finditer(r",\s+", text[clause_start:clause_end]):
            span = trim(text, position, clause_start + match.start(), connectives=True)
            if span:
                segments.append(span)
            position = clause_start + match.end()
        span = trim(text, position, clause_end, connectives=True)
        if span:
            segments.append(span)
    return segments


def trim(text: str, start: int, end: int, *, connectives: bool = False) -> Span | None:
    """The span without surrounding spaces, dangling punctuation, a final full stop,
    unbalanced quotation marks or (with connectives=True) a leading "and"/"but"."""
    while True:
        before = (start, end)
        while start < end and text[start] in TRIM_CHARACTERS:
            start += 1
        while end > start and text[end - 1] in TRIM_CHARACTERS + ".":
            end -= 1
        if connectives:
            match = LEADING_CONNECTIVES.match(text, start, end)
            if match:
                start = match.end()
        segment = text[start:end]
        if segment and segment[0] in OPENING_MARKS and _unbalanced(segment, segment[0]):
            start += 1
        elif segment and segment[-1] in CLOSING_MARKS and _unbalanced(segment, segment[-1]):
            end -= 1
        if (start, end) == before:
            break
    if start >= end or not re.search(r"\w", text[start:end]):
        return None
    return start, end


def _unbalanced(segment: str, mark: str) -> bool:
    pairs = {"“": "”", "”": "“", "«": "»", "»": "«", "(": ")", ")": "(", "‘": "’"}
    if mark == '"':
        return segment.count('"') % 2 == 1
    if mark == "’":
        # An apostrophe ends words like "soldiers’"; only trim a closing single quote
        # when an opening one is missing.
        return segment.count("‘") < segment.count("’") and segment.count("‘") > 0
    return segment.count(mark) > segment.count(pairs[mark])


def word_count(text: str, start: int, end: int) -> int:
    return len(re.findall(r"\w+", text[start:end]))


def statement_from(words: str) -> str:
    """A free-standing sentence from extracted words: one line, capitalised, with a
    full stop and no dangling quotation marks."""
    sentence = re.sub(r"\s+", " ", words).strip(" ,;:–—-")
    if not sentence:
        return ""
    for opening, closing in (("“", "”"), ("«", "»"), ("(", ")")):
        if sentence.count(opening) > sentence.count(closing):
            sentence = sentence.replace(opening, "", sentence.count(opening) - sentence.count(closing))
        elif sentence.count(closing) > sentence.count(opening):
            sentence = sentence[::-1].replace(closing, "", sentence.count(closing) - sentence.count(opening))[
                ::-1
            ]
    if sentence.count('"') % 2:
        sentence = sentence.replace('"', "", 1)
    sentence = sentence.strip()
    sentence = sentence[0].upper() + sentence[1:]
    if sentence[-1] in '”»"’' and len(sentence) > 1 and sentence[-2] in ".!?":
        return sentence
    if sentence[-1] not in ".!?":
        sentence += "."
    return sentence
