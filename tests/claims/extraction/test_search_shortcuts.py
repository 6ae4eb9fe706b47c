"""The shortcuts that make extraction faster find exactly what the patterns they
stand for find: a look-ahead for the first characters (`caseless.first_character_guard`),
a twin searched in lower-cased text, the words before a name searched only from the
start of a word, and the words a whole-text pattern cannot match without."""

import re

import pytest

from claims.extraction.attribution_frames import nth_word_end
from claims.extraction.attributions import APPEARING_TO_SPEAK_LOWER, ASKING_VERB_LOWER, find_attributions
from claims.extraction.caseless import first_character_guard, holds_any, lowered
from claims.extraction.names import GOVERNING_WORD_BEFORE, WORD_BEFORE
from claims.extraction.addresses import ADDRESS_NEEDED, ADDRESS_NEEDS
from claims.extraction.non_figures import AGE_BOUND, AGE_BOUND_LOWER, APPOSITION
from claims.extraction.numbers import DIGITS_PATTERN, find_numbers
from claims.extraction.person_evidence import ROLE_BEFORE
from claims.extraction.pronoun_antecedents import UNNAMED_SPEAKER
from claims.extraction.sentences import ABBREVIATION_CANDIDATE
from claims.extraction.sources import text_keys
from claims.extraction.speaker_clauses import APPEARING_TO_SPEAK, ASKING_VERB
from claims.extraction.speaker_descriptions import words_before_name

TEXTS = [
    "The man, 42, paid US$1,200 and C$ 35 on Monday; 3.5 million people, over 65, fled.",
    "Ana Ruiz (35) said prices rose 4%. A nurse who asked not to be named said 12 left.",
    "El vecino, de 43, pagó 1.200 euros y €5. Una vecina contó que 300 personas huyeron.",
    "Children under 5 and people OVER 80 waited. The U.S. Dept. of State said so.",
    "Dijo el ciclista danés Jonas Berg: «Mayores de 65». EE.UU. y la O.N.U. votaron.",
    "Prices doubled, twice as many left, half a mile away; a dozen came, se duplicó.",
]


def _unguarded(pattern: re.Pattern) -> re.Pattern:
    source = pattern.pattern
    assert source.startswith("(?=[") and source.endswith(")")
    return re.compile(source[source.index("])(?:") + 5 : -1], pattern.flags)


def test_a_guard_passes_over_look_behinds_and_spells_out_digits_and_spaces():
    assert first_character_guard(re.compile(r"(?<!\d)\bmore")).pattern == r"(?=[m])(?:(?<!\d)\bmore)"
    assert first_character_guard(re.compile(r"(?<![\w.])(?:\$\s?)?\d+")).pattern == (
        r"(?=[\$\d])(?:(?<![\w.])(?:\$\s?)?\d+)"
    )
    assert first_character_guard(re.compile(r"(?:,|\s+\()\d")).pattern == r"(?=[,\s])(?:(?:,|\s+\()\d)"


@pytest.mark.parametrize("pattern", [DIGITS_PATTERN, UNNAMED_SPEAKER, APPOSITION])
@pytest.mark.parametrize("text", TEXTS)
def test_a_guarded_pattern_finds_what_it_finds_unguarded(pattern, text):
    unguarded = _unguarded(pattern)
    for start in range(len(text) + 1):
        assert [(m.span(), m.groupdict()) for m in pattern.finditer(text, start)] == [
            (m.span(), m.groupdict()) for m in unguarded.finditer(text, start)
        ]


@pytest.mark.parametrize("text", TEXTS)
def test_the_twin_of_age_bound_finds_the_same_ages(text):
    assert [m.span() for m in AGE_BOUND_LOWER.finditer(lowered(text))] == [m.span() for m in AGE_BOUND.finditer(text)]


PLAIN_WORDS_BEFORE_NAME = re.compile(r"((?:[^\W\d_][\w’'-]*\s+){1,3})$")


@pytest.mark.parametrize("text", TEXTS)
def test_the_words_before_a_name_are_those_the_plain_pattern_finds(text):
    for position in range(len(text) + 1):
        plain = PLAIN_WORDS_BEFORE_NAME.search(text, max(0, position - 60), position)
        expected = (plain.start(1), plain.group(1)) if plain else None
        assert words_before_name(text, position) == expected, text[:position]


def test_the_words_before_a_name_in_english_and_spanish():
    text = "Dijo el ciclista danés Jonas Berg, and by Kenyan runner Ruth Wanjiru."
    assert words_before_name(text, text.index("Jonas")) == (text.index("el ciclista"), "el ciclista danés ")
    assert words_before_name(text, text.index("Ruth")) == (text.index("by Kenyan"), "by Kenyan runner ")
    assert words_before_name(text, 0) is None


@pytest.mark.parametrize("text", TEXTS)
def test_abbreviation_candidates_are_those_the_plain_pattern_finds(text):
    plain = re.compile(r"(?<![\w.])([^\W\d_]{1,2}(?:\.[^\W\d_]{1,2})+|[^\W\d_]+)\.")
    for start in range(len(text) + 1):
        assert [m.span(1) for m in ABBREVIATION_CANDIDATE.finditer(text, start)] == [
            m.span(1) for m in plain.finditer(text, start)
        ]


@pytest.mark.parametrize(
    ("text", "language", "quoted", "value"),
    [
        ("Prices have doubled since 2019.", "en", "doubled", 2),
        ("El precio se triplicó en un año.", "es", "triplicó", 3),
        ("Twice as many patients came.", "en", "Twice", 2),
        ("The river rose about half a mile upstream.", "en", "half a", "0.5"),
        ("A dozen people were hurt.", "en", "A dozen", 12),
        ("Llegaron una docena de vecinos.", "es", "una docena", 12),
    ],
)
def test_words_a_whole_text_pattern_needs_still_find_their_numbers(text, language, quoted, value):
    found = {text[m.start : m.end]: m.value for m in find_numbers(text, language=language)}
    assert str(found[quoted]) == str(value)


