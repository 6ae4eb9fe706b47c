"""Names are read as before when the reading is cheaper: runs of capitals found from
the capitalised words only, a role before a name looked for only when nothing else
shows the name is a person's, the role an apposition gives a name read once in an
article, and the words of a source's name and a body's initials read with compiled
patterns."""

import pytest

from claims.extraction import SourceIndex
from claims.extraction.names import find_name_mentions, title_length
from claims.extraction.reading import Extraction
from claims.extraction.speaker_phrases import source_kind_for


def test_runs_of_capitals_split_at_punctuation_and_at_more_than_a_space():
    text = "Ayer, Marta Ribes habló con Jonas Berg.  Peter Hall respondió.\nAna Ruiz dijo que sí."
    names = [m.name for m in find_name_mentions(text)]
    assert names == ["Marta Ribes", "Jonas Berg", "Peter Hall", "Ana Ruiz"]


def test_particles_and_of_join_a_run_only_between_capitals():
    text = "She met Anna de la Vega at the Bank of England, and then de la Rosa left."
    names = [m.name for m in find_name_mentions(text)]
    assert "Anna de la Vega" in names
    assert "Bank of England" in names
    assert not any(name.startswith("de ") for name in names)


@pytest.mark.parametrize(
    "text, evident",
    [
        # A role set off by a comma before the name shows a person.
        ("The club's coach, Rob Veen, was furious.", True),
        ("El entrenador, el argentino Hugo Castaño, lo confirmó.", True),
        # A word that is no role does not.
        ("In the morning, Rob Veen was furious.", False),
        ("Por la tarde, Hugo Castaño lo confirmó.", False),
    ],
)
def test_a_role_before_a_comma_makes_a_name_evidently_a_person(text, evident):
    (person,) = [m for m in find_name_mentions(text) if " " in m.name]
    assert person.is_person
    assert person.evident is evident


@pytest.mark.parametrize(
    "words, length",
    [
        (["Prime", "Minister", "Gustavo", "Adrianzén"], 2),
        (["Secretary", "General", "of", "the", "United", "Nations"], 0),
        (["Presidente", "de", "la", "Unión", "Europea"], 0),
        (["President", "Trump"], 1),
    ],
)
def test_a_title_is_not_read_in_an_international_body(words, length):
    assert title_length(words) == length


@pytest.mark.parametrize(
    "name, role, kind",
    [
        ("FEMA", "", "organization"),
        ("la OMS", "", "international_body"),
        ("la ONA", "", "organization"),
        ("the NHC", "", "organization"),
        # With a role, initials are not enough; nor is a word in capitals too long.
        ("ONA", "a spokeswoman", "person"),
        ("ABCDEFGHIJ", "", "person"),
        ("Ana Ruiz", "the NGO", "organization"),
        ("El Tiempo", "the newspaper", "media_outlet"),
        ("the European Commission", "", "international_body"),
    ],
)
def test_the_kind_of_a_source_from_its_words(name, role, kind):
    assert source_kind_for(name, role) == kind


def test_the_role_an_apposition_gives_a_name_is_read_once_and_the_same():
    text = "Ana Ruiz said no. Later Ana Ruiz, the clinic's director, said yes. Pedro Gil left."
    index = SourceIndex([])
    extraction = Extraction(text, index, "en")
    assert extraction._apposition_role("Ana Ruiz") == "the clinic's director"
    assert extraction._apposition_role("Ana Ruiz") == "the clinic's director"
    assert extraction._apposition_role("Pedro Gil") == ""
    assert extraction._apposition_roles == {"Ana Ruiz": "the clinic's director", "Pedro Gil": ""}
