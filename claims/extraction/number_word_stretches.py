"""The stretches of an article text2num needs to read, for `claims.extraction.number_words`.

text2num reads a stream of tokens, and handing it every word of a 1,000-word
article costs more than the rest of number reading: most words cannot be part of a
number. A word text2num does not know ends any number it is reading and leaves it
as if it had just started (it is not a linking word like "and", nor a decimal
separator like "point"), so the text between two such words can be read on its own.
`number_word_stretches` returns the spans of tokens around every word that may be
part of a number, each with at least `MARGIN` tokens before and after it (or the
start or end of the text), so reading each stretch on its own finds exactly what
reading the whole text finds.

What "may be part of a number" means is text2num's own vocabulary: the words its
English and Spanish readers take (including ordinals, linking words and decimal
separators), a word whose plural-stripped form is one of them ("thousands",
"doscientos"), and, should a newer text2num know more, any word it reads alone.
Other languages are read whole.
"""

import re
from functools import lru_cache

from text_to_num import find_numbers as text2num_find_numbers

# text2num's English and Spanish readers (`lang/en` and `lang/es`: `apply`,
# `apply_decimal`, `check_decimal_separator`).
TEXT2NUM_WORDS = {
    "en": frozenset(
        """and billion billionth eight eighteen eighteenth eighth eightieth eighty eleven eleventh fifteen
        fifteenth fifth fiftieth fifty first five fortieth forty four fourteen fourteenth fourth fourtieth fourty
        hundred hundredth million millionth nine nineteen nineteenth ninetieth ninety ninth nought o one oneth
        point second seven seventeen seventeenth seventh seventieth seventy six sixteen sixteenth sixteeth sixth
        sixty ten tenth th third thirteen thirteenth thirtieth thirty thousand thousandth three twelfth twelve
        twentieth twenty two zero""".split()
    ),
    "es": frozenset(
        """catorce catorceavo centavo centésima centésimo cero cien ciento cinco cincuenta cincuentavo coma
        cuadragésima cuadragésimo cuarenta cuarentavo cuarta cuarto cuatro cuatrocienta cuatrociento decimoctava
        decimoctavo decimocuarta decimocuarto decimonovena decimonoveno decimoprimera decimoprimero decimoquinta
        decimoquinto decimosegunda decimosegundo decimosexta decimosexto decimoséptima decimoséptimo
        decimotercera decimotercero decinueveavo deciseisavo diecinueve dieciocho dieciochoavo dieciseis
        diecisiete diecisieteavo dieciséis diez doce doceavo dos doscienta dosciento ducentésima ducentésimo
        duodécima duodécimo décima décimo mil millon millonésima millonésimo millón milésima milésimo
        nonagésima nonagésimo noningentésima noningentésimo novecienta noveciento novena noveno noventa
        noventavo nueve ochenta ochentavo ocho ochocienta ochociento octava octavo octingentésima
        octingentésimo octogésima octogésimo once onceavo primer primera primero punto quadringentésima
        quadringentésimo quince quinceavo quincuagésima quincuagésimo quingentésima quingentésimo quinienta
        quiniento quinta quinto segunda segundo seis seiscienta seisciento septingentésima septingentésimo
        septuagésima septuagésimo sesenta sesentavo setecienta seteciento setenta setentavo sexagésima
        sexagésimo sexcentésima sexcentésimo sexta sexto siete séptima séptimo tercer tercera tercero trece
        treceavo treinta treintavo tres trescienta tresciento tricentésima tricentésimo trigésima trigésimo un
        una undécima undécimo uno veintavo veinte veinteavo veinticinco veinticincoavo veinticuatro
        veinticuatroavo veintidos veintidosavo veintidós veintinueve veintinueveavo veintiocho veintiochoavo
        veintiseis veintiseisavo veintisiete veintisieteavo veintiséis veintitres veintitresavo veintitrés
        veintiuna veintiuno veintiunoavo vigésima vigésimo y""".split()
    ),
}
# Words text2num skips inside a number, and only there ("twenty and five", "two
# point five"): they neither start a number nor end one.
LINKING_WORDS = frozenset({"and", "point", "y", "coma", "punto"})
# Tokens a stretch keeps on each side of a word that may be part of a number (after
# it, not counting linking words).
MARGIN = 2
LETTER_RUN = re.compile(r"[^\W\d_]+")
LETTER = re.compile(r"[^\W\d_]")


