"""Direct quotations and the words that say who spoke them.

A quotation is text between “ and ”, « and », or a pair of straight " marks inside
one paragraph; a quotation left open at the end of a paragraph (the convention for
quotes running over several paragraphs) ends there. Each is then one of:

- attributed: a frame follows it (`”, says Solano`, `,” he added`) or introduces
  it (`He also stated that “`, `The minister said: “`);
- continued: it follows an attributed quotation in the same paragraph without a
  new frame (`“…,” says Solano. “It is fear …”`), so it has the same speaker;
- unattributed: a whole sentence in quotation marks that nothing attributes;
- embedded: a few quoted words inside someone else's sentence (`affirmed that “a
  significant number” have applied`); these are not proposed as quotations, the
  sentence around them is read as a reported statement instead.

An interview's answer ("R: …", "A: …" after "P:"/"Q:") is a quotation without marks,
every answer the interviewee's: the person named before the first one.

Who "he" is gets decided by `claims.extraction`, which tracks the names in the text.
"""

import re
from dataclasses import dataclass, replace

from claims.extraction.attribution_frames import Frame
from claims.extraction.frozen_records import quick_init
from claims.extraction.names import PRONOUNS
from claims.extraction.naming_frames import naming_frame
from claims.extraction.speech_verbs import IMPLIED_SUBJECT
from claims.extraction.colon_frames import colon_frame
from claims.extraction.introducing_frames import frame_before
from claims.extraction.quotation_frames import (
    echoing_frame,
    frame_after,
    participle_frame,
)
from claims.extraction.sentences import paragraph_spans
from claims.extraction.single_quotes import opens_in_single_quotes, single_quotation_marks, uses_single_quotes

PAIRS = {"“": "”", "«": "»"}
# Where the next quotation can open: `quotation_marks` skips to it.
OPENING_MARK = re.compile("[" + "".join(PAIRS) + '"]')
DASHES = "—–"
# The dash that opens the narrator's words inside spoken words: " —dijo Mora".
DIALOGUE_ASIDE = re.compile(r"\s[—–](?=[^\W\d_])")
# The same dash set off by spaces: "— Words of the quote, — said Ana Gil." It opens the
# narrator's words after a comma closing the spoken ones, or when words that attribute
# them follow ("— Lo perdimos todo — relató Ana Gil."); after a full stop it opens more
# spoken words ("— Words, Pell said. — More words."), and a dash used as a parenthesis
# inside them ("— We ran it — the third one — and it held") opens none.
SPACED_ASIDE = re.compile(r"\s[—–]\s+(?=[^\W\d_])")
CLOSING_PUNCTUATION = ",;:"
# The same dialogue typed with hyphens: "-No vamos a cerrar -dijo Mora-. Pero …". The
# paragraph opens on a hyphen joined to a word (not "- item", not "-5 grados") and a
# hyphen after a space opens the narrator's words in lower case ("-dijo", "-explicó");
# the hyphen closing them is not one inside a word ("Pérez-Reverte", "covid-19").
HYPHEN_OPENING = re.compile(r"-(?=[^\W\d_]|[¿¡«“\"])")
HYPHEN_ASIDE = re.compile(r"\s-(?=[a-záéíóúñ])")
HYPHEN_CLOSING = re.compile(r"(?<!\w)-|-(?!\w)")
TRAILING_PUNCTUATION = " \t,;:.—–-"


@quick_init
@dataclass(frozen=True)
class Quotation:
    """A quotation: `text[start:end]` are the quoted words, without the marks and
    without a trailing comma or full stop."""

    start: int
    end: int
    mark_start: int
    mark_end: int
    paragraph: int
    frame: Frame | None
    continued: bool = False
    embedded: bool = False


