"""A colon after a name that a short opening, an age or a relative clause set off, and a
short predicate of the person's own ("A su lado, la jubilada Norma Ibáñez, de 72, fue
menos optimista: «…»", "Su capitana, Marta Ojeda, que anotó 22 puntos, no ocultó la
decepción: «…»", "Next to him, retired teacher Mary Jones, 72, was less upbeat: “…”"):
the name speaks the quotation, and what the aside says stays a claim of its own. Not a
name after a preposition ("el informe de Norma Ibáñez fue claro:"). Sentences of
our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Los vecinos esperaban el tren. A su lado, la jubilada Norma Ibáñez, de 72, fue menos optimista: "
            "«Cuando eran privados tampoco andaban».",
            "es",
            "Norma Ibáñez",
        ),
        (
            "El equipo visitante se marchó cabizbajo. Su capitana, Marta Ojeda, que anotó muchos puntos, "
            "no ocultó la decepción: «Hemos tenido el título en la mano».",
            "es",
            "Marta Ojeda",
        ),
        (
            "Al otro lado de la barra, Kevin Ramírez lo ve de otra manera: «No me hago rico».",
            "es",
            "Kevin Ramírez",
        ),
        (
            'Next to him, retired teacher Mary Jones, 72, was less upbeat: "They never ran on time."',
            "en",
            "Mary Jones",
        ),
        (
            'Their captain, Ruth Adeyemi, who scored twice, did not hide her disappointment: "We had it in our hands."',
            "en",
            "Ruth Adeyemi",
        ),
    ],
)
def test_the_name_with_its_asides_speaks(text, language, speaker):
    assert speakers(text, language) == [speaker]


def test_what_the_aside_says_stays_a_claim():
    text = (
        "Al otro lado de la barra, Kevin Ramírez, de 24 años y camarero desde hace cinco, lo ve de otra "
        'manera: "Con 50 euros no me hago rico".'
    )
    found = extract(text, language="es")
    assert [(p.speaker, p.value) for p in found if p.quote.startswith("Con 50")] == [("Kevin Ramírez", 50)]
    assert any(p.quote.startswith("de 24 años y camarero desde hace cinco") for p in found)


@pytest.mark.parametrize(
    "text, language",
    [
        # The name is the object of a preposition.
        ("En la asamblea, el informe de Norma Ibáñez fue claro: «Nadie nos escuchó».", "es"),
        # The name is the object of a preposition.
        ('On Monday, the council wrote to Mary Jones in a letter: "Your claim is rejected."', "en"),
    ],
)
def test_the_object_of_a_preposition_is_no_frame_of_the_name(text, language):
    assert "Norma Ibáñez" not in speakers(text, language) and "Mary Jones" not in speakers(text, language)
