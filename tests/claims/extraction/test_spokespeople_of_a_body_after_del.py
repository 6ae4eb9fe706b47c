"""A spokesperson "del" a body's noun ("Un portavoz del ministerio", "un portavoz del
departamento", Spanish "del" being "de el") speaks for the body the text named that
the noun stands for; a noun the text gave no body stays no one named. Sentences of our
own."""

import pytest

from claims.extraction import extract


def speakers(text):
    return [p.speaker for p in extract(text, language="es") if p.kind == "quote"]


@pytest.mark.parametrize("noun", ["ministerio", "departamento"])
def test_a_spokesperson_del_a_body_noun_speaks_for_the_body(noun):
    text = (
        "El Ministerio de Sanidad rechazó la ayuda. "
        f'Un portavoz del {noun} dijo que las ayudas se habían repartido "con criterios técnicos".'
    )
    assert speakers(text) == ["Ministerio de Sanidad"]


def test_a_spokesperson_del_a_noun_of_no_body_named_is_no_one_named():
    text = (
        "El Ministerio de Sanidad rechazó la ayuda. "
        'Un portavoz del sindicato dijo que las ayudas se habían repartido "con criterios técnicos".'
    )
    assert speakers(text) == [None]
