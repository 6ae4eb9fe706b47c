"""How a proposal words what someone said as one sentence of its own.

`reported_sentence` gives a reported statement its speaker and verb ("Harry Solano
alleges that …", "Según la Policía, …") and `said_sentence` a quotation its speaker
("Ana Ruiz said: “…”", "Ana Ruiz dijo: «…»"). `claims.extraction.reading` asks them
for each proposal it makes.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import FUNCTION_WORDS
from claims.extraction.sentences import statement_from
from claims.extraction.speakers import Speaker


# Attributions that give whose view the words are, not what someone did: "according
# to", "según", "a juicio de", "in the view of", "en palabras de".
VIEW_OF = re.compile(
    r"(?:according|seg[uú]n|a\s+juicio|en\s+opini[oó]n|in\s+the\s+(?:view|words)|en\s+palabras|de\s+acuerdo)\b",
    re.IGNORECASE,
)


# "accuses the government of …" takes no "that"; a "that" the attribution kept is
# given again by the sentence.
ACCUSING = re.compile(r"acc?us", re.IGNORECASE)
THAT_AFTER_VERB = re.compile(r"\s+(?:that|que)$")


def reported_sentence(speaker: Speaker, words: str, language: str) -> str:
    """ "Harry Solano alleges that his niece …": a reported claim as one sentence."""
    opening = words.split(maxsplit=1)  # (the first word, not every word split off)
    first = opening[0] if opening else ""
    if first.lower() in FUNCTION_WORDS and first[:1].isupper():
        words = words[0].lower() + words[1:]
    spanish = language.startswith("es")
    attribution = speaker.attribution
    if not attribution or VIEW_OF.match(attribution):
        return statement_from(f"{'Según' if spanish else 'According to'} {speaker.who}, {words}")
    # "told Reuters", "said on Tuesday": short attributions read well whole; a long
    # one ("said in a speech at … before large flags") keeps its verb only.
    verb = attribution if len(attribution.split()) <= 4 else attribution.split()[0]
    # "told" without whom it was told ("Guaidó told that …") reads as "said".
    verb = {"told": "said", "tells": "says", "tell": "say"}.get(verb.lower(), verb)
    if ACCUSING.match(verb):
        # "accuses the government of hiding the toll" takes no "that".
        return statement_from(f"{speaker.who} {verb} {words}")
    verb = THAT_AFTER_VERB.sub("", verb)
    if words.lower().startswith(verb.lower() + " "):
        # "(quien) reclamó que las ayudas …": the words already say what was done.
        return statement_from(f"{speaker.who} {words}")
    return statement_from(f"{speaker.who} {verb} {'que' if spanish else 'that'} {words}")


def said_sentence(speaker: Speaker, words: str, language: str) -> str:
    """ "Ana Ruiz said: “…”": quoted words as one sentence with their speaker."""
    ending = "" if words[-1] in ".!?…" else "."
    if language.startswith("es"):
        return f"{speaker.who} dijo: «{words}{ending}»"
    return f"{speaker.who} said: “{words}{ending}”"


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