class Text2numToken:
    """A word or mark handed to text2num, with its place in the text."""

    __slots__ = ("word", "start", "end", "blocked")

    def __init__(self, word: str, start: int, end: int, blocked: bool):
        self.word = word
        self.start = start
        self.end = end
        self.blocked = blocked

    def text(self) -> str:
        return self.word

    def nt_separated(self, previous) -> bool:
        return False

    def not_a_number_part(self) -> bool:
        return self.blocked


@lru_cache(maxsize=65536)
def may_be_number_part(lower: str, lang: str) -> bool:
    """Whether text2num might read the lower-cased word `lower` as part of a number."""
    if lower in LINKING_WORDS:
        return False
    words = TEXT2NUM_WORDS[lang]
    # text2num strips plural endings before it looks a word up ("thousands",
    # "doscientos", "millones"); every stripping it may do is tried.
    forms = {lower, lower.rstrip("s")}
    stripped = lower
    while stripped.endswith("es"):
        stripped = stripped[:-2]
        forms.add(stripped)
    return not forms.isdisjoint(words) or bool(text2num_find_numbers([Text2numToken(lower, 0, len(lower), False)], lang, 0))


@lru_cache(maxsize=4096)
def _word_pattern(word: str) -> re.Pattern:
    # The letter before is checked apart: a pattern starting with a look-behind
    # is tried at every character, one starting with the word only where it is.
    return re.compile(rf"{re.escape(word)}(?![^\W\d_])")


def number_word_stretches(text: str, lang: str, token: re.Pattern) -> list[tuple[int, int]]:
    """The spans of `text` (each from the start of a token to the end of one, as
    `token` splits the text) that text2num must read to find every number in it."""
    if lang not in TEXT2NUM_WORDS:
        return [(0, len(text))]
    spans = sorted(
        match.span()
        for word in set(LETTER_RUN.findall(text))
        if may_be_number_part(word.lower(), lang)
        for match in _word_pattern(word).finditer(text)
        if not (match.start() and LETTER.match(text, match.start() - 1))
    )
    stretches: list[tuple[int, int]] = []
    for start, end in spans:
        start, end = _margin_before(text, start, token), _margin_after(text, end, token)
        if stretches and (start <= stretches[-1][1] or ONLY_HYPHENS.fullmatch(text, stretches[-1][1], start)):
            # Touching, or apart by nothing text2num reads: one stretch.
            stretches[-1] = (stretches[-1][0], max(end, stretches[-1][1]))
        else:
            stretches.append((start, end))
    return stretches


_STEP_BACK = 12


def _margin_before(text: str, position: int, token: re.Pattern) -> int:
    """The start of the `MARGIN`th token before `position` (or of the first token)."""
    low = position
    starts: list[int] = []
    while low > 0:
        # Back a word or two at a time: two tokens are most often within a dozen
        # characters, and every token from a space on is the same token wherever the
        # tokens are read from.
        low = max(0, low - _STEP_BACK)
        # After a space is always the start of a token.
        while low > 0 and not text[low - 1].isspace():
            low -= 1
        starts = [match.start() for match in token.finditer(text, low, position)]
        if len(starts) >= MARGIN:
            return starts[-MARGIN]
    return starts[0] if starts else position


def _margin_after(text: str, position: int, token: re.Pattern) -> int:
    """The end of the `MARGIN`th token after `position` that is neither a linking
    word nor a hyphen (or of the last token)."""
    end, count = position, 0
    for match in token.finditer(text, position):
        end = match.end()
        word = match.group()
        if word != "-" and word.lower() not in LINKING_WORDS:
            count += 1
            if count == MARGIN:
                break
    return end


# Between two stretches: no token but hyphens, which text2num skips as it skips a
# space (an underscore is no token at all).
ONLY_HYPHENS = re.compile(r"[\s_-]*")
