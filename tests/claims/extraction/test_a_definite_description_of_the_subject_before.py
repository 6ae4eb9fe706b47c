"""A definite description of someone speaking after a quotation ("declaró el
colombiano", "dijo el ministro", "the Chinese player told reporters", "the Belgian
said") is the person the sentence before opens with, described anew, when the
description's gender fits and no role the text gave says otherwise; a trade that says
nothing of where they are from, when they have just spoken or the quotation goes on in
their paragraph ("Casals dedicó el título a la afición. «…», dijo el delantero"). Not a body's noun,
not a description tied to someone unnamed ("la hermana de un donante"), not more than
one ("the judges"), not an office someone else holds or the subject does not.
Sentences of our own."""

from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def test_a_demonym_after_the_subject_of_the_sentence_before():
    text = (
        "Josué Araya ganó la etapa y arrebató el liderato al colombiano Brayan Restrepo. "
        "Araya aventaja en 31 segundos a Restrepo, del equipo colombiano Antioquia Pedalea.\n\n"
        "Restrepo, que había llevado el maillot amarillo durante cinco días, reconoció que no tuvo piernas. "
        '"Josué fue el más fuerte hoy", declaró el colombiano, de 29 años.'
    )
    assert speaker_of("Josué fue el más fuerte", text, "es") == "Brayan Restrepo"


def test_a_role_the_subject_was_given_with_commas_inside_it():
    text = (
        "El ministro de Vivienda, Construcción y Saneamiento, Hernán Vílchez, anunció un proyecto de ley para "
        "reducir a 30 días el plazo de las licencias.\n\n"
        "«Eso se tiene que acabar», dijo el ministro en una conferencia de prensa."
    )
    assert speaker_of("Eso se tiene que acabar", text, "es") == "Hernán Vílchez"


def test_a_player_described_by_nationality_in_english():
    text = (
        "Aya Tanaka beat Chen Yuxin of China in three games.\n\n"
        'Chen, 24, who had not lost a match since June, said she had "relaxed too early".\n\n'
        '"I thought it was finished," the Chinese player told reporters.'
    )
    # "Chen" is the family name, first: no later mention expands it.
    assert speaker_of("I thought it was finished", text, "en") == "Chen"


def test_the_belgian_after_a_relative_clause():
    text = (
        "Anders Lund won Milan-San Remo by a few centimetres from Wout Verhaeghe.\n\n"
        "Verhaeghe, who launched his sprint from about 250 metres out, appeared to have the win. "
        '"I thought I had it," the Belgian said.'
    )
    assert speaker_of("I thought I had it", text, "en") == "Wout Verhaeghe"


def test_a_relative_of_someone_unnamed_is_no_one():
    text = (
        "La coordinadora del programa, Carolina Bentancor, destacó la solidaridad de las familias.\n\n"
        "«Mi hermano salvó a cuatro personas», dijo la hermana de un donante fallecido en Rivera."
    )
    assert speaker_of("Mi hermano salvó", text, "es") is None


def test_an_office_the_subject_does_not_hold_is_not_them():
    text = (
        "El ministro de Hacienda defendió el presupuesto.\n\n"
        "El diputado Juan Ruiz criticó el plan. «No hay dinero para esto», dijo el ministro."
    )
    assert speaker_of("No hay dinero", text, "es") != "Juan Ruiz"


def test_a_body_noun_is_not_the_subject():
    text = (
        "La presidenta de la cámara, Laura Fuentes, pidió calma.\n\n"
        "«Estamos perdiendo una red cultural», señaló la entidad en un comunicado."
    )
    assert speaker_of("Estamos perdiendo", text, "es") != "Laura Fuentes"


def test_a_trade_after_the_subject_in_the_same_paragraph_in_spanish():
    # The subject has not spoken yet; the quotation goes on in their paragraph.
    text = (
        "El internacional Pau Casals Vidal empató con un arrastre a la escuadra.\n\n"
        "Casals, autor de los dos goles de su equipo, dedicó el título a la afición. "
        '"Llevábamos demasiado tiempo esperando", dijo el delantero, que a sus 31 años disputaba su quinta final.'
    )
    assert speaker_of("Llevábamos demasiado tiempo", text, "es") == "Pau Casals Vidal"


def test_a_trade_after_the_subject_in_the_same_paragraph_in_english():
    text = (
        "Marine scientists returned to the reef on Monday.\n\n"
        "Hannah Price led the survey from a small boat off the northern shelf. "
        '"The coral is bleaching faster than we thought," said the biologist.'
    )
    assert speaker_of("The coral is bleaching", text, "en") == "Hannah Price"


def test_a_trade_after_a_subject_who_has_not_spoken_in_the_paragraph_before_is_no_one():
    text = (
        "Hannah Price led the survey on Monday.\n\n"
        '"The coral is bleaching," said the biologist.'
    )
    assert speaker_of("The coral is bleaching", text, "en") is None
    text = "Ayer Renata Olmos coronó el pico.\n\n«Pensé que no llegaba», confesó la escaladora."
    assert speaker_of("Pensé que no llegaba", text, "es") is None


def test_a_trade_of_the_other_gender_in_the_same_paragraph_is_not_the_subject():
    text = "El escalador Tomás Olmos coronó el pico. «Pensé que no llegaba», confesó la escaladora."
    assert speaker_of("Pensé que no llegaba", text, "es") != "Tomás Olmos"
    text = 'Tom Hale led the survey on Monday. "The coral is bleaching," said the woman.'
    assert speaker_of("The coral is bleaching", text, "en") != "Tom Hale"
