"""The pass over one article asks each question once, or only where the answer can
be yes, and finds what it found before: a name matched to the known sources once in
the article, the figures of a clause found by bisection, an intro before a leading
frame matched once, a span trimmed of "and"/"pero" only when it starts with a letter
one of them starts with, and a body's words read once."""

import re
from types import SimpleNamespace

import pytest

from claims.extraction import KnownSource, SourceIndex, extract
from claims.extraction.attribution_frames import INTRO
from claims.extraction.attributions import find_attributions
from claims.extraction.body_sources import OneSourcePerBody
from claims.extraction.names import fold
from claims.extraction.reading import Extraction
from claims.extraction.sentences import CONNECTIVE_FIRST_CHARACTERS, LEADING_CONNECTIVES, trim
from claims.extraction.sources import ArticleMatches


def test_the_connectives_start_only_with_the_characters_trim_looks_for():
    words = ["and", "but", "or", "yet", "so", "however", "y", "pero", "o", "sin embargo"]
    starting = {
        chr(code)
        for code in range(0x10000)
        for word in words
        if LEADING_CONNECTIVES.match(chr(code) + word[1:] + " ")
    }
    assert starting == CONNECTIVE_FIRST_CHARACTERS


@pytest.mark.parametrize(
    "text, trimmed",
    [
        ("and prices rose.", "prices rose"),
        ("Pero, sin embargo, los precios subieron", "los precios subieron"),
        ("ſo the mayor resigned", "the mayor resigned"),
        (", however the vote was close;", "the vote was close"),
        # No connective: nothing taken off the front.
        ("Andes Capital raised rates", "Andes Capital raised rates"),
        ("Orange juice is dearer", "Orange juice is dearer"),
        ("“Prices rose,", "Prices rose"),
        ("— … —", None),
        ("_", "_"),
    ],
)
def test_trim_takes_off_what_it_took_off_before(text, trimmed):
    span = trim(text, 0, len(text), connectives=True)
    assert (text[span[0] : span[1]] if span else None) == trimmed


@pytest.mark.parametrize(
    "text",
    [
        "Outside court, Ana Ruiz said the ruling would be appealed.",
        "Hasta entonces, según la Policía, nadie había denunciado nada.",
        "Fuera del tribunal, el abogado de la familia dijo que recurrirán.",
        "Prices rose by 3% in March, the fastest pace in a decade.",
    ],
)
def test_an_intro_found_before_a_point_is_found_before_the_end(text):
    whole = INTRO.match(text)
    for end in range(len(text) + 1):
        if INTRO.match(text[:end]):
            assert whole is not None


@pytest.mark.parametrize(
    "text, speaker, claim",
    [
        ("Outside court, Ana Ruiz said that the ruling would be appealed.", "Ana Ruiz", "the ruling"),
        ("Según la Policía, unas 400 personas se manifestaron.", "la Policía", "unas 400"),
        ("Aun así, según el alcalde, la obra terminará en mayo.", "el alcalde", "la obra"),
        ("In her view, the plan is far too expensive for the city.", "she", "the plan"),
        ("En su opinión, el plan es demasiado caro para la ciudad.", "", "el plan"),
    ],
)
def test_leading_frames_after_an_intro(text, speaker, claim):
    (found,) = find_attributions(text, 0, len(text))
    assert found.frame.speaker == speaker
    assert text[found.claim_start :].startswith(claim)


def test_an_intro_alone_names_no_speaker():
    text = "In March, prices rose faster than at any time in a decade."
    assert find_attributions(text, 0, len(text)) == []


def test_a_name_is_matched_once_and_as_the_index_matches_it():
    index = SourceIndex(
        [KnownSource("ana", "Ana Ruiz", kind="person"), KnownSource("min", "Foreign Ministry", kind="government_body")]
    )
    matches = ArticleMatches(index)
    for name in ["Ruiz", "Ana Ruiz", "Colombia’s Foreign Ministry", "Ruiz", "Pedro Gil", "Pedro Gil"]:
        assert matches.match(name) == index.match(name)
    assert set(matches._matched) == {"Ruiz", "Ana Ruiz", "Colombia’s Foreign Ministry", "Pedro Gil"}


