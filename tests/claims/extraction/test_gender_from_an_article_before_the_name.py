"""In a Spanish text, the article of the description right before a name gives the
person's gender ("la etíope Aster Chepkemoi", "el keniano Gideon Kipruto"), so "el
ganador" after two winners is the man; not when the description names a body ("la
asociación vecinal Levante Unido"), and not in English, whose article says nothing.
Sentences of our own."""

from claims.extraction.gender import person_genders
from claims.extraction.names import NameMention
from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def _mention(text, name):
    start = text.index(name)
    return NameMention(start, start + len(name), name, None, True, False, False, False, False)


def test_the_man_of_two_winners_is_el_ganador():
    text = (
        "El keniano Gideon Kipruto ganó este domingo el maratón, mientras que la etíope Aster Chepkemoi "
        "se impuso en la rama femenina.\n\n«Sabía que el aire aquí es diferente», declaró el ganador en la meta."
    )
    assert speaker_of("Sabía que el aire", text, "es") == "Gideon Kipruto"
    text = text.replace("declaró el ganador", "declaró la ganadora")
    assert speaker_of("Sabía que el aire", text, "es") == "Aster Chepkemoi"


def test_an_article_before_a_name_gives_the_gender_in_spanish():
    text = "La etíope Aster Chepkemoi ganó. El keniano Gideon Kipruto fue segundo."
    genders = person_genders(text, [_mention(text, "Aster Chepkemoi"), _mention(text, "Gideon Kipruto")], language="es")
    assert genders == {"chepkemoi": "f", "kipruto": "m"}
    # Against the first name's ending: contradictory cues, no gender.
    text = "El joven Nikola Pavlović paró el penalti."
    assert person_genders(text, [_mention(text, "Nikola Pavlović")], language="es") == {}


def test_a_body_or_an_english_text_gets_no_gender_from_the_article():
    text = "La denuncia de la asociación vecinal Levante Unido llegó en 2021."
    assert person_genders(text, [_mention(text, "Levante Unido")], language="es") == {}
    text = "The Ethiopian Aster Chepkemoi won. The Kenyan Gideon Kipruto was second."
    genders = person_genders(text, [_mention(text, "Aster Chepkemoi"), _mention(text, "Gideon Kipruto")], language="en")
    assert genders == {}
