"""Quotations marked with single quotes, for texts that write them so.

Some papers (British and Irish ones above all) mark what people said with single
quotes: 'We already teach 28 classes in a building designed for 22,' he said. The
same marks are apostrophes ("didn't", "the teachers' union"), so a text is read this
way only when it writes no double quotation mark (", “ or «) but inside single-quoted
words ('Don't tell my wife I said "after".') and some single mark opens a paragraph's
words or closes spoken words before "he said"; in a text that writes double marks too
(one speaker's words in double marks, another's in single ones), a paragraph is read
so when it writes none but such nested ones, opens a sentence (its first or one after
a full stop) on a single mark before a word and closes spoken words before "he said"
in it. Then a mark
after a space (or opening the paragraph) and before a word opens a quotation, and the
mark after it that closes one is the first that follows punctuation (",'" ".'" "?'")
or stands after a word with punctuation or the paragraph's end after it. A mark inside
a word ("didn't") never closes one.

`quotes.quotation_marks` asks `single_quotation_marks` for such a text's paragraphs.
"""

import re

DOUBLE_MARKS = re.compile('["“”«»]')
OPENING = re.compile(r"(?:^|(?<=[\s(]))['‘](?=[¿¡]?[^\W\d_]|\d)", re.MULTILINE)
# Spoken words closed before the words that attribute them: ",' she said", ".' He",
# and the Spanish order "', dijo".
CLOSING_BEFORE_SPEECH = re.compile(r"(?:[,.!?…]['’]|['’][,.])(?=\s|$)", re.MULTILINE)
CLOSING = re.compile(r"['’]")
# A sentence after the paragraph's first opening on a single mark: "… 38 years. 'I get up".
SENTENCE_OPENING = re.compile(r"[.!?…]\s+['‘](?=[¿¡]?[^\W\d_])")


def _double_marks_outside_single_quotes(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] writes a double mark that is not a quotation inside a
    single-quoted one ('Don't tell my wife I said "after".'): nested marks are the
    speaker's own quoting, and say nothing of how the text marks what people said."""
    spans = None
    for mark in DOUBLE_MARKS.finditer(text, start, end):
        if spans is None:
            spans = single_quotation_marks(text, start, end)
        if not any(opening < mark.start() < closing for opening, closing in spans):
            return True
    return False


def uses_single_quotes(text: str) -> bool:
    """Whether the text marks its quotations with single quotes."""
    if _double_marks_outside_single_quotes(text, 0, len(text)):
        return False
    return OPENING.search(text) is not None and CLOSING_BEFORE_SPEECH.search(text) is not None


def opens_in_single_quotes(text: str, start: int, end: int) -> bool:
    """Whether the paragraph text[start:end], in a text that writes double marks too,
    marks its quotation with single quotes: 'We cannot compete,' said Erik Haugland;
    "Among them was Ana Gil, a cleaner. 'I get up at five,' she said."."""
    return (
        (OPENING.match(text, start, end) is not None or SENTENCE_OPENING.search(text, start, end) is not None)
        and not _double_marks_outside_single_quotes(text, start, end)
        and CLOSING_BEFORE_SPEECH.search(text, start, end) is not None
    )


def single_quotation_marks(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(opening mark, closing mark) offsets of the single-quoted quotations in
    text[start:end]; the closing offset is `end` for a quotation left open."""
    found = []
    position = start
    while position < end:
        opening = OPENING.search(text, position, end)
        if opening is None:
            break
        close = _closing(text, opening.end(), end)
        found.append((opening.start(), close))
        position = close + 1
    return found


def _closing(text: str, start: int, end: int) -> int:
    for mark in CLOSING.finditer(text, start, end):
        before = text[mark.start() - 1]
        after = text[mark.end()] if mark.end() < end else ""
        if before in ",.!?…" and not after.isalnum():
            return mark.start()
        if before.isalnum() and after.isalnum():
            continue  # an apostrophe inside a word: "didn't", "O'Neill"
        if not after or after in ",.;:!?":
            return mark.start()
    return end
