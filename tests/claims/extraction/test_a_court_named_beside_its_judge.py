"""A court named in a judge's role ("La jueza del Juzgado Tercero de Distrito, Karla
Solórzano", "The judge of the Third District Court, Ann Ruiz") is a body, not a
second person given the role: "dijo la jueza" is the judge. Sentences of our own."""

from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def test_la_jueza_del_juzgado_is_the_judge():
    text = (
        "La jueza del Juzgado Tercero de Distrito Penal, Karla Ivania Solórzano, lo declaró culpable de estafa.\n\n"
        '"Las pruebas demuestran que el acusado actuó con pleno conocimiento", leyó la jueza en la sala.'
    )
    assert speaker_of("Las pruebas demuestran", text, "es") == "Karla Ivania Solórzano"


def test_the_judge_of_the_district_court_is_the_judge():
    text = (
        "The judge of the Third District Court, Ann Ruiz, found him guilty of fraud.\n\n"
        '"The evidence shows he knew exactly what he was doing," the judge said.'
    )
    assert speaker_of("The evidence shows", text, "en") == "Ann Ruiz"


def test_a_court_speaking_is_not_its_judge():
    text = (
        "La jueza del Juzgado Tercero, Karla Ivania Solórzano, lo declaró culpable.\n\n"
        "«La pena es proporcional al daño», señaló el Juzgado Tercero en un comunicado."
    )
    assert speaker_of("La pena es proporcional", text, "es") != "Karla Ivania Solórzano"