CLAUSES = [
    "La Defensoría del Pueblo PIDIÓ una investigación «rápida y transparente» ayer.",
    "The union Called For an inquiry into “serious failures” at the plant.",
    "El alcalde compareció ante la prensa para denunciar los recortes.",
    "The minister appeared on television to DEFEND the budget; critics disagreed.",
    "İlhan Ömer, ſome say, urged the council to act.",
]


@pytest.mark.parametrize("clause", CLAUSES)
def test_asking_and_appearing_twins_find_what_the_patterns_find(clause):
    for original, twin in ((ASKING_VERB, ASKING_VERB_LOWER), (APPEARING_TO_SPEAK, APPEARING_TO_SPEAK_LOWER)):
        for start in range(len(clause)):
            expected = original.search(clause, start)
            offset = max(0, start - 1)
            found = twin.search(lowered(clause[offset:]), start - offset)
            assert (found and (offset + found.start(), offset + found.end())) == (expected and expected.span())


def test_a_quoted_request_and_an_appearance_to_speak_still_attribute_the_clause():
    asked = find_attributions(CLAUSES[0], 0, len(CLAUSES[0]))
    assert [a.frame.attribution for a in asked] == ["PIDIÓ"]
    appeared = find_attributions(CLAUSES[3], 0, len(CLAUSES[3]))
    assert [a.frame.attribution for a in appeared] == ["appeared"]


@pytest.mark.parametrize("text", TEXTS + ["Protesters gathered on Baker Street.", "Vive en la calle Mayor, 3."])
def test_the_words_an_address_needs_are_found_as_holds_any_finds_them(text):
    for needs, needed in zip(ADDRESS_NEEDS, ADDRESS_NEEDED, strict=True):
        assert bool(needed.search(text)) == holds_any(text, needs)


def test_the_keys_of_the_last_text_are_those_of_that_text():
    first = "Ana Morales said the Interior Ministry counted 300."
    second = "".join(["Luis Herrera dijo que ", "la Policía contó 300."])
    assert text_keys(first) == text_keys(first) == {"ana", "morales", "said", "the", "interior", "ministry", "counted", "300"}
    assert "herrera" in text_keys(second) and "morales" not in text_keys(second)
    assert "morales" in text_keys(first)


@pytest.mark.parametrize("text", TEXTS + ["ASCII only: More Than 200 PEOPLE fled."])
def test_an_ascii_text_is_lowered_as_any_other(text):
    assert lowered(text) == text.replace("İ", "i").lower().replace("ı", "i").replace("ſ", "s")


@pytest.mark.parametrize("n", [1, 2, 5, 16])
@pytest.mark.parametrize(
    "clause",
    ["  The union said that 300 workers", "Según la Policía,  400 personas\nhuyeron", "uno", "   ", ""],
)
def test_the_nth_word_ends_where_the_plain_pattern_says(clause, n):
    plain = re.compile(rf"\s*(?:\S+\s+){{{n - 1}}}\S+")
    for start in range(len(clause) + 1):
        match = plain.match(clause, start, len(clause))
        assert nth_word_end(clause, start, len(clause), n) == (match.end() if match else len(clause))


WINDOWS = TEXTS + ["told the ", "dijo a los ", "por el portavoz de la Policía, el comisario ", "Ana Ruiz, the ", "x2y — "]


@pytest.mark.parametrize(
    ("pattern", "plain"),
    [
        (WORD_BEFORE, r"([^\W\d_]+)\W*$"),
        (GOVERNING_WORD_BEFORE, r"([^\W\d_]+)(?:(?![.!?\n])\W)*(?:(?:the|el|la|los|las)\s+)?$"),
        (ROLE_BEFORE, r"\b([^\W\d_]+),\s+(?:(?:el|la|the|a|an)\s+)?(?:[^\W\d_]+\s+)?$"),
    ],
)
@pytest.mark.parametrize("text", WINDOWS)
def test_the_word_before_a_name_is_the_one_the_plain_pattern_finds(pattern, plain, text):
    plain = re.compile(plain)
    for end in range(len(text) + 1):
        for start in range(end + 1):
            found, expected = pattern.search(text[:end], start), plain.search(text[:end], start)
            assert (found and (found.span(), found.groups())) == (expected and (expected.span(), expected.groups()))


def test_the_age_limit_pattern_with_its_look_ahead_finds_what_it_finds_without():
    from claims.extraction.non_figures import AGE_PATTERNS

    limited = next(p for p in AGE_PATTERNS if p.pattern.startswith(r"\b(?=[^\W\d_]+\s+(?:de\s+hasta"))
    plain = re.compile(re.sub(r"^\\b\(\?=[^)]*\)\)", r"\\b", limited.pattern), limited.flags)
    assert plain.pattern != limited.pattern
    texts = TEXTS + [
        "Sanidad amplía la vacuna a los chicos hasta los 18 años y a las mujeres de hasta 26, con 40 camas.",
        "Children up to 12 and patients up to age 16 ride free; prices rose up to 30% for drivers up to 25.",
        "Los pacientes hasta 26 camas; NIÑOS HASTA LOS 14 AÑOS, y personas de hasta 90.",
    ]
    for text in texts:
        assert [m.span("age") for m in limited.finditer(text)] == [m.span("age") for m in plain.finditer(text)]
    assert [m.group("age") for m in limited.finditer(texts[-3])] == ["18", "26"]
