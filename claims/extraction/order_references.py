""""The former" and "the latter": one of two people the sentence before named, by order.

"Frank Doyle, the union leader, met Laura Kent, the minister. The former said …" is
Frank Doyle and "the latter said" Laura Kent; Spanish says "el primero" or "la
primera", "el segundo" or "la segunda", and "este último", "esta última" or "el
último". Each becomes a mention of that person (`claims.extraction.names.NameMention`,
as a description does in `claims.extraction.speaker_descriptions`), so the speech verb
after it, and a pronoun later, reach the person. Only when:

- the words open a sentence and are the subject of a speech verb ("The former said",
  "La primera ha asegurado", "El segundo, visiblemente molesto, dijo"): "the former
  minister", "el primero en llegar" describe no one of the two;
- the sentence before names exactly two people in full (one named twice counts once);
- a Spanish form's gender agrees with the person's first name when that is known.
"""

import re

from claims.extraction.caseless import first_character_guard, holds_any, lowered_text
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gender import FEMININE, MASCULINE, gender_of_first_name
from claims.extraction.names import NameMention, fold
from claims.extraction.sentences import sentence_spans
from claims.extraction.speech_verbs import SPEECH_VERBS

# Behind a look-ahead for its first letters (`caseless.first_character_guard`): the
# whole text is searched, and re would try each alternative at every character.
ORDER_WORDS = first_character_guard(re.compile(
    r"(?:(?:[Tt]he)\s+(?P<en>former|latter)|(?:[Ee]l|[Ll]a)\s+(?P<ordinal>primer[oa]|segund[oa])|"
    r"(?:[Ee]st[ea]|[Ee]l|[Ll]a)\s+(?P<last>últim[oa]))"
    # An aside between the words and the verb: "El segundo, visiblemente molesto, dijo".
    rf"(?=(?:\s*,[^,.;:]{{1,60}},)?\s+(?:(?:ha|había|has|had|have)\s+)?(?:{SPEECH_VERBS})\b)"
))
# ORDER_WORDS needs one of these (written in lower case in it): a text without one
# is not searched (`caseless.holds_any`).
ORDER_WORDS_NEEDS = ("former", "latter", "primer", "segund", "últim")
# The sentence before is read back this far at most.
LOOK_BACK = 800


def people_by_order(text: str, people: list[NameMention]) -> list[NameMention]:
    """A mention for each "the former", "the latter", "el primero", "esta última" …
    that stands for one of exactly two people the sentence before named."""
    found = []
    if not holds_any(lowered_text(text), ORDER_WORDS_NEEDS):
        return found
    for match in ORDER_WORDS.finditer(text):
        start = match.start()
        if not opens_sentence(text, start):
            continue
        spans = sentence_spans(text, max(0, start - LOOK_BACK), start)
        if not spans:
            continue
        before_start, before_end = spans[-1]
        named: dict[str, NameMention] = {}
        for person in people:
            if before_start <= person.start < before_end and " " in person.name and not person.possessive:
                named.setdefault(fold(person.name), person)
        if len(named) != 2:
            continue
        first, second = named.values()
        word = fold(match.group("en") or match.group("ordinal") or match.group("last"))
        person = first if word in ("former", "primero", "primera") else second
        gender = {"o": MASCULINE, "a": FEMININE}.get(word[-1]) if not match.group("en") else None
        if gender and gender_of_first_name(person.name) not in (None, gender):
            continue
        found.append(NameMention(start, match.end(), person.name, person.title, True, False, False, True, False))
    return found


# A sentence's end right before a position, closing marks and all.
SENTENCE_END_BEFORE = re.compile(r"[.!?][”\"»’)]*\s+$")


def opens_sentence(text: str, position: int) -> bool:
    """Whether `position` starts the text, a line or a sentence."""
    before = text[max(0, position - 4) : position]
    return position == 0 or before.endswith("\n") or bool(SENTENCE_END_BEFORE.search(before))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
