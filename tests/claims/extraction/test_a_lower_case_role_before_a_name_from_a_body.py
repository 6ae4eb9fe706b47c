"""A role in lower case before a person's name and where they are from ("Head teacher
Ann Ward of Hillside Primary said", "la directora Ana Ruiz de la Universidad del Sur
dijo"): the person speaks, not the body after "of"/"de", and "she" after them is the
person. A role with no name ("the new head teacher of Hillside Primary") and a body
("la Defensoría del Pueblo") stay as they were. Sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import parse_speaker


@pytest.mark.parametrize(
    "phrase, name",
    [
        ("Head teacher Ann Ward of Hillside Primary", "Ann Ward"),
        ("Head teacher Ann Ward of St Mary's CE Primary", "Ann Ward"),
        ("Chief executive Omar Haddad of Lakeside Water", "Omar Haddad"),
        ("la directora Ana Ruiz de la Universidad del Sur", "Ana Ruiz"),
        ("el portavoz Luis Gil del Sindicato Unido", "Luis Gil"),
    ],
)
def test_the_person_after_a_lower_case_role_speaks(phrase, name):
    assert parse_speaker(phrase).name == name


@pytest.mark.parametrize(
    "phrase, name",
    [
        ("the new head teacher of Hillside Primary", None),
        ("the mayor of Piura", None),
        ("el alcalde de Lima", None),
        ("la Defensoría del Pueblo", "Defensoría del Pueblo"),
        ("Professor of Medicine Ann Ward at Leeds University", "Professor of Medicine Ann Ward at Leeds University"),
    ],
)
def test_phrases_with_no_role_before_a_name_are_left_alone(phrase, name):
    assert parse_speaker(phrase).name == name


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language)]


def test_the_person_says_the_statement_and_the_quotation():
    text = (
        "Chief executive Omar Haddad of Lakeside Water said the plant was safe. "
        "— We test the water every day, — he said."
    )
    assert speakers(text, "en") == ["Omar Haddad", "Omar Haddad"]


def test_spanish_role_name_and_body():
    text = "La directora Ana Ruiz de la Universidad del Sur dijo que faltan fondos. «No llegamos a fin de mes», añadió."
    assert [p.speaker for p in extract(text, language="es") if p.kind == "quote"] == ["Ana Ruiz"]
