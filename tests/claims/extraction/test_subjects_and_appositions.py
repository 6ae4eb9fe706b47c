"""Who speaks when the speaker is the sentence's subject or comes with a role, by
general rules from the sixth and seventh blind checks: a clause that opens with a
speech verb after a first predicate ("…, y reconoció que …") is the subject's; a
subject after ", and" is the verb's ("…, and analysts said that"), and the clause
before it the article's own; "según declaró X a la agencia" is X; a role after a name
in "Para X, economista jefe de …," belongs to the speaker, and a body named by its
kind after a preposition ("de la corredora Valle Capital") is no one who speaks next.
Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.kind, p.speaker, p.quote) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker, words",
    [
        (
            "El ministro de Economía, Luis Bernal, anunció un plan de 3.000 millones de euros para el campo, y "
            "reconoció que el Gobierno llegó «tarde en algunas regiones».",
            "es",
            "Luis Bernal",
            "reconoció que el Gobierno llegó «tarde en algunas regiones»",
        ),
        (
            "Ana Ruiz visited the flooded school on Monday, and admitted that the repairs would take months.",
            "en",
            "Ana Ruiz",
            "admitted that the repairs would take months",
        ),
        (
            "La alcaldesa Marta Gil visitó el barrio afectado, y reconoció que la ayuda llegó tarde.",
            "es",
            "Marta Gil",
            "reconoció que la ayuda llegó tarde",
        ),
    ],
)
def test_a_speech_verb_after_a_first_predicate_is_the_subjects(text, language, speaker, words):
    assert speakers(text, language)[-1] == ("fact", speaker, words)


def test_the_first_predicate_stays_the_articles_own():
    text = "La alcaldesa Marta Gil visitó el barrio afectado, y reconoció que la ayuda llegó tarde."
    assert speakers(text, "es")[0] == ("fact", None, "La alcaldesa Marta Gil visitó el barrio afectado")


def test_a_subject_after_and_speaks_and_the_clause_before_is_the_articles():
    text = "Prices rose sharply in March, and analysts said that the trend would continue."
    assert [(kind, who) for kind, who, _ in speakers(text, "en")] == [("event", None), ("fact", None)]
    assert speakers(text, "en")[0][2] == "Prices rose sharply in March"


@pytest.mark.parametrize(
    "text",
    [
        "La huelga seguirá hasta el lunes, según declaró Marta Ruiz a la agencia.",
        "Según declaró Marta Ruiz a la agencia, la huelga seguirá hasta el lunes.",
    ],
)
def test_according_to_a_speaker_and_whom_she_told(text):
    assert [(kind, who) for kind, who, _ in speakers(text, "es")] == [("fact", "Marta Ruiz")]


@pytest.mark.parametrize(
    "text, language, speaker, words",
    [
        (
            "Según Luis Mora, director del hospital, la planta cerrará en marzo por falta de personal.",
            "es",
            "Luis Mora",
            "la planta cerrará en marzo por falta de personal",
        ),
        (
            "According to Ana Ruiz, a nurse at the clinic, the ward will close in March.",
            "en",
            "Ana Ruiz",
            "the ward will close in March",
        ),
    ],
)
def test_a_role_after_the_name_belongs_to_the_speaker(text, language, speaker, words):
    assert speakers(text, language) == [("fact", speaker, words)]


def test_a_clause_after_according_to_is_no_role():
    text = "Según Luis Mora, la planta cerrará en marzo, y no habrá más camas."
    assert [words for _, _, words in speakers(text, "es")] == ["la planta cerrará en marzo", "no habrá más camas"]


def test_a_firm_named_by_its_kind_in_a_role_does_not_speak_next():
    text = (
        "El ministro, Tomás Aguado, valoró la decisión. «Es una buena señal», sostuvo.\n\n"
        "No todos coinciden. Para Paula Izquierdo, economista jefe de la corredora Valle Capital, el recorte fue "
        "«prematuro». «Con el peso débil, bajar la tasa es una apuesta arriesgada», afirmó."
    )
    assert [who for kind, who, _ in speakers(text, "es") if kind == "quote"] == ["Tomás Aguado", "Paula Izquierdo"]


def test_a_clause_after_although_with_a_speech_verb_is_the_subjects_named_by_a_synonym_of_their_role():
    text = (
        "«Nunca habíamos visto algo así», ha explicado a Europa Press el alcalde de Alhama, Luis Ortega. "
        "El regidor ha cifrado los daños en «al menos 40 millones de euros», aunque ha advertido de que la cifra "
        "«crecerá mucho» cuando baje el agua."
    )
    assert speakers(text, "es")[-1] == (
        "fact",
        "Luis Ortega",
        "ha advertido de que la cifra «crecerá mucho» cuando baje el agua",
    )


@pytest.mark.parametrize(
    "text, speaker",
    [
        ("El alcalde de Alhama, Luis Ortega, visitó la zona. «Es desolador», dijo el regidor.", "Luis Ortega"),
        ("La alcaldesa, Marta Gil, visitó la zona. «Es desolador», dijo la regidora.", "Marta Gil"),
    ],
)
def test_el_regidor_is_the_mayor(text, speaker):
    assert [who for kind, who, _ in speakers(text, "es") if kind == "quote"] == [speaker]