def quotation_marks(
    text: str, start: int, end: int, *, continuing: bool = False, single: bool = False
) -> list[tuple[int, int]]:
    """(opening mark, closing mark) offsets of the quotations in one paragraph; the
    closing offset is `end` for a quotation left open. `continuing` says that the
    paragraph before left a quotation open: then a "»" (or "”") opening this one carries
    it on, as Spanish writes a quotation over several paragraphs. `single` says the
    text marks its quotations with single quotes (`single_quotes`)."""
    if single:
        return single_quotation_marks(text, start, end)
    if text[start] in DASHES:
        return _dialogue(text, start, end)
    if _hyphen_dialogue(text, start, end):
        return _dialogue(text, start, end, aside_pattern=HYPHEN_ASIDE, closing_pattern=HYPHEN_CLOSING)
    found = []
    position = start
    while position < end:
        char = text[position]
        if continuing and position == start and char in "»”":
            # "»…" or "”…" (English marks used the Spanish way) carries the quotation on.
            close = text.find(char, position + 1, end)
            found.append((position, close if close != -1 else end))
            position = (close if close != -1 else end) + 1
        elif char in PAIRS:
            close = text.find(PAIRS[char], position + 1, end)
            found.append((position, close if close != -1 else end))
            position = (close if close != -1 else end) + 1
        elif char == '"':
            close = text.find('"', position + 1, end)
            found.append((position, close if close != -1 else end))
            position = (close if close != -1 else end) + 1
        else:
            following = OPENING_MARK.search(text, position + 1, end)
            position = following.start() if following else end
    return found


def _hyphen_dialogue(text: str, start: int, end: int) -> bool:
    """Whether a paragraph is Spanish dialogue typed with hyphens for dashes: "-Ya no
    quedan socios -dijo Ana Gil." (its opening hyphen joined to the words, an aside)."""
    return bool(HYPHEN_OPENING.match(text, start, end)) and HYPHEN_ASIDE.search(text, start + 1, end) is not None


def opens_dialogue(text: str, start: int, end: int) -> bool:
    """Whether the paragraph text[start:end] is spoken words opened by a dash (or a
    hyphen typed for one)."""
    return text[start] in DASHES or _hyphen_dialogue(text, start, end)


def _dialogue(
    text: str,
    start: int,
    end: int,
    aside_pattern: re.Pattern = DIALOGUE_ASIDE,
    closing_pattern: re.Pattern = re.compile(r"[—–]"),
) -> list[tuple[int, int]]:
    """A paragraph opened by a dash is spoken words, Spanish style: "—No vamos a
    cerrar —dijo Mora—. Pero necesitamos personal." The words run to a dash that
    opens the narrator's aside ("—dijo Mora"), and carry on after the dash that
    closes it; each stretch is (opening dash, closing dash)."""
    found = []
    position = start
    while position < end:
        aside = aside_pattern.search(text, position + 1, end)
        if aside_pattern is DIALOGUE_ASIDE:
            spaced = _spaced_aside(text, position + 1, aside.start() if aside else end, end)
            aside = spaced or aside
        if aside is None:
            found.append((position, end))
            break
        found.append((position, aside.start() + len(aside.group()) - len(aside.group().lstrip())))
        closing = closing_pattern.search(text[aside.end() : end])
        if closing is None:
            break
        position = aside.end() + closing.start()
        if not re.search(r"\w", text[position + 1 : end]):
            break
    return found


def _spaced_aside(text: str, start: int, stop: int, end: int) -> re.Match | None:
    """The first dash set off by spaces in text[start:stop] that opens the narrator's
    words (see SPACED_ASIDE), the paragraph ending at `end`."""
    for spaced in SPACED_ASIDE.finditer(text, start, stop):
        # The narrator's words run to the next dash.
        following = re.compile(r"[—–]").search(text, spaced.end(), end)
        if text[start : spaced.start()].rstrip()[-1:] in CLOSING_PUNCTUATION or frame_after(
            text, spaced.end() - len(spaced.group().lstrip()) + 1, following.start() if following else end
        ):
            return spaced
    return None


