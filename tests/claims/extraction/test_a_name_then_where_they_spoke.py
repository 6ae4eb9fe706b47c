"""A name after a speech verb, then where or about what they spoke ("dijo Cantú sobre
el ring", "said Ann Ward outside the court"): the name alone is the speaker.
Sentences of our own."""

from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def test_a_name_then_sobre_in_spanish():
    text = (
        "El regiomontano Emiliano Cantú conquistó el título.\n\n"
        "«Sabía que él iba a venir fuerte», dijo Cantú sobre el ring, con el cinturón al hombro."
    )
    assert speaker_of("Sabía que él", text, "es") == "Emiliano Cantú"


def test_a_name_then_where_in_english():
    text = 'Ann Ward lost the case.\n\n"We will appeal," said Ward outside the court.'
    assert speaker_of("We will appeal", text, "en") == "Ann Ward"


def test_a_body_named_sobre_is_not_cut():
    # "Sobre" inside a capitalised name is no place: the name stays whole.
    text = "«No hay fondos», dijo la Fundación Sobre el Río en un comunicado."
    assert speaker_of("No hay fondos", text, "es") != "Fundación"
