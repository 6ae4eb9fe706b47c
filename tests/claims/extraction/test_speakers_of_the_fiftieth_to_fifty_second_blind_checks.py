"""Speakers of forms the fiftieth to fifty-second blind checks missed, as general rules
on sentences of our own in English and Spanish: a definite spokesperson alone ("the
spokesperson said", "añadió el portavoz") recalls the spokesperson for a named body the
text gave before ("A spokesperson for Harbour Rail said …"), and so speaks for that
body; after an unnamed spokesperson, or one for a role alone, it is still no one named.
A university's head ("el rector de …", "la decana de …", "the rector of …") before a
comma and a name gives that person a role."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Un portavoz de la Confederación Hidrográfica del Sur dijo que el embalse está al 40 %. "
            "«No hay motivo de alarma», añadió el portavoz.",
            "es",
            "Confederación Hidrográfica del Sur",
        ),
        (
            "Una portavoz de la Compañía de Aguas del Levante explicó que las obras durarán un mes. "
            "«Pedimos paciencia a los vecinos», dijo la portavoz.",
            "es",
            "Compañía de Aguas del Levante",
        ),
        (
            "A spokesperson for Harbour Rail said the company would spend £20m on new signals. "
            '"We owe passengers better," the spokesperson said.',
            "en",
            "Harbour Rail",
        ),
    ],
)
def test_the_spokesperson_recalls_the_one_for_a_named_body(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Un portavoz dijo que el embalse está al 40 %. «No hay motivo de alarma», añadió el portavoz.", "es"),
        (
            "Un portavoz del alcalde dijo que el embalse está al 40 %. «No hay motivo de alarma», añadió el portavoz.",
            "es",
        ),
        ('A spokesperson said the line would reopen. "We are sorry," the spokesperson said.', "en"),
        ('A spokesperson for the mayor said the line would reopen. "We are sorry," the spokesperson said.', "en"),
    ],
)
def test_the_spokesperson_after_no_named_body_is_no_one_named(text, language):
    assert speakers(text, language) == [None]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            '"Esta reforma es un golpe para las familias", dijo el rector de la Universidad de Lagos, Jorge Salas Mora.',
            "es",
            "Jorge Salas Mora",
        ),
        ('"Nadie nos avisó", contó la decana de la Facultad de Medicina, Elena Ruiz.', "es", "Elena Ruiz"),
        ('"This reform hurts families," said the rector of the University of Lagos, Jorge Salas Mora.', "en", "Jorge Salas Mora"),
    ],
)
def test_a_university_head_before_a_name_is_a_role(text, language, speaker):
    assert speakers(text, language) == [speaker]


def test_a_university_head_alone_is_no_one_named():
    assert speakers('"Nadie nos avisó", dijo el rector de la Universidad de Lagos.', "es") == [None]
