"""Matching speakers to known sources, and telling names from roles."""

import pytest

from claims.extraction.names import parse_speaker, source_kind_for
from claims.extraction.sources import KnownSource, SourceIndex

KNOWN = [
    KnownSource("guaido", "Juan Guaidó", ("Guaidó",), "Venezuela’s interim president", "person"),
    KnownSource("solano", "Harry Solano", (), "", "person"),
    KnownSource("paz", "Rubén Alberto Paz Jiménez", ("Colonel Rubén Alberto Paz Jiménez",), "", "person"),
    KnownSource("col-fm", "Colombia’s Foreign Ministry", ("the Foreign Ministry",), "", "government_body"),
    KnownSource(
        "col-fm-release",
        "Foreign Ministry press release",
        ("The Foreign Ministry’s press release",),
        "",
        "document",
    ),
    KnownSource("pais", "El País", ("Spanish newspaper El País",), "", "media_outlet"),
    KnownSource("army", "Venezuelan armed forces", ("the armed forces", "the military"), "", "armed_force"),
    KnownSource("smith-a", "Anna Smith", (), "", "person"),
    KnownSource("smith-j", "John Smith", (), "", "person"),
]
INDEX = SourceIndex(KNOWN)


@pytest.mark.parametrize(
    "name, key",
    [
        ("Juan Guaidó", "guaido"),
        ("Guaido", "guaido"),
        ("GUAIDÓ", "guaido"),
        ("Guaidó’s", "guaido"),
        ("Guaidó's", "guaido"),
        ("Solano", "solano"),
        ("Harry Solano", "solano"),
        ("Colonel Rubén Alberto Paz Jiménez", "paz"),
        ("Paz Jiménez", "paz"),
        ("Colombia’s Foreign Ministry", "col-fm"),
        ("the Foreign Ministry", "col-fm"),
        ("The Foreign Ministry’s press release", "col-fm-release"),
        ("El Pais", "pais"),
        ("Spanish newspaper El País", "pais"),
        ("the military", "army"),
    ],
)
def test_known_sources_are_matched(name, key):
    assert INDEX.match(name) == key


@pytest.mark.parametrize(
    "name",
    [
        "Venezuela’s Foreign Ministry",  # another country's ministry
        "Smith",  # two known Smiths: ambiguous
        "Hugo Chávez",
        "ministry",
        "",
    ],
)
def test_unknown_or_ambiguous_names_match_nothing(name):
    assert INDEX.match(name) is None


@pytest.mark.parametrize(
    "phrase, name, role",
    [
        ("Venezuela’s interim president, Juan Guaidó", "Juan Guaidó", "Venezuela’s interim president"),
        ("Juan Guaidó, the opposition leader", "Juan Guaidó", "the opposition leader"),
        ("Colonel Rubén Alberto Paz Jiménez", "Rubén Alberto Paz Jiménez", "Colonel"),
        ("former spy chief Hugo Carvajal", "Hugo Carvajal", "former spy chief"),
        ("Spanish newspaper El País", "El País", "Spanish newspaper"),
        ("Colombia’s Foreign Ministry", "Colombia’s Foreign Ministry", ""),
        ("Venezuela’s ministry of defense", "Venezuela’s ministry of defense", ""),
        ("the colonel", None, "the colonel"),
        ("el sargento Pedro Gómez", "Pedro Gómez", "el sargento"),
    ],
)
def test_parse_speaker(phrase, name, role):
    parsed = parse_speaker(phrase)
    assert (parsed.name, parsed.role) == (name, role)


def test_pronouns_are_left_for_the_text_to_resolve():
    assert parse_speaker("he").pronoun == "he"


@pytest.mark.parametrize(
    "name, role, kind",
    [
        ("Juan Guaidó", "Venezuela’s interim president", "person"),
        ("El País", "Spanish newspaper", "media_outlet"),
        ("Colombia’s Foreign Ministry", "", "government_body"),
        ("Venezuela’s armed forces", "", "armed_force"),
        ("United Nations High Commission for Refugees", "", "international_body"),
        ("Foreign Ministry’s press release", "", "document"),
        ("Human Rights Watch", "", "person"),
    ],
)
def test_source_kind_for_new_sources(name, role, kind):
    assert source_kind_for(name, role) == kind
