"""Speakers named by their role in a body ("el presidente de la cooperativa X, Name"),
a person named right after a body in one run of capitals, and Spanish verbs of
recalling and opinion, on sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.names import find_name_mentions, parse_speaker


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
