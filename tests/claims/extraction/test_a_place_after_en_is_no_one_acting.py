"""A name after Spanish "en" ("cultiva siete hectáreas en Luján de Cuyo", "vive en San
Martín de los Andes") is where, governed by the preposition as one after "de", "a" or
"in" is: never whom a verb without a subject ("—…—afirmó") stands for, however much it
looks like a person's name. The person named before it still speaks. Sentences of our
own."""

import pytest

from claims.extraction import extract


def quoted(text):
    return [(p.quote, p.speaker) for p in extract(text, language="es") if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Marta Giménez cultiva malbec en Luján de Cuyo, a las afueras de la capital.\n\n"
            "—Si esto sigue así, no sé si levanto la cosecha —afirmó.",
            [("Si esto sigue así, no sé si levanto la cosecha", "Marta Giménez")],
        ),
        (
            "Pedro Alcalde regenta una panadería en San Martín de los Andes desde hace años.\n\n"
            "«La harina ya no se puede pagar», aseguró.",
            [("La harina ya no se puede pagar", "Pedro Alcalde")],
        ),
    ],
)
def test_a_verb_without_a_subject_skips_the_place(text, expected):
    assert quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A place after the speaker in the frame: where, and the speaker speaks.
        (
            "«La harina ya no se puede pagar», aseguró Pedro Alcalde en Salta.",
            [("La harina ya no se puede pagar", "Pedro Alcalde")],
        ),
        # A person named as the subject after a place still speaks.
        (
            "En San Martín de los Andes, Pedro Alcalde regenta una panadería.\n\n"
            "«La harina ya no se puede pagar», aseguró.",
            [("La harina ya no se puede pagar", "Pedro Alcalde")],
        ),
    ],
)
def test_names_that_act_are_left_alone(text, expected):
    assert quoted(text) == expected
