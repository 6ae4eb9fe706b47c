"""Matching speakers to known sources, and telling names from roles."""

import pytest

from claims.extraction.speaker_phrases import parse_speaker, source_kind_for
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


@pytest.mark.parametrize(
    "phrase, name, role",
    [
        # A title of several words ends with a title word and leaves a name after it.
        ("Prime Minister Gustavo Adrianzén", "Gustavo Adrianzén", "Prime Minister"),
        ("Peru’s Prime Minister Gustavo Adrianzén", "Gustavo Adrianzén", "Peru’s Prime Minister"),
        ("Deputy Prime Minister Ana Torres", "Ana Torres", "Deputy Prime Minister"),
        ("Foreign Minister Ana Torres", "Ana Torres", "Foreign Minister"),
        ("President Dina Boluarte", "Dina Boluarte", "President"),
        ("Minister Ana Torres", "Ana Torres", "Minister"),
        ("General Carlos Ruiz", "Carlos Ruiz", "General"),
        ("Lt. Gen. Carlos Ruiz", "Carlos Ruiz", "Lt. Gen."),
        ("Dr Jane Goodall", "Jane Goodall", "Dr"),
        ("Sen. Elizabeth Warren", "Elizabeth Warren", "Sen."),
        ("el presidente Pedro Castillo", "Pedro Castillo", "el presidente"),
        ("el ministro de Salud, César Vásquez", "César Vásquez", "el ministro de Salud"),
        # No name would be left: these are names, not titles.
        ("John Major", "John Major", ""),
        ("Martin Luther King Jr.", "Martin Luther King Jr.", ""),
        # Particles belong to the name.
        ("Ursula von der Leyen", "Ursula von der Leyen", ""),
        ("De la Rúa", "De la Rúa", ""),
    ],
)
def test_a_title_is_the_role_and_not_part_of_the_name(phrase, name, role):
    parsed = parse_speaker(phrase)
    assert (parsed.name, parsed.role) == (name, role)


@pytest.mark.parametrize(
    "phrase, name, role",
    [
        # An organisation described without a proper name is who speaks.
        ("the regional health office", "the regional health office", ""),
        ("the country's civil defence agency", "the country's civil defence agency", ""),
        ("the national statistics institute", "the national statistics institute", ""),
        ("la oficina regional de salud", "la oficina regional de salud", ""),
        ("el ministerio de salud", "el ministerio de salud", ""),
        ("the Ministry of Defence", "Ministry of Defence", ""),
        ("the Red Cross", "Red Cross", ""),
        ("The UN", "UN", ""),
        # Too vague to be a source of its own, or a person described: a role.
        ("the ministry", None, "the ministry"),
        ("local authorities", None, "local authorities"),
        ("the army spokesman", None, "the army spokesman"),
        ("el portavoz del ministerio", None, "el portavoz del ministerio"),
        # A name after a preposition is not the speaker's.
        ("the mayor of Piura", None, "the mayor of Piura"),
        ("el alcalde de Piura", None, "el alcalde de Piura"),
        # A spokesperson for a body the text names speaks for that body.
        ("a spokesperson for the Red Cross", "Red Cross", "a spokesperson for the Red Cross"),
        ("Juan Pérez, a spokesperson for the Red Cross", "Juan Pérez", "a spokesperson for the Red Cross"),
    ],
)
def test_organisations_and_roles_without_a_name(phrase, name, role):
    parsed = parse_speaker(phrase)
    assert (parsed.name, parsed.role) == (name, role)


TITLED = SourceIndex(
    [
        KnownSource("adrianzen", "Gustavo Adrianzén", (), "", "person"),
        KnownSource("boluarte", "President Dina Boluarte", (), "", "person"),
        KnownSource("quispe", "Rosa Quispe", ("Mayor Rosa Quispe",), "", "person"),
        KnownSource("king", "Martin Luther King Jr.", (), "", "person"),
    ]
)


@pytest.mark.parametrize(
    "name, key",
    [
        ("Prime Minister Gustavo Adrianzén", "adrianzen"),
        ("el presidente del Consejo Gustavo Adrianzén", "adrianzen"),
        ("Gustavo Adrianzén", "adrianzen"),
        ("Dina Boluarte", "boluarte"),
        ("President Boluarte", "boluarte"),
        ("Boluarte", "boluarte"),
        ("Dr Rosa Quispe", "quispe"),
        ("Martin Luther King Jr.", "king"),
    ],
)
def test_known_sources_match_with_or_without_a_title(name, key):
    assert TITLED.match(name) == key