def find_quotations(text: str) -> list[Quotation]:
    """Every quotation in the text, in order, each with its frame when it has one."""
    quotations: list[Quotation] = []
    paragraphs = paragraph_spans(text)
    # Quotations running over several paragraphs: lists of indexes in `quotations`.
    runs: list[list[int]] = []
    left_open = False
    interview: Frame | None = None
    single = uses_single_quotes(text)
    for index, (paragraph_start, paragraph_end) in enumerate(paragraphs):
        answer = _interview_answer(text, paragraph_start, paragraph_end, index)
        if answer is not None:
            # Every answer is the same interviewee's: the one the first answer names.
            interview = interview or answer.frame
            quotations.append(replace(answer, frame=interview))
            left_open = False
            continue
        in_paragraph: list[Quotation] = []
        previous_end = paragraph_start
        marks = quotation_marks(
            text,
            paragraph_start,
            paragraph_end,
            continuing=left_open,
            single=single or opens_in_single_quotes(text, paragraph_start, paragraph_end),
        )
        dialogue = opens_dialogue(text, paragraph_start, paragraph_end)
        carries_on = left_open and bool(marks) and marks[0][0] == paragraph_start and not dialogue
        for number, (open_mark, close_mark) in enumerate(marks):
            content = _content(text, open_mark + 1, close_mark)
            if content is None:
                previous_end = close_mark + 1
                continue
            start, end = content
            mark_end = min(close_mark + 1, paragraph_end)
            following = _following(text, mark_end, paragraph_end)
            ends_sentence = (
                dialogue
                # "'I want to win a major,'" X said: a quotation inside it closes first.
                or text[open_mark + 1 : close_mark].rstrip("'’")[-1:] in (",", ".", "!", "?", "…")
                or following
                in (
                    "",
                    ",",
                    ".",
                    "!",
                    "?",
                    ";",
                    "“",
                    "«",
                    '"',
                    "—",
                    "–",
                )
            )
            sentence_start = _sentence_start(text, max(previous_end, paragraph_start), open_mark)
            frame = None
            if ends_sentence:
                if dialogue or not _next_sentence_follows(text, sentence_start, open_mark, close_mark, mark_end):
                    # The narrator's words run to the dash that closes them: a hyphen typed
                    # for one ends the frame as a dash does.
                    aside_end = marks[number + 1][0] if dialogue and number + 1 < len(marks) else paragraph_end
                    frame = frame_after(text, mark_end, aside_end)
                frame = frame or echoing_frame(text, mark_end, paragraph_end)
            before = None
            if frame is None:
                before = naming_frame(text, sentence_start, open_mark) or frame_before(text, sentence_start, open_mark)
                if before is None and sentence_start > paragraph_start:
                    whole = _sentence_start(text, paragraph_start, open_mark)
                    before = participle_frame(text, whole, sentence_start, open_mark)
                if before is None:
                    before = colon_frame(text, sentence_start, open_mark)
                if before is None and open_mark == paragraph_start and index:
                    before = _introduced_by_previous_paragraph(text, paragraphs[index - 1])
            starts_sentence = dialogue or not text[sentence_start:open_mark].strip()
            embedded = not ends_sentence or (frame is None and before is None and not starts_sentence)
            in_paragraph.append(
                Quotation(
                    start=start,
                    end=end,
                    mark_start=open_mark,
                    mark_end=mark_end,
                    paragraph=index,
                    frame=frame or before,
                    embedded=embedded,
                )
            )
            previous_end = mark_end
        first = len(quotations)
        quotations.extend(_with_continuations(in_paragraph))
        if carries_on and runs and runs[-1][-1] == first - 1 and len(quotations) > first:
            runs[-1].append(first)
        # Dialogue opened by a dash ends with its paragraph.
        left_open = bool(marks) and marks[-1][1] == paragraph_end and len(quotations) > first and not dialogue
        if left_open and not (runs and runs[-1][-1] == len(quotations) - 1):
            runs.append([len(quotations) - 1])
    for run in runs:
        _share_frame(quotations, run)
    return quotations


# An interview's answer: "R: No. Tengo un mandato …", "A: We will not …" (after "P:"
# or "Q:"), the interviewee's words with no marks around them.
ANSWER = re.compile(r"(?:R|A)\s*(?::|\.-|\.—)\s*(?=\S)")


def _interview_answer(text: str, start: int, end: int, index: int) -> Quotation | None:
    """A paragraph answering an interview's question: the person named last speaks it."""
    opening = ANSWER.match(text, start, end)
    if opening is None:
        return None
    content = _content(text, opening.end(), end)
    if content is None:
        return None
    frame = Frame(start, opening.end(), IMPLIED_SUBJECT, opening.end(), "respondió", None, False)
    return Quotation(content[0], content[1], start, end, index, frame)


