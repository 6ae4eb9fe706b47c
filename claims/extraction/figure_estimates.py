"""Who gives a figure, when the sentence says so in the figure's own construction:
"the number of troops that the ministry puts at 235,000", "the regional health office
puts the number of dengue cases at 3,500", "El ministerio cifra en 235.000 …".
`estimated_by` returns the speaker, the verb, where the construction starts and what
it counts.
"""

import re

from claims.extraction.attributions import looks_like_speaker
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.units import clean_unit


# "X puts the number of N at V", "X estimates losses at V", "X cifra en V los N":
# who gives a figure, and what it counts. The preposition sits right before the number.
ESTIMATE_PREPOSITION = re.compile(r"\s+(?P<preposition>at|en)\s+$", re.IGNORECASE)

ESTIMATING_VERB = re.compile(
    r"\b(?:puts|put|places|placed|estimates|estimated|estimate|reckons|numbers|numbered|counts|counted|"
    r"calculates|calculated|sets|set|cifra|cifró|sitúa|situó|estima|estimó|calcula|calculó|eleva|elevó)\b",
    re.IGNORECASE,
)

SPANISH_ESTIMATING_VERBS = frozenset("cifra cifró sitúa situó estima estimó calcula calculó eleva elevó".split())

# "puts the crowd at", "estimated losses at": these verbs take any short object;
# the others ("set", "counted") too easily mean something else ("counted votes at
# 12 polling stations"), so they take only the figure itself ("set the toll at").
VERBS_WITH_ANY_OBJECT = frozenset(
    "puts put places placed estimates estimated estimate reckons cifra cifró sitúa situó estima estimó calcula calculó".split()
)

# "estimated losses at 45 billion", "estima las pérdidas en 3 millones": an estimate is
# approximate unless a word says otherwise.
ESTIMATE_VERBS = frozenset("estimates estimated estimate reckons estima estimó".split())

CROWD_PEOPLE = {"crowd": "people", "crowds": "people", "multitud": "personas", "asistencia": "personas"}

FIGURE_OBJECT = re.compile(
    r"(?:it|them|(?:the\s+|its\s+|their\s+)?(?:total\s+|death\s+|final\s+)?"
    r"(?:figure|number|total|toll|count|tally)|(?:la|el|su)\s+(?:cifra|número|total|balance))",
    re.IGNORECASE,
)

# Objects that say nothing about what is counted: "put it at", "set the figure at".
BARE_FIGURE_OBJECT = re.compile(
    r"it|them|(?:the|its|their|el|la|su)\s+"
    r"(?:figure|number|total|toll|count|tally|cifra|número|total|balance)",
    re.IGNORECASE,
)

NOT_IN_AN_OBJECT = frozenset("that which who whom whose que quien quienes cual said says say dijo dice".split())

MAX_OBJECT_WORDS = 8

LEADING_CONJUNCTION = re.compile(r"^(?:and|but|while|whereas|as|y|pero|mientras|aunque)\s+", re.IGNORECASE)

SENTENCE_BOUNDARY = re.compile(r"[.!?…][”\"»’)]*\s")


def beyond_the_sentence_before(between: str) -> bool:
    """Whether the words `between` an earlier figure and a later one cross a paragraph
    or more than one sentence break: the later is in neither the earlier's sentence nor
    the next, too far to take its unit from it."""
    return "\n" in between or len(SENTENCE_BOUNDARY.findall(between)) > 1

# A word or two set off by commas between a speaker and the verb.
ASIDE = re.compile(
    r"\s*(?:however|also|meanwhile|though|too|in\s+turn|for\s+its\s+part|for\s+their\s+part|"
    r"instead|in\s+contrast|sin\s+embargo|además|también|por\s+su\s+parte|en\s+cambio|a\s+su\s+vez)"
    r"\s*",
    re.IGNORECASE,
)

NUMBER_OF = re.compile(
    r"\b(?:the\s+)?(?:total\s+)?(?:number|figure|count|total|tally|toll|el\s+número|la\s+cifra|el\s+total)"
    r"\s+(?:of|de)\s+(?P<unit>[^,;:.]{1,80}?)\s*,?\s*(?:that|which|que|,)?\s*$",
    re.IGNORECASE,
)


