"""Paragraphs, sentences and clauses of an article, as offsets into its text.

Everything the extractor proposes is anchored to exact characters, so these
functions never rewrite the text: they return (start, end) pairs, trimmed of
surrounding spaces and dangling punctuation. `statement_from` is the one place that
turns words into a cleaned, free-standing sentence for `Claim.statement`.
"""

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import accumulate

from claims.extraction.nicknames import without_nicknames
from claims.extraction.numbers import GUARANI_SUM_AFTER

Span = tuple[int, int]

# Full stops that are not the end of a sentence ("Sgt. Ana Ruiz", "the U.S. Trade
# Commission", "EE.UU.", "8 a.m.", "J. R. Smith") are found once per article and
# replaced by MASK, a character of the same length that no rule reads as punctuation:
# every offset stays valid, and the sentence, name and attribution rules downstream
# need no abbreviation logic of their own. `unmask` turns MASK back into a full stop
# for anything shown to people. (pySBD and NLTK's Punkt split sentences well but
# return strings, not offsets into the text, and are one to two orders of magnitude
# slower than these rules; the extractor must read 50 articles a second.)
MASK = "\u2024"
# Always followed by a name: never the end of a sentence.
TITLE_ABBREVIATIONS = frozenset(
    """mr mrs ms messrs dr dra drs dras prof profa gen gral col cnel lt tte sgt sgto capt cap cpt
    maj cmdr cdr cr cllr cmdt adm brig cpl pvt sen rep gov supt insp det rev fr sr sra srta sres sras
    lic ing mons st sto sta pres vs av avda""".split()
)
# Abbreviations that may also end a sentence ("… sold by Acme Inc. The firm …"):
# not an end before a lower-case word, a digit or a comma.
OTHER_ABBREVIATIONS = frozenset(
    """inc ltd co corp jr etc approx aprox dept depto no nº núm num nos pág pag vol
    jan feb mar apr jun jul aug sep sept oct nov dec ene abr ago dic est tel ext art arts
    fig mín máx min max km kg cm mm""".split()
)
# A capitalised word that opens a sentence: after it, "U.S." or an initial ends one.
SENTENCE_OPENERS = frozenset(
    """the a an he she it they we i you his her its their our this that these those there
    but and in on at as after before when while if although though so yet however meanwhile
    el la los las lo un una en pero y sin según segun por para con ella ellos ellas su sus
    este esta estos estas ese esa también tras""".split()
)
# (A word's letters are taken whole, "++": none given back is ever followed by the full stop.)
ABBREVIATION_CANDIDATE = re.compile(r"(?<![\w.])([^\W\d_]{1,2}(?:\.[^\W\d_]{1,2})+|[^\W\d_]++)\.")


def abbreviation_periods(text: str, start: int = 0, end: int | None = None) -> list[int]:
    """The offsets of the full stops in text[start:end] that abbreviate rather than
    end a sentence, including those inside "U.S." or "EE.UU."."""
    found: list[int] = []
    for match in abbreviation_candidates(text, start, len(text) if end is None else end):
        word = match.group(1)
        end = match.end()
        if _abbreviates(word, text, end):
            for offset, char in enumerate(match.group(), start=match.start()):
                if char == ".":
                    found.append(offset)
    return found


def abbreviation_candidates(text: str, start: int, end: int):
    """`ABBREVIATION_CANDIDATE.finditer(text, start, end)`, searched only in the
    stretches between spaces and line breaks that hold a full stop.

    Its look-behind makes re try the pattern at every character of an article; a
    match is letters and full stops only, so it never spans a space or a line break,
    needs a full stop, and reads nothing after its own full stop: searched from the
    start of each stretch with a full stop (the look-behind still reads the space
    before it) to the stretch's end, it finds the same matches, in order, as over
    the whole text (about twice as fast on the benchmark's articles)."""
    dot = text.find(".", start, end)
    while dot != -1:
        stretch_start = max(start, text.rfind(" ", start, dot) + 1, text.rfind("\n", start, dot) + 1)
        space, line_break = text.find(" ", dot, end), text.find("\n", dot, end)
        stretch_end = min(space if space != -1 else end, line_break if line_break != -1 else end)
        yield from ABBREVIATION_CANDIDATE.finditer(text, stretch_start, stretch_end)
        dot = text.find(".", stretch_end, end)