def _share_frame(quotations: list[Quotation], run: list[int]) -> None:
    """One speaker for a quotation over several paragraphs: the frame of its first
    paragraph ("Ana Ruiz said: “…", "“…,” said Ana Ruiz. “… ") or else of its last
    ("… all of us,” he said.")."""
    if len(run) < 2:
        return
    first, last = quotations[run[0]], quotations[run[-1]]
    frame = first.frame if first.frame is not None else last.frame
    if frame is None:
        return
    if first.frame is None and (frame.speaker == IMPLIED_SUBJECT or frame.speaker.lower() in PRONOUNS):
        # "«…¶»…», añadió.", "… all of us,” he said.": whom the verb leaves out or the
        # pronoun means was named before the quotation began, not before its last part.
        frame = replace(frame, speaker_start=first.mark_start)
        quotations[run[-1]] = replace(last, frame=frame)
    for i in run:
        quotation = quotations[i]
        if quotation.frame is frame or quotation.embedded and i != run[0]:
            continue
        quotations[i] = Quotation(
            start=quotation.start,
            end=quotation.end,
            mark_start=quotation.mark_start,
            mark_end=quotation.mark_end,
            paragraph=quotation.paragraph,
            frame=frame,
            continued=True,
            embedded=False,
        )


def _content(text: str, start: int, end: int) -> tuple[int, int] | None:
    # ". Pero …" after the dash closing a narrator's aside.
    while start < end and (text[start].isspace() or text[start] in ".,;"):
        start += 1
    while end > start and text[end - 1] in TRAILING_PUNCTUATION:
        end -= 1
    if start >= end or not re.search(r"\w", text[start:end]):
        return None
    return start, end


def _next_sentence_follows(text: str, sentence_start: int, open_mark: int, close_mark: int, mark_end: int) -> bool:
    """Whether a quotation that closes a sentence begun before it is followed by the next
    sentence, not by its frame: `… but that the occupation was "disrupting the work of
    staff." He said the school …` (whose "He said" is a sentence of its own)."""
    if not text[sentence_start:open_mark].strip():
        return False
    if text[close_mark - 1 : close_mark] not in (".", "!", "?", "…"):
        return False
    following = re.match(r"\s+(\w)", text[mark_end : mark_end + 3])
    return following is not None and following.group(1).isupper()


def _following(text: str, position: int, limit: int) -> str:
    match = re.match(r"\s*(\S?)", text[position:limit])
    return match.group(1) if match else ""


# Where a sentence ends and the next begins: its mark, closing marks and spaces.
SENTENCE_BREAK = re.compile(r"[.!?…][”\"»’)]*\s+")


def _sentence_start(text: str, start: int, position: int) -> int:
    last = None
    for match in SENTENCE_BREAK.finditer(text[start:position]):
        last = match
    return start + last.end() if last else start


def _introduced_by_previous_paragraph(text: str, paragraph: tuple[int, int]) -> Frame | None:
    """`The minister said:` ending one paragraph, the quotation opening the next."""
    start, end = paragraph
    if not text[start:end].rstrip().endswith(":"):
        return None
    return frame_before(text, _sentence_start(text, start, end - 1), end)


def _with_continuations(quotations: list[Quotation]) -> list[Quotation]:
    """Give a quotation without a frame the speaker of its neighbour in the paragraph."""
    result = list(quotations)
    direct = [i for i, q in enumerate(result) if not q.embedded]
    for position, i in enumerate(direct):
        quotation = result[i]
        if quotation.frame is not None:
            continue
        earlier = [j for j in direct[:position] if result[j].frame is not None]
        later = [j for j in direct[position + 1 :] if result[j].frame is not None]
        source = earlier[-1] if earlier else (later[0] if later else None)
        if source is not None:
            result[i] = Quotation(
                start=quotation.start,
                end=quotation.end,
                mark_start=quotation.mark_start,
                mark_end=quotation.mark_end,
                paragraph=quotation.paragraph,
                frame=result[source].frame,
                continued=True,
            )
    return result
