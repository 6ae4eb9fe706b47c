"""A role, then after a comma a name and where the person is from ("Her lawyer, Tom
Reyes of the Eastside Legal Aid Society, called …"): the name speaks, not the body and
not no one; a role and a body with no name ("Her lawyer, the head of the …") still names
no one. Sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import parse_speaker


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text",
    [
        'Her lawyer, Tom Reyes of the Eastside Legal Aid Society, called the ruling "a warning to every landlord."',
        '"This is a warning to every landlord," said her lawyer, Tom Reyes of the Eastside Legal Aid Society.',
    ],
)
def test_the_name_after_the_role_speaks(text):
    assert speakers(text, "en") == ["Tom Reyes"]


def test_the_phrase_splits_into_the_name_and_its_role():
    phrase = parse_speaker("The union's negotiator, Carla Mendes from the Dockworkers Union")
    assert (phrase.name, phrase.role) == ("Carla Mendes", "The union's negotiator, from the Dockworkers Union")


@pytest.mark.parametrize(
    "text",
    [
        '"This is a warning," said her lawyer, the head of the Eastside Legal Aid Society.',
        '"This is a warning," said her lawyer, in front of the Eastside Court.',
        'Her lawyer, the head of the Eastside Legal Aid Society, called the ruling "a warning to every landlord."',
    ],
)
def test_a_role_and_a_body_without_a_name_name_no_one(text):
    assert speakers(text, "en") == [None]