NEXT_WORD = re.compile(r"[ \t]+([^\W_][\w’'\-]*)")
VOWEL = re.compile(r"[aeiouáéíóúy]")
COMMA = re.compile(r",\s+")


def _abbreviates(word: str, text: str, end: int) -> bool:
    """Whether `word` followed by a full stop at `end - 1` is an abbreviation."""
    following = text[end : end + 40]
    if following[:1].isalnum():
        # "3.5", "example.com": not a full stop between words at all.
        return False
    if following[:1] in ')”"»’' or not following.strip() or following.startswith("\n"):
        return False
    if following.startswith((",", ";", ":")):
        # "Dr. Lee, M.D., said", "Acme Ltd., the operator": a sentence never ends so.
        return "." in word or len(word) == 1 or _known_abbreviation(word)
    next_word = NEXT_WORD.match(following)
    lower = word.lower()
    if "." in word:
        # "U.S.", "EE.UU.", "a.m.", "M.D.", "Ph.D.": an abbreviation, unless a new
        # sentence plainly starts after it.
        return not _opens_sentence(next_word)
    if lower in TITLE_ABBREVIATIONS:
        return bool(next_word) or following.startswith(",")
    if len(word) == 1 and word.isupper():
        # An initial: "J. R. Smith", "John F. Kennedy"; and the guaraní's letter before
        # its sum ("pagó G. 18.600 millones", `claims.extraction.numbers.CURRENCY_SIGNS`).
        if word == "G" and GUARANI_SUM_AFTER.match(following):
            return True
        return bool(next_word) and next_word.group(1)[:1].isupper() and not _opens_sentence(next_word)
    if lower in OTHER_ABBREVIATIONS or (
        2 <= len(word) <= 4 and word[:1].isupper() and not word.isupper() and not VOWEL.search(lower)
    ):
        # "Inc. said", "No. 5", "Jan. 12", "Acme Ltd., the operator"; "Pvt." or "Cpl."
        # (no vowel) likewise, but not initials in capitals ("a la emisora RPP. Añadió
        # …"), which end a sentence before a capital.
        if following.startswith((",", ";", ":")):
            return True
        if not next_word:
            return False
        first = next_word.group(1)
        if first[:1].isdigit() or first[:1].islower():
            return True
        return lower in {"st", "vs"} or (not VOWEL.search(lower) and not _opens_sentence(next_word))
    return False


def _known_abbreviation(word: str) -> bool:
    lower = word.lower()
    return (
        lower in TITLE_ABBREVIATIONS
        or lower in OTHER_ABBREVIATIONS
        or (2 <= len(word) <= 4 and word[:1].isupper() and not VOWEL.search(lower))
    )


def _opens_sentence(next_word: re.Match | None) -> bool:
    return next_word is None or (next_word.group(1)[:1].isupper() and next_word.group(1).lower() in SENTENCE_OPENERS)


@lru_cache(maxsize=8)
def _abbreviations_in(text: str) -> frozenset[int]:
    """`abbreviation_periods` of a whole text, kept for the few texts being read now:
    the sentences of one article are asked for many times."""
    return frozenset(abbreviation_periods(text))


def masked(text: str) -> str:
    """The text with every abbreviating full stop replaced by MASK and every nickname
    inside a name blanked (`claims.extraction.nicknames`), offsets unchanged."""
    text = without_nicknames(text)
    periods = _abbreviations_in(text)
    if not periods:
        return text
    chars = list(text)
    for offset in periods:
        chars[offset] = MASK
    return "".join(chars)


