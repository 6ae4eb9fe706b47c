"""How far back "he" or "she" may look for the person it stands for, and which of
two people named in one sentence it more likely means.

A pronoun refers to a person named in its own or the two paragraphs before. A reporter
profiling one person often keeps calling them "she" for several paragraphs ("She
reached the final in 2016. … Her best season came in 2019. … She had surgery …")
before quoting them ("“…,” she said"): each of those paragraphs carries the person
forward, so the window reaches back past every paragraph that uses the same pronoun.

Only a pronoun that is the first word of its paragraph outside quotation marks (or
follows just its verb, "«…», dijo ella") reaches so far: "Another nurse, who asked not to be named, was blunter. “…,” she said" is the
nurse just described, not the woman quoted paragraphs before.

A surname whose first name told the person's gender, opening a sentence of the
pronoun's own paragraph ("Simon Rathbone" … "Rathbone was philosophical. “…,” he
said"), is as plainly a person as one the text showed speaking, and wins over them.
"""

import re

from claims.extraction.names import NameMention
from claims.extraction.sentences import sentence_spans


Span = tuple[int, int]

# The forms of an English or Spanish person pronoun a paragraph may carry the
# person forward with; Spanish "su" is either gender and so carries no one.
CARRYING_FORMS = {
    "she": re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE),
    "he": re.compile(r"\b(?:he|his|him|himself)\b", re.IGNORECASE),
    "ella": re.compile(r"\bella\b", re.IGNORECASE),
    "él": re.compile(r"\bél\b", re.IGNORECASE),
}

# A quotation, in any of the marks reporters use.
QUOTATION = re.compile(r"“[^”]*”|\"[^\"]*\"|«[^»]*»")

# Never further back than this, however long the chain of pronouns.
LONGEST_CHAIN = 6


def paragraph_window(
    text: str, paragraphs: list[Span], paragraph: int, pronoun: str, position: int, paragraphs_back: int
) -> int:
    """How many paragraphs before `paragraph` a `pronoun` at `position` there may look
    back: the usual `paragraphs_back`, extended past each earlier paragraph at the
    window's edge that uses the same pronoun."""
    carrying = CARRYING_FORMS.get(pronoun.lower())
    if carrying is None or not paragraphs:
        return paragraphs_back
    if not opens_its_paragraph(text, paragraphs[paragraph][0], position):
        return paragraphs_back
    back = paragraphs_back
    while back < LONGEST_CHAIN and paragraph - back > 0:
        start, end = paragraphs[paragraph - back]
        if not carrying.search(text, start, end):
            break
        back += 1
    return back


def opens_its_paragraph(text: str, paragraph_start: int, position: int) -> bool:
    """Whether the speaker at `position` is the first word of its paragraph outside
    quotation marks, or follows just its verb ("«…», dijo ella", "«…», añadió la
    sindicalista"): the paragraph goes on from the one before, naming no one new."""
    return len(re.findall(r"\w+", QUOTATION.sub("", text[paragraph_start:position]))) <= 1


def reporter_before(text: str, mentions: list[NameMention], mention: NameMention) -> bool:
    """Whether a person the text shows is named earlier in the same sentence as
    a mention that is the subject of reported words ("Judge Ana Ruiz told the
    court that Gerald Whitcombe had …"): that person is the likelier "she"."""
    if not mention.reported:
        return False
    sentence_start = max(text.rfind(". ", 0, mention.start), text.rfind("\n", 0, mention.start))
    return any(
        other.is_person and other.evident and not other.is_object and sentence_start < other.start
        for other in mentions
        if other.end <= mention.start
    )


# Where a sentence opens: a paragraph's start, or after a full stop and any closing mark.
SENTENCE_OPENS = re.compile(r"(?:(?m:^)|[.!?][\"”»]?\s+)$")


def opens_a_sentence_before(
    text: str, paragraphs: list[Span], mention: NameMention, position: int, gender: str | None
) -> bool:
    """Whether `mention`, of a known `gender`, opens a sentence of the paragraph of the
    pronoun at `position`: the subject it goes on about."""
    paragraph = next((start for start, end in paragraphs if start <= position <= end), 0)
    return (
        gender is not None
        and mention.start >= paragraph
        and SENTENCE_OPENS.search(text, paragraph, mention.start) is not None
    )


# A sentence that only goes on about the person a pronoun stands for: "He says …".
GOING_ON = {
    "he": re.compile(r"He\b"),
    "she": re.compile(r"She\b"),
    "él": re.compile(r"Él\b"),
    "ella": re.compile(r"Ella\b"),
}


def sentence_before_the_quotation(
    text: str, quoted: list[Span], earliest: int, position: int, pronoun: str
) -> Span | None:
    """The last sentence of text[earliest:position] before the one holding a pronoun
    at `position` and before the quotation that sentence opens with, if it does: the
    sentence whose subject the pronoun most likely goes on about. A sentence opening
    with the same pronoun ("He says …") and naming no one hands on to the one before
    it, twice at most."""
    sentences = sentence_spans(text, earliest, position)
    if not sentences:
        return None
    own_start = sentences.pop()[0]
    # "“First. Second,” he said.": the quotation's first sentence opens at its mark.
    quotation = next((s for s, e in quoted if s - 2 <= own_start < e and s < position), None)
    if quotation is not None:
        while sentences and sentences[-1][0] >= quotation - 2:
            sentences.pop()
    going_on = GOING_ON.get(pronoun.lower())
    for _ in range(2):
        if not sentences or going_on is None or not going_on.match(text, sentences[-1][0]):
            break
        sentences.pop()
    if not sentences:
        return None
    start, end = sentences[-1]
    if any(s - 2 <= start < e for s, e in quoted):
        # The sentence before is itself quoted words.
        return None
    return start, end
