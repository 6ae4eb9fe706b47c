"""A pronoun, or a Spanish verb with no subject, right after a sentence whose name opens
it goes on about that person even when the text does not tell their gender, rather
than about someone of the pronoun's gender named further back: "Jan Novak finished
fourth. “…,” he said" (`pronoun_antecedents.opens_the_sentence`: no comma and at most
four words before the name). A name deep inside its sentence, or one describing the
person named next, is still no subject. Sentences of our own."""

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


def test_he_after_a_sentence_opening_with_a_name_of_unknown_gender():
    text = (
        "The sprint went to Pierre Martin, who won it in 98.7 seconds.\n\n"
        "Jan Novak finished fourth, two tenths off the podium. "
        '"Two tenths is one stroke," he told local television.'
    )
    assert speaker_of(text, "en", "Two tenths is one stroke")[0] == "Jan Novak"


def test_she_after_a_subject_of_unknown_gender_speaking_through_an_interpreter():
    text = (
        'Coach Eleanor Walsh said the signing was "a statement."\n\n'
        "Zorba Quill, speaking through an interpreter, said little.\n\n"
        '"He told me I would play here," she said.'
    )
    assert speaker_of(text, "en", "He told me")[0] == "Zorba Quill"


def test_a_spanish_verb_without_subject_after_a_name_of_unknown_gender():
    text = (
        "La carrera fue para el francés Pierre Martin, que ganó la final.\n\n"
        "Jan Novak terminó cuarto, a dos décimas del podio. "
        "«Dos décimas son una palada», dijo a la televisión local."
    )
    assert speaker_of(text, "es", "Dos décimas son una palada")[0] == "Jan Novak"


def test_a_name_deep_inside_its_sentence_is_no_subject():
    text = (
        "Club president Tom Baker spoke to reporters.\n\n"
        "The inquiry began in 2021 after a complaint from the residents' group Riverside Unido, "
        "which had gathered signatures for a year. "
        '"We waited four years for this," he said.'
    )
    assert speaker_of(text, "en", "We waited four years")[0] == "Tom Baker"


def test_un_nombre_dentro_de_la_frase_no_es_su_sujeto():
    text = (
        "El polideportivo abrió con dos años de retraso.\n\n"
        "La causa comenzó en 2020 a raíz de una denuncia de la asociación vecinal Levante Norte, "
        "cuyo presidente, Tomás Baquero, de 67 años, asistió a la primera sesión. "
        '"Esperamos mucho este día. Ese dinero era del barrio", dijo a la salida.'
    )
    assert speaker_of(text, "es", "Esperamos mucho este día")[0] == "Tomás Baquero"


def test_a_name_describing_the_person_named_next_is_no_subject():
    text = (
        "The sprint went to Pierre Martin, who won it in 98.7 seconds.\n\n"
        "Riverside Valley angling club secretary Jan Novak, who has fished there for years, "
        'said the river would take years to recover. "You do not get trout back in a season," he said.'
    )
    assert speaker_of(text, "en", "You do not get trout")[0] == "Jan Novak"


def test_a_body_owning_the_person_named_next_is_no_subject():
    text = (
        "The firm has offered a rise of 4% this year.\n\n"
        "Northway Logistics' regional organiser, Sharon Pike, told reporters the members were tired.\n\n"
        '"People here work nights in freezing sheds," she said.'
    )
    assert speaker_of(text, "en", "People here work nights")[0] == "Sharon Pike"