def unmask(words: str) -> str:
    return words.replace(MASK, ".") if MASK in words else words


# The first mark is matched before the alternatives, so that re skips straight to it.
SENTENCE_END = re.compile(r"[.!?…](?:[.!?…]*[\"”»’)\]]*(?=\s+[\"“«¿¡(\[A-ZÁÉÍÓÚÑ0-9])|[.!?…]*[\"”»’)\]]*\s*$)")
OPENING_MARKS = '“«"‘('
CLOSING_MARKS = '”»"’)'
TRIM_CHARACTERS = " \t\r\n,;:–—-"
TRIM_CHARACTERS_AND_STOP = TRIM_CHARACTERS + "."

# Where one assertion ends and the next begins inside a sentence: semicolons,
# colons and dashes, and a comma before a conjunction, a relative pronoun or a
# participle ("…, serving from 1997 until 2013, when he resigned …").
WORD_CHARACTER = re.compile(r"\w")
WORD_RUN = re.compile(r"\w+")
CLAUSE_BREAK = re.compile(
    # Every break is a mark after optional spaces: looking ahead for one first spares
    # re trying each alternative at every character.
    r"(?=\s*[;:—–,-])(?:"
    r"\s*[;:]\s+"
    r"|(?<!\d)\s*[—–]\s*(?!\d)"
    r"|\s+-\s+"
    r"|,\s+(?=(?:and|but|or|yet|so|while|whereas|although|though|when|who|which|because|"
    r"y|pero|o|mientras|aunque|cuando|quien|quienes|porque)\b)"
    r"|,\s+(?=[a-z]+ing\b(?<!including)(?<!according)(?<!during)(?<!something)(?<!nothing)(?<!anything)(?<!everything))"
    # A Spanish gerund of speech opens a clause in which the subject speaks on.
    r"|,\s+(?=(?:diciendo|asegurando|afirmando|señalando|explicando|añadiendo|argumentando)\b)"
    # So does one that names something in quoted words: "…, calificándola de «…»".
    r"|,\s+(?=(?:calificándol|tildándol|tachándol)[oa]s?\s+de\s+[«“\"])"
    r")"
)
BREAK_MARK = re.compile(r"[;:—–,-]")
LEADING_CONNECTIVES = re.compile(r"(?:(?:and|but|or|yet|so|however|y|pero|o|sin embargo)\b[,]?\s+)+", re.IGNORECASE)
# Every character LEADING_CONNECTIVES can start with, as re.IGNORECASE compares
# ("ſ" is an "s" to it): `trim` tries the pattern only at a span that starts with one.
CONNECTIVE_FIRST_CHARACTERS = frozenset("ABHOPSYabhopsyſ")
# What joins a second clause to the figures before it: ") y que", ", and that", or "and"
# alone ("… 40 vans in two days and had kept the depot open").
AND_THAT = re.compile(r"\)?,?\s*(?:y|and)\s+(?:(?:que|that)\s+)?", re.IGNORECASE)
# What joins a figure to the window it is counted in after it: '"more than £40m" over
# ten years', "from 55 to 63 over the next decade", "1,2 millones de euros en tres años".
WINDOW_OF_THE_FIGURE_BEFORE = re.compile(
    r"[\"”»’']?\s*(?:over|in|during|throughout|across|en|durante|a\s+lo\s+largo\s+de)\s+"
    r"(?:(?:the|el|la|los|las)\s+(?:(?:next|coming|past|last|próxim[oa]s?|últim[oa]s?)\s+)?)?$",
    re.IGNORECASE,
)
# Shorter than this, a piece between two breaks is part of its neighbour, as in a
# list "X, Y, and Z".
MIN_CLAUSE_WORDS = 4


def paragraph_spans(text: str) -> list[Span]:
    """The non-blank lines of the text: articles put one paragraph on a line."""
    return list(_paragraph_spans(text))


