"""After a quotation, someone the text describes and does not name, then where they
spoke ("«…», dijo un vecino frente a la iglesia", "«…», comentó el hermano de otra
víctima a la salida del juzgado", '"…," said a commuter outside the station'), and "one
more" of the people it describes ("contó otra madre", "said another driver"): the
frame names no one, so the quotation is no one's, not the person named last.
Sentences of our own."""

import pytest

from claims.extraction import extract


def quoted(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "«El agua llegó al segundo piso», afirmó Rosa Medina, vecina del barrio. "
            "«Perdimos todo en una noche», dijo un vecino frente a la iglesia de San Roque.",
            "es",
            [("El agua llegó al segundo piso", "Rosa Medina"), ("Perdimos todo en una noche", None)],
        ),
        (
            "«Queremos justicia», afirmó Luis Carrasco, portavoz de las familias.\n\n"
            "«Nadie nos explicó nada», comentó el hermano de otra víctima a la salida del juzgado.",
            "es",
            [("Queremos justicia", "Luis Carrasco"), ("Nadie nos explicó nada", None)],
        ),
        (
            "«Mandamos notas desde marzo», afirmó Elena Cuesta, presidenta de la asociación.\n\n"
            "«Mi hijo no podía ni comer», contó otra madre, que prefirió no dar su nombre, "
            "a las puertas del colegio.",
            "es",
            [("Mandamos notas desde marzo", "Elena Cuesta"), ("Mi hijo no podía ni comer", None)],
        ),
        (
            '"We were told nothing," said Mark Ellis, who chairs the passengers\' group. '
            '"Nobody came to help us," said a commuter outside the station.',
            "en",
            [("We were told nothing", "Mark Ellis"), ("Nobody came to help us", None)],
        ),
        (
            '"The line has never been this bad," said Mark Ellis, who chairs the passengers\' group.\n\n'
            '"I just want to get home," said another passenger.',
            "en",
            [("The line has never been this bad", "Mark Ellis"), ("I just want to get home", None)],
        ),
    ],
)
def test_someone_described_speaks_for_no_one_named(text, language, expected):
    assert quoted(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A name, then where: the name speaks, as before.
        (
            "«Perdimos todo», dijo Rosa Medina frente a la iglesia de San Roque.",
            "es",
            [("Perdimos todo", "Rosa Medina")],
        ),
        # "otra vez" says when: the verb has no subject and speaks for the one named last.
        (
            "«El agua llegó al segundo piso», afirmó Rosa Medina, vecina del barrio. "
            "«Perdimos todo», dijo otra vez.",
            "es",
            [("El agua llegó al segundo piso", "Rosa Medina"), ("Perdimos todo", "Rosa Medina")],
        ),
        # A definite role someone was named with stays that person.
        (
            "«Vamos a recurrir», dijo la abogada de la familia, Marta Solís. "
            "«No hay pruebas», insistió la abogada frente al juzgado.",
            "es",
            [("Vamos a recurrir", "Marta Solís"), ("No hay pruebas", "Marta Solís")],
        ),
    ],
)
def test_names_and_verbs_without_a_subject_are_left_alone(text, language, expected):
    assert quoted(text, language) == expected
