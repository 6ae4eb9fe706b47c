"""A relative or friend of someone named ("El hijo del concejal Luis Mora dijo …", "the
widow of Peter Hill said …") speaks for themselves: the one named is not the speaker,
so the claim has none unless the relative is named too ("…, Mario Gil, dijo").
Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.speaker, p.speaker_role) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, role",
    [
        (
            "El hijo del concejal Luis Mora dijo que la obra se retrasará otra vez.",
            "es",
            "El hijo del concejal Luis Mora",
        ),
        (
            "La viuda de Luis Mora aseguró que nunca recibió ninguna explicación del hospital.",
            "es",
            "La viuda de Luis Mora",
        ),
        (
            "The son of Mayor Peter Hill said the works would be delayed again.",
            "en",
            "The son of Mayor Peter Hill",
        ),
        (
            "The eldest daughter of Senator Ruth Adler told reporters that the family would appeal.",
            "en",
            "The eldest daughter of Senator Ruth Adler",
        ),
        ("«Queremos la verdad y nada más», dijo la madre de Jamal Reed.", "es", "la madre de Jamal Reed"),
    ],
)
def test_a_relative_of_someone_named_speaks_not_the_one_named(text, language, role):
    assert speakers(text, language) == [(None, role)]


def test_a_relative_named_after_the_relation_speaks():
    text = "El hijo del alcalde Pedro Gil, Mario Gil, dijo que no sabía nada del contrato de la obra."
    assert [who for who, _ in speakers(text, "es")] == ["Mario Gil"]


def test_a_spanish_son_is_still_a_verb():
    text = "Los precios son de los más altos de la región, dijo Ana Gil."
    assert [who for who, _ in speakers(text, "es")] == ["Ana Gil"]