@lru_cache(maxsize=4)
def _paragraph_spans(text: str) -> tuple[Span, ...]:
    # One article is split into sentences many times (each quotation's, each
    # stretch's): its paragraphs are found once.
    spans = []
    for match in re.finditer(r"[^\n]+", text):
        start, end = match.start(), match.end()
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            spans.append((start, end))
    return tuple(spans)


@lru_cache(maxsize=4)
def _paragraph_ends(text: str) -> list[int]:
    """Where each paragraph of `_paragraph_spans` ends, in order: a stretch's first
    paragraph is found by bisection rather than past every paragraph before it."""
    return [end for _, end in _paragraph_spans(text)]


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[Span]:
    """Sentences of text[start:end] (the whole text by default), never crossing a
    paragraph."""
    end = len(text) if end is None else end
    spans: list[Span] = []
    # Text already masked has no abbreviating full stop left to skip.
    abbreviations = _abbreviations_in(text) if MASK not in text else frozenset()
    paragraphs = _paragraph_spans(text)
    # The paragraphs that end after `start`, up to the first that starts at `end`.
    for paragraph_start, paragraph_end in paragraphs[bisect_right(_paragraph_ends(text), start) :]:
        if paragraph_start >= end:
            break
        paragraph_start, paragraph_end = max(paragraph_start, start), min(paragraph_end, end)
        if paragraph_start >= paragraph_end:
            continue
        position = paragraph_start
        for match in SENTENCE_END.finditer(text, paragraph_start, paragraph_end):
            if match.start() in abbreviations:
                continue
            span = trim(text, position, match.end())
            if span:
                spans.append(span)
            position = match.end()
        span = trim(text, position, paragraph_end)
        if span:
            spans.append(span)
    return spans


def clause_spans(text: str, start: int, end: int) -> list[Span]:
    """The clauses of text[start:end], each one assertion as far as rules can tell.

    A region's clauses are asked for again when its figures are placed
    (`comma_segments`): the last few answers are kept (`_clause_spans`), and each
    caller gets a list of its own."""
    return list(_clause_spans(text, start, end))


@lru_cache(maxsize=64)
def _clause_spans(text: str, start: int, end: int) -> tuple[Span, ...]:
    pieces: list[Span] = []
    position = start
    # A break is its mark after optional spaces: none starts before the spaces
    # before the first mark, and re looks from there rather than from every character.
    mark = BREAK_MARK.search(text, start, end)
    first = mark.start() if mark else end
    while first > start and text[first - 1].isspace():
        first -= 1
    for match in CLAUSE_BREAK.finditer(text, first, end) if mark else ():
        pieces.append((position, match.start()))
        position = match.end()
    pieces.append((position, end))
    clauses: list[Span] = []
    for piece_start, piece_end in pieces:
        span = trim(text, piece_start, piece_end, connectives=True)
        if not span:
            continue
        if clauses and not has_words(text, *span, MIN_CLAUSE_WORDS):
            clauses[-1] = (clauses[-1][0], span[1])
            continue
        if clauses and not has_words(text, *clauses[-1], MIN_CLAUSE_WORDS):
            clauses[-1] = (clauses[-1][0], span[1])
            continue
        clauses.append(span)
    return tuple(clauses)


