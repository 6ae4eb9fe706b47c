"""Looking sources up by the words of a text (`source_keys`, `text_keys`) finds every
source a name in it can match: the few sources found match as all of them would."""

import pytest

from claims.extraction.sources import KnownSource, SourceIndex, source_keys, text_keys
from tests.claims.extraction.test_source_matching import INDEX, KNOWN

NAMES = [
    "Juan Guaidó",
    "Guaidó’s",
    "GUAIDÓ",
    "Solano",
    "Colonel Rubén Alberto Paz Jiménez",
    "Paz Jiménez",
    "Rubén Paz",
    "Colombia’s Foreign Ministry",
    "Venezuela’s Foreign Ministry",
    "the Foreign Ministry",
    "The Foreign Ministry’s press release",
    "Spanish newspaper El País",
    "the military",
    "Smith",
    "Anna Smith",
    "Hugo Chávez",
    "ministry",
]


def found_by_words(text: str) -> SourceIndex:
    words = text_keys(text)
    return SourceIndex([source for source in KNOWN if source_keys(source) & words])


@pytest.mark.parametrize("name", NAMES)
def test_the_sources_found_by_a_names_words_match_it_as_all_sources_do(name):
    text = f"“We will not stop,” {name} said on Monday."
    assert found_by_words(text).match(name) == INDEX.match(name)
    assert found_by_words(text).exact(name) == INDEX.exact(name)


def test_common_words_find_no_source():
    assert not found_by_words("The minister of the interior said that a number of them left.").sources


def test_a_person_is_found_by_any_word_of_the_name():
    anna = KnownSource("lopez", "Ana María López Vidal", kind="person")
    assert source_keys(anna) == {"ana", "maria", "lopez", "vidal"}
    assert SourceIndex([anna]).match("Ana López") == "lopez"


def test_known_surnames_in_a_text_are_only_those_it_holds():
    assert INDEX.person_surnames_in("Solano and Smith arrived; Guaidó’s aides did not.") == {
        "solano",
        "smith",
        "guaido",
    }
