"""A role whose portfolio lists several names ("La delegada de Urbanismo, Medio
Ambiente y Movilidad del Ayuntamiento, Carmen Ibáñez", "the Secretary for Environment,
Food and Rural Affairs, Emma Reynolds"): the names after the first are the
preposition's objects as the first is, not people, and the role is the person's after
the list, so "la delegada" or "the secretary" alone is that person. A list of people
a preposition governs keeps a known first name a person's. Sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.names import find_name_mentions
from claims.extraction.roles import roles_of


def quotes(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La delegada de Urbanismo, Medio Ambiente y Movilidad del Ayuntamiento, Carmen Ibáñez, anunció una multa. "
            "«Los vecinos no pueden ser rehenes», afirmó la delegada.",
            "es",
            [("Los vecinos no pueden ser rehenes", "Carmen Ibáñez")],
        ),
        (
            "«La planta cambiará el litoral», dijo el ministro de Industria, Energía y Minería, Gonzalo Ferrés, "
            "durante el acto. «Es un día histórico», afirmó el ministro.",
            "es",
            [("La planta cambiará el litoral", "Gonzalo Ferrés"), ("Es un día histórico", "Gonzalo Ferrés")],
        ),
        (
            "The Secretary for Environment, Food and Rural Affairs, Emma Reynolds, backed the fine. "
            '"It is a good day for rivers," the secretary said.',
            "en",
            [("It is a good day for rivers", "Emma Reynolds")],
        ),
    ],
)
def test_the_role_alone_is_the_person_after_the_list(text, language, expected):
    assert quotes(text, language) == expected


@pytest.mark.parametrize(
    "text, name, language",
    [
        ("La delegada de Urbanismo, Medio Ambiente y Movilidad, Carmen Ibáñez, habló.", "Medio Ambiente", "es"),
        ("The Department for Environment, Food and Rural Affairs said so.", "Rural Affairs", "en"),
    ],
)
def test_a_name_in_the_list_is_governed(text, name, language):
    mention = next(m for m in find_name_mentions(text) if m.name == name)
    assert mention.is_object


@pytest.mark.parametrize(
    "text, name",
    [
        # Not a list: one portfolio, then the person.
        ("El consejero de Sanidad, Julio García Pérez, visitó el hospital.", "Julio García Pérez"),
        # After "y" comes no name: the person is set off after one portfolio.
        ("La ministra de Hacienda, María Montero y el ministro de Interior firmaron.", "María Montero"),
        # A known first name stays a person's, listed or not.
        ("El plan contó con el apoyo de Juan Pérez, Pedro Ruiz y Ana Gil.", "Pedro Ruiz"),
    ],
)
def test_no_list_no_object(text, name):
    mention = next(m for m in find_name_mentions(text, known_person_words=frozenset({"pedro", "juan", "ana"})) if m.name == name)
    assert not mention.is_object


def test_the_role_before_a_list_is_not_the_first_item_s():
    text = "La delegada de Urbanismo, Medio Ambiente y Movilidad del Ayuntamiento, Carmen Ibáñez, habló."
    carmen = next(m for m in find_name_mentions(text) if m.name == "Carmen Ibáñez")
    assert any("delegada" in role for role in roles_of(text, carmen))