def comma_segments(text: str, start: int, end: int) -> list[Span]:
    """Finer than clauses: also split at every comma, for anchoring a figure."""
    segments = []
    for clause_start, clause_end in clause_spans(text, start, end):
        position = clause_start
        for match in COMMA.finditer(text[clause_start:clause_end]):
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
        while end > start and text[end - 1] in TRIM_CHARACTERS_AND_STOP:
            end -= 1
        if connectives and start < end and text[start] in CONNECTIVE_FIRST_CHARACTERS:
            match = LEADING_CONNECTIVES.match(text, start, end)
            if match:
                start = match.end()
        # The span is copied only to count its marks, when it starts or ends with one.
        if start < end and text[start] in OPENING_MARKS and _unbalanced(text[start:end], text[start]):
            start += 1
        elif start < end and text[end - 1] in CLOSING_MARKS and _unbalanced(text[start:end], text[end - 1]):
            end -= 1
        if (start, end) == before:
            break
    if start >= end:
        return None
    # A span mostly starts with a word character ("\w" is exactly one that is
    # alphanumeric or "_"): only the others are searched for one.
    first = text[start]
    if not (first.isalnum() or first == "_") and not WORD_CHARACTER.search(text, start, end):
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
    return len(WORD_RUN.findall(text, start, end))


# "At least n words", as `word_count` counts them (runs of word characters, which a
# character of no word always parts): one search, rather than a list of every word.
_AT_LEAST_WORDS: dict[int, re.Pattern] = {}


def has_words(text: str, start: int, end: int, count: int) -> bool:
    """Whether text[start:end] holds `count` words or more: `word_count(text, start,
    end) >= count`, found without listing the words."""
    if count <= 0:
        return True
    pattern = _AT_LEAST_WORDS.get(count)
    if pattern is None:
        pattern = _AT_LEAST_WORDS[count] = re.compile(rf"\w+(?:\W+\w+){{{count - 1}}}")
    return pattern.search(text, start, end) is not None


@lru_cache(maxsize=256)
def statement_from(words: str) -> str:
    """A free-standing sentence from extracted words: one line, capitalised, with a
    full stop and no dangling quotation marks. A sentence holding several figures
    is made a statement for each: the last few are kept."""
    sentence = " ".join(words.split()).strip(" ,;:–—-")
    if not sentence:
        return ""
    for opening, closing in (("“", "”"), ("«", "»"), ("(", ")")):
        if sentence.count(opening) > sentence.count(closing):
            sentence = sentence.replace(opening, "", sentence.count(opening) - sentence.count(closing))
        elif sentence.count(closing) > sentence.count(opening):
            sentence = sentence[::-1].replace(closing, "", sentence.count(closing) - sentence.count(opening))[::-1]
    if sentence.count('"') % 2:
        sentence = sentence.replace('"', "", 1)
    sentence = sentence.strip()
    sentence = sentence[0].upper() + sentence[1:]
    if sentence[-1] in '”»"’' and len(sentence) > 1 and sentence[-2] in ".!?":
        return sentence
    if sentence[-1] not in ".!?":
        sentence += "."
    return sentence


def subtract(start: int, end: int, covered: list[Span]) -> list[Span]:
    """What of the stretch from `start` to `end` no span of `covered` covers, in order."""
    pieces = [(start, end)]
    for cover_start, cover_end in covered:
        if cover_end <= start or cover_start >= end:
            continue
        next_pieces = []
        for piece_start, piece_end in pieces:
            if cover_end <= piece_start or cover_start >= piece_end:
                next_pieces.append((piece_start, piece_end))
                continue
            if piece_start < cover_start:
                next_pieces.append((piece_start, cover_start))
            if cover_end < piece_end:
                next_pieces.append((cover_end, piece_end))
        pieces = next_pieces
    return pieces


class Uncovered:
    """`subtract` for the many sentences of one text against the same covered spans
    (its quotations and their frames): a sentence that no span reaches, most of
    them, is whole, which bisection tells without going through every span."""

    def __init__(self, covered: list[Span]):
        self.covered = covered
        ordered = sorted(covered)
        self.starts = [cover_start for cover_start, _ in ordered]
        # The furthest any of the first k spans (by start) reaches.
        self.reach = list(accumulate((cover_end for _, cover_end in ordered), max))

    def pieces(self, start: int, end: int) -> list[Span]:
        before_end = bisect_left(self.starts, end)
        if not before_end or self.reach[before_end - 1] <= start:
            return [(start, end)]
        return subtract(start, end, self.covered)
