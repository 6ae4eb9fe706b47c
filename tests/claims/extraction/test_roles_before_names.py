"""Wire forms around a speaker: a lower-case role whose first word is a body's ("police
chief Mark Otieno", "police spokesman Joseph Kiprono") still leads a person's name, and
"police officers" alone stays no one named; the question someone answers ("Asked about
the delay,", "Preguntado por la dimisión,") is no claim of its own. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('"The situation is under control," said police chief Mark Otieno.', "en", "Mark Otieno"),
        ("Police spokesman Joseph Kiprono said 12 people had been arrested.", "en", "Joseph Kiprono"),
        ("«La situación está controlada», dijo el jefe de policía Marcos Gil.", "es", "Marcos Gil"),
    ],
)
def test_a_role_led_by_a_body_word_still_leads_a_name(text, language, speaker):
    assert speakers(text, language) == [speaker]


def test_police_officers_alone_are_no_one_named():
    assert speakers('"We saw the boat sink," said police officers at the scene.', "en") == [None]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('Asked about the delay, Transport Secretary Louise Haigh said: "We are working on it."', "en", "Louise Haigh"),
        ("Preguntado por la dimisión, el ministro Óscar Puente respondió: «No me voy a ir».", "es", "Óscar Puente"),
    ],
)
def test_the_question_someone_answers_is_no_claim_of_its_own(text, language, speaker):
    assert [(p.kind, p.speaker) for p in extract(text, language=language)] == [("quote", speaker)]