def estimated_by(text: str, number_start: int) -> tuple[str | None, str, int | None, str]:
    """Who gives the figure that starts at `number_start`, when the sentence says so:
    "… the number of troops that the ministry puts at 235,000" -> (speaker, "puts at",
    where the construction starts, "troops"); "the regional health office puts the
    number of dengue cases at 3,500" -> ("the regional health office", "puts at", …,
    "dengue cases"); "El ministerio cifra en 235.000 …" -> ("El ministerio", "cifra en", …)."""
    window_start = max(0, number_start - 200)
    before = text[window_start:number_start]
    found = _estimating_verb(before)
    if not found:
        return None, "", None, ""
    verb, preposition, object_words = found
    head = before[: verb.start()]
    boundary = _clause_start(head)
    if boundary > 0 and not head[boundary + 1 :].strip():
        aside_start = _clause_start(head[:boundary])
        if aside_start > 0 and ASIDE.fullmatch(head[aside_start + 1 : boundary]):
            # "The government, however, puts …": the aside is not the speaker.
            head = head[:aside_start]
            boundary = _clause_start(head)
    relative = re.search(r"\b(?:that|which|que)\s+(?!.*\b(?:that|which|que)\b)", head)
    if relative and relative.end() <= boundary:
        # "He added that …. Dozens of schools …, and the office puts": not this clause's.
        relative = None
    speaker_from = relative.end() if relative else boundary + 1
    phrase = head[speaker_from:]
    # "…, and the regional health office puts …": the conjunction is not the speaker's.
    conjunction = LEADING_CONJUNCTION.match(phrase.lstrip())
    if conjunction and not relative:
        speaker_from += len(phrase) - len(phrase.lstrip()) + conjunction.end()
        phrase = head[speaker_from:]
    speaker = phrase.strip()
    if not looks_like_speaker(speaker):
        return None, "", None, ""
    start = window_start + speaker_from + (len(phrase) - len(phrase.lstrip()))
    unit = ""
    number_of = NUMBER_OF.search(head[:speaker_from] if relative else "") or NUMBER_OF.search(object_words)
    if number_of:
        unit = number_of.group("unit").strip()
        if relative:
            start = window_start + number_of.start()
    elif object_words and not BARE_FIGURE_OBJECT.fullmatch(object_words):
        # "the crowd", "losses", "the death toll": what the figure measures; a crowd
        # is measured in people.
        unit = clean_unit(object_words)
        unit = CROWD_PEOPLE.get(unit.lower(), unit)
    attribution = f"{verb.group()} {preposition}"
    return speaker, attribution, start, unit


def is_an_estimate(attribution: str) -> bool:
    """Whether the verb of `estimated_by`'s attribution ("estimated at") gives an estimate."""
    return attribution.split(" ", 1)[0].lower() in ESTIMATE_VERBS


def _clause_start(head: str) -> int:
    """The offset of the comma, semicolon, colon, sentence end or line break before
    the last clause of `head` (-1 when there is none): a speaker never reaches across
    one, nor from a headline into the paragraph below it."""
    ends = [head.rfind(mark) for mark in ",;:\n"]
    ends.extend(match.end() - 1 for match in SENTENCE_BOUNDARY.finditer(head))
    return max(ends)


def _estimating_verb(before: str) -> tuple[re.Match, str, str] | None:
    """The verb of "puts … at" or "cifra … en" that ends `before`, its preposition and
    the object between them ("the number of dengue cases")."""
    preposition = ESTIMATE_PREPOSITION.search(before)
    if not preposition:
        return None
    spanish = preposition.group("preposition").lower() == "en"
    verbs = [
        verb
        for verb in ESTIMATING_VERB.finditer(before, max(0, preposition.start() - 100), preposition.start())
        if (verb.group().lower() in SPANISH_ESTIMATING_VERBS) == spanish
    ]
    if not verbs:
        return None
    verb = verbs[-1]
    object_words = before[verb.end() : preposition.start()].strip()
    if object_words:
        words = object_words.split()
        if (
            len(words) > MAX_OBJECT_WORDS
            or re.search(r"[\d,;:.!?“”\"«»()]", object_words)
            or any(w.lower() in NOT_IN_AN_OBJECT for w in words)
        ):
            return None
        if verb.group().lower() not in VERBS_WITH_ANY_OBJECT and not FIGURE_OBJECT.fullmatch(object_words):
            return None
    return verb, preposition.group("preposition"), object_words


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