def _figures(*starts):
    return [SimpleNamespace(number_start=start) for start in starts]


@pytest.mark.parametrize("starts", [(3, 10, 10, 25, 40), (40, 3, 25, 10, 10), ()])
def test_the_figures_of_a_stretch_in_order_or_not(starts):
    extraction = Extraction.__new__(Extraction)
    extraction.figures = _figures(*starts)
    extraction.figure_starts = list(starts)
    extraction.figures_in_order = list(starts) == sorted(starts)
    for start in range(0, 45, 3):
        for end in range(start, 50, 4):
            expected = [f for f in extraction.figures if start <= f.number_start < end]
            assert extraction._figures_in(start, end) == expected


def test_figures_and_speakers_of_an_article_read_once_per_clause():
    text = (
        "Unas 400 personas, según la Policía, y 1.500, según los vecinos, marcharon el lunes. "
        "La ministra de Salud, Carmen Vidal, dijo que 12 hospitales cerrarán. "
        "Vidal añadió que otros 3 abrirán en mayo."
    )
    index = SourceIndex([KnownSource("cv", "Carmen Vidal", kind="person")])
    proposals = extract(text, index, language="es")
    figures = {p.value: p for p in proposals if p.kind == "statistic"}
    assert {400, 1500, 12, 3} <= set(figures)
    assert figures[12].source_key == "cv"
    assert figures[3].source_key == "cv"


@pytest.mark.parametrize(
    "phrase, bodies, body",
    [
        ("the water authority", ["the national water authority"], "the national water authority"),
        ("la universidad", ["la Universidad de Antioquia"], "la Universidad de Antioquia"),
        # Two bodies it may be, or none: no one.
        ("the authority", ["the water authority", "the port authority"], None),
        ("the ministry", ["the water authority"], None),
        # Named the same: nothing to change.
        ("the water authority", ["The Water Authority"], None),
    ],
)
def test_a_body_named_again_by_part_of_its_name(phrase, bodies, body):
    named = {name: set(re.findall(r"\w+", fold(name))) for name in bodies}
    assert OneSourcePerBody._body_named_before(phrase, named) == body


def test_every_stance_word_holds_its_stem():
    from claims.extraction.non_claims import STANCE_STEMS, STANCE_WORDS

    for word, stem in zip(STANCE_WORDS.split("|"), STANCE_STEMS, strict=True):
        for form in ("", "o", "a", "os", "as", "s", "es"):
            candidate = stem + form
            if re.fullmatch(word, candidate):
                assert candidate.startswith(stem)


@pytest.mark.parametrize(
    "words, mood",
    [
        ("Residents are not convinced", True),
        ("RESIDENTS ARE NOT CONVINCED", True),
        ("Las familias están divididas", True),
        ("Los vecinos se muestran ESCÉPTICOS con el plan", True),
        ("Not everyone shares the optimism", True),
        # No stance word, or a figure: no mood.
        ("Residents are not moving", False),
        ("Las familias están en la plaza", False),
        ("Some 40 residents are not convinced", False),
    ],
)
def test_a_mood_is_read_where_a_stance_word_is(words, mood):
    from claims.extraction.non_claims import is_a_mood

    assert is_a_mood(words) is mood


@pytest.mark.parametrize("start, end", [(0, 200), (10, 60), (25, 26), (40, 40), (58, 120), (95, 200)])
def test_the_sentences_of_a_stretch_across_paragraphs(start, end):
    from claims.extraction.sentences import paragraph_spans, sentence_spans

    text = "Prices rose. Wages fell.\n\nThe mayor resigned. Voters cheered.\nLa obra terminó. Nadie protestó.\n"
    end = min(end, len(text))
    expected = []
    for paragraph_start, paragraph_end in paragraph_spans(text):
        low, high = max(paragraph_start, start), min(paragraph_end, end)
        if low < high:
            expected.extend(sentence_spans(text[:high], low, high))
    assert sentence_spans(text, start, end) == expected

