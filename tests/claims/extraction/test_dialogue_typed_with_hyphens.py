"""Spanish dialogue typed with hyphens for dashes: a paragraph opened by a hyphen
joined to the words, the narrator's aside opened by a hyphen after a space and closed
by a hyphen outside a word, read as the dash forms are. Hyphens inside words, ranges,
negative numbers and list items are no dialogue. Sentences of our own."""

import pytest

from claims.extraction import extract


def quotes(text, language="es"):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "El técnico del club, Hugo Ferreyra, habló tras el partido.\n\n"
            "-Queríamos un equipo que corra, y creo que lo logramos -dijo Ferreyra.",
            [("Queríamos un equipo que corra, y creo que lo logramos", "Hugo Ferreyra")],
        ),
        (
            "La cooperativa reúne a 300 familias.\n\n"
            "-Muchos socios han saldado sus deudas este año -explicó su presidenta, Marta Quishpe-. "
            "Pero también hay quien no ha renovado ni un árbol.",
            [
                ("Muchos socios han saldado sus deudas este año", "Marta Quishpe"),
                ("Pero también hay quien no ha renovado ni un árbol", "Marta Quishpe"),
            ],
        ),
        (
            "El pleno votó el lunes.\n\n"
            "-No hay fondos -afirmó la concejala Rosa Díaz-Pérez-, porque el covid-19 nos dejó sin caja.",
            [("No hay fondos", "Rosa Díaz-Pérez"), ("porque el covid-19 nos dejó sin caja", "Rosa Díaz-Pérez")],
        ),
    ],
)
def test_hyphen_dialogue_reads_as_dash_dialogue(text, expected):
    assert quotes(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Las temperaturas bajarán.\n\n-5 grados marcó el termómetro en la madrugada de ayer.",
        "Los puntos del plan:\n\n- Ampliar la red a 40 barrios.\n\n- Contratar a 200 personas.",
        "El tramo Madrid-Toledo abrirá en 2027.\n\n-Con información de la agencia EFE.",
        "El precio subió entre un 10-15 % en la región -según la patronal- durante el verano.",
    ],
)
def test_hyphens_that_are_not_dialogue(text):
    assert quotes(text) == []


def test_dash_dialogue_unchanged():
    text = "—No vamos a cerrar la planta —dijo Mora—. Pero necesitamos más personal."
    assert quotes(text) == [("No vamos a cerrar la planta", "Mora"), ("Pero necesitamos más personal", "Mora")]
