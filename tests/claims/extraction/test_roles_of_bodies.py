"""Speakers named by their role in a body ("el presidente de la cooperativa X, Name"),
a person named right after a body in one run of capitals, and Spanish verbs of
recalling and opinion, on sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.names import find_name_mentions
from claims.extraction.speaker_phrases import parse_speaker


def speakers(text, language="es"):
    return [(p.kind, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "phrase, name",
    [
        ("el presidente de la cooperativa Virgen del Campo", None),
        ("the head of the Riverside Tenants Union", None),
        ("la directora del Instituto Oceanográfico Marta Lago", "Marta Lago"),
        ("el portavoz de la asociación Vecinos Unidos, Pablo Serra", "Pablo Serra"),
        ("President Ana Ruiz", "Ana Ruiz"),
    ],
)
def test_a_role_in_a_body_is_not_the_body(phrase, name):
    assert parse_speaker(phrase).name == name


def test_a_person_after_a_body_in_one_run_of_capitals():
    text = "La catedrática de la Universidad de Oviedo Carmen Lago presentó el informe."
    names = [(m.name, m.is_person) for m in find_name_mentions(text, known_person_words=frozenset({"carmen"}))]
    assert ("Carmen Lago", True) in names
    assert all(name != "Universidad de Oviedo Carmen Lago" for name, _ in names)


def test_a_body_with_a_first_name_in_it_stays_whole():
    text = "La Fundación Juan Miró abrió sus puertas."
    names = [m.name for m in find_name_mentions(text, known_person_words=frozenset({"juan"}))]
    assert "Juan Miró" not in names and any(name.endswith("Fundación Juan Miró") for name in names)


def test_the_name_after_a_role_in_a_body_speaks():
    text = (
        "«Este año no salen las cuentas», explicó a EFE la gerente de la bodega Viña Alta, "
        "Sofía Navarro, quien pidió ayudas al Gobierno."
    )
    assert speakers(text) == [("quote", "Sofía Navarro")]


def test_a_subjectless_verb_after_a_person_named_after_a_body():
    text = (
        "«Los datos son claros», señaló el ingeniero Tomás Pardo. El geólogo del Instituto "
        "de Minas Ricardo Soler pidió prudencia. «Falta una segunda medición», dijo."
    )
    assert speakers(text)[-1] == ("quote", "Ricardo Soler")


def test_recalling_verbs_attribute_a_quotation():
    text = (
        "«Vimos el humo desde la carretera», contó la vecina Ana Gil. "
        "«Salimos sin nada, solo con el perro», recuerda Pedro Ramos, de 68 años."
    )
    assert speakers(text) == [("quote", "Ana Gil"), ("quote", "Pedro Ramos")]


def test_a_role_before_a_name_shows_a_person_for_a_later_subjectless_verb():
    text = (
        "«Hay que bajar el IVA», reclamó el presidente de la patronal, Luis Ferrer.\n\n"
        "La consejera del área, Nuria Bosch, recordó en el Parlamento que las ayudas «llegarán a tiempo». "
        "«Nadie se va a quedar atrás», aseguró."
    )
    assert speakers(text)[-1] == ("quote", "Nuria Bosch")


def test_a_subject_with_a_relative_clause_may_run_long():
    text = (
        "La economista Irene Sala, del Instituto de Estudios Fiscales, que no ha intervenido en el "
        "informe, considera que la previsión «es demasiado optimista» para un año electoral."
    )
    assert [p.speaker for p in extract(text, language="es") if "optimista" in p.quote] == ["Irene Sala"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "«Los barcos ya no salen», lamentó la portavoz de la cofradía, Pilar Otero. La marinera, que "
            "faena desde los 16 años, añadió que muchos compañeros «están vendiendo sus barcos».",
            "es",
            "Pilar Otero",
        ),
        (
            '"We have never had so few buses," said Tom Reyes, the council\'s transport chief. The engineer '
            'added that the depot was "running on goodwill".',
            "en",
            "Tom Reyes",
        ),
        # Not a continuation, or of another gender: no one named.
        (
            "«Los barcos ya no salen», lamentó la portavoz de la cofradía, Pilar Otero. El patrón, que "
            "faena desde los 16 años, añadió que muchos compañeros «están vendiendo sus barcos».",
            "es",
            None,
        ),
    ],
)
def test_a_definite_role_that_adds_is_the_person_just_quoted(text, language, speaker):
    assert speakers(text, language)[-1] == ("quote", speaker)
